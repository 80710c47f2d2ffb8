import { and, desc, eq, sql } from "drizzle-orm";
import type { ArticleContext } from "#core/content/content.ts";
import type { LikeCountJson, StoryRef } from "#core/read-later/read-later-api.ts";
import { ttlCache } from "#server/cache/ttl-cache.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import type { Database } from "#server/db/client.ts";
import { articles, likes } from "#server/db/schema.ts";
import { existingStories } from "#server/read-later/read-later-service.ts";

/** How long a story's count is reused by this process (a like here refreshes it at once). */
export const LIKE_COUNT_TTL_MS = 10_000;
/** Counts remembered at most (the oldest go first), so a crawler cannot grow the cache. */
const COUNTS_KEPT = 5_000;

/**
 * Likes of signed-in readers (the `likes` table): the list, like and unlike (both idempotent),
 * and a story's count, kept a few seconds so a busy article does not count its likes per view.
 */
export function createLikesService(db: Database, options: { countTtlMs?: number } = {}) {
  const counts = ttlCache<number, number>({
    ttlMs: options.countTtlMs ?? LIKE_COUNT_TTL_MS,
    maxEntries: COUNTS_KEPT,
  });

  async function mustExist(ref: StoryRef) {
    const known = await existingStories(db, [ref]);
    if (!known.has(`${ref.context}:${ref.id}`)) throw contentErrors.articleNotFound(ref.context, ref.id);
  }

  async function countOf(articleId: number, fresh = false): Promise<number> {
    const cached = fresh ? undefined : counts.get(articleId);
    if (cached !== undefined) return cached;
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(likes)
      .where(eq(likes.articleId, articleId));
    const count = Number(row?.count ?? 0);
    counts.set(articleId, count);
    return count;
  }

  async function likedBy(userId: number | null, articleId: number): Promise<boolean> {
    if (userId === null) return false;
    const rows = await db
      .select({ one: sql`1` })
      .from(likes)
      .where(and(eq(likes.userId, userId), eq(likes.articleId, articleId)));
    return rows.length > 0;
  }

  return {
    async list(userId: number): Promise<StoryRef[]> {
      const rows = await db
        .select({ id: articles.id, context: articles.context })
        .from(likes)
        .innerJoin(articles, eq(articles.id, likes.articleId))
        .where(eq(likes.userId, userId))
        .orderBy(desc(likes.likedAt), desc(likes.articleId));
      return rows.map((row) => ({ id: row.id, context: row.context as ArticleContext }));
    },

    async like(userId: number, ref: StoryRef): Promise<LikeCountJson> {
      await mustExist(ref);
      await db.insert(likes).values({ userId, articleId: ref.id }).onConflictDoNothing();
      return { id: ref.id, context: ref.context, count: await countOf(ref.id, true), liked: true };
    },

    async unlike(userId: number, ref: StoryRef): Promise<LikeCountJson> {
      await mustExist(ref);
      await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.articleId, ref.id)));
      return { id: ref.id, context: ref.context, count: await countOf(ref.id, true), liked: false };
    },

    async count(userId: number | null, ref: StoryRef): Promise<LikeCountJson> {
      await mustExist(ref);
      const [count, liked] = await Promise.all([countOf(ref.id), likedBy(userId, ref.id)]);
      return { id: ref.id, context: ref.context, count, liked };
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
