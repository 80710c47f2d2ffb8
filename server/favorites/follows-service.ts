import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  ALERT_KINDS,
  type AlertSettings,
  DEFAULT_ALERTS,
  FOLLOWS_MAX,
  type FollowJson,
  type FollowRef,
  followKey,
  mergeFollowRefs,
} from "#core/favorites/follows.ts";
import { toProfileJson } from "#server/content/article-json.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import type { Database } from "#server/db/client.ts";
import { follows, profiles } from "#server/db/schema.ts";
import { ensureOwner, findOwner, type Reader, siteDefaults } from "./follow-owners.ts";
import { followsErrors } from "./follows-errors.ts";

export type FollowPatch = {
  push_on?: 0 | 1;
  device_token?: string | null;
  alerts?: Partial<AlertSettings>;
};

type ProfileRow = typeof profiles.$inferSelect;
type FollowRow = typeof follows.$inferSelect;

function alertsOf(stored: Record<string, boolean>): AlertSettings {
  const out = { ...DEFAULT_ALERTS };
  for (const kind of ALERT_KINDS) if (typeof stored[kind] === "boolean") out[kind] = stored[kind];
  return out;
}

function toFollowJson(
  profile: ProfileRow,
  follow: Pick<FollowRow, "pushOn" | "deviceToken" | "alerts" | "followedAt">,
): FollowJson {
  return {
    ...toProfileJson(profile),
    api: `profiles/${profile.context}/${profile.id}`,
    type: "profile",
    followed: true,
    push_on: follow.pushOn ? 1 : 0,
    device_token: follow.deviceToken,
    menu: profile.hasStandings && (profile.context === "leagues" || profile.context === "teams"),
    alerts: alertsOf(follow.alerts),
    followed_at: follow.followedAt.toISOString(),
  };
}

/**
 * The rules of docs/behaviour/favorites.md#following over the database: follow adds, unfollow removes, duplicates
 * merge (docs/behaviour/favorites.md#following), at most FOLLOWS_MAX per reader, and a reader only ever touches their own rows (every
 * query is keyed by the owner row of the request's reader, never by an id from the request).
 */
export function createFollowsService(db: Database) {
  async function profileOf(ref: FollowRef): Promise<ProfileRow> {
    const [row] = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, ref.id), eq(profiles.context, ref.context)));
    if (!row) throw contentErrors.profileNotFound(ref.context, ref.id);
    return row;
  }

  async function ownedList(owner: number): Promise<FollowJson[]> {
    const rows = await db
      .select({ profile: profiles, follow: follows })
      .from(follows)
      .innerJoin(profiles, eq(profiles.id, follows.profileId))
      .where(eq(follows.ownerId, owner))
      .orderBy(asc(follows.followedAt), asc(follows.id));
    return rows.map((row) => toFollowJson(row.profile, row.follow));
  }

  async function defaultList(siteId: number): Promise<FollowJson[]> {
    const refs = await siteDefaults(db, siteId);
    if (refs.length === 0) return [];
    const rows = await db
      .select()
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          refs.map((ref) => ref.id),
        ),
      );
    const byKey = new Map(rows.map((row) => [`${row.context}:${row.id}`, row]));
    const now = new Date();
    return refs.flatMap((ref) => {
      const row = byKey.get(`${ref.context}:${ref.id}`);
      return row
        ? [toFollowJson(row, { pushOn: false, deviceToken: null, alerts: {}, followedAt: now })]
        : [];
    });
  }

  async function count(owner: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .where(eq(follows.ownerId, owner));
    return row?.n ?? 0;
  }

  async function list(reader: Reader): Promise<FollowJson[]> {
    const owner = await findOwner(db, reader);
    return owner === null ? defaultList(reader.siteId) : ownedList(owner);
  }

  return {
    list,

    /** The profiles a reader follows, for the feeds, events and tables built from them. */
    async refs(reader: Reader): Promise<FollowRef[]> {
      return (await list(reader)).map(({ id, context }) => ({ id, context }));
    },

    async isFollowing(reader: Reader, ref: FollowRef): Promise<boolean> {
      return (await list(reader)).some((follow) => follow.id === ref.id && follow.context === ref.context);
    },

    /** Follows one profile; a second follow of the same profile is a 409, not a second row. */
    async follow(reader: Reader, ref: FollowRef, patch: FollowPatch): Promise<FollowJson> {
      const profile = await profileOf(ref);
      const owner = await ensureOwner(db, reader);
      return db.transaction(async (tx) => {
        // Serialises this owner's writes so two concurrent follows cannot both pass the limit.
        await tx.execute(sql`SELECT id FROM follow_owners WHERE id = ${owner} FOR UPDATE`);
        const [existing] = await tx
          .select({ id: follows.id })
          .from(follows)
          .where(and(eq(follows.ownerId, owner), eq(follows.profileId, profile.id)));
        if (existing) throw followsErrors.alreadyFollowing(ref.context, ref.id);
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(follows)
          .where(eq(follows.ownerId, owner));
        if (n >= FOLLOWS_MAX) throw followsErrors.tooManyFollows();
        const [row] = await tx
          .insert(follows)
          .values({
            ownerId: owner,
            profileId: profile.id,
            pushOn: patch.push_on === 1,
            deviceToken: patch.device_token ?? null,
            alerts: { ...patch.alerts },
          })
          .returning();
        return toFollowJson(profile, row);
      });
    },

    /**
     * Uploads a device's follows in one call (docs/behaviour/accounts.md#sign-in-and-sign-up: after sign-up or sign-in): each profile not
     * yet followed is added, duplicates merge, unknown profiles are refused before anything is
     * written, and the whole list must stay within the limit.
     */
    async followAll(reader: Reader, refs: (FollowRef & { push_on?: 0 | 1 })[]): Promise<FollowJson[]> {
      const merged = mergeFollowRefs(refs);
      const found = merged.length
        ? await db
            .select()
            .from(profiles)
            .where(
              inArray(
                profiles.id,
                merged.map((ref) => ref.id),
              ),
            )
        : [];
      const byKey = new Map(found.map((row) => [`${row.context}:${row.id}`, row]));
      const missing = merged.find((ref) => !byKey.has(`${ref.context}:${ref.id}`));
      if (missing) throw contentErrors.profileNotFound(missing.context, missing.id);
      const owner = await ensureOwner(db, reader);
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM follow_owners WHERE id = ${owner} FOR UPDATE`);
        const have = await tx
          .select({ profileId: follows.profileId })
          .from(follows)
          .where(eq(follows.ownerId, owner));
        const held = new Set(have.map((row) => row.profileId));
        const added = merged.filter((ref) => !held.has(ref.id));
        if (have.length + added.length > FOLLOWS_MAX) throw followsErrors.tooManyFollows();
        if (added.length === 0) return;
        await tx
          .insert(follows)
          .values(added.map((ref) => ({ ownerId: owner, profileId: ref.id, pushOn: ref.push_on === 1 })))
          .onConflictDoNothing();
      });
      return ownedList(owner);
    },

    /** Changes a follow's alerts (docs/behaviour/favorites.md#follow-alerts: subscribe sets push_on 1, unsubscribe 0). */
    async update(reader: Reader, ref: FollowRef, patch: FollowPatch): Promise<FollowJson> {
      const profile = await profileOf(ref);
      // A reader on the defaults who turns alerts on for a default follow makes their list theirs.
      const owner = (await findOwner(db, reader)) ?? (await ensureOwner(db, reader));
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(follows)
          .where(and(eq(follows.ownerId, owner), eq(follows.profileId, profile.id)))
          .for("update");
        if (!row) throw followsErrors.followNotFound(ref.context, ref.id);
        const [updated] = await tx
          .update(follows)
          .set({
            ...(patch.push_on === undefined ? {} : { pushOn: patch.push_on === 1 }),
            ...(patch.device_token === undefined ? {} : { deviceToken: patch.device_token }),
            ...(patch.alerts ? { alerts: { ...row.alerts, ...patch.alerts } } : {}),
          })
          .where(eq(follows.id, row.id))
          .returning();
        return toFollowJson(profile, updated);
      });
    },

    /** Unfollows the given profiles (those not followed are ignored) and answers what remains. */
    async unfollow(reader: Reader, refs: FollowRef[]): Promise<FollowJson[]> {
      const owner = await ensureOwner(db, reader);
      const ids = mergeFollowRefs(refs).map((ref) => ref.id);
      if (ids.length > 0) {
        const wanted = new Set(refs.map(followKey));
        const rows = await db
          .select({ id: profiles.id, context: profiles.context })
          .from(profiles)
          .where(inArray(profiles.id, ids));
        const matching = rows.filter((row) => wanted.has(`${row.context}:${row.id}`));
        if (matching.length > 0) {
          await db.delete(follows).where(
            and(
              eq(follows.ownerId, owner),
              inArray(
                follows.profileId,
                matching.map((row) => row.id),
              ),
            ),
          );
        }
      }
      return ownedList(owner);
    },

    count,
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
