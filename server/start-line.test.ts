import { describe, expect, it } from "vitest";
import { listeningUrl, startLine } from "./start-line.ts";

describe("the start line", () => {
  it("names the address a person opens", () => {
    expect(startLine(listeningUrl("0.0.0.0", 3000))).toBe("Icaro is running at http://localhost:3000");
    expect(startLine(listeningUrl("::", 8080))).toBe("Icaro is running at http://localhost:8080");
    expect(listeningUrl("127.0.0.1", 4000)).toBe("http://127.0.0.1:4000");
    expect(listeningUrl("::1", 4000)).toBe("http://[::1]:4000");
  });
});
