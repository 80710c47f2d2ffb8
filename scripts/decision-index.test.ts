import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectPath } from "#server/project-path.ts";
import {
  INDEX_FILE,
  inconsistencies,
  parseRecord,
  readRecords,
  renderIndex,
  WRITE_COMMAND,
} from "./decision-index.ts";

describe("the decision records' index", () => {
  it("reads a record's number, title, date, status and links", () => {
    const record = parseRecord(
      "0099-x.md",
      "# 0099 — A title\n\nDate: 2026-12-03\n\nStatus: superseded by 0100; amends 0001 (its 5 rules), 0002\n",
    );
    expect(record).toEqual({
      file: "0099-x.md",
      number: "0099",
      title: "A title",
      date: "2026-12-03",
      supersededBy: "0100",
      relations: [{ relation: "amends", numbers: ["0001", "0002"] }],
    });
    expect(() => parseRecord("0099-x.md", "# 0099 — A title\n\nDate: 3 Dec\n\nStatus: accepted")).toThrow(
      "0099-x.md: no 'Date: YYYY-MM-DD' line",
    );
    expect(() => parseRecord("0099-x.md", "# 0099 — T\n\nDate: 2026-12-03\n\nStatus: replaced")).toThrow(
      "neither accepted nor superseded",
    );
  });

  it("states every supersession at both ends", () => {
    expect(inconsistencies(readRecords())).toEqual([]);
  });

  it("is what the generator writes", () => {
    const current = readFileSync(projectPath(INDEX_FILE), "utf8");
    expect(current, `${INDEX_FILE} is out of date: run ${WRITE_COMMAND}`).toBe(renderIndex());
  });
});
