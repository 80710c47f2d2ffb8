import type { ProfileContext } from "#core/content/content.ts";
import { OLYMPIC_NODE_KEY } from "#core/discover/discover-trail.ts";
import type { discoverNodes } from "#server/db/schema.ts";
import type { DemoProfile, DemoProfiles, Tri } from "./demo-profiles.ts";

/**
 * The demo edition's Discover tree (docs/behaviour/discover.md#topic-node) for a site:
 *
 * - Football (label) → a profile node per league → a profile node per team of that league;
 * - Teams (label) → All teams (dynamic over the `teams` profiles);
 * - Topics (label) → a profile node per topic (entity), named in each language; the Olympic Games
 *   one is the spec's Tokyo Olympic node (key OLYMPIC_NODE_KEY, opened at /discover/olympic), with
 *   a profile node per Olympic athlete under it;
 * - Athletes (label) → All athletes (dynamic over the `athletes` profiles).
 *
 * Keys are paths of slugs ("football.premier-league.liverpool-fc"), unique across the tree; the
 * Olympic node's is the special key the Discover routes know it by.
 */

type NodeRow = typeof discoverNodes.$inferInsert;

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The topic whose node is the Olympic one. */
const OLYMPIC_GAMES = "Olympic Games";

const same = (name: string): Tri => ({ en: name, es: name, pt: name });

/** `profileId` finds the stored id of a demo profile (it may predate the demo). */
export function buildDiscoverTree(
  siteId: number,
  profiles: DemoProfiles,
  profileId: (profile: DemoProfile) => number,
): NodeRow[] {
  const rows: NodeRow[] = [];
  const add = (node: Omit<NodeRow, "siteId">) => rows.push({ siteId, ...node });
  const label = (key: string, position: number, names: Tri) =>
    add({ key, parentKey: null, position, type: "label", names });
  const profileNode = (key: string, parentKey: string, position: number, profile: DemoProfile, names?: Tri) =>
    add({
      key,
      parentKey,
      position,
      type: "profile",
      names: names ?? same(profile.commonName),
      profileId: profileId(profile),
      contextType: profile.context,
    });
  const dynamic = (key: string, parentKey: string, names: Tri, context: ProfileContext) =>
    add({ key, parentKey, position: 0, type: "dynamic", names, contextType: context });

  label("football", 0, { en: "Football", es: "Fútbol", pt: "Futebol" });
  profiles.leagues.forEach((league, leaguePosition) => {
    const leagueKey = `football.${slugify(league.profile.commonName)}`;
    profileNode(leagueKey, "football", leaguePosition, league.profile);
    profiles.teams
      .filter((team) => team.leagueCode === league.data.code)
      .sort((a, b) => a.profile.commonName.localeCompare(b.profile.commonName))
      .forEach((team, teamPosition) => {
        profileNode(`${leagueKey}.${slugify(team.profile.name)}`, leagueKey, teamPosition, team.profile);
      });
  });

  label("teams", 1, { en: "Teams", es: "Equipos", pt: "Times" });
  dynamic("teams.all", "teams", { en: "All teams", es: "Todos los equipos", pt: "Todos os times" }, "teams");

  label("topics", 2, { en: "Topics", es: "Temas", pt: "Temas" });
  profiles.topics.forEach((topic, position) => {
    const olympic = topic.profile.name === OLYMPIC_GAMES;
    const key = olympic ? OLYMPIC_NODE_KEY : `topics.${slugify(topic.profile.name)}`;
    profileNode(key, "topics", position, topic.profile, topic.names);
    if (!olympic) return;
    profiles.athletes
      .filter((athlete) => athlete.team === null)
      .forEach((athlete, athletePosition) => {
        profileNode(
          `${key}.${slugify(athlete.profile.name)}`,
          key,
          athletePosition,
          athlete.profile,
          same(athlete.profile.name),
        );
      });
  });

  label("athletes", 3, { en: "Athletes", es: "Deportistas", pt: "Atletas" });
  dynamic(
    "athletes.all",
    "athletes",
    { en: "All athletes", es: "Todos los deportistas", pt: "Todos os atletas" },
    "athletes",
  );
  return rows;
}
