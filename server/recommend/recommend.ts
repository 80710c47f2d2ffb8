import { type SQL, sql } from "drizzle-orm";
import type { ContentLanguage } from "#core/content/content.ts";
import type { RecommendedArticleJson } from "#core/content/recommendation-reason.ts";
import { refreshingCache } from "#server/cache/refreshing-cache.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import { type Candidate, diversify, reasonFor, scoreCandidates } from "./rank-recommendations.ts";
import { type Affinity, hasAffinity, type Reader, readerAffinity } from "./reader-affinity.ts";

/** The newest articles every reader's pool starts from (a few days on a busy site). */
const RECENT_POOL = 200;
/** Extra candidates from the reader's favourite sections and tags, beyond the newest ones. */
const TOP_SECTIONS = 3;
const PER_SECTION = 30;
const TOP_PROFILES = 5;
const PER_PROFILE = 20;
/** The most-read articles among this many newest ones join the pool. */
const POPULAR_WINDOW = 1000;
const POPULAR_POOL = 50;

export type RecommendOptions = {
  reader: Reader;
  size: number;
  page: number;
  language?: ContentLanguage;
};

/** `anon-<uuid>` is an anonymous visitor's PSID; anything else is a user's tid. Null when malformed. */
export function parseUserId(userId: string): Reader | null {
  const anonymous = /^anon-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(userId);
  if (anonymous) return { kind: "anonymous", psid: anonymous[1].toLowerCase() };
  if (userId.startsWith("anon-")) return null;
  return /^[A-Za-z0-9_.:-]{1,64}$/.test(userId) ? { kind: "user", userId } : null;
}

/** How long the candidates every reader shares (newest, most read) are reused. */
export const GENERAL_CANDIDATES_TTL_MS = 10_000;

/**
 * Personalised recommendations (docs/behaviour/content.md#feed-calls): with no reading history, the general feed (newest first);
 * otherwise a pool of recent, important, popular articles and those of the reader's favourite
 * sections and tags, scored (rank-recommendations.ts), without what they already read, re-ranked so
 * that no section fills more than two places in a row, then paged. The part of the pool that is the
 * same for every reader is kept for a few seconds, so a reader costs only their own history.
 */
export function createRecommender(db: Database, options: { generalTtlMs?: number } = {}) {
  const general = refreshingCache(
    options.generalTtlMs ?? GENERAL_CANDIDATES_TTL_MS,
    (language: ContentLanguage | "") => generalCandidates(db, language || undefined),
  );
  return {
    async recommend(request: RecommendOptions): Promise<RecommendedArticleJson[]> {
      const affinity = await readerAffinity(db, request.reader);
      if (!hasAffinity(affinity)) {
        const newest = await articlesByIds(db, await newestIds(db, request, affinity.blockedPublishers));
        return newest.map((article) => ({ ...article, reason: { kind: "popular" } }));
      }
      const [shared, personal] = await Promise.all([
        general.get(request.language ?? ""),
        personalCandidates(db, affinity, request.language),
      ]);
      const byId = new Map([...shared, ...personal].map((candidate) => [candidate.id, candidate]));
      const unseen = [...byId.values()].filter(
        (candidate) =>
          !affinity.seen.has(candidate.id) && !affinity.blockedPublishers.has(candidate.publisherId),
      );
      const start = (request.page - 1) * request.size;
      const page = diversify(scoreCandidates(unseen, affinity), 2, start + request.size).slice(
        start,
        start + request.size,
      );
      const reasons = new Map(page.map((item) => [item.id, reasonFor(item, affinity)]));
      const articles = await articlesByIds(
        db,
        page.map((item) => item.id),
      );
      return articles.map((article) => ({
        ...article,
        reason: reasons.get(article.id) ?? { kind: "popular" },
      }));
    },
  };
}

function languageFilter(language: ContentLanguage | undefined) {
  return language ? sql`and language = ${language}` : sql``;
}

async function newestIds(db: Database, options: RecommendOptions, blocked: Set<number>): Promise<number[]> {
  const notBlocked =
    blocked.size > 0 ? sql`and publisher_id <> all(${`{${[...blocked].join(",")}}`}::int[])` : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from articles where true ${languageFilter(options.language)} ${notBlocked}
        order by publish_date desc, id desc
        limit ${options.size} offset ${(options.page - 1) * options.size}`,
  );
  return rows.map((row) => Number(row.id));
}

function topKeys<K>(weights: Map<K, number>, count: number): K[] {
  return [...weights]
    .sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))
    .slice(0, count)
    .map(([key]) => key);
}

type CandidateRow = {
  id: number;
  section: string;
  published: number;
  importance: number;
  read_count: number;
  tags: string | null;
  publisher_id: number;
};

/** What the scorer needs of each article of a pool, in one query (tags folded into a string). */
async function candidateFeatures(db: Database, pool: SQL, inLanguage: SQL): Promise<Candidate[]> {
  const rows = await queryRows<CandidateRow>(
    db,
    sql`
    with pool as (${pool})
    select a.id, a.section, extract(epoch from a.publish_date)::float8 as published, a.importance,
      a.read_count, a.publisher_id,
      (select string_agg(ap.profile_id::text, ',') from article_profiles ap where ap.article_id = a.id) as tags
    from articles a
    where a.id in (select id from pool) ${inLanguage}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    section: row.section,
    published: Number(row.published),
    importance: Number(row.importance),
    readCount: Number(row.read_count),
    tags: row.tags ? row.tags.split(",").map(Number) : [],
    publisherId: Number(row.publisher_id),
  }));
}

/** The newest articles and the most read of the recent ones: the same for every reader. */
function generalCandidates(db: Database, language: ContentLanguage | undefined): Promise<Candidate[]> {
  const inLanguage = language ? sql`and language = ${language}` : sql``;
  return candidateFeatures(
    db,
    sql`
      with recent as materialized (
        select id, read_count, publish_date from articles where true ${inLanguage}
        order by publish_date desc, id desc limit ${POPULAR_WINDOW}
      )
      (select id from recent order by publish_date desc, id desc limit ${RECENT_POOL})
      union
      (select id from recent order by read_count desc, id desc limit ${POPULAR_POOL})`,
    sql``,
  );
}

/** The newest articles of the reader's favourite sections and tags (bounded index scans). */
function personalCandidates(
  db: Database,
  affinity: Affinity,
  language: ContentLanguage | undefined,
): Promise<Candidate[]> {
  const sections = `{${topKeys(affinity.sections, TOP_SECTIONS).join(",")}}`;
  const profiles = `{${topKeys(affinity.profiles, TOP_PROFILES).join(",")}}`;
  const inLanguage = language ? sql`and language = ${language}` : sql``;
  return candidateFeatures(
    db,
    sql`
      (select picked.id from unnest(${sections}::text[]) s(key)
        cross join lateral (
          select id from articles where section = s.key ${inLanguage}
          order by publish_date desc, id desc limit ${PER_SECTION}
        ) picked)
      union
      (select picked.article_id from unnest(${profiles}::int[]) p(id)
        cross join lateral (
          select article_id from article_profiles where profile_id = p.id
          order by article_id desc limit ${PER_PROFILE}
        ) picked)`,
    inLanguage,
  );
}
