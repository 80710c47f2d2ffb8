import { sql } from "drizzle-orm";
import type { ContentLanguage, ProfileContext } from "#core/content/content.ts";
import type { SearchFilter, SearchResponseJson, SearchResultJson, SearchSort } from "#core/search/search.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import { findCorrections } from "./search-corrections.ts";
import {
  correctedQuery,
  eitherTexts,
  type IsStopWord,
  languagesFor,
  type ParsedQuery,
  parseSearchText,
  phraseTexts,
  type QueryTexts,
  queryTexts,
  SEARCH_CANDIDATES,
  SEARCH_CONFIGS,
  sameTexts,
} from "./search-query.ts";
import { freshness, importanceBoost, queryGroups, rankedPage, textScore } from "./search-ranking.ts";
import { results } from "./search-results.ts";
import { numberForms } from "./word-forms.ts";

/*
 * The search engine (docs/decisions/0068-search-engine.md): PostgreSQL full text search
 * over `articles.search_vector` (title weighted A, the rest B, stemmed in the article's language
 * behind unaccent), the same SQL on PGlite and PostgreSQL.
 */

/** Autocomplete's top stories come from each language's newest this many stories only. */
export const AUTOCOMPLETE_WINDOW = 2_000;
/** Autocomplete's top stories rank fewer: it answers while the reader types. */
export const AUTOCOMPLETE_CANDIDATES = 60;
/** Fewer matches than this and the engine looks for a spelling that finds more ("Did you mean …?"). */
export const SUGGEST_BELOW = 3;
/** The last word is matched as a prefix only from this length: "f:*" would match half the index. */
export const PREFIX_MIN_LENGTH = 3;

export type SearchCommon = {
  language: ContentLanguage;
  sort: SearchSort;
  filter: SearchFilter;
  page: number;
  per: number;
};

export type FreeformSearch = SearchCommon & { type: "freeform"; query: ParsedQuery };
export type EntitySearch = SearchCommon & {
  type: "entity";
  context: ProfileContext;
  id: number;
  /** The entity's name as the client sent it: its words are marked in the results. */
  query: ParsedQuery;
};
export type SearchRequest = FreeformSearch | EntitySearch;

/**
 * Which of the words each language's configuration drops (stop words: they take no other forms,
 * search-query.ts). Asked of the database, whose stop word lists the stemmers use; only words that
 * have other forms are asked about, so a query of digits or short words costs no statement.
 */
async function stopWordsOf(db: Database, words: string[]): Promise<IsStopWord> {
  const asked = [...new Set(words)].filter((word) =>
    Object.keys(SEARCH_CONFIGS).some((language) => numberForms(word, language as ContentLanguage).length > 1),
  );
  if (asked.length === 0) return () => false;
  const list = sql`array[${sql.join(
    asked.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const dropped = (config: string) =>
    sql`numnode(plainto_tsquery(${sql.raw(`'${config}'`)}::regconfig, w)) = 0`;
  const rows = await queryRows<{ w: string; en: boolean; es: boolean; pt: boolean }>(
    db,
    sql`select w, ${dropped(SEARCH_CONFIGS.en)} as en, ${dropped(SEARCH_CONFIGS.es)} as es,
      ${dropped(SEARCH_CONFIGS.pt)} as pt from unnest(${list}) w`,
  );
  const stops = new Map(rows.map((row) => [row.w, row]));
  return (language, word) => stops.get(word)?.[language] === true;
}

export function createSearchService(db: Database) {
  async function freeform(request: FreeformSearch): Promise<SearchResponseJson> {
    const { query, page, per } = request;
    const empty = { page, per, total: 0, endlist: true, results: [], suggestion: null };
    if (query.words.length === 0) return empty;
    const isStopWord = await stopWordsOf(db, query.words);
    const text = queryTexts(query, isStopWord);
    if (!text) return empty;
    const run = (queryText: QueryTexts, phrase: QueryTexts | null) =>
      rankedPage(db, {
        groups: queryGroups(queryText, request.language),
        walkWindow: true,
        score: textScore(queryText, phrase),
        sort: request.sort,
        filter: request.filter,
        candidates: SEARCH_CANDIDATES,
        page,
        per,
      });
    let ranked = await run(text, phraseTexts(query, isStopWord));
    let highlightText = text;
    let suggestion: string | null = null;
    if (ranked.total < SUGGEST_BELOW) {
      const corrections = await findCorrections(db, query.words);
      if (corrections.size > 0) {
        const corrected = correctedQuery(query, corrections);
        const correctedStops = await stopWordsOf(db, corrected.words);
        const correctedText = queryTexts(corrected, correctedStops);
        if (correctedText) {
          const either = eitherTexts(text, correctedText);
          const widened = await run(either, phraseTexts(corrected, correctedStops));
          if (widened.total > ranked.total) {
            ranked = widened;
            highlightText = either;
            suggestion = corrected.display;
          }
        }
      }
    }
    return {
      page,
      per,
      total: ranked.total,
      endlist: ranked.ids.length < per,
      results: await results(db, ranked.ids, highlightText),
      suggestion,
    };
  }

  async function entity(request: EntitySearch): Promise<SearchResponseJson> {
    const { page, per } = request;
    const empty = { page, per, total: 0, endlist: true, results: [], suggestion: null };
    const [profile] = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from profiles where id = ${request.id} and context = ${request.context}`,
    );
    // An unknown profile (or one of another context) has no stories: an empty page, not a 404.
    if (!profile) return empty;
    const tagged = sql`a.id in (select t.article_id from article_profiles t where t.profile_id = ${profile.id})`;
    const ranked = await rankedPage(db, {
      groups: languagesFor(request.language).map((language) => ({
        language,
        matches: tagged,
        key: `profile\n${profile.id}`,
      })),
      walkWindow: false,
      score: sql`(${freshness} * ${importanceBoost})::float8`,
      sort: request.sort,
      filter: request.filter,
      candidates: SEARCH_CANDIDATES,
      page,
      per,
    });
    // The profile's words are marked (any of them), whatever name the client sent.
    const named = parseSearchText(profile.name).words;
    const marked = named.length > 0 ? named.map((word) => `'${word}'`).join(" | ") : null;
    return {
      page,
      per,
      total: ranked.total,
      endlist: ranked.ids.length < per,
      results: await results(db, ranked.ids, marked === null ? null : sameTexts(marked)),
      suggestion: null,
    };
  }

  return {
    search(request: SearchRequest): Promise<SearchResponseJson> {
      return request.type === "entity" ? entity(request) : freeform(request);
    },

    /** The header's top stories while typing: the last word as a prefix, a few candidates. */
    async topStories(
      query: ParsedQuery,
      language: ContentLanguage,
      per: number,
    ): Promise<SearchResultJson[]> {
      const last = query.words.at(-1) ?? "";
      if (query.words.length === 0) return [];
      const text = queryTexts(query, await stopWordsOf(db, query.words), {
        prefixLast: last.length >= PREFIX_MIN_LENGTH,
      });
      if (!text) return [];
      const ranked = await rankedPage(db, {
        groups: queryGroups(text, language),
        walkWindow: true,
        window: AUTOCOMPLETE_WINDOW,
        windowOnly: true,
        score: textScore(text, null),
        sort: "relevance",
        filter: "all",
        candidates: AUTOCOMPLETE_CANDIDATES,
        page: 1,
        per,
      });
      return results(db, ranked.ids, text);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
