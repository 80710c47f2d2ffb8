import { describe, expect, it, vi } from "vitest";
import { quietEmptyChunksOf, serverOnlyRouteChunks } from "./server-only-routes.ts";

const empty = (name: string) => ({
  code: "EMPTY_BUNDLE",
  message: `Generated an empty chunk: "${name}".`,
  names: [name],
});

describe("the browser build's warnings about server-only route modules", () => {
  it("names the redirect modules' chunks", () => {
    expect(serverOnlyRouteChunks()).toEqual(expect.arrayContaining(["FeedIndexRedirect", "PwaRedirect"]));
  });

  it("quiets their empty chunks and passes every other warning on", () => {
    const warn = vi.fn();
    const onwarn = quietEmptyChunksOf(["FeedIndexRedirect", "PwaRedirect"]);
    onwarn(empty("FeedIndexRedirect"), warn);
    onwarn(empty("PwaRedirect"), warn);
    expect(warn).not.toHaveBeenCalled();
    onwarn(empty("HomePage"), warn);
    onwarn({ code: "CIRCULAR_DEPENDENCY", message: "circular", names: ["PwaRedirect"] }, warn);
    onwarn({ code: "EMPTY_BUNDLE", message: "no names" }, warn);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
