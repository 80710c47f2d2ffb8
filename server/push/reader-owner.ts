import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { followOwners, users } from "#server/db/schema.ts";

/** Who a request is for the follows and subscriptions tables: a signed-in account, else the PSID. */
export type Reader = { userId: number } | { psid: string };

/**
 * The follow_owners row of a reader (one per account, one per guest PSID and site), made when
 * `create` is set and there is none yet. An account's row is on the account's site. Concurrent
 * first writes meet the unique indexes: the loser reads the winner's row.
 */
export async function readerOwnerId(
  db: Database,
  reader: Reader,
  options: { siteId: number; create: boolean },
): Promise<number | null> {
  const find = async () => {
    const [row] =
      "userId" in reader
        ? await db
            .select({ id: followOwners.id })
            .from(followOwners)
            .where(eq(followOwners.userId, reader.userId))
        : await db
            .select({ id: followOwners.id })
            .from(followOwners)
            .where(
              and(
                eq(followOwners.siteId, options.siteId),
                eq(followOwners.psid, reader.psid),
                isNull(followOwners.userId),
              ),
            );
    return row?.id ?? null;
  };
  const found = await find();
  if (found !== null || !options.create) return found;
  let siteId = options.siteId;
  if ("userId" in reader) {
    const [user] = await db.select({ siteId: users.siteId }).from(users).where(eq(users.id, reader.userId));
    if (!user) return null;
    siteId = user.siteId;
  }
  const [made] = await db
    .insert(followOwners)
    .values("userId" in reader ? { siteId, userId: reader.userId } : { siteId, psid: reader.psid })
    .onConflictDoNothing()
    .returning({ id: followOwners.id });
  return made?.id ?? (await find());
}
