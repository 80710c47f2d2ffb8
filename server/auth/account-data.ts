import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import { authTokens, identities, passwordResets, users } from "#server/db/schema.ts";
import { toUserJson } from "./user-json.ts";

/**
 * Every table that holds something of one user, with the column naming them: `id` is users.id,
 * `tid` is the public users.tid. Removal and export walk this list, so a feature that stores
 * per-user rows (follows, likes, read-later, reward progress) adds its table here and both cover
 * it. Tables not created yet are skipped (to_regclass), so the list can name them ahead of time.
 */
export const PER_USER_TABLES: readonly { table: string; column: string; by: "id" | "tid" }[] = [
  // Its follows (and push subscriptions) go with it: they reference the owner row, on delete cascade.
  { table: "follow_owners", column: "user_id", by: "id" },
  { table: "likes", column: "user_id", by: "id" },
  { table: "read_later", column: "user_id", by: "id" },
  // Not reward_programs: on removal its user_id is set null (the claims stay counted against the
  // campaign's limits, decision 0075); the export lists it (rewardsOfUser below).
  { table: "article_reads", column: "user_id", by: "tid" },
  { table: "password_resets", column: "user_id", by: "id" },
  { table: "identities", column: "user_id", by: "id" },
  { table: "auth_tokens", column: "user_id", by: "id" },
];

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function existingTables(tx: Tx | Database): Promise<Set<string>> {
  const names = PER_USER_TABLES.map((entry) => entry.table);
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`select name from unnest(${sql.raw(`array[${names.map((n) => `'${n}'`).join(",")}]`)}::text[]) as name
        where to_regclass('public.' || name) is not null`,
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Deletes the user and everything tied to them in one transaction: either all of it goes or
 * nothing does. Returns false when the user did not exist.
 */
export async function removeUserData(db: Database, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, tid: users.tid })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return false;
    const present = await existingTables(tx);
    for (const entry of PER_USER_TABLES) {
      if (!present.has(entry.table)) continue;
      const value = entry.by === "id" ? user.id : user.tid;
      await tx.execute(
        sql`delete from ${sql.identifier(entry.table)} where ${sql.identifier(entry.column)} = ${String(value)}`,
      );
    }
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}

/** The user's follows as stored: the profile named, alerts and when it was followed. */
async function followsOfUser(db: Database, userId: number) {
  return queryRows<unknown>(
    db,
    sql`
    select p.context, p.id as profile_id, p.name, f.push_on, f.device_token, f.alerts, f.followed_at
    from follow_owners o join follows f on f.owner_id = o.id join profiles p on p.id = f.profile_id
    where o.user_id = ${userId} order by f.followed_at, f.id`,
  );
}

/** The user's saved stories (read later) and liked stories, newest first, with what each story is. */
async function storiesOfUser(db: Database, table: "read_later" | "likes", userId: number) {
  const at = table === "read_later" ? sql.raw("s.saved_at") : sql.raw("s.liked_at");
  const rows = await queryRows<{ id: number; context: string; name: string; at: Date | string }>(
    db,
    sql`
    select a.id, a.context, a.name, ${at} as at
    from ${sql.identifier(table)} s join articles a on a.id = s.article_id
    where s.user_id = ${userId} order by ${at} desc, a.id desc`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    context: row.context,
    name: row.name,
    [table === "read_later" ? "saved_at" : "liked_at"]: new Date(row.at).toISOString(),
  }));
}

/** The user's rewards programs (decision 0075): campaign, shares, the claim and rewards-form entries. */
async function rewardsOfUser(db: Database, userId: number) {
  return queryRows<unknown>(
    db,
    sql`
    select c.code as campaign, p.token, p.started_at, p.expires_at,
      coalesce((select json_agg(s.article_id order by s.shared_at) from reward_shares s where s.program_id = p.id), '[]') as shared,
      (select json_build_object('megabytes', r.megabytes, 'status', r.status, 'claimed_at', r.claimed_at, 'fulfilled_at', r.fulfilled_at)
         from reward_claims r where r.program_id = p.id) as claim,
      coalesce((select json_agg(json_build_object('name', g.name, 'email', g.email, 'created_at', g.created_at))
         from campaign_registrations g where g.program_id = p.id), '[]') as registrations
    from reward_programs p join campaigns c on c.id = p.campaign_id
    where p.user_id = ${userId} order by p.started_at, p.id`,
  );
}

/** A JSON copy of everything stored about the user (GET auth/export); secrets appear only as "stored". */
export async function exportUserData(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const tokens = await db
    .select({
      client: authTokens.client,
      kind: authTokens.kind,
      deviceToken: authTokens.deviceToken,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .where(eq(authTokens.userId, userId));
  const resets = await db
    .select({
      createdAt: passwordResets.createdAt,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId));
  const linked = await db
    .select({
      provider: identities.provider,
      subject: identities.subject,
      email: identities.email,
      createdAt: identities.createdAt,
    })
    .from(identities)
    .where(eq(identities.userId, userId));
  const present = await existingTables(db);
  const other: Record<string, unknown[]> = {};
  const covered = new Set([
    "auth_tokens",
    "password_resets",
    "identities",
    "follow_owners",
    "read_later",
    "likes",
  ]);
  for (const entry of PER_USER_TABLES) {
    if (covered.has(entry.table) || !present.has(entry.table)) continue;
    const value = entry.by === "id" ? user.id : user.tid;
    other[entry.table] = await queryRows<unknown>(
      db,
      sql`select * from ${sql.identifier(entry.table)} where ${sql.identifier(entry.column)} = ${String(value)}`,
    );
  }
  return {
    exportedAt: new Date().toISOString(),
    user: {
      ...toUserJson(user),
      about: user.about,
      locale: user.locale,
      siteId: user.siteId,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      password: user.passwordHash ? "stored (argon2id hash, not exported)" : "none",
    },
    sessions: tokens,
    passwordResets: resets,
    identities: linked,
    follows: await followsOfUser(db, userId),
    readLater: await storiesOfUser(db, "read_later", userId),
    likes: await storiesOfUser(db, "likes", userId),
    rewards: await rewardsOfUser(db, userId),
    ...other,
  };
}
