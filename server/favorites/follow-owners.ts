import { and, eq, isNull, sql } from "drizzle-orm";
import { defaultFollows } from "#core/content/feed-pages.ts";
import type { Database } from "#server/db/client.ts";
import { followOwners, pushSubscriptions, siteConfig } from "#server/db/schema.ts";

/** Who a follows request is about: an account (with the browser's PSID, for adoption) or a guest. */
export type Reader = { siteId: number; userId: number | null; psid: string };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

/**
 * The owner row of a reader, or null when they never changed their follows (they follow the
 * site's defaults then). A signed-in reader adopts the follows their browser made as a guest: the
 * guest's rows move into the account (duplicates merged) and the guest row goes, so a follow made
 * before signing up or in is kept whichever way the reader signed in, with or without JavaScript.
 */
export async function findOwner(db: Database, reader: Reader): Promise<number | null> {
  if (reader.userId === null) return guestOwner(db, reader);
  const guest = await guestOwner(db, reader);
  const [account] = await db
    .select({ id: followOwners.id })
    .from(followOwners)
    .where(eq(followOwners.userId, reader.userId));
  if (guest === null) return account?.id ?? null;
  return db.transaction(async (tx) => {
    if (!account) {
      await tx
        .update(followOwners)
        .set({ userId: reader.userId, psid: null })
        .where(eq(followOwners.id, guest));
      return guest;
    }
    await tx.execute(sql`
      INSERT INTO follows (owner_id, profile_id, push_on, device_token, alerts, followed_at)
      SELECT ${account.id}, profile_id, push_on, device_token, alerts, followed_at
      FROM follows WHERE owner_id = ${guest}
      ON CONFLICT (owner_id, profile_id) DO NOTHING`);
    // The browsers the guest subscribed to alerts go on alerting the account (decision 0066).
    await tx
      .update(pushSubscriptions)
      .set({ ownerId: account.id })
      .where(eq(pushSubscriptions.ownerId, guest));
    await tx.delete(followOwners).where(eq(followOwners.id, guest));
    return account.id;
  });
}

async function guestOwner(db: Db, reader: Reader): Promise<number | null> {
  const [row] = await db
    .select({ id: followOwners.id })
    .from(followOwners)
    .where(
      and(
        eq(followOwners.siteId, reader.siteId),
        eq(followOwners.psid, reader.psid),
        isNull(followOwners.userId),
      ),
    );
  return row?.id ?? null;
}

/**
 * The owner row of a reader, made on their first change with the site's default follows in it
 * (docs/behaviour/accounts.md#guest-and-account-endpoints "Default follows … are applied with the user state"), so that what they saw before
 * the change is what they keep.
 */
export async function ensureOwner(db: Database, reader: Reader): Promise<number> {
  const found = await findOwner(db, reader);
  if (found !== null) return found;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(followOwners)
      .values({
        siteId: reader.siteId,
        userId: reader.userId,
        psid: reader.userId === null ? reader.psid : null,
      })
      .onConflictDoNothing()
      .returning({ id: followOwners.id });
    // A concurrent first change of the same reader made the row: use theirs.
    if (!inserted[0]) {
      const again =
        reader.userId === null ? await guestOwner(tx, reader) : await accountOwner(tx, reader.userId);
      if (again === null) throw new Error("follow owner vanished");
      return again;
    }
    const owner = inserted[0].id;
    const defaults = await siteDefaults(tx, reader.siteId);
    for (const ref of defaults) {
      await tx.execute(sql`
        INSERT INTO follows (owner_id, profile_id)
        SELECT ${owner}, id FROM profiles WHERE id = ${ref.id} AND context = ${ref.context}
        ON CONFLICT DO NOTHING`);
    }
    return owner;
  });
}

async function accountOwner(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: followOwners.id })
    .from(followOwners)
    .where(eq(followOwners.userId, userId));
  return row?.id ?? null;
}

/** The site's default follows that name an existing profile. */
export async function siteDefaults(db: Db, siteId: number) {
  const [site] = await db
    .select({ defaults: siteConfig.defaultFollows })
    .from(siteConfig)
    .where(eq(siteConfig.id, siteId));
  return defaultFollows(site?.defaults ?? []);
}
