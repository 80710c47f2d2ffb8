import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ContentLanguage, DiscoverNodeJson, ProfileJson } from "#core/content/content.ts";
import { toProfileJson } from "#server/content/article-json.ts";
import type { Database } from "#server/db/client.ts";
import { discoverNodes, profiles } from "#server/db/schema.ts";
import { type Paging, pageWindow } from "#server/http/api/params.ts";

/*
 * The Discover tree (docs/behaviour/discover.md#topic-node) read from `discover_nodes`:
 * - `label` groups the nodes whose `parent_key` is its key;
 * - `dynamic` stands for every profile whose context is its `context_type` (listed on demand,
 *   by name; `filter_context` is passed through for the client);
 * - `profile` is the one profile of its `profile_id`; it may have children too (the demo puts
 *   a league's teams under the league), shown in the tree; its content is its articles.
 * A profile listed under a dynamic node gets the key `<dynamic key>:<profile id>`, so a client
 * can drill into it like into a stored profile node.
 */

type NodeRow = typeof discoverNodes.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

/** The node's name in the reader's language, else English, else any, else its key. */
function nameIn(names: Partial<Record<string, string>>, language: ContentLanguage, fallback: string): string {
  return names[language] || names.en || Object.values(names).find(Boolean) || fallback;
}

function contentApi(key: string): string {
  return `site/favorites/${encodeURIComponent(key)}/content`;
}

function profileNode(
  key: string,
  name: string,
  profile: ProfileJson,
  nodes: DiscoverNodeJson[] = [],
  hasChildren = nodes.length > 0,
): DiscoverNodeJson {
  return {
    key,
    name,
    type: "profile",
    nodes,
    profile,
    context_type: profile.context,
    filter_context: null,
    load_profile: true,
    // A profile node opens its feed; one with stored children (a league over its teams) also drills.
    canDrill: hasChildren,
    api: `profiles/${profile.context}/${profile.id}`,
  };
}

function toNodeJson(
  row: NodeRow,
  language: ContentLanguage,
  profile: ProfileRow | undefined,
  nodes: DiscoverNodeJson[] = [],
  hasChildren = nodes.length > 0,
): DiscoverNodeJson | null {
  if (row.type === "profile") {
    // A profile node whose profile is gone has nothing to show (the foreign key cascades, but a
    // node without profile_id can still be stored).
    if (!profile) return null;
    const names = row.names as Partial<Record<string, string>>;
    return profileNode(
      row.key,
      nameIn(names, language, profile.names[language] || profile.name),
      toProfileJson(profile),
      nodes,
      hasChildren,
    );
  }
  return {
    key: row.key,
    name: nameIn(row.names, language, row.key),
    type: row.type === "dynamic" ? "dynamic" : "label",
    nodes,
    profile: null,
    context_type: row.contextType,
    filter_context: row.filterContext,
    load_profile: false,
    canDrill: true,
    api: contentApi(row.key),
  };
}

async function profilesOf(db: Database, rows: NodeRow[]): Promise<Map<number, ProfileRow>> {
  const ids = rows.flatMap((row) => (row.profileId === null ? [] : [row.profileId]));
  if (ids.length === 0) return new Map();
  const found = await db.select().from(profiles).where(inArray(profiles.id, ids));
  return new Map(found.map((row) => [row.id, row]));
}

async function parentKeys(db: Database, rows: NodeRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const found = await db
    .selectDistinct({ key: discoverNodes.parentKey })
    .from(discoverNodes)
    .where(
      and(
        eq(discoverNodes.siteId, rows[0].siteId),
        inArray(
          discoverNodes.parentKey,
          rows.map((row) => row.key),
        ),
      ),
    );
  return new Set(found.flatMap((row) => (row.key === null ? [] : [row.key])));
}

const nodeOrder = [asc(discoverNodes.position), asc(discoverNodes.key)];

/** The whole tree of a site: the top-level nodes with their descendants nested in `nodes`. */
export async function discoverTree(db: Database, siteId: number, language: ContentLanguage) {
  const rows = await db
    .select()
    .from(discoverNodes)
    .where(eq(discoverNodes.siteId, siteId))
    .orderBy(...nodeOrder);
  const profileById = await profilesOf(db, rows);
  const children = new Map<string | null, NodeRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentKey) ?? [];
    list.push(row);
    children.set(row.parentKey, list);
  }
  // Labels group children, and so may profile nodes (the demo puts teams under their league);
  // `seen` stops a parent_key cycle from recursing forever.
  const seen = new Set<string>();
  const build = (parentKey: string | null): DiscoverNodeJson[] =>
    (children.get(parentKey) ?? []).flatMap((row) => {
      if (seen.has(row.key)) return [];
      seen.add(row.key);
      const nested = build(row.key);
      const node = toNodeJson(row, language, profileById.get(row.profileId ?? -1), nested);
      return node ? [node] : [];
    });
  return build(null);
}

/** The top-level nodes of a site, without their children (the client drills in with `nodeContent`). */
export async function topLevelNodes(db: Database, siteId: number, language: ContentLanguage) {
  const rows = await db
    .select()
    .from(discoverNodes)
    .where(and(eq(discoverNodes.siteId, siteId), isNull(discoverNodes.parentKey)))
    .orderBy(...nodeOrder);
  return shapeNodes(db, rows, language);
}

/** Nodes without their children, each told whether it has any. */
async function shapeNodes(db: Database, rows: NodeRow[], language: ContentLanguage) {
  const [profileById, parents] = await Promise.all([profilesOf(db, rows), parentKeys(db, rows)]);
  return rows.flatMap((row) => {
    const node = toNodeJson(row, language, profileById.get(row.profileId ?? -1), [], parents.has(row.key));
    return node ? [node] : [];
  });
}

/** What a node holds: child nodes (a label, a dynamic node) or a profile whose articles to list. */
export type NodeContent =
  | { kind: "nodes"; nodes: DiscoverNodeJson[] }
  | { kind: "profile"; profileId: number };

/** A node's content, one page of it; null when the key names no node of the site. */
export async function nodeContent(
  db: Database,
  siteId: number,
  key: string,
  language: ContentLanguage,
  paging: Paging,
): Promise<NodeContent | null> {
  const node = await findNode(db, siteId, key);
  if (node) {
    if (node.type === "profile")
      return node.profileId === null ? null : { kind: "profile", profileId: node.profileId };
    const { limit, offset } = pageWindow(paging);
    if (node.type === "dynamic") {
      if (!node.contextType) return { kind: "nodes", nodes: [] };
      const rows = await db
        .select()
        .from(profiles)
        .where(eq(profiles.context, node.contextType))
        // The order of the profiles_context_name index: a page is one index range.
        .orderBy(sql`lower(${profiles.name})`, asc(profiles.id))
        .limit(limit)
        .offset(offset);
      const nodes = rows.map((row) => profileNode(`${node.key}:${row.id}`, row.name, toProfileJson(row)));
      return { kind: "nodes", nodes };
    }
    const rows = await db
      .select()
      .from(discoverNodes)
      .where(and(eq(discoverNodes.siteId, siteId), eq(discoverNodes.parentKey, node.key)))
      .orderBy(...nodeOrder)
      .limit(limit)
      .offset(offset);
    return { kind: "nodes", nodes: await shapeNodes(db, rows, language) };
  }
  // `<dynamic key>:<profile id>`: a profile listed by a dynamic node, if it is of that node's context.
  const listed = /^(.+):(\d{1,9})$/.exec(key);
  if (!listed) return null;
  const parent = await findNode(db, siteId, listed[1]);
  if (parent?.type !== "dynamic" || !parent.contextType) return null;
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, Number(listed[2])), eq(profiles.context, parent.contextType)))
    .limit(1);
  return profile ? { kind: "profile", profileId: profile.id } : null;
}

async function findNode(db: Database, siteId: number, key: string): Promise<NodeRow | null> {
  const [row] = await db
    .select()
    .from(discoverNodes)
    .where(and(eq(discoverNodes.key, key), eq(discoverNodes.siteId, siteId)))
    .limit(1);
  return row ?? null;
}
