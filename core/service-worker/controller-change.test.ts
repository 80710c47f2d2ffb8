import { describe, expect, it } from "vitest";
import { controllerChanges } from "./controller-change.ts";

describe("controllerChanges", () => {
  it("a page that had a worker reloads once onto the new one", () => {
    const next = controllerChanges(true);
    expect(next()).toBe("reload");
    expect(next()).toBe("nothing");
  });

  it("the first worker taking over keeps the page, and a later version reloads it", () => {
    const next = controllerChanges(false);
    expect(next()).toBe("keep-page");
    expect(next()).toBe("reload");
    expect(next()).toBe("nothing");
  });
});
