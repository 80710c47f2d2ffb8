import { describe, expect, it } from "vitest";
import { searchEntityPath } from "../routing/search-urls.ts";
import type { HighlightPart } from "./search.ts";
import {
  autocompleteApiPath,
  cleanQuery,
  failedSearchPage,
  highlightRuns,
  initialSearchList,
  mergeSearchPage,
  nextSearchPage,
  parseSearchPage,
  parseSearchSort,
  parseSearchUrl,
  type SearchCardJson,
  type SearchListState,
  searchApiPath,
  trendingApiPath,
} from "./search-state.ts";

const card = (id: number, name = `story ${id}`): SearchCardJson => ({
  id,
  context: "news_stories",
  name,
  description: "",
  publish_date: "2026-01-01T00:00:00.000Z",
  language: "en",
  publisher: { name: "P", common_name: "P" },
  verticals: [],
  photos: [],
  highlight: { name: [{ text: name, match: false }], snippet: [] },
});
const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(from + i));
const ids = (state: SearchListState) => state.results.map((result) => result.id);
const answer = (page: number, results: SearchCardJson[], total = 40) => ({
  page,
  total,
  endlist: results.length < 15,
  results,
});

describe("cleanQuery", () => {
  it.each([
    ["  sao   paulo ", "sao paulo"],
    ["\tElecciones\n", "Elecciones"],
    ["   ", ""],
    ["", ""],
  ])("%j → %j", (raw, clean) => expect(cleanQuery(raw)).toBe(clean));
});

describe("parseSearchSort", () => {
  it.each([
    ["relevance", "relevance"],
    ["date", "date"],
    ["recent", null],
    ["Relevance", null],
    [undefined, null],
  ])("%s → %s", (value, sort) => expect(parseSearchSort(value)).toBe(sort));
});

describe("parseSearchUrl", () => {
  it("reads a free-text query, trimmed", () => {
    expect(parseSearchUrl({ query: "  São  Paulo " })).toEqual({
      ok: true,
      target: { type: "freeform", text: "São Paulo" },
    });
  });

  it.each([" ", "", "a\0b", "x".repeat(201)])("refuses the query %j as a bad request", (query) => {
    expect(parseSearchUrl({ query })).toEqual({ ok: false, status: 400, code: "invalid_query" });
  });

  it("keeps hostile text as text: the API gets it as a parameter", () => {
    const text = `&|!():*<>'"\\ or 1=1; drop table articles`;
    expect(parseSearchUrl({ query: text })).toEqual({ ok: true, target: { type: "freeform", text } });
  });

  it("reads an entity key as the router gives it back, a name with & included", () => {
    const path = searchEntityPath({ context: "teams", id: 12, name: "Flamengo & Co" });
    const key = decodeURIComponent(path.split("/").at(-1) as string);
    expect(parseSearchUrl({ type: "news", key })).toEqual({
      ok: true,
      target: { type: "entity", context: "teams", id: 12, name: "Flamengo & Co" },
    });
  });

  it.each([
    ["videos", "teams&12&Flamengo"],
    ["news", "teams&12"],
    ["news", "clubs&12&Flamengo"],
    ["news", "teams&0&Flamengo"],
    ["news", "teams&-3&Flamengo"],
    ["news", "teams&12x&Flamengo"],
    ["news", "teams&12& "],
    ["news", "teams&12&%ZZ"],
    ["news", "teams&12&Flamengo&extra"],
  ])("an entity search /%s/%s is not a page", (type, key) => {
    expect(parseSearchUrl({ type, key })).toEqual({ ok: false, status: 404, code: "not_found" });
  });
});

describe("parseSearchPage", () => {
  it.each([
    ["", { ok: true, page: 1 }],
    ["?page=2", { ok: true, page: 2 }],
    ["?page=10000", { ok: true, page: 10000 }],
    ["?page=0", { ok: false, status: 404, code: "page_out_of_range" }],
    ["?page=10001", { ok: false, status: 404, code: "page_out_of_range" }],
    ["?page=-1", { ok: false, status: 404, code: "page_out_of_range" }],
    ["?page=two", { ok: false, status: 400, code: "invalid_page" }],
    ["?page=", { ok: false, status: 400, code: "invalid_page" }],
    ["?page=1e3", { ok: false, status: 400, code: "invalid_page" }],
  ])("%s → %o", (search, result) => expect(parseSearchPage(new URLSearchParams(search))).toEqual(result));
});

describe("the API calls", () => {
  it("asks for one page of a free-text search in the reader's language", () => {
    const url = new URL(
      searchApiPath({ type: "freeform", text: "a&b=c" }, { sort: "date", language: "pt", page: 3 }),
      "http://x",
    );
    expect(url.pathname).toBe("/api/v4/content/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "get_content",
      intent: "all",
      text: "a&b=c",
      filter: "all",
      per: "15",
      format: "new",
      sortby: "date",
      searchType: "freeform",
      page: "3",
      language: "pt",
    });
  });

  it("sends an entity's name, context and id (docs/behaviour/search.md#query-rules)", () => {
    const url = new URL(
      searchApiPath(
        { type: "entity", context: "leagues", id: 4, name: "Premier League" },
        { sort: "relevance", language: "en", page: 1, siteId: 763 },
      ),
      "http://x",
    );
    expect(url.searchParams.get("text")).toBe("Premier League");
    expect(url.searchParams.get("entityType")).toBe("leagues");
    expect(url.searchParams.get("entityId")).toBe("4");
    expect(url.searchParams.get("searchType")).toBe("entity");
    expect(url.searchParams.get("site_id")).toBe("763");
  });

  it("encodes the autocomplete's text and names the trending language", () => {
    expect(autocompleteApiPath("são paulo", "es")).toBe(
      "/api/v4/content/search/autocomplete?text=s%C3%A3o+paulo&language=es",
    );
    expect(trendingApiPath("pt")).toBe("/api/v4/content/search/trending?language=pt");
  });
});

describe("the results list (docs/behaviour/search.md#new-query)", () => {
  it("starts a new query at its page with its results deduplicated", () => {
    const state = initialSearchList(answer(1, [...cards(1, 15), card(3)]));
    expect(ids(state)).toEqual(cards(1, 15).map((c) => c.id));
    expect(state).toMatchObject({ firstPage: 1, page: 1, total: 40, endList: false });
    expect(nextSearchPage(state)).toBe(2);
  });

  it("ends the list at once when the first page is short", () => {
    const state = initialSearchList(answer(1, cards(1, 3), 3));
    expect(state.endList).toBe(true);
    expect(nextSearchPage(state)).toBeNull();
  });

  it("appends the next page, merging by id, and ends on a page shorter than 15", () => {
    let state = initialSearchList(answer(1, cards(1, 15)));
    state = mergeSearchPage(state, answer(2, [card(15, "new copy"), ...cards(16, 14)], 42));
    expect(ids(state)).toEqual(cards(1, 29).map((c) => c.id));
    expect(state.results[14].name).toBe("new copy");
    expect(state).toMatchObject({ page: 2, total: 42, endList: false });
    state = mergeSearchPage(state, answer(3, cards(30, 4), 42));
    expect(state.endList).toBe(true);
    expect(nextSearchPage(state)).toBeNull();
  });

  it("ignores an answer for a page other than the next (a late one)", () => {
    const state = initialSearchList(answer(1, cards(1, 15)));
    expect(mergeSearchPage(state, answer(3, cards(40, 15)))).toBe(state);
    expect(mergeSearchPage(state, answer(1, cards(40, 15)))).toBe(state);
  });

  it("keeps the totals and the results when a page fails, and offers it again", () => {
    const state = initialSearchList(answer(1, cards(1, 15)));
    const failed = failedSearchPage(state, 2);
    expect(failed).toMatchObject({ total: 40, page: 1, endList: false, failedPage: 2 });
    expect(failed.results).toBe(state.results);
    expect(nextSearchPage(failed)).toBe(2);
    const retried = mergeSearchPage(failed, answer(2, cards(16, 15)));
    expect(retried.failedPage).toBeNull();
    expect(retried.results).toHaveLength(30);
  });

  it("starts from a later page when opened there", () => {
    const state = initialSearchList(answer(3, cards(31, 15)));
    expect(state).toMatchObject({ firstPage: 3, page: 3 });
    expect(nextSearchPage(state)).toBe(4);
  });
});

describe("highlightRuns", () => {
  const part = (text: string, match = false): HighlightPart => ({ text, match });
  it("joins neighbours of the same kind and drops empty parts", () => {
    expect(
      highlightRuns([part("São "), part("Paulo", true), part(""), part(" ", true), part("FC", true)]),
    ).toEqual([part("São "), part("Paulo FC", true)]);
    expect(highlightRuns([])).toEqual([]);
  });

  it("marks the white space between two matched words with them, not the space before or after", () => {
    expect(highlightRuns([part("São", true), part(" "), part("Paulo", true), part(" vence")])).toEqual([
      part("São Paulo", true),
      part(" vence"),
    ]);
    expect(highlightRuns([part(" "), part("Paulo", true), part(" ")])).toEqual([
      part(" "),
      part("Paulo", true),
      part(" "),
    ]);
  });
});
