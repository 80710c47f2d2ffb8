import { describe, expect, it } from "vitest";
import { monthGrid, shiftMonth } from "./month-grid.ts";

describe("month grid", () => {
  it("starts weeks on Monday and pads both ends", () => {
    // 1 February 2024 was a Thursday; the leap month has 29 days.
    const weeks = monthGrid(2024, 2);
    expect(weeks[0]).toEqual([null, null, null, "2024-02-01", "2024-02-02", "2024-02-03", "2024-02-04"]);
    expect(weeks.at(-1)).toEqual(["2024-02-26", "2024-02-27", "2024-02-28", "2024-02-29", null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it("has no padding row when a month starts on Monday", () => {
    expect(monthGrid(2024, 1)[0][0]).toBe("2024-01-01");
  });

  it("moves across years", () => {
    expect(shiftMonth(2024, 1, -1)).toEqual([2023, 12]);
    expect(shiftMonth(2024, 12, 1)).toEqual([2025, 1]);
  });
});
