import { type SQL, sql } from "drizzle-orm";
import type { ArticleJson, ContentLanguage, ProfileContext } from "#core/content.ts";
import type {
  HighlightPart,
  SearchFilter,
  SearchResponseJson,
  SearchResultJson,
  SearchSort,
} from "#core/search.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import type { Database } from "#server/db/client.ts";
import { profileSearchNames, profiles } from "#server/db/schema.ts";
import { queryRows } from "#server/recommend/query-rows.ts";
import { headlineOptions, highlightParts, MARK_START, MARK_STOP, plainParts } from "./search-highlight.ts";
import {
  correctedQuery,
  eitherText,
  type ParsedQuery,
  parseSearchText,
  phraseText,
  SEARCH_CANDIDATES,
  SEARCH_CONFIGS,
  tsqueryText,
} from "./search-query.ts";

/*
 * The search engine (issue 18, docs/decisions/0068-search-engine.md): PostgreSQL full text search
 * over `articles.search_vector` (title weighted A, the rest B, stemmed in the article's language
 * behind unaccent), the same SQL on PGlite and PostgreSQL.
 */

/** Autocomplete's top stories rank fewer: it answers while the reader types. */
export const AUTOCOMPLETE_CANDIDATES = 60;
/** Fewer matches than this and the engine looks for a spelling that finds more ("Did you mean …?"). */
export const SUGGEST_BELOW = 3;
/** The least trigram similarity of a correction to the word typed ("flamemgo" ~ "flamengo" is 0.5). */
export const CORRECTION_SIMILARITY = 0.4;
/** pg_trgm's word similarity a title or name needs to be a candidate for a correction. */
const CORRECTION_WORD_SIMILARITY = 0.45;
/** Words shorter than this are not corrected (too many near neighbours). */
const CORRECTION_MIN_LENGTH = 4;
/** The last word is matched as a prefix only from this length: "f:*" would match half the index. */
export const PREFIX_MIN_LENGTH = 3;
/** Hours after which a story's freshness counts half (recency in the relevance score). */
const FRESHNESS_HALF_LIFE_HOURS = 72;
/** Title (A) over the rest (B): ts_rank_cd's weights, in its order {D, C, B, A}. */
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";
/** The longest text a snippet is taken from (ts_headline parses all it is given). */
const SNIPPET_SOURCE_CHARS = 3000;

const TITLE_HEADLINE = headlineOptions({ HighlightAll: true });
const SNIPPET_HEADLINE = headlineOptions({
  MaxWords: 30,
  MinWords: 12,
  ShortWord: 2,
  MaxFragments: 2,
  FragmentDelimiter: " … ",
});
const MARKS = MARK_START + MARK_STOP;

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

/** A query's tsquery in one configuration: `to_tsquery('icaro_pt', '…')`, the text a bound value. */
function tsquery(config: string, text: string): SQL {
  return sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text})`;
}

/** The query in every article language at once (ORed): it finds stories in any language. */
function anyLanguageQuery(text: string): SQL {
  return sql`(${sql.join(
    Object.values(SEARCH_CONFIGS).map((config) => tsquery(config, text)),
    sql` || `,
  )})`;
}

/** The query stemmed in the article's own language (what ranks and highlights it). */
function ownLanguageQuery(text: string): SQL {
  return sql`(case a.language when 'es' then ${tsquery(SEARCH_CONFIGS.es, text)} when 'pt' then ${tsquery(SEARCH_CONFIGS.pt, text)} else ${tsquery(SEARCH_CONFIGS.en, text)} end)`;
}

const ownConfig = sql`(case a.language when 'es' then 'icaro_es'::regconfig when 'pt' then 'icaro_pt'::regconfig else 'icaro_en'::regconfig end)`;

/** `filter=internal`: stories read here, not links out to another site (decision 0068). */
function filterCondition(filter: SearchFilter): SQL {
  return filter === "internal" ? sql`and not a.external` : sql``;
}

/** Recency in (0.5, 1]: 1 for a story published now, 0.75 at the half-life. */
const freshness = sql`(0.5 + 0.5 / (1 + greatest(extract(epoch from (now() - a.publish_date)), 0) / ${FRESHNESS_HALF_LIFE_HOURS * 3600}))`;
/** Importance in [1, 1.5]: editors' 0–10. */
const importanceBoost = sql`(1 + 0.05 * least(greatest(a.importance, 0), 10))`;

type RankedPage = { total: number; ids: number[] };

/**
 * One page of ranked ids and the candidates' count. `matches` selects candidates from `articles a`
 * (a condition), newest first and bounded per language group; `score` ranks them (0 for date order).
 */
async function rankedPage(
  db: Database,
  options: {
    matches: SQL;
    score: SQL;
    language: ContentLanguage;
    sort: SearchSort;
    filter: SearchFilter;
    candidates: number;
    page: number;
    per: number;
  },
): Promise<RankedPage> {
  const { matches, language, candidates } = options;
  const where = (mine: boolean) =>
    sql`where a.language ${sql.raw(mine ? "=" : "<>")} ${language} and ${matches} ${filterCondition(options.filter)}`;
  const order =
    options.sort === "date"
      ? sql`mine desc, publish_date desc, id desc`
      : sql`mine desc, score desc, publish_date desc, id desc`;
  const offset = (options.page - 1) * options.per;
  const [row] = await queryRows<{ total: number; ids: number[] | null }>(
    db,
    sql`
    with candidates as materialized (
      (select a.id from articles a ${where(true)} order by a.publish_date desc, a.id desc limit ${candidates})
      union all
      (select a.id from articles a ${where(false)} order by a.publish_date desc, a.id desc limit ${candidates})
    ),
    scored as (
      select a.id, a.publish_date, a.language = ${language} as mine,
        ${options.sort === "date" ? sql`0::float8` : options.score} as score
      from candidates c join articles a on a.id = c.id
    )
    select (select count(*) from candidates)::int as total,
      array(select id from scored order by ${order} limit ${options.per} offset ${offset}) as ids`,
  );
  return { total: Number(row?.total ?? 0), ids: (row?.ids ?? []).map(Number) };
}

/** The text rank of a story for the query: title over body, words side by side, recency, importance. */
function textScore(text: string, phrase: string | null): SQL {
  const own = ownLanguageQuery(text);
  const phraseBonus = phrase
    ? sql`(case when a.search_vector @@ ${ownLanguageQuery(phrase)} then 2 else 1 end)`
    : sql`1`;
  return sql`(ts_rank_cd(${RANK_WEIGHTS}::float4[], a.search_vector, ${own}, 1) * ${phraseBonus} * ${freshness} * ${importanceBoost})::float8`;
}

type Highlight = { name: HighlightPart[]; snippet: HighlightPart[] };

/**
 * The title and a snippet of each story with the query's words marked (ts_headline in the story's
 * language, so "sao" marks "São"). Tags and our marks are removed from the text it reads first.
 */
async function highlights(db: Database, ids: number[], text: string | null): Promise<Map<number, Highlight>> {
  if (ids.length === 0) return new Map();
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const source = sql`translate(left(regexp_replace(
      case when a.description <> '' then a.description || ' ' else '' end || left(a.body, ${SNIPPET_SOURCE_CHARS * 2}),
      '<[^>]*>', ' ', 'g'), ${SNIPPET_SOURCE_CHARS}), ${MARKS}, '')`;
  const decoded = sql`replace(replace(replace(replace(replace(replace(${source}, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
  const rows = text
    ? await queryRows<{ id: number; name: string; snippet: string }>(
        db,
        sql`select a.id,
          ts_headline(${ownConfig}, translate(a.name, ${MARKS}, ''), ${ownLanguageQuery(text)}, ${TITLE_HEADLINE}) as name,
          ts_headline(${ownConfig}, regexp_replace(${decoded}, '\\s+', ' ', 'g'), ${ownLanguageQuery(text)}, ${SNIPPET_HEADLINE}) as snippet
        from articles a where a.id in (${idList})`,
      )
    : await queryRows<{ id: number; name: string; snippet: string }>(
        db,
        sql`select a.id, a.name, left(regexp_replace(${decoded}, '\\s+', ' ', 'g'), 240) as snippet
        from articles a where a.id in (${idList})`,
      );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      text
        ? { name: highlightParts(row.name), snippet: highlightParts(row.snippet?.trim()) }
        : { name: plainParts(row.name), snippet: plainParts(row.snippet?.trim() ?? "") },
    ]),
  );
}

/** The page's articles as the API shows them, each with its highlights, in rank order. */
async function results(
  db: Database,
  ids: number[],
  highlightText: string | null,
): Promise<SearchResultJson[]> {
  const [articles, marks] = await Promise.all([articlesByIds(db, ids), highlights(db, ids, highlightText)]);
  return articles.map((article: ArticleJson) => ({
    ...article,
    highlight: marks.get(article.id) ?? { name: plainParts(article.name), snippet: [] },
  }));
}

/**
 * Corrections of the words that match no story: the nearest word (trigram similarity) among the
 * titles and profile names that look like it ("flamemgo" → "flamengo"). Words that match as they
 * are, stop words and short words are kept.
 */
export async function findCorrections(db: Database, words: string[]): Promise<Map<string, string>> {
  const candidates = [...new Set(words)].filter(
    (word) => word.length >= CORRECTION_MIN_LENGTH && /\p{L}/u.test(word),
  );
  if (candidates.length === 0) return new Map();
  const list = sql`array[${sql.join(
    candidates.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const quoted = sql`('''' || w || '''')`;
  const anyQuery = sql`(${sql.join(
    Object.values(SEARCH_CONFIGS).map(
      (config) => sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${quoted})`,
    ),
    sql` || `,
  )})`;
  const names = profileSearchNames(profiles);
  return db.transaction(async (tx) => {
    // The `%>` operator's threshold, for this transaction only.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(CORRECTION_WORD_SIMILARITY)}, true)`,
    );
    const rows = await queryRows<{ word: string; correction: string }>(
      tx as unknown as Database,
      sql`
      with unmatched as (
        select w from unnest(${list}) w
        where numnode(${anyQuery}) > 0
          and not exists (select 1 from articles a where a.search_vector @@ ${anyQuery})
      )
      select u.w as word, best.word as correction
      from unmatched u
      cross join lateral (
        select t.word, similarity(t.word, u.w) as sim
        from (
          select regexp_split_to_table(texts.folded, '[^[:alnum:]]+') as word
          from (
            (select icaro_fold(a.name) as folded from articles a where icaro_fold(a.name) %> u.w limit 30)
            union all
            (select icaro_fold(${names}) from profiles where icaro_fold(${names}) %> u.w limit 10)
          ) texts
        ) t
        where length(t.word) >= ${CORRECTION_MIN_LENGTH - 1} and t.word <> u.w
        order by sim desc, t.word
        limit 1
      ) best
      where best.sim >= ${CORRECTION_SIMILARITY}`,
    );
    return new Map(rows.map((row) => [row.word, row.correction]));
  });
}

export function createSearchService(db: Database) {
  async function freeform(request: FreeformSearch): Promise<SearchResponseJson> {
    const { query, page, per } = request;
    const text = tsqueryText(query);
    const empty = { page, per, total: 0, endlist: true, results: [], suggestion: null };
    if (!text) return empty;
    const run = (queryText: string, phrase: string | null) =>
      rankedPage(db, {
        matches: sql`a.search_vector @@ ${anyLanguageQuery(queryText)}`,
        score: textScore(queryText, phrase),
        language: request.language,
        sort: request.sort,
        filter: request.filter,
        candidates: SEARCH_CANDIDATES,
        page,
        per,
      });
    let ranked = await run(text, phraseText(query));
    let highlightText = text;
    let suggestion: string | null = null;
    if (ranked.total < SUGGEST_BELOW) {
      const corrections = await findCorrections(db, query.words);
      if (corrections.size > 0) {
        const corrected = correctedQuery(query, corrections);
        const correctedText = tsqueryText(corrected);
        if (correctedText) {
          const either = eitherText(text, correctedText);
          const widened = await run(either, phraseText(corrected));
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
    const ranked = await rankedPage(db, {
      matches: sql`a.id in (select t.article_id from article_profiles t where t.profile_id = ${profile.id})`,
      score: sql`(${freshness} * ${importanceBoost})::float8`,
      language: request.language,
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
      results: await results(db, ranked.ids, marked),
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
      const text = tsqueryText(query, { prefixLast: last.length >= PREFIX_MIN_LENGTH });
      if (!text) return [];
      const ranked = await rankedPage(db, {
        matches: sql`a.search_vector @@ ${anyLanguageQuery(text)}`,
        score: textScore(text, null),
        language,
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
