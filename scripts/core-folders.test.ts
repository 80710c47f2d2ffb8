import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectPath } from "#server/project-path.ts";

// core/ is grouped by domain as app/ and server/ are (README, "Layout"): a newcomer finds a
// feature's shared rules in the folder named after it, so no module sits loose at core/'s root.
describe("core/", () => {
  it("holds folders only, one per domain", () => {
    const loose = readdirSync(projectPath("core"), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(loose).toEqual([]);
  });
});
