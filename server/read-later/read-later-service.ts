import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ArticleContext } from "#core/content/content.ts";
import { READ_LATER_MAX, type ReadLaterItem } from "#core/read-later/read-later.ts";
import type {
  ReadLaterMergeJson,
  ReadLaterPageJson,
  SavedArticleJson,
  StoryRef,
} from "#core/read-later/read-later-api.ts";
import { articlePath, NO_PROXY_POST, slugify } from "#core/routing/article-urls.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import type { Database } from "#server/db/client.ts";
import { articles, publishers, readLater } from "#server/db/schema.ts";
import { readLaterErrors } from "./read-later-errors.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The stories of `refs` that exist with that context: `context:id` keys. */
export async function existingStories(db: Database | Tx, refs: readonly StoryRef[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .select({ id: articles.id, context: articles.context })
    .from(articles)
    .where(inArray(articles.id, [...new Set(refs.map((ref) => ref.id))]));
  return new Set(rows.map((row) => `${row.context}:${row.id}`));
}

/** The publisher's own web address of an external story, else null (core/read-later/read-later.ts: `url`). */
function externalUrl(external: boolean, link: unknown): string | null {
  if (!external) return null;
  const value = typeof link === "string" ? link : Array.isArray(link) ? link[0]?.url : undefined;
  return typeof value === "string" && /^https?:\/\//i.test(value) ? value : null;
}

/**
 * A signed-in reader's read-later list (the `read_later` table). The caller has checked that the
 * request is signed in; `userId` comes from the session, never from the request's input, so no
 * reader reaches another's list.
 */
export function createReadLaterService(db: Database) {
  /** Drops the oldest saves past the cap (a list is read, not archived; core/read-later/read-later.ts). */
  async function trim(tx: Tx, userId: number) {
    await tx.execute(sql`
      delete from read_later where user_id = ${userId} and article_id in (
        select article_id from read_later where user_id = ${userId}
        order by saved_at desc, article_id desc offset ${READ_LATER_MAX})`);
  }

  async function count(userId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(readLater)
      .where(eq(readLater.userId, userId));
    return Number(row?.total ?? 0);
  }

  return {
    async page(userId: number, page: number, per: number): Promise<ReadLaterPageJson> {
      const rows = await db
        .select({ articleId: readLater.articleId, savedAt: readLater.savedAt })
        .from(readLater)
        .where(eq(readLater.userId, userId))
        .orderBy(desc(readLater.savedAt), desc(readLater.articleId))
        .limit(per)
        .offset((page - 1) * per);
      const saved = new Map(rows.map((row) => [row.articleId, row.savedAt.toISOString()]));
      const stories = await articlesByIds(db, [...saved.keys()]);
      const results: SavedArticleJson[] = stories.map((story) => ({
        ...story,
        saved_at: saved.get(story.id) as string,
      }));
      return { page, per, total: await count(userId), results };
    },

    async save(userId: number, ref: StoryRef): Promise<SavedArticleJson> {
      const known = await existingStories(db, [ref]);
      if (!known.has(`${ref.context}:${ref.id}`)) throw contentErrors.articleNotFound(ref.context, ref.id);
      const savedAt = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(readLater)
          .values({ userId, articleId: ref.id })
          .onConflictDoUpdate({
            target: [readLater.userId, readLater.articleId],
            set: { savedAt: sql`now()` },
          })
          .returning({ savedAt: readLater.savedAt });
        await trim(tx, userId);
        return row.savedAt;
      });
      const [story] = await articlesByIds(db, [ref.id]);
      return { ...story, saved_at: savedAt.toISOString() };
    },

    /** `not_saved` when the story is not in the list. */
    async remove(userId: number, ref: StoryRef): Promise<void> {
      const removed = await db
        .delete(readLater)
        .where(
          and(
            eq(readLater.userId, userId),
            eq(readLater.articleId, ref.id),
            sql`exists (select 1 from articles a where a.id = ${ref.id} and a.context = ${ref.context})`,
          ),
        )
        .returning({ articleId: readLater.articleId });
      if (removed.length === 0) throw readLaterErrors.notSaved(ref.context, ref.id);
    },

    /**
     * A guest's list joins the account's in one transaction: a story in both keeps its latest
     * save; ids that are not a story of that context are skipped and reported; while the list is
     * full, the guest's remaining stories are skipped (`over_cap`) rather than pushing out what the
     * account already kept: nothing saved is lost.
     */
    async merge(
      userId: number,
      items: readonly (StoryRef & { saved_at?: string })[],
      now = new Date(),
    ): Promise<ReadLaterMergeJson> {
      const known = await existingStories(db, items);
      const skipped: ReadLaterMergeJson["skipped"] = [];
      // One entry per story, its latest save; a save "in the future" (a wrong clock) counts as now.
      const byKey = new Map<string, { ref: StoryRef; savedAt: Date }>();
      for (const item of items) {
        const key = `${item.context}:${item.id}`;
        if (!known.has(key)) {
          if (!skipped.some((entry) => entry.id === item.id && entry.context === item.context))
            skipped.push({ id: item.id, context: item.context, reason: "not_found" });
          continue;
        }
        const parsed = item.saved_at ? new Date(item.saved_at) : now;
        const savedAt = parsed > now ? now : parsed;
        const previous = byKey.get(key);
        if (!previous || savedAt > previous.savedAt)
          byKey.set(key, { ref: { id: item.id, context: item.context }, savedAt });
      }
      const entries = [...byKey.values()].sort(
        (a, b) => b.savedAt.getTime() - a.savedAt.getTime() || b.ref.id - a.ref.id,
      );
      return db.transaction(async (tx) => {
        // One merge of a reader at a time: two tabs signing in at once count the room once.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`read_later:${userId}`}))`);
        const present = new Set(
          (
            await tx
              .select({ articleId: readLater.articleId })
              .from(readLater)
              .where(eq(readLater.userId, userId))
          ).map((row) => row.articleId),
        );
        let room = READ_LATER_MAX - present.size;
        let added = 0;
        let kept = 0;
        for (const { ref, savedAt } of entries) {
          if (present.has(ref.id)) {
            kept += 1;
            await tx
              .update(readLater)
              .set({ savedAt: sql`greatest(${readLater.savedAt}, ${savedAt.toISOString()}::timestamptz)` })
              .where(and(eq(readLater.userId, userId), eq(readLater.articleId, ref.id)));
            continue;
          }
          if (room <= 0) {
            skipped.push({ ...ref, reason: "over_cap" });
            continue;
          }
          await tx.insert(readLater).values({ userId, articleId: ref.id, savedAt }).onConflictDoNothing();
          room -= 1;
          added += 1;
        }
        return { added, kept, skipped, total: present.size + added };
      });
    },

    /** The whole list as core/read-later/read-later.ts keeps it (JSON and bookmarks exports, the browser's mirror). */
    async items(userId: number): Promise<ReadLaterItem[]> {
      const rows = await db
        .select({
          id: articles.id,
          context: articles.context,
          name: articles.name,
          external: articles.external,
          link: articles.link,
          publisherName: publishers.name,
          savedAt: readLater.savedAt,
        })
        .from(readLater)
        .innerJoin(articles, eq(articles.id, readLater.articleId))
        .innerJoin(publishers, eq(publishers.id, articles.publisherId))
        .where(eq(readLater.userId, userId))
        .orderBy(desc(readLater.savedAt), desc(readLater.articleId));
      return rows.map((row) => ({
        id: row.id,
        context: row.context as ArticleContext,
        name: row.name,
        url:
          externalUrl(row.external, row.link) ??
          articlePath({
            post: slugify(row.publisherName) || NO_PROXY_POST,
            type: row.context as ArticleContext,
            id: row.id,
            slug: slugify(row.name) || undefined,
          }),
        saved_at: row.savedAt.toISOString(),
      }));
    },
  };
}

export type ReadLaterService = ReturnType<typeof createReadLaterService>;
