import { describe, expect, it } from "vitest";
import {
  dayCount,
  fullDateLabel,
  monthLabel,
  monthYearLabel,
  parseSitemapDate,
  parseSitemapPage,
  periodParts,
  SITEMAP_MAX_PAGE,
  sitemapDayPagePath,
  sitemapDayRange,
  sitemapPageCount,
  timeLabel,
  weekdayLabel,
  yearCounts,
} from "./sitemap-dates.ts";

const NOW = new Date("2025-06-15T10:30:00Z");

describe("parseSitemapDate", () => {
  it.each([
    [{ year: "2024" }, { year: 2024 }],
    [
      { year: "2024", month: "02" },
      { year: 2024, month: 2 },
    ],
    [
      { year: "2024", month: "02", day: "29" },
      { year: 2024, month: 2, day: 29 },
    ],
    [
      { year: "2025", month: "06", day: "15" },
      { year: 2025, month: 6, day: 15 },
    ], // today
    [
      { year: "2025", month: "06" },
      { year: 2025, month: 6 },
    ], // this month
    [{ year: "0099" }, { year: 99 }],
  ])("reads %j", (params, expected) => {
    expect(parseSitemapDate(params, NOW)).toEqual(expected);
  });

  it.each([
    { year: "abc" },
    { year: "2024x" },
    { year: "0" },
    { year: "2024", month: "13" },
    { year: "2024", month: "00" },
    { year: "2023", month: "02", day: "29" },
    { year: "2023", month: "02", day: "30" },
    { year: "2024", month: "04", day: "31" },
    { year: "2025", month: "06", day: "16" }, // tomorrow
    { year: "2025", month: "07" }, // next month
    { year: "2026" }, // next year
    {},
  ])("refuses %j", (params) => {
    expect(parseSitemapDate(params, NOW)).toBeNull();
  });
});

describe("parseSitemapPage", () => {
  it.each([
    [null, 1],
    ["1", 1],
    ["2", 2],
    [String(SITEMAP_MAX_PAGE), SITEMAP_MAX_PAGE],
  ])("reads %s as %d", (value, page) => {
    expect(parseSitemapPage(value)).toBe(page);
  });

  it.each(["0", "-1", "01", "1.5", "abc", "", String(SITEMAP_MAX_PAGE + 1), "99999999999"])(
    "refuses %j",
    (value) => {
      expect(parseSitemapPage(value)).toBeNull();
    },
  );
});

describe("day pages", () => {
  it("count at least one page, 100 articles a page", () => {
    expect([0, 1, 100, 101, 250].map(sitemapPageCount)).toEqual([1, 1, 1, 2, 3]);
  });

  it("write ?page= only after the first page", () => {
    expect(sitemapDayPagePath(2024, 3, 1, 1)).toBe("/sitemap/2024/03/01");
    expect(sitemapDayPagePath(2024, 3, 1, 2)).toBe("/sitemap/2024/03/01?page=2");
  });

  it("span one UTC day, ending now on a day that is not over", () => {
    expect(sitemapDayRange(2024, 2, 29, NOW)).toEqual({
      from: "2024-02-29T00:00:00.000Z",
      to: "2024-03-01T00:00:00.000Z",
    });
    expect(sitemapDayRange(2025, 6, 15, NOW)).toEqual({
      from: "2025-06-15T00:00:00.000Z",
      to: NOW.toISOString(),
    });
  });
});

describe("calendar counts", () => {
  const months = [
    { period: "2025-01", count: 3 },
    { period: "2024-12", count: 5 },
    { period: "2024-02", count: 2 },
  ];

  it("sum months per year, newest first", () => {
    expect(yearCounts(months)).toEqual([
      { year: 2025, count: 3 },
      { year: 2024, count: 7 },
    ]);
    expect(yearCounts([])).toEqual([]);
  });

  it("give months and days in calendar order", () => {
    expect(periodParts(months.slice(1))).toEqual([
      { value: 2, count: 2 },
      { value: 12, count: 5 },
    ]);
    expect(
      periodParts([
        { period: "2024-03-10", count: 1 },
        { period: "2024-03-02", count: 4 },
      ]),
    ).toEqual([
      { value: 2, count: 4 },
      { value: 10, count: 1 },
    ]);
  });

  it("find one day's count", () => {
    const days = [{ period: "2024-03-02", count: 4 }];
    expect(dayCount(days, 2024, 3, 2)).toBe(4);
    expect(dayCount(days, 2024, 3, 3)).toBe(0);
  });
});

describe("labels", () => {
  it("name months and days in the reader's locale, on the UTC day", () => {
    expect(monthLabel(2024, 3, "en")).toBe("March");
    expect(monthLabel(2024, 3, "es")).toBe("marzo");
    expect(monthLabel(2024, 3, "pt")).toBe("março");
    expect(monthYearLabel(2024, 3, "es")).toBe("marzo de 2024");
    expect(fullDateLabel(2024, 3, 1, "en")).toBe("Friday, March 1, 2024");
    expect(fullDateLabel(2024, 3, 1, "pt")).toBe("sexta-feira, 1 de março de 2024");
    expect(weekdayLabel(2024, 3, 1, "en")).toBe("Fri");
  });

  it("say an article's time is UTC", () => {
    expect(timeLabel("2024-03-01T23:05:00Z", "en")).toBe("11:05 PM UTC");
    expect(timeLabel("2024-03-01T23:05:00Z", "es")).toBe("23:05 UTC");
  });
});
