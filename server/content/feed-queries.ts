import { and, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { ArticleContext, ContentLanguage, ProfileContext, SectionKey } from "#core/content/content.ts";
import type { Database } from "#server/db/client.ts";
import { articleProfiles, articles, profiles } from "#server/db/schema.ts";
import { type Paging, pageWindow } from "#server/http/api/params.ts";

/*
 * The article lists of the content API. Each returns the ids of one page, newest first
 * (`publish_date desc, id desc`, the order of the `articles_*_recent` indexes, so the database
 * reads one index range and stops); `articlesByIds` then loads what the API shows.
 */

const newestFirst = [desc(articles.publishDate), desc(articles.id)];

export type FeedFilter = {
  /** Only articles published at or before this instant, so paging holds still while stories arrive. */
  before?: Date;
  /** Only articles published at or after this instant (the sitemap's days). */
  from?: Date;
  /** Only articles published before this instant (exclusive, so days do not overlap). */
  to?: Date;
  section?: SectionKey;
  language?: ContentLanguage;
  context?: ArticleContext;
};

/** Every article, newest first, optionally of one section, language or type. */
export async function feedIds(db: Database, filter: FeedFilter, paging: Paging): Promise<number[]> {
  const conditions: SQL[] = [];
  if (filter.before) conditions.push(lte(articles.publishDate, filter.before));
  if (filter.from) conditions.push(gte(articles.publishDate, filter.from));
  if (filter.to) conditions.push(lt(articles.publishDate, filter.to));
  if (filter.section) conditions.push(eq(articles.section, filter.section));
  if (filter.language) conditions.push(eq(articles.language, filter.language));
  if (filter.context) conditions.push(eq(articles.context, filter.context));
  return newestIdsWhere(db, conditions, paging);
}

/** One page of the ids of the articles that meet every condition, newest first. */
async function newestIdsWhere(db: Database, conditions: SQL[], paging: Paging): Promise<number[]> {
  const { limit, offset } = pageWindow(paging);
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** How far back the hero looks: two days, widened when that holds less than a page. */
const HERO_WINDOWS_HOURS = [48, 24 * 7, 24 * 30, 24 * 365];
/**
 * The hero ranks at most this many of the newest stories of its window, so its sort stays small
 * on any table size (a busy site publishes thousands of stories in two days).
 */
export const HERO_POOL = 1000;

/**
 * The hero: the most important recent stories. Stories with a photo come first (the hero is a
 * picture carousel), then by importance, then newest. Future-dated items (a feed's broken time
 * zone) wait for their time.
 */
export async function heroIds(
  db: Database,
  paging: Paging,
  options: { language?: ContentLanguage; now?: Date } = {},
): Promise<number[]> {
  const now = options.now ?? new Date();
  // A language narrows both the window probe and the pool (the articles_language_recent index).
  const published = [lte(articles.publishDate, now)];
  if (options.language) published.push(eq(articles.language, options.language));
  const since = await heroWindowStart(db, paging.per, now, published);
  const conditions: SQL[] = [...published];
  if (since) conditions.push(gte(articles.publishDate, since));
  const pool = db
    .select({
      id: articles.id,
      importance: articles.importance,
      hasPhoto: sql<boolean>`jsonb_array_length(${articles.photos}) > 0`.as("has_photo"),
      publishDate: articles.publishDate,
    })
    .from(articles)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(HERO_POOL)
    .as("pool");
  const { limit, offset } = pageWindow(paging);
  const rows = await db
    .select({ id: pool.id })
    .from(pool)
    .orderBy(desc(pool.hasPhoto), desc(pool.importance), desc(pool.publishDate), desc(pool.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/**
 * The smallest window that holds a full page: the date of the `per`-th newest story (one index
 * probe) tells which window reaches it. Null means all time.
 */
async function heroWindowStart(db: Database, per: number, now: Date, published: SQL[]): Promise<Date | null> {
  const [nth] = await db
    .select({ publishDate: articles.publishDate })
    .from(articles)
    .where(and(...published))
    .orderBy(...newestFirst)
    .limit(1)
    .offset(per - 1);
  if (!nth) return null;
  for (const hours of HERO_WINDOWS_HOURS) {
    const start = new Date(now.getTime() - hours * 3_600_000);
    if (nth.publishDate >= start) return start;
  }
  return null;
}

/** Articles tagged with any of the profiles (each once), newest first, optionally since a date. */
export async function profileArticleIds(
  db: Database,
  profileIds: number[],
  paging: Paging,
  options: { since?: Date } = {},
): Promise<number[]> {
  if (profileIds.length === 0) return [];
  const tagged = db
    .select({ id: articleProfiles.articleId })
    .from(articleProfiles)
    .where(inArray(articleProfiles.profileId, profileIds));
  const conditions: SQL[] = [inArray(articles.id, tagged)];
  if (options.since) conditions.push(gte(articles.publishDate, options.since));
  return newestIdsWhere(db, conditions, paging);
}

export type ProfileRow = typeof profiles.$inferSelect;

export async function findProfile(
  db: Database,
  context: ProfileContext,
  id: number,
): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.context, context)))
    .limit(1);
  return row ?? null;
}

/** The ids among `wanted` that name an existing profile of the given context (a mismatched pair names nothing). */
export async function existingProfileIds(
  db: Database,
  wanted: { id: number; context: ProfileContext }[],
): Promise<number[]> {
  const rows = await db
    .select({ id: profiles.id, context: profiles.context })
    .from(profiles)
    .where(
      inArray(
        profiles.id,
        wanted.map((profile) => profile.id),
      ),
    );
  const contextOf = new Map(rows.map((row) => [row.id, row.context]));
  return [...new Set(wanted.filter((p) => contextOf.get(p.id) === p.context).map((p) => p.id))];
}

/** How many articles mention a profile (an index-only count on `article_profiles_profile`). */
export async function profileArticleCount(db: Database, profileId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(articleProfiles)
    .where(eq(articleProfiles.profileId, profileId));
  return Number(row?.n ?? 0);
}

/**
 * A match's stories, in four tiers: about either team in the reader's language (both teams
 * before one), then the league's other stories in that language, then stories about the teams
 * in other languages, then the league's in other languages; newest first within each. So a match
 * page leads with its teams in the page's language, never with other games in other languages.
 */
export async function matchArticleIds(
  db: Database,
  about: { teamIds: number[]; leagueId: number },
  paging: Paging,
  options: { since?: Date; language?: ContentLanguage } = {},
): Promise<number[]> {
  const { limit, offset } = pageWindow(paging);
  const ids = [...about.teamIds, about.leagueId];
  const teams = sql`count(*) filter (where ${inArray(articleProfiles.profileId, about.teamIds)})`;
  const conditions: SQL[] = [inArray(articleProfiles.profileId, ids)];
  if (options.since) conditions.push(gte(articles.publishDate, options.since));
  // Without a language every story is in "the reader's language": teams, then the league.
  const inLanguage = options.language ? sql`(${articles.language} = ${options.language})` : null;
  const order = inLanguage
    ? [desc(sql`(${teams} > 0 and ${inLanguage})`), desc(inLanguage), desc(teams)]
    : [desc(teams)];
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .innerJoin(articleProfiles, eq(articleProfiles.articleId, articles.id))
    .where(and(...conditions))
    .groupBy(articles.id)
    .orderBy(...order, desc(articles.publishDate), desc(articles.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}
