import { sql } from "drizzle-orm";
import type { ArticleContext } from "#core/content/content.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";

/** A reader opening the same article again within this window counts once. */
export const READ_DEDUP_MINUTES = 30;

export type ReadInput = {
  articleId: number;
  context: ArticleContext;
  psid: string;
  /** The signed-in user's tid: the read is theirs, not the guest history of the PSID. */
  userId?: string | null;
  siteId: number;
  /**
   * The request's `Idempotency-Key` (an offline read replayed by app/offline/offline-queue.ts): a
   * read already recorded under it is a repeat, whenever it comes back.
   */
  requestKey?: string | null;
};

export type ReadResult = "counted" | "repeat" | "not_found";

/**
 * Records one read and bumps `articles.read_count`, unless the same reader (user when signed in,
 * else PSID) read it in the last 30 minutes, or the read was recorded under the same request key. A transaction-scoped advisory lock on the
 * (reader, article) pair makes two beacons racing each other count once on PostgreSQL too.
 */
export async function recordRead(db: Database, input: ReadInput): Promise<ReadResult> {
  return db.transaction(async (tx) => {
    const found = await queryRows<unknown>(
      tx,
      sql`select 1 from articles where id = ${input.articleId} and context = ${input.context}`,
    );
    if (found.length === 0) return "not_found";
    const reader = input.userId
      ? sql`user_id = ${input.userId}`
      : sql`psid = ${input.psid} and user_id is null`;
    const key = `${input.userId ? `u:${input.userId}` : `p:${input.psid}`}:${input.articleId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const requestKey = input.requestKey ?? null;
    if (requestKey !== null) {
      const replayed = await queryRows<unknown>(
        tx,
        sql`select 1 from article_reads where request_key = ${requestKey} limit 1`,
      );
      if (replayed.length > 0) return "repeat";
    }
    const recent = await queryRows<unknown>(
      tx,
      sql`select 1 from article_reads
          where ${reader} and article_id = ${input.articleId}
            and read_at > now() - make_interval(mins => ${READ_DEDUP_MINUTES})
          limit 1`,
    );
    if (recent.length > 0) return "repeat";
    await tx.execute(
      sql`insert into article_reads (article_id, psid, user_id, site_id, request_key)
          values (${input.articleId}, ${input.psid}, ${input.userId ?? null}, ${input.siteId}, ${requestKey})`,
    );
    await tx.execute(sql`update articles set read_count = read_count + 1 where id = ${input.articleId}`);
    return "counted";
  });
}
