import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ContentLanguage } from "#core/content/content.ts";
import type { TrendingJson, TrendingQueryJson } from "#core/search/search.ts";
import { ttlCache } from "#server/cache/ttl-cache.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import { mostReadIds } from "#server/content/most-read-query.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import type { ParsedQuery } from "./search-query.ts";

/*
 * Trending searches (docs/decisions/0068-search-engine.md). A search is counted once per
 * reader, query and hour; the table keeps the query text, the language, the hour and the count,
 * never who searched. Who already counted is remembered in memory only, as hashes, for the hour.
 */

/** The hours "now" covers: the trending list and its most read stories. */
export const TRENDING_WINDOW_HOURS = 24;
/** Hours of counts kept; older buckets are deleted. */
export const TRENDING_KEEP_HOURS = 48;
/** Distinct readers a query needs to be shown: one reader searching again and again is no trend. */
export const TRENDING_MIN_READERS = 3;
/** Queries and stories shown. */
export const TRENDING_QUERIES = 10;
export const TRENDING_ARTICLES = 10;
/** Junk: shorter or longer queries (in characters), or with more words, are not counted. */
export const TRENDING_TEXT_MIN = 3;
export const TRENDING_TEXT_MAX = 60;
export const TRENDING_WORDS_MAX = 6;
/** Readers remembered per hour in memory; past that a process stops counting new ones until the next hour. */
const SEEN_MAX = 100_000;
/** How often old buckets are deleted, at most. */
const PURGE_EVERY_MS = 10 * 60_000;
/** How long a trending answer is shared between readers. */
const TRENDING_CACHE_MS = 60_000;

const HOUR_MS = 3_600_000;

/** The hour a moment falls in (its start). */
export function hourOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
}

/** What a trending entry shows: the words as typed (accents and case kept), nothing else. */
function displayOf(query: ParsedQuery): string {
  return (query.display.normalize("NFC").match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).join(" ");
}

/**
 * The key and shown text of a query worth counting, or null for junk: too short or long, too many
 * words, no letter, a web address or an e-mail address, a word that is no word (a long hash).
 */
export function trendingEntry(query: ParsedQuery): { key: string; display: string } | null {
  const { words, display } = query;
  if (words.length === 0 || words.length > TRENDING_WORDS_MAX) return null;
  const key = words.join(" ");
  if (key.length < TRENDING_TEXT_MIN || display.length > TRENDING_TEXT_MAX) return null;
  if (!words.some((word) => /\p{L}/u.test(word))) return null;
  if (words.some((word) => word.length > 25)) return null;
  if (/@|:\/\/|\bwww\.|\.(com|net|org|info|io|br|es|pt|co|uk|de|fr|ly|me)\b/i.test(display)) return null;
  const shown = displayOf(query);
  return shown ? { key, display: shown } : null;
}

export type TrendingOptions = { now?: () => Date; onError?: (error: unknown) => void };

export function createTrending(db: Database, options: TrendingOptions = {}) {
  const now = options.now ?? (() => new Date());
  let seenHour = 0;
  let seen = new Set<string>();
  let lastPurge = 0;
  const lists = ttlCache<ContentLanguage, TrendingJson>({ ttlMs: TRENDING_CACHE_MS });

  /** True the first time this reader searches this query this hour (in this process). */
  function firstTime(reader: string, language: string, key: string, hour: Date): boolean {
    if (hour.getTime() !== seenHour) {
      seenHour = hour.getTime();
      seen = new Set();
    }
    if (seen.size >= SEEN_MAX) return false;
    const id = createHash("sha256").update(`${reader}\n${language}\n${key}`).digest("base64url").slice(0, 22);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  }

  async function purge(at: Date): Promise<void> {
    if (at.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at.getTime();
    await db.execute(
      sql`delete from search_queries where hour < ${new Date(hourOf(at).getTime() - TRENDING_KEEP_HOURS * HOUR_MS)}`,
    );
  }

  async function store(language: ContentLanguage, entry: { key: string; display: string }, at: Date) {
    const hour = hourOf(at);
    await db.execute(sql`
      insert into search_queries (language, hour, query, display, readers)
      values (${language}, ${hour}, ${entry.key}, ${entry.display}, 1)
      on conflict (language, hour, query)
      do update set readers = search_queries.readers + 1, display = excluded.display`);
    await purge(at);
  }

  async function load(language: ContentLanguage): Promise<TrendingJson> {
    const at = now();
    const since = new Date(hourOf(at).getTime() - (TRENDING_WINDOW_HOURS - 1) * HOUR_MS);
    const [queries, readIds] = await Promise.all([
      queryRows<TrendingQueryJson>(
        db,
        sql`
        select (array_agg(display order by hour desc))[1] as text, sum(readers)::int as count
        from search_queries
        where language = ${language} and hour >= ${since}
        group by query
        having sum(readers) >= ${TRENDING_MIN_READERS}
        order by count desc, query
        limit ${TRENDING_QUERIES}`,
      ),
      mostReadIds(
        db,
        { page: 1, per: TRENDING_ARTICLES },
        { language, now: at, windowMs: TRENDING_WINDOW_HOURS * HOUR_MS },
      ),
    ]);
    return {
      language,
      queries: queries.map((row) => ({ text: row.text, count: Number(row.count) })),
      articles: await articlesByIds(db, readIds),
    };
  }

  return {
    /**
     * Counts a search (the first page of a free-text search that found something): once per
     * reader, query and hour. Never rejects; the route does not wait for it (the write runs behind
     * the answer), tests may.
     */
    record(search: {
      reader: string | null;
      language: ContentLanguage;
      query: ParsedQuery;
      total: number;
    }): Promise<void> {
      if (!search.reader || search.total === 0) return Promise.resolve();
      const entry = trendingEntry(search.query);
      if (!entry) return Promise.resolve();
      const at = now();
      if (!firstTime(search.reader, search.language, entry.key, hourOf(at))) return Promise.resolve();
      return store(search.language, entry, at).catch((error) => options.onError?.(error));
    },

    /** The trending queries and most read stories of the last hours in a language (shared a minute). */
    list(language: ContentLanguage): Promise<TrendingJson> {
      return lists.getOrLoad(language, load);
    },
  };
}

export type Trending = ReturnType<typeof createTrending>;
