import { type SQL, sql } from "drizzle-orm";
import type { ArticleJson, ContentLanguage, ProfileContext } from "#core/content.ts";
import type {
  HighlightPart,
  SearchFilter,
  SearchResponseJson,
  SearchResultJson,
  SearchSort,
} from "#core/search.ts";
import { type TtlCache, ttlCache } from "#server/cache/ttl-cache.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import { type Database, isEmbedded } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import { profileSearchNames, profiles } from "#server/db/schema.ts";
import { closestWord } from "./closest-word.ts";
import { headlineOptions, highlightParts, MARK_START, MARK_STOP, plainParts } from "./search-highlight.ts";
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
import { numberForms } from "./word-forms.ts";

/*
 * The search engine (docs/decisions/0068-search-engine.md): PostgreSQL full text search
 * over `articles.search_vector` (title weighted A, the rest B, stemmed in the article's language
 * behind unaccent), the same SQL on PGlite and PostgreSQL.
 */

/** Each language's newest stories a search looks in first (see rankedPage). */
export const SEARCH_WINDOW = 10_000;
/** How long a window's start is reused. */
const WINDOW_CACHE_MS = 60_000;
/** Autocomplete's top stories come from each language's newest this many stories only. */
export const AUTOCOMPLETE_WINDOW = 2_000;
/** Autocomplete's top stories rank fewer: it answers while the reader types. */
export const AUTOCOMPLETE_CANDIDATES = 60;
/** Fewer matches than this and the engine looks for a spelling that finds more ("Did you mean …?"). */
export const SUGGEST_BELOW = 3;
/**
 * The least trigram similarity of a candidate correction to the word typed ("flamemgo" ~
 * "flamengo" is 0.5, "paolo" ~ "paulo" 0.33); the closest by edit distance wins (closest-word.ts).
 */
export const CORRECTION_SIMILARITY = 0.3;
/** Candidates per word weighed by edit distance. */
const CORRECTION_CANDIDATES = 20;
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

/** The query stemmed in the article's own language (what ranks and highlights it). */
function ownLanguageQuery(texts: QueryTexts): SQL {
  return sql`(case a.language when 'es' then ${tsquery(SEARCH_CONFIGS.es, texts.es)} when 'pt' then ${tsquery(SEARCH_CONFIGS.pt, texts.pt)} else ${tsquery(SEARCH_CONFIGS.en, texts.en)} end)`;
}

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
 * One language's candidates: a condition on `articles a` (the query stemmed in that language, or
 * the tags), and a key naming that condition (for the memory of rare queries).
 */
type Group = { language: ContentLanguage; matches: SQL; key: string };

/**
 * Conditions whose matches were too few in the window lately: they skip the window (a second
 * statement) and go straight to the index. Per database, bounded, forgotten after a while.
 */
const rareCaches = new WeakMap<Database, TtlCache<string, true>>();
const RARE_MAX = 5_000;
const RARE_MS = 10 * 60_000;

function rareMemory(db: Database) {
  let memory = rareCaches.get(db);
  if (!memory) {
    memory = ttlCache<string, true>({ ttlMs: RARE_MS, maxEntries: RARE_MAX });
    rareCaches.set(db, memory);
  }
  const store = memory;
  return {
    has: (key: string): boolean => store.get(key) === true,
    add: (key: string) => store.set(key, true),
  };
}

/** The cutoffs of the search window per database: the publish date of each language's W-th newest story. */
const windowCaches = new WeakMap<Database, TtlCache<string, string | null>>();

/**
 * Where each language's window starts: the date of its `SEARCH_WINDOW`-th newest story (null when it
 * has fewer), read from the `articles_language_recent` index and kept a minute (an older cutoff only
 * widens the window).
 */
function windowStart(db: Database, language: ContentLanguage, size: number): Promise<string | null> {
  let cache = windowCaches.get(db);
  if (!cache) {
    cache = ttlCache<string, string | null>({ ttlMs: WINDOW_CACHE_MS });
    windowCaches.set(db, cache);
  }
  return cache.getOrLoad(`${language}:${size}`, async () => {
    const [row] = await queryRows<{ since: string }>(
      db,
      sql`select to_char(publish_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as since
      from articles where language = ${language}
      order by publish_date desc, id desc offset ${size - 1} limit 1`,
    );
    return row?.since ?? null;
  });
}

/**
 * One page of ranked ids and the candidates' count. Each language group takes its newest
 * `candidates` matches; the reader's language (the first group) comes first, then the others by
 * `score` (or date). The newest matches are looked for among each language's newest
 * `SEARCH_WINDOW` stories first: when the window holds enough of them, they are exactly the newest
 * matches of all, found in bounded time whatever the plan; otherwise that language is read whole,
 * with bitmap scans only (a walk down the date index for a query the planner wrongly thinks common
 * would read the whole table).
 */
async function rankedPage(
  db: Database,
  options: {
    groups: Group[];
    /** Walk the date index in the window (text queries) rather than let the planner pick. */
    walkWindow: boolean;
    /** Each language's newest stories looked in first (default `SEARCH_WINDOW`). */
    window?: number;
    /** Only the window, never a whole language (the autocomplete: a bounded answer while typing). */
    windowOnly?: boolean;
    score: SQL;
    sort: SearchSort;
    filter: SearchFilter;
    candidates: number;
    page: number;
    per: number;
  },
): Promise<RankedPage> {
  const { groups, candidates } = options;
  const size = options.window ?? SEARCH_WINDOW;
  const starts = await Promise.all(groups.map((group) => windowStart(db, group.language, size)));
  type Candidate = { id: number; language: string; published: number; score: number };
  // The candidates of some groups with their scores: each group in the window (its start) or whole.
  const select = (chosen: { group: Group; since: string | null }[]) =>
    sql`select a.id, a.language, extract(epoch from a.publish_date)::float8 as published,
      ${options.sort === "date" ? sql`0::float8` : options.score} as score
    from (${sql.join(
      chosen.map(
        ({ group, since }) => sql`(
        select a.id, a.language, a.publish_date, a.importance, a.search_vector from articles a
        where a.language = ${group.language} and ${group.matches} ${filterCondition(options.filter)}
          ${since === null ? sql`` : sql`and a.publish_date >= ${since}::timestamptz`}
        order by a.publish_date desc, a.id desc limit ${candidates})`,
      ),
      sql` union all `,
    )}) a`;
  const rare = rareMemory(db);
  const keys = groups.map((group) => `${group.language}\n${group.key}\n${options.filter}`);
  const inWindow = groups.filter(
    (_, index) => starts[index] !== null && (options.windowOnly || !rare.has(keys[index])),
  );
  const whole = groups.filter((group) => !inWindow.includes(group));
  const found: Candidate[] = [];
  if (inWindow.length > 0) {
    // In the window, walk down each language's date index and stop at the newest matches: at
    // most SEARCH_WINDOW rows, where a bitmap of a common word's every match costs more.
    // On PostgreSQL the walk bounds a common word's cost (a bitmap of its every match among 1M
    // stories costs more). PGlite checks each walked story's tsvector ~10× slower (WebAssembly) and
    // holds far fewer stories: the planner's GIN bitmap is faster there (100k stories: 326 → 25 ms).
    const walk = options.walkWindow && !isEmbedded(db);
    const rows = await withPlanner(db, walk ? { enable_bitmapscan: "off" } : {}, (tx) =>
      queryRows<Candidate>(
        tx,
        select(inWindow.map((group) => ({ group, since: starts[groups.indexOf(group)] }))),
      ),
    );
    for (const group of inWindow) {
      const mine = rows.filter((row) => row.language === group.language);
      if (mine.length >= candidates || options.windowOnly) found.push(...mine);
      else {
        // Too few among the newest stories: this language is read whole, now and for a while.
        rare.add(keys[groups.indexOf(group)]);
        whole.push(group);
      }
    }
  }
  if (whole.length > 0) {
    // The GIN index's bitmap only: a rare query's is small, and no misestimated walk can happen.
    found.push(
      ...(await withPlanner(db, BITMAP_ONLY, (tx) =>
        queryRows<Candidate>(tx, select(whole.map((group) => ({ group, since: null })))),
      )),
    );
  }
  const reader = groups[0].language;
  const ranked = found
    .map((row) => ({
      id: Number(row.id),
      mine: row.language === reader ? 1 : 0,
      score: Number(row.score),
      published: Number(row.published),
    }))
    .sort((a, b) => b.mine - a.mine || b.score - a.score || b.published - a.published || b.id - a.id);
  const offset = (options.page - 1) * options.per;
  return { total: ranked.length, ids: ranked.slice(offset, offset + options.per).map((row) => row.id) };
}

/** Outside the window: the GIN index's bitmap, never a walk down a date index nor a whole-table scan. */
const BITMAP_ONLY = { enable_indexscan: "off", enable_seqscan: "off" };

/** Runs queries with planner settings of this transaction only (none: no transaction). */
async function withPlanner<T>(
  db: Database,
  settings: Record<string, string>,
  run: (db: Database) => Promise<T>,
): Promise<T> {
  const entries = Object.entries(settings);
  if (entries.length === 0) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select ${sql.join(
        entries.map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
        sql`, `,
      )}`,
    );
    return run(tx as unknown as Database);
  });
}

/** Each language's group for a query: its own stemming; a query of stop words only in it matches nothing. */
function queryGroups(texts: QueryTexts, language: ContentLanguage): Group[] {
  return languagesFor(language).map((lang) => {
    const query = tsquery(SEARCH_CONFIGS[lang], texts[lang]);
    return {
      language: lang,
      matches: sql`numnode(${query}) > 0 and a.search_vector @@ ${query}`,
      key: `text\n${texts[lang]}`,
    };
  });
}

/** The text rank of a story for the query: title over body, words side by side, recency, importance. */
function textScore(texts: QueryTexts, phrase: QueryTexts | null): SQL {
  const own = ownLanguageQuery(texts);
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
async function highlights(
  db: Database,
  ids: number[],
  text: QueryTexts | null,
): Promise<Map<number, Highlight>> {
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
  highlightText: QueryTexts | null,
): Promise<SearchResultJson[]> {
  const [articles, marks] = await Promise.all([articlesByIds(db, ids), highlights(db, ids, highlightText)]);
  return articles.map((article: ArticleJson) => ({
    ...article,
    highlight: marks.get(article.id) ?? { name: plainParts(article.name), snippet: [] },
  }));
}

/**
 * Corrections of a query's words: for each word of 4+ letters, the nearest word (fewest edits
 * among the trigram-similar ones) among the titles' words (`search_words`) and the profiles' names ("flamemgo" →
 * "flamengo"). A word found as it is keeps itself; stop words and short words are kept.
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
  const names = profileSearchNames(profiles);
  return withPlanner(
    db,
    {
      // The `%` and `%>` operators' thresholds, for this transaction only.
      "pg_trgm.similarity_threshold": String(CORRECTION_SIMILARITY),
      "pg_trgm.word_similarity_threshold": String(CORRECTION_WORD_SIMILARITY),
    },
    async (tx) => {
      const rows = await queryRows<{ word: string; candidate: string; sim: number }>(
        tx,
        sql`
        select u.w as word, near.word as candidate, near.sim::float8 as sim
        from unnest(${list}) u(w)
        cross join lateral (
          select c.word, similarity(c.word, u.w) as sim
          from (
            (select s.word from search_words s where s.word % u.w limit 50)
            union all
            (select regexp_split_to_table(icaro_fold(${names}), '[^[:alnum:]]+')
             from profiles where icaro_fold(${names}) %> u.w limit 10)
          ) c
          where length(c.word) >= ${CORRECTION_MIN_LENGTH - 1}
          order by sim desc, c.word
          limit ${CORRECTION_CANDIDATES}
        ) near`,
      );
      const corrections = new Map<string, string>();
      for (const word of candidates) {
        const near = rows
          .filter((row) => row.word === word)
          .map((row) => ({ word: row.candidate, sim: row.sim }));
        const correction = closestWord(word, near);
        if (correction) corrections.set(word, correction);
      }
      return corrections;
    },
  );
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
