import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { ContentLanguage } from "#core/content/content.ts";
import type { Database } from "#server/db/client.ts";
import { articleReads, articles } from "#server/db/schema.ts";
import { type Paging, pageWindow } from "#server/http/api/params.ts";

/**
 * How far back "Most read" counts reads. Two days follows the news (yesterday's big story still
 * counts, last week's does not); the reads table's `read_at` index keeps the range scan short.
 */
export const MOST_READ_WINDOW_MS = 48 * 3_600_000;

/**
 * "Most read" (docs/decisions/0052-private-reading-history.md): the articles read most often in the window, counted from the readers'
 * beacons (`article_reads`: a reader counts once per article in 30 minutes — server/content/record-read.ts),
 * not from `read_count`, which never forgets. Ties go to the newer article. `windowMs` narrows the
 * window (trending: the last 24 hours). Articles nobody read
 * in the window are not listed, so an edition without readers shows no list rather than a guess.
 */
export async function mostReadIds(
  db: Database,
  paging: Paging,
  options: { language?: ContentLanguage; now?: Date; windowMs?: number } = {},
): Promise<number[]> {
  const now = options.now ?? new Date();
  const conditions: SQL[] = [
    gte(articleReads.readAt, new Date(now.getTime() - (options.windowMs ?? MOST_READ_WINDOW_MS))),
    lte(articles.publishDate, now),
  ];
  if (options.language) conditions.push(eq(articles.language, options.language));
  const reads = count(articleReads.id);
  const { limit, offset } = pageWindow(paging);
  const rows = await db
    .select({ id: articles.id })
    .from(articleReads)
    .innerJoin(articles, eq(articles.id, articleReads.articleId))
    .where(and(...conditions))
    .groupBy(articles.id)
    .orderBy(desc(reads), desc(articles.publishDate), desc(articles.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}
