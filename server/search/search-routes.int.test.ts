import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentLanguage } from "#core/content.ts";
import type { SearchAutocompleteJson, SearchResponseJson, TrendingJson } from "#core/search.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createTestApi } from "#server/testing/test-api.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { insertSearchFixtures, SEARCH_FIXTURES } from "./search-fixtures.ts";
import { searchAutocompleteOperation, searchOperation, searchTrendingOperation } from "./search-operations.ts";

type Fixture = keyof typeof SEARCH_FIXTURES;

/**
 * Issue 18's judged set: each query in a reader's language, with the story that must be among the
 * first three. Accents, case, word forms, typos, phrases and other languages.
 */
const JUDGED: [ContentLanguage, string, Fixture][] = [
  ["pt", "sao paulo", "saoPaulo"],
  ["pt", "São Paulo", "saoPaulo"],
  ["pt", "SAO PAULO", "saoPaulo"],
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
  ["pt", "corinthians lesao", "corinthians"],
  ["pt", "chuva belo horizonte", "chuva"],
  ["pt", "inteligencia artificial", "inteligencia"],
  ["pt", "escola publica", "inteligencia"],
  ["es", "elecciones", "elecciones"],
  ["es", "elecciones", "eleccionMexico"],
  ["es", "eleccion", "eleccionMexico"],
  ["es", "elección", "elecciones"],
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
  ['en', '"new york"', "knicks"],
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
      if (!top.includes(expected)) misses.push(`${language} ${JSON.stringify(text)}: ${top.join(", ")} (want ${expected})`);
    }
    expect(misses).toEqual([]);
  });
});
