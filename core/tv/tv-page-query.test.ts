import { describe, expect, it } from "vitest";
import { tvGalleryPagePath } from "../routing/tv-page-urls.ts";
import { isChannelName, parseCalendarFilter, parseGalleryQuery } from "./tv-page-query.ts";

const search = (text: string) => new URLSearchParams(text);

describe("parseGalleryQuery", () => {
  it("reads a category, a page and a publisher; page 1 when absent; empty values dropped", () => {
    expect(parseGalleryQuery("sports", search("page=3&publisher=El+Pa%C3%ADs"))).toEqual({
      ok: true,
      value: { category: "sports", page: 3, publisher: "El País" },
    });
    expect(parseGalleryQuery(undefined, search("publisher=&page="))).toEqual({
      ok: true,
      value: { page: 1 },
    });
    expect(parseGalleryQuery("e-sports", search(""))).toEqual({
      ok: true,
      value: { category: "e-sports", page: 1 },
    });
  });

  it.each([
    ["page 0", "page=0"],
    ["page 10,001", "page=10001"],
    ["a negative page", "page=-1"],
    ["a fractional page", "page=1.5"],
    ["an exponent", "page=1e3"],
    ["two pages' worth of digits", "page=1234567"],
  ])("refuses %s as invalid_page", (_, query) => {
    expect(parseGalleryQuery(undefined, search(query))).toEqual({
      ok: false,
      status: 400,
      code: "invalid_page",
    });
  });

  it("takes page 10,000, the last one", () => {
    expect(parseGalleryQuery(undefined, search("page=10000"))).toMatchObject({
      ok: true,
      value: { page: 10_000 },
    });
  });

  it.each([
    ["a NUL", "publisher=a%00b"],
    ["a publisher too long", `publisher=${"a".repeat(101)}`],
  ])("refuses %s as invalid_query", (_, query) => {
    expect(parseGalleryQuery(undefined, search(query))).toEqual({
      ok: false,
      status: 400,
      code: "invalid_query",
    });
  });

  it.each(["Sports", "a b", "../x", "-x", "a".repeat(41), "spórts"])(
    "a malformed category %j is a 404",
    (category) => {
      expect(parseGalleryQuery(category, search(""))).toEqual({ ok: false, status: 404, code: "not_found" });
    },
  );
});

describe("parseCalendarFilter", () => {
  it("reads a sport and a channel, dropping empty ones (the form's 'All')", () => {
    expect(parseCalendarFilter(search("sport=soccer&channel=icaro-sports"))).toEqual({
      ok: true,
      value: { sport: "soccer", channel: "icaro-sports" },
    });
    expect(parseCalendarFilter(search("sport=&channel="))).toEqual({ ok: true, value: {} });
  });

  it.each(["sport=Soccer", "channel=Icaro_Sports", "channel=a--b", `sport=${"s".repeat(41)}`])(
    "refuses %s",
    (query) => {
      expect(parseCalendarFilter(search(query))).toEqual({ ok: false, status: 400, code: "invalid_query" });
    },
  );
});

describe("isChannelName", () => {
  it("takes lower-case words joined by single hyphens, at most 60 characters", () => {
    expect(isChannelName("icaro-sports")).toBe(true);
    expect(isChannelName("tv2")).toBe(true);
    for (const name of [undefined, "", "Icaro", "a--b", "-a", "a-", "a.b", "a".repeat(61)]) {
      expect(isChannelName(name), String(name)).toBe(false);
    }
  });
});

describe("gallery addresses", () => {
  it("round-trips a gallery address through the parser", () => {
    const url = new URL(tvGalleryPagePath({ category: "news", page: 4, publisher: "A & B" }), "http://x");
    expect(parseGalleryQuery(url.pathname.split("/")[3], url.searchParams)).toEqual({
      ok: true,
      value: { category: "news", page: 4, publisher: "A & B" },
    });
  });
});
