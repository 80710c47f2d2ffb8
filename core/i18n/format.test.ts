import { describe, expect, it } from "vitest";
import { formatCardDate, formatDate, formatNumber } from "./format.ts";
import { intlLocale } from "./locales.ts";

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

describe("formatCardDate", () => {
  it.each([
    ["en", "2026-11-24T01:16:14.000Z", "Nov 24, 2026"],
    ["es", "2026-11-24T01:16:14.000Z", "24 nov 2026"],
    ["pt", "2026-11-24T01:16:14.000Z", "24 de nov. de 2026"],
    ["es", "2026-09-05T23:59:59.000Z", "5 sept 2026"],
    ["pt", "2026-05-01T00:00:00.000Z", "1 de mai. de 2026"],
  ] as const)("writes %s %s as %s", (locale, iso, expected) => {
    expect(formatCardDate(iso, locale)).toBe(expected);
  });

  it("counts the day in UTC, as the server and every browser do", () => {
    expect(formatCardDate("2026-11-24T23:30:00-03:00", "en")).toBe("Nov 25, 2026");
  });

  it.each(["en", "es", "pt"] as const)("writes every month of %s as Intl's medium date does", (locale) => {
    const intl = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 17, 12)).toISOString();
      expect(formatCardDate(iso, locale)).toBe(intl.format(new Date(iso)));
    }
  });

  it("writes nothing for a date it cannot read", () => {
    expect(formatCardDate("not a date", "en")).toBe("");
  });
});
