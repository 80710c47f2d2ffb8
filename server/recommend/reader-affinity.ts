import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";

/** Who asks for recommendations: a signed-in user (tid) or an anonymous visitor (PSID). */
export type Reader = { kind: "user"; userId: string } | { kind: "anonymous"; psid: string };

/**
 * What a reader likes, as weights that sum to about 1 per source: sections and tags (profile ids)
 * they showed interest in, and articles they have already seen (never recommended again).
 */
export type Affinity = {
  sections: Map<string, number>;
  profiles: Map<number, number>;
  seen: Set<number>;
  /** Profiles the reader follows (a story tagged with one says so: "You follow …"). */
  followed: Set<number>;
  /** Sections and profiles the reader asked to see fewer of ("fewer like this"). */
  fewer: Set<string>;
  /** Publishers the reader blocked: their stories leave the list. */
  blockedPublishers: Set<number>;
};

export function emptyAffinity(): Affinity {
  return {
    sections: new Map(),
    profiles: new Map(),
    seen: new Set(),
    followed: new Set(),
    fewer: new Set(),
    blockedPublishers: new Set(),
  };
}

/** One kind of evidence about a reader. */
export type AffinitySource = (db: Database, reader: Reader) => Promise<Affinity>;

/** The reads looked at: recent taste matters more than last year's. */
const HISTORY_READS = 100;

/** Sections and tags of the reader's most recent reads, each weighted by its share of them. */
export const readsAffinity: AffinitySource = async (db, reader) => {
  // A guest's history is the PSID's reads made signed out: what a user read while signed in on
  // this browser stays theirs (decision 0052), even after they sign out.
  const who =
    reader.kind === "user" ? sql`user_id = ${reader.userId}` : sql`psid = ${reader.psid} and user_id is null`;
  const rows = await queryRows<{ id: number; section: string; tags: string | null }>(
    db,
    sql`
    with recent as (
      select article_id from article_reads where ${who} order by read_at desc limit ${HISTORY_READS}
    )
    select a.id, a.section,
      (select string_agg(ap.profile_id::text, ',') from article_profiles ap where ap.article_id = a.id) as tags
    from articles a
    where a.id in (select article_id from recent)`,
  );
  const affinity = emptyAffinity();
  const share = 1 / Math.max(rows.length, 1);
  for (const row of rows) {
    affinity.seen.add(Number(row.id));
    affinity.sections.set(row.section, (affinity.sections.get(row.section) ?? 0) + share);
    for (const tag of row.tags ? row.tags.split(",") : []) {
      const id = Number(tag);
      affinity.profiles.set(id, (affinity.profiles.get(id) ?? 0) + share);
    }
  }
  return affinity;
};

/** The likes looked at, newest first. */
const HISTORY_LIKES = 100;
/**
 * How much a like outweighs a read: a reader opens many stories and likes few, so a like says
 * more. Twice a read's share, per liked story.
 */
export const LIKE_WEIGHT = 2;

/**
 * Sections and tags of the stories a signed-in reader liked, weighted like reads but stronger
 * (LIKE_WEIGHT); a liked story was read, so it is not recommended again. Guests cannot like.
 */
export const likesAffinity: AffinitySource = async (db, reader) => {
  const affinity = emptyAffinity();
  if (reader.kind !== "user") return affinity;
  const rows = await queryRows<{ id: number; section: string; tags: string | null }>(
    db,
    sql`
    with recent as (
      select l.article_id from likes l join users u on u.id = l.user_id
      where u.tid::text = ${reader.userId} order by l.liked_at desc limit ${HISTORY_LIKES}
    )
    select a.id, a.section,
      (select string_agg(ap.profile_id::text, ',') from article_profiles ap where ap.article_id = a.id) as tags
    from articles a
    where a.id in (select article_id from recent)`,
  );
  const share = LIKE_WEIGHT / Math.max(rows.length, 1);
  for (const row of rows) {
    affinity.seen.add(Number(row.id));
    affinity.sections.set(row.section, (affinity.sections.get(row.section) ?? 0) + share);
    for (const tag of row.tags ? row.tags.split(",") : []) {
      const id = Number(tag);
      affinity.profiles.set(id, (affinity.profiles.get(id) ?? 0) + share);
    }
  }
  return affinity;
};

/**
 * The profiles the reader follows (decision 0067: an account's owner row, or the guest PSID's),
 * each weighted by its share, so a follow counts as much as a whole history of reads: following
 * is the clearest thing a reader tells us.
 */
export const followsAffinity: AffinitySource = async (db, reader) => {
  const rows = await queryRows<{ profile_id: number }>(
    db,
    sql`select f.profile_id from follows f join follow_owners o on o.id = f.owner_id where ${ownerIs(reader)}`,
  );
  const affinity = emptyAffinity();
  const share = 1 / Math.max(rows.length, 1);
  for (const row of rows) {
    affinity.profiles.set(Number(row.profile_id), share);
    affinity.followed.add(Number(row.profile_id));
  }
  return affinity;
};

/** What the reader asked for: fewer of a section or profile, no more of a publisher. */
export const feedbackAffinity: AffinitySource = async (db, reader) => {
  const rows = await queryRows<{ kind: string; target: string }>(
    db,
    sql`select r.kind, r.target from reader_feedback r join follow_owners o on o.id = r.owner_id
        where ${ownerIs(reader)}`,
  );
  const affinity = emptyAffinity();
  for (const row of rows) {
    if (row.kind === "fewer") affinity.fewer.add(row.target);
    else if (row.kind === "block" && row.target.startsWith("publisher:"))
      affinity.blockedPublishers.add(Number(row.target.slice("publisher:".length)));
  }
  return affinity;
};

/** The owner row (decision 0067) of a reader of the recommender: an account by tid, or a guest. */
function ownerIs(reader: Reader) {
  return reader.kind === "user"
    ? sql`o.user_id = (select id from users where tid::text = ${reader.userId})`
    : sql`o.psid = ${reader.psid} and o.user_id is null`;
}

/** Every source of affinity, summed. */
export const AFFINITY_SOURCES: AffinitySource[] = [
  readsAffinity,
  likesAffinity,
  followsAffinity,
  feedbackAffinity,
];

export async function readerAffinity(
  db: Database,
  reader: Reader,
  sources: AffinitySource[] = AFFINITY_SOURCES,
): Promise<Affinity> {
  const parts = await Promise.all(sources.map((source) => source(db, reader)));
  const total = emptyAffinity();
  for (const part of parts) {
    for (const [key, weight] of part.sections)
      total.sections.set(key, (total.sections.get(key) ?? 0) + weight);
    for (const [key, weight] of part.profiles)
      total.profiles.set(key, (total.profiles.get(key) ?? 0) + weight);
    for (const id of part.seen) total.seen.add(id);
    for (const id of part.followed) total.followed.add(id);
    for (const target of part.fewer) total.fewer.add(target);
    for (const id of part.blockedPublishers) total.blockedPublishers.add(id);
  }
  return total;
}

export function hasAffinity(affinity: Affinity): boolean {
  return affinity.sections.size > 0 || affinity.profiles.size > 0 || affinity.fewer.size > 0;
}
