import { afterEach, describe, expect, it } from "vitest";
import { formatArticleTime, showsUpdate, UPDATE_SHOWN_AFTER_MS } from "./article-time.ts";

const PUBLISHED = "2026-11-26T22:48:00.000Z";
const later = (ms: number) => new Date(Date.parse(PUBLISHED) + ms).toISOString();

describe("showsUpdate", () => {
  it.each([
    ["no updated time", undefined, false],
    ["the same time", PUBLISHED, false],
    ["a minute later", later(60_000), false],
    ["just under the threshold", later(UPDATE_SHOWN_AFTER_MS - 1), false],
    ["exactly the threshold", later(UPDATE_SHOWN_AFTER_MS), true],
    ["two hours later", later(2 * 3_600_000), true],
    ["earlier than published", later(-3_600_000), false],
    ["an unreadable time", "not a date", false],
  ])("%s → %s", (_name, updated, expected) => {
    expect(showsUpdate(PUBLISHED, updated)).toBe(expected);
  });
});

describe("formatArticleTime", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each([
    ["en", "Nov 26, 2026, 10:48 PM UTC"],
    ["es", "26 nov 2026, 22:48 UTC"],
    ["pt", "26 de nov. de 2026, 22:48 UTC"],
  ] as const)("writes UTC, saying so, on the server (%s)", (locale, expected) => {
    expect(formatArticleTime(PUBLISHED, locale, "utc").replace(/\s/g, " ")).toBe(expected);
  });

  it.each([
    ["en", "Nov 26, 2026, 7:48 PM"],
    ["es", "26 nov 2026, 19:48"],
    ["pt", "26 de nov. de 2026, 19:48"],
  ] as const)("writes the reader's own zone in the browser (%s, São Paulo)", (locale, expected) => {
    process.env.TZ = "America/Sao_Paulo";
    expect(formatArticleTime(PUBLISHED, locale, "local").replace(/\s/g, " ")).toBe(expected);
  });
});
