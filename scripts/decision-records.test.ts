import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectPath } from "#server/project-path.ts";

// Every record says when it was taken and whether it still holds, as the Epic Stack's do, so a
// reader knows which of two records that disagree to follow.
const folder = projectPath("docs/decisions");
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 4)));

describe("decision records", () => {
  it.each(records)("%s has a date and a status", (name) => {
    const text = readFileSync(`${folder}/${name}`, "utf8");
    expect(text).toMatch(
      /^# \d{4} — .+\n\nDate: \d{4}-\d{2}-\d{2}\n\nStatus: (accepted|superseded by \d{4})/,
    );
    const superseded = /^Status: superseded by (\d{4})/m.exec(text);
    if (superseded) expect(numbers.has(superseded[1])).toBe(true);
  });

  it("numbers each record once", () => {
    expect(numbers.size).toBe(records.length);
  });
});
