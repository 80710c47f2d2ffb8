import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContentLanguage } from "#core/content/content.ts";
import type { SearchAutocompleteJson, SearchResponseJson, TrendingJson } from "#core/search/search.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createTestApi } from "#server/testing/test-api.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { insertSearchFixtures, SEARCH_FIXTURES } from "./search-fixtures.ts";
import {
  searchAutocompleteOperation,
  searchOperation,
  searchTrendingOperation,
} from "./search-operations.ts";

type Fixture = keyof typeof SEARCH_FIXTURES;

/**
 * the judged set: each query in a reader's language, with the story that must be among the
 * first three. Accents, case, word forms, typos, phrases and other languages.
 */
const JUDGED: [ContentLanguage, string, Fixture][] = [
  ["pt", "sao paulo", "saoPaulo"],
  ["pt", "São Paulo", "saoPaulo"],
  ["pt", "SAO PAULO", "saoPaulo"],
  ["pt", "sao paolo", "saoPaulo"],
  ["en", "tottenahm", "tottenham"],
  ["es", "elecsiones", "elecciones"],
  ["en", "sao paulo", "saoPauloEn"],
  ["es", "sao paulo", "saoPaulo"],
  ["pt", "jogadores do flamengo", "flamengoPlayers"],
  ["pt", "jogador flamengo", "flamengoPlayers"],
  ["pt", "jogadores", "corinthians"],
  ["pt", "flamemgo", "flamengoPlayers"],
  ["en", "flamemgo", "flamengoEn"],
  ["pt", "tecnico flamengo", "flamengoCoach"],
  ["pt", "urubu", "flamengoPlayers"],
  ["pt", "palmeiras", "saoPaulo"],
  ["pt", "morumbi", "saoPaulo"],
  ["pt", "eleicoes", "eleicoes"],
  ["pt", "eleições municipais", "eleicoes"],
  // A reader on a phone types without accents, and in the singular: Portuguese's stemmer keeps
  // "eleicao"/"eleicoes" and "municipal"/"municipais" apart, the query's number forms join them.
  ["pt", "eleicao municipal", "eleicoes"],
  ["pt", "eleição municipal", "eleicoes"],
  ["pt", "eleicao", "eleicoes"],
  ["pt", "corinthians lesao", "corinthians"],
  ["pt", "chuva belo horizonte", "chuva"],
  ["pt", "inteligencia artificial", "inteligencia"],
  ["pt", "escola publica", "inteligencia"],
  ["es", "elecciones", "elecciones"],
  ["es", "elecciones", "eleccionMexico"],
  ["es", "eleccion", "eleccionMexico"],
  ["es", "elección", "elecciones"],
  ["es", "elecciones andalucia", "elecciones"],
  ["es", "barcelona", "barcelona"],
  ["es", "barcelna", "barcelona"],
  ["es", "atletico de madrid", "barcelona"],
  ["es", "Atlético", "barcelona"],
  ["es", "messi", "messi"],
  ["es", "mesi", "messi"],
  ["es", "goles", "messi"],
  ["es", "lluvias", "lluvia"],
  ["es", "lluvia valencia", "lluvia"],
  ["es", "corazon", "corazon"],
  ["es", "futbol aficionados", "corazon"],
  ["en", "tottenham", "tottenham"],
  ["en", "Tottenham", "tottenhamCoach"],
  ["en", "totenham", "tottenham"],
  ["en", "arsenal derby", "tottenham"],
  ["en", "contracts", "tottenhamCoach"],
  ["en", "elections", "electionsEn"],
  ["en", "election voters", "electionsEn"],
  ["en", "new york", "knicks"],
  ["en", '"new york"', "knicks"],
  ["en", "knicks", "knicks"],
  ["en", "stock markets", "stock"],
  ["en", "market", "stock"],
  ["en", "artificial intelligence", "ai"],
  ["pt", "artificial intelligence", "ai"],
  ["en", "libertadores", "flamengoEn"],
  ["pt", "libertadores", "flamengoPlayers"],
];

describe.each(ENGINES)("search on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApi>>;
  let ids: Awaited<ReturnType<typeof insertSearchFixtures>>;
  const keyOf = new Map<number, string>();

  beforeAll(async () => {
    harness = await createTestApi(engine);
    ids = await insertSearchFixtures(harness.db);
    for (const [key, id] of Object.entries(ids.articleIds)) keyOf.set(id, key);
  });
  afterAll(() => harness.close());

  const get = async (path: string) => {
    const response = await harness.api.request(`/api/v4/content/search${path}`);
    return { status: response.status, body: await response.json() };
  };
  const search = async (query: Record<string, string>) => {
    const { status, body } = await get(`?${new URLSearchParams(query)}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as SearchResponseJson;
  };
  const keys = (answer: SearchResponseJson) => answer.results.map((result) => keyOf.get(result.id));

  it("finds each judged story among the first three", async () => {
    const misses: string[] = [];
    for (const [language, text, expected] of JUDGED) {
      const answer = await search({ text, language });
      const top = keys(answer).slice(0, 3);
      if (!top.includes(expected))
        misses.push(`${language} ${JSON.stringify(text)}: ${top.join(", ")} (want ${expected})`);
    }
    expect(misses).toEqual([]);
  });

  it("answers the documented shape, with a title and a snippet, the matched words marked", async () => {
    const answer = await search({ text: "sao paulo", language: "pt", per: "2" });
    expectDocumentedAnswer(searchOperation, 200, answer);
    const [first] = answer.results;
    expect(keyOf.get(first.id)).toBe("saoPaulo");
    expect(first.highlight.name.filter((part) => part.match).map((part) => part.text)).toEqual([
      "São",
      "Paulo",
    ]);
    expect(first.highlight.name.map((part) => part.text).join("")).toBe(SEARCH_FIXTURES.saoPaulo.name);
    const snippet = first.highlight.snippet.map((part) => part.text).join("");
    expect(snippet).toContain("São Paulo venceu o clássico");
    expect(snippet).not.toMatch(/<|>/);
    expect(first.highlight.snippet.some((part) => part.match && part.text === "São")).toBe(true);
    // The body's markup is gone and its entities read as text.
    const spurs = await search({ text: "character crowd", language: "en" });
    const spursSnippet = spurs.results[0].highlight.snippet.map((part) => part.text).join("");
    expect(spursSnippet).toContain("character of his side & the crowd");
  });

  it("pages through the results once each, the reader's language first", async () => {
    const pages: SearchResponseJson[] = [];
    for (let page = 1; page <= 4; page++) {
      pages.push(await search({ text: "flamengo", language: "pt", per: "1", page: String(page) }));
    }
    expect(pages.map((page) => page.total)).toEqual([3, 3, 3, 3]);
    expect(pages.map((page) => page.endlist)).toEqual([false, false, false, true]);
    const seen = pages.flatMap(keys);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    expect(seen.slice(0, 2).sort()).toEqual(["flamengoCoach", "flamengoPlayers"]);
    expect(seen[2]).toBe("flamengoEn");
    const all = await search({ text: "flamengo", language: "en" });
    expect(keys(all)[0]).toBe("flamengoEn");
    expect(all.endlist).toBe(true);
  });

  it("sorts by date, newest first, in the reader's language first", async () => {
    const answer = await search({ text: "tottenham", language: "en", sortby: "date" });
    expect(keys(answer)).toEqual(["tottenhamCoach", "tottenham"]);
    const mixed = await search({ text: "flamengo", language: "pt", sortby: "date" });
    expect(keys(mixed)).toEqual(["flamengoPlayers", "flamengoCoach", "flamengoEn"]);
  });

  it("ranks a title match and words side by side first", async () => {
    expect(keys(await search({ text: "new york", language: "en" }))[0]).toBe("knicks");
    expect(keys(await search({ text: "stadium", language: "en" }))[0]).toBe("newStadium");
  });

  it("suggests a spelling when few stories match, and finds them", async () => {
    const typo = await search({ text: "Flamemgo", language: "pt" });
    expect(typo.suggestion).toBe("flamengo");
    expect(keys(typo)).toContain("flamengoPlayers");
    const right = await search({ text: "flamengo", language: "pt" });
    expect(right.suggestion).toBeNull();
    const nothing = await search({ text: "qwxzvbnm", language: "pt" });
    expect(nothing).toEqual({ page: 1, per: 15, total: 0, endlist: true, results: [], suggestion: null });
  });

  it("keeps links out of an internal search", async () => {
    expect(keys(await search({ text: "manchester united", language: "en" }))).toEqual(["partner"]);
    expect(keys(await search({ text: "manchester united", language: "en", filter: "internal" }))).toEqual([]);
    expect(keys(await search({ text: "tottenham", language: "en", filter: "internal" }))).toHaveLength(2);
  });

  it("finds the stories tagged with a profile", async () => {
    const flamengo = await search({
      searchType: "entity",
      entityType: "teams",
      entityId: String(ids.profileIds.flamengo),
      text: "Flamengo",
      language: "en",
    });
    expectDocumentedAnswer(searchOperation, 200, flamengo);
    expect(keys(flamengo)).toEqual(["flamengoEn", "flamengoPlayers", "flamengoCoach"]);
    expect(flamengo.results[0].highlight.name.find((part) => part.match)?.text).toBe("Flamengo");
    const byDate = await search({
      searchType: "entity",
      entityType: "leagues",
      entityId: String(ids.profileIds.libertadores),
      sortby: "date",
      language: "pt",
    });
    expect(keys(byDate)).toEqual(["flamengoPlayers", "flamengoEn"]);
    // An unknown profile, or one of another context, has no stories.
    for (const [entityType, entityId] of [
      ["teams", "999999"],
      ["athletes", String(ids.profileIds.flamengo)],
    ]) {
      const none = await search({ searchType: "entity", entityType, entityId });
      expect(none.total).toBe(0);
      expect(none.results).toEqual([]);
    }
  });

  it.each([
    ["an empty query", "text="],
    ["a missing query", ""],
    ["a whitespace query", "text=%20%20%09"],
    ["a 10,000-character query", `text=${"a".repeat(10_000)}`],
    ["a 201-character query", `text=${"a".repeat(201)}`],
    ["an unknown sortby", "text=x&sortby=popular"],
    ["an unknown searchType", "text=x&searchType=fuzzy"],
    ["an unknown filter", "text=x&filter=external"],
    ["an unknown language", "text=x&language=fr"],
    ["page 0", "text=x&page=0"],
    ["page 10,001", "text=x&page=10001"],
    ["page -1", "text=x&page=-1"],
    ["page 1.5", "text=x&page=1.5"],
    ["per 0", "text=x&per=0"],
    ["per 51", "text=x&per=51"],
    ["an entity search without its key", "searchType=entity"],
    ["an entity search without an id", "searchType=entity&entityType=teams"],
    ["an entity of no profile context", "searchType=entity&entityType=users&entityId=1"],
    ["an entity id that is no number", "searchType=entity&entityType=teams&entityId=abc"],
    ["an entity id 0", "searchType=entity&entityType=teams&entityId=0"],
    ["an entity id past integer", "searchType=entity&entityType=teams&entityId=99999999999"],
    ["a NUL byte", "text=a%00b"],
    ["invalid UTF-8", "text=%C3%28"],
    ["a lone surrogate", "text=%ED%A0%80"],
  ])("refuses %s with a 400", async (_, query) => {
    const { status, body } = await get(`?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toMatch(/^invalid_(query|text)$/);
    expect(body.error.message).toBeTruthy();
  });

  it("says an empty query cannot be empty", async () => {
    const { body } = await get("?text=%20");
    expect(body.error).toEqual({ code: "invalid_query", message: "text: Query cannot be empty" });
  });

  it("takes any text as text, never as query syntax", async () => {
    const hostile = [
      "&|!():*<>'\"\\",
      "'; drop table articles; --",
      "1' or '1'='1",
      "tottenham:*A & !arsenal",
      "a <-> b <2> c",
      "((((",
      ")",
      "!",
      "'",
      ":*",
      "\\x00",
      "%",
      "_",
      "$1",
      "<script>alert(1)</script>",
      "\u0001São\u0002",
      "😀",
      "中文 русский",
      "a".repeat(200),
      "the of and a",
      "do da de",
      '"',
      '"sao paulo',
    ];
    for (const text of hostile) {
      for (const extra of [{}, { sortby: "date" }, { language: "es" }] as Record<string, string>[]) {
        const response = await harness.api.request(
          `/api/v4/content/search?${new URLSearchParams({ text, ...extra })}`,
        );
        expect(response.status, `${JSON.stringify(text)} ${JSON.stringify(extra)}`).toBe(200);
        expectDocumentedAnswer(searchOperation, 200, await response.json());
      }
      const autocomplete = await harness.api.request(
        `/api/v4/content/search/autocomplete?${new URLSearchParams({ text })}`,
      );
      expect(autocomplete.status, JSON.stringify(text)).toBe(200);
    }
    // Operators around a real word still find it.
    expect(keys(await search({ text: "tottenham:* & !", language: "en" }))).toContain("tottenham");
  });

  describe("autocomplete", () => {
    const autocomplete = async (text: string, language = "en") => {
      const response = await harness.api.request(
        `/api/v4/content/search/autocomplete?${new URLSearchParams({ text, language })}`,
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as SearchAutocompleteJson;
      expectDocumentedAnswer(searchAutocompleteOperation, 200, body);
      return body;
    };

    it("offers profiles and top stories while the reader types", async () => {
      const flam = await autocomplete("flam", "pt");
      expect(flam.profiles.map((profile) => profile.name)).toEqual(["Flamengo"]);
      expect(flam.articles.length).toBeGreaterThan(0);
      expect(flam.articles.length).toBeLessThanOrEqual(3);
      expect(flam.articles.map((article) => keyOf.get(article.id))).toContain("flamengoPlayers");
      expect(flam.articles[0].highlight.name.some((part) => part.match)).toBe(true);
      const tott = await autocomplete("tott");
      expect(tott.profiles.map((profile) => profile.name)).toEqual(["Tottenham Hotspur"]);
      expect(tott.articles.map((article) => keyOf.get(article.id)).sort()).toEqual([
        "tottenham",
        "tottenhamCoach",
      ]);
      expect((await autocomplete("sao")).profiles.map((profile) => profile.name)).toEqual(["São Paulo"]);
      expect((await autocomplete("barça")).profiles.map((profile) => profile.name)).toEqual(["FC Barcelona"]);
    });

    it("forgives a typo in a name", async () => {
      expect((await autocomplete("flamemgo")).profiles.map((profile) => profile.name)).toEqual(["Flamengo"]);
      expect((await autocomplete("totenham")).profiles.map((profile) => profile.name)).toEqual([
        "Tottenham Hotspur",
      ]);
    });

    it("answers empty lists to an empty query", async () => {
      expect(await autocomplete("   ")).toEqual({ profiles: [], articles: [] });
      expect(await autocomplete("")).toEqual({ profiles: [], articles: [] });
      const long = await harness.api.request(`/api/v4/content/search/autocomplete?text=${"a".repeat(201)}`);
      expect(long.status).toBe(400);
    });
  });

  it("counts each reader once, lists a query from three readers and keeps nothing about them", async () => {
    const searchAs = (psid: string, text: string, language = "pt") =>
      harness.api.request(`/api/v4/content/search?${new URLSearchParams({ text, language })}`, {
        headers: { psid },
      });
    const psids = ["a", "b", "c", "d"].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`);
    // Three readers search Flamengo (one of them twice, in two spellings); one reader searches
    // Tottenham five times; junk and queries that find nothing are never counted.
    for (const psid of psids.slice(0, 3)) await searchAs(psid, "Flamengo");
    await searchAs(psids[0], "FLAMENGO");
    for (let i = 0; i < 5; i++) await searchAs(psids[3], "tottenham");
    for (const psid of psids) {
      await searchAs(psid, "https://example.com/flamengo");
      await searchAs(psid, "qwxzvbnm");
      await searchAs(psid, "sao paulo", "es");
      // Later pages are the same search scrolled.
      await harness.api.request(`/api/v4/content/search?text=chuva&language=pt&page=2`, {
        headers: { psid },
      });
    }
    // Without a PSID (a script), nothing is counted.
    for (let i = 0; i < 3; i++) await harness.api.request("/api/v4/content/search?text=chuva&language=pt");
    const stored = async () =>
      (
        (await harness.db.execute(
          sql`select language, query, display, readers from search_queries order by language, query`,
        )) as unknown as { rows: { language: string; query: string; display: string; readers: number }[] }
      ).rows;
    await vi.waitFor(async () => expect(await stored()).toHaveLength(3));
    expect(await stored()).toEqual([
      { language: "es", query: "sao paulo", display: "sao paulo", readers: 4 },
      {
        language: "pt",
        query: "flamengo",
        display: expect.stringMatching(/^(Flamengo|FLAMENGO)$/),
        readers: 3,
      },
      { language: "pt", query: "tottenham", display: "tottenham", readers: 1 },
    ]);
    const columns = (await harness.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'search_queries' order by column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((row) => row.column_name)).toEqual([
      "display",
      "hour",
      "language",
      "query",
      "readers",
    ]);

    await harness.db.execute(sql`
      insert into article_reads (article_id, psid, site_id)
      select ${ids.articleIds.chuva}::int, 'reader-' || n, 763 from generate_series(1, 3) n
      union all select ${ids.articleIds.saoPaulo}::int, 'reader-9', 763`);
    const response = await harness.api.request("/api/v4/content/search/trending?language=pt");
    expect(response.status).toBe(200);
    const trending = (await response.json()) as TrendingJson;
    expectDocumentedAnswer(searchTrendingOperation, 200, trending);
    expect(trending.language).toBe("pt");
    expect(trending.queries).toEqual([{ text: expect.stringMatching(/^flamengo$/i), count: 3 }]);
    expect(trending.articles.map((article) => keyOf.get(article.id))).toEqual(["chuva", "saoPaulo"]);
    const spanish = (await (
      await harness.api.request("/api/v4/content/search/trending?language=es")
    ).json()) as TrendingJson;
    expect(spanish.queries).toEqual([{ text: "sao paulo", count: 4 }]);
    expect((await harness.api.request("/api/v4/content/search/trending?language=xx")).status).toBe(400);
  });
});
