import { type SQL, sql } from "drizzle-orm";
import type { ContentLanguage } from "#core/content/content.ts";
import type { SearchFilter, SearchSort } from "#core/search/search.ts";
import { type TtlCache, ttlCache } from "#server/cache/ttl-cache.ts";
import { type Database, isEmbedded } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import { languagesFor, type QueryTexts, SEARCH_CONFIGS } from "./search-query.ts";
import { withPlanner } from "./with-planner.ts";

/*
 * How the search engine ranks (docs/decisions/0068-search-engine.md): each language's candidates
 * looked for in a window of its newest stories first, scored by ts_rank_cd, recency and importance.
 */

/** Each language's newest stories a search looks in first (see rankedPage). */
export const SEARCH_WINDOW = 10_000;
/** How long a window's start is reused. */
const WINDOW_CACHE_MS = 60_000;
/** Hours after which a story's freshness counts half (recency in the relevance score). */
const FRESHNESS_HALF_LIFE_HOURS = 72;
/** Title (A) over the rest (B): ts_rank_cd's weights, in its order {D, C, B, A}. */
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";

/** A query's tsquery in one configuration: `to_tsquery('icaro_pt', '…')`, the text a bound value. */
function tsquery(config: string, text: string): SQL {
  return sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text})`;
}

/** The query stemmed in the article's own language (what ranks and highlights it). */
export function ownLanguageQuery(texts: QueryTexts): SQL {
  return sql`(case a.language when 'es' then ${tsquery(SEARCH_CONFIGS.es, texts.es)} when 'pt' then ${tsquery(SEARCH_CONFIGS.pt, texts.pt)} else ${tsquery(SEARCH_CONFIGS.en, texts.en)} end)`;
}

/** `filter=internal`: stories read here, not links out to another site (decision 0068). */
function filterCondition(filter: SearchFilter): SQL {
  return filter === "internal" ? sql`and not a.external` : sql``;
}

/** Recency in (0.5, 1]: 1 for a story published now, 0.75 at the half-life. */
export const freshness = sql`(0.5 + 0.5 / (1 + greatest(extract(epoch from (now() - a.publish_date)), 0) / ${FRESHNESS_HALF_LIFE_HOURS * 3600}))`;
/** Importance in [1, 1.5]: editors' 0–10. */
export const importanceBoost = sql`(1 + 0.05 * least(greatest(a.importance, 0), 10))`;

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
export async function rankedPage(
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

/** Each language's group for a query: its own stemming; a query of stop words only in it matches nothing. */
export function queryGroups(texts: QueryTexts, language: ContentLanguage): Group[] {
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
export function textScore(texts: QueryTexts, phrase: QueryTexts | null): SQL {
  const own = ownLanguageQuery(texts);
  const phraseBonus = phrase
    ? sql`(case when a.search_vector @@ ${ownLanguageQuery(phrase)} then 2 else 1 end)`
    : sql`1`;
  return sql`(ts_rank_cd(${RANK_WEIGHTS}::float4[], a.search_vector, ${own}, 1) * ${phraseBonus} * ${freshness} * ${importanceBoost})::float8`;
}
