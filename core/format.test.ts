import { describe, expect, it } from "vitest";
import { formatDate, formatNumber } from "./format.ts";

const date = new Date(Date.UTC(2026, 10, 22, 15, 30));

describe("formatDate", () => {
  it.each([
    ["en", "November 22, 2026"],
    ["es", "22 de noviembre de 2026"],
    ["pt", "22 de novembro de 2026"],
  ] as const)("writes a long date in %s", (locale, expected) => {
    expect(formatDate(date, locale, { dateStyle: "long", timeZone: "UTC" })).toBe(expected);
  });

  it("uses Brazilian Portuguese for times", () => {
    expect(formatDate(date, "pt", { timeStyle: "short", timeZone: "UTC" })).toBe("15:30");
  });
});

describe("formatNumber", () => {
  it.each([
    ["en", "1,234.5"],
    ["es", "1234,5"],
    ["pt", "1.234,5"],
  ] as const)("groups and separates decimals in %s", (locale, expected) => {
    expect(formatNumber(1234.5, locale)).toBe(expected);
  });
});
