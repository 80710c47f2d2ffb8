import { and, desc, gte, lte, sql } from "drizzle-orm";
import { MOST_READ_WINDOW_MS } from "#server/content/most-read-query.ts";
import type { Database } from "#server/db/client.ts";
import { articleReads, articles } from "#server/db/schema.ts";
import { createPrng } from "./prng.ts";

/** The demo's readers: enough for a believable ranking, few enough to seed in a blink. */
const DEMO_READERS = 60;
/** The recent stories each language's readers choose from. */
const STORIES_PER_LANGUAGE = 24;
const DEMO_SITE_ID = 763;

/** A fixed, valid-looking PSID per demo reader, so reseeding never adds new "people". */
function demoPsid(index: number): string {
  return `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
}

/**
 * The demo edition's reading: a simulated audience opening recent stories, so "Most read" has a
 * ranking on a fresh start (like the live games, the demo plays the part of the real world).
 * Popularity is skewed (a few stories take most reads) and favours important stories. It runs
 * when the last 48 hours hold no read at all — on a first start, or a restart after two quiet
 * days — and never touches a database that real readers are reading.
 */
export async function seedDemoReads(db: Database, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - MOST_READ_WINDOW_MS);
  const [recent] = await db
    .select({ reads: sql<number>`count(*)`.mapWith(Number) })
    .from(articleReads)
    .where(gte(articleReads.readAt, since));
  if (recent.reads > 0) return 0;
  const rows: (typeof articleReads.$inferInsert)[] = [];
  const prng = createPrng(now.getUTCDate());
  for (const language of ["en", "es", "pt"] as const) {
    const stories = await db
      .select({ id: articles.id, importance: articles.importance })
      .from(articles)
      .where(
        and(
          sql`${articles.language} = ${language}`,
          gte(articles.publishDate, since),
          lte(articles.publishDate, now),
        ),
      )
      .orderBy(desc(articles.publishDate))
      .limit(STORIES_PER_LANGUAGE);
    if (stories.length === 0) continue;
    // The language's stories by appeal (importance, give or take); each reader opens a few, and
    // a squared draw makes the first of them the popular ones.
    const ranked = stories
      .map((story) => ({ id: story.id, appeal: story.importance + prng.next() * 6 }))
      .sort((a, b) => b.appeal - a.appeal);
    for (let reader = 0; reader < DEMO_READERS; reader++) {
      const opened = new Set<number>();
      for (let pick = prng.int(1, 4); pick > 0; pick--)
        opened.add(ranked[Math.floor(prng.next() ** 2 * ranked.length)].id);
      for (const articleId of opened) {
        rows.push({
          articleId,
          psid: demoPsid(reader),
          siteId: DEMO_SITE_ID,
          readAt: new Date(now.getTime() - prng.int(1, 36 * 60) * 60_000),
        });
      }
    }
  }
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(articleReads).values(rows);
    // Keep `read_count` (the recommender's popularity) in step, as a real read would.
    await tx.execute(sql`update articles set read_count = read_count + reads.n
      from (select article_id, count(*)::int as n from article_reads where read_at >= ${since.toISOString()}::timestamptz group by article_id) as reads
      where articles.id = reads.article_id`);
  });
  return rows.length;
}
