import { describe, expect, it } from "vitest";
import type { DiscoverNodeJson, ProfileJson } from "../content/content.ts";
import { type DiscoverNodeId, parseDiscoverBreadcrumb, parseDiscoverId } from "../routing/discover-urls.ts";
import {
  feedProfiles,
  idMatchesNode,
  listedProfileId,
  nodeHref,
  OLYMPIC_NODE_KEY,
  olympicTarget,
  pathToKey,
  trailCrumbs,
  walkTrail,
} from "./discover-trail.ts";

const profile = (context: ProfileJson["context"], id: number, name: string): ProfileJson => ({
  id,
  context,
  name,
  common_name: name,
  short_name: null,
  photo: { small: null, original: null },
  has_standings: false,
  names: {},
});

function node(key: string, type: DiscoverNodeJson["type"], nodes: DiscoverNodeJson[] = [], p?: ProfileJson) {
  return {
    key,
    name: p?.name ?? key.toUpperCase(),
    type,
    nodes,
    profile: p ?? null,
    context_type: p?.context ?? null,
    filter_context: null,
    load_profile: type === "profile",
    canDrill: type !== "profile" || nodes.length > 0,
    api: null,
  } satisfies DiscoverNodeJson;
}

// Football › Premier League (a profile) › Arsenal; Teams › All teams (dynamic); Topics › the
// Olympic node › an athlete.
const arsenal = node("football.pl.arsenal", "profile", [], profile("teams", 7, "Arsenal"));
const league = node("football.pl", "profile", [arsenal], profile("leagues", 3, "Premier League"));
const football = node("football", "label", [league]);
const allTeams = { ...node("teams.all", "dynamic"), context_type: "teams" };
const teams = node("teams", "label", [allTeams]);
const sprinter = node(`${OLYMPIC_NODE_KEY}.amara`, "profile", [], profile("athletes", 40, "Amara"));
const olympic = node(OLYMPIC_NODE_KEY, "profile", [sprinter], profile("entities", 20, "Olympic Games"));
const climate = node("topics.climate", "profile", [], profile("entities", 21, "Climate"));
const topics = node("topics", "label", [olympic, climate]);
const tree = [football, teams, topics];
const TS = 1_700_000_000_000;

describe("walkTrail", () => {
  it.each([
    { keys: ["football"], trail: ["football"] },
    { keys: ["football", "football.pl"], trail: ["football", "football.pl"] },
    {
      keys: ["football", "football.pl", "football.pl.arsenal"],
      trail: ["football", "football.pl", "football.pl.arsenal"],
    },
    {
      keys: ["topics", OLYMPIC_NODE_KEY, `${OLYMPIC_NODE_KEY}.amara`],
      trail: ["topics", OLYMPIC_NODE_KEY, `${OLYMPIC_NODE_KEY}.amara`],
    },
  ])("follows $keys through the tree", ({ keys, trail }) => {
    const walk = walkTrail(tree, keys);
    expect(walk?.kind).toBe("tree");
    expect(walk?.trail.map((step) => step.key)).toEqual(trail);
  });

  it("ends at a profile listed by a dynamic node, which the tree does not hold", () => {
    expect(walkTrail(tree, ["teams", "teams.all", "teams.all:12"])).toEqual({
      kind: "listed",
      trail: [teams, allTeams],
      key: "teams.all:12",
      profileId: 12,
    });
  });

  it.each([
    { why: "no keys", keys: [] },
    { why: "an unknown top-level key", keys: ["cricket"] },
    { why: "a child under the wrong parent", keys: ["teams", "football.pl"] },
    { why: "a nested node without its parents", keys: ["football.pl"] },
    { why: "a skipped level", keys: ["football", "football.pl.arsenal"] },
    { why: "a listed profile not last", keys: ["teams", "teams.all", "teams.all:12", "x"] },
    { why: "a listed key under a label", keys: ["teams", "teams:12"] },
    { why: "a listed key of another dynamic node", keys: ["teams", "teams.all", "athletes.all:12"] },
    { why: "a listed id that is not a number", keys: ["teams", "teams.all", "teams.all:x"] },
  ])("refuses $why", ({ keys }) => {
    expect(walkTrail(tree, keys)).toBeNull();
  });
});

describe("listedProfileId", () => {
  it.each([
    ["teams.all", "teams.all:12", 12],
    ["teams.all", "teams.all:012", null],
    ["teams.all", "teams.all:", null],
    ["teams.all", "teams.all:1234567890", null],
    ["teams.all", "teams.all12", null],
    ["teams", "teams.all:12", null],
  ])("%s, %s → %s", (parent, key, expected) => {
    expect(listedProfileId(parent, key)).toBe(expected);
  });
});

describe("pathToKey", () => {
  it("finds a node at any depth with the nodes above it", () => {
    expect(pathToKey(tree, OLYMPIC_NODE_KEY)?.map((step) => step.key)).toEqual(["topics", OLYMPIC_NODE_KEY]);
    expect(pathToKey(tree, "football.pl.arsenal")?.map((step) => step.key)).toEqual([
      "football",
      "football.pl",
      "football.pl.arsenal",
    ]);
    expect(pathToKey(tree, "nowhere")).toBeNull();
  });
});

describe("nodeHref", () => {
  it.each([
    {
      why: "a top-level label",
      trail: [football],
      href: `/discover/football/label/context=football&vertical=FOOTBALL&day=0&index=7&timestamp=${TS}`,
    },
    {
      why: "a profile node under it",
      trail: [football, league],
      href: `/discover/football&football.pl/feed/context=leagues&id=3&vertical=Premier%20League&day=0&index=7&timestamp=${TS}`,
    },
    {
      why: "a dynamic node (drilled like a label)",
      trail: [teams, allTeams],
      href: `/discover/teams&teams.all/label/context=teams.all&vertical=TEAMS.ALL&day=0&index=7&timestamp=${TS}`,
    },
    {
      why: "the Olympic node",
      trail: [topics, olympic],
      href: `/discover/olympic/feed/context=entities&id=20&vertical=Olympic%20Games&day=0&index=7&timestamp=${TS}`,
    },
    {
      why: "a profile right under the Olympic node",
      trail: [topics, olympic, sprinter],
      href: `/discover/olympic/feed/context=athletes&id=40&vertical=Amara&day=0&index=7&timestamp=${TS}`,
    },
    {
      why: "an Olympic node that is a label",
      trail: [{ ...node(OLYMPIC_NODE_KEY, "label") }],
      href: "/discover/olympic",
    },
  ])("links $why", ({ trail, href }) => {
    expect(nodeHref(trail as [DiscoverNodeJson, ...DiscoverNodeJson[]], TS)).toBe(href);
  });
});

describe("trailCrumbs", () => {
  it("links each crumb with the keys up to it only, so following it drops the later ones", () => {
    const crumbs = trailCrumbs([football, league, arsenal], TS);
    expect(crumbs.map((crumb) => crumb.name)).toEqual(["FOOTBALL", "Premier League", "Arsenal"]);
    const breadcrumbs = crumbs.map((crumb) =>
      parseDiscoverBreadcrumb(decodeURIComponent(crumb.href.split("/")[2])),
    );
    expect(breadcrumbs).toEqual([
      ["football"],
      ["football", "football.pl"],
      ["football", "football.pl", "football.pl.arsenal"],
    ]);
  });

  it("has no crumbs at the top of Discover", () => {
    expect(trailCrumbs([], TS)).toEqual([]);
  });
});

describe("idMatchesNode", () => {
  const id = (text: string) => parseDiscoverId(text) as DiscoverNodeId;
  const tail = "vertical=X&day=0&index=7&timestamp=1";
  it.each([
    { form: "label", node: football, id: null, ok: true },
    { form: "label", node: football, id: id(`context=football&${tail}`), ok: true },
    { form: "label", node: allTeams, id: id(`context=teams.all&${tail}`), ok: true },
    { form: "label", node: football, id: id(`context=teams&${tail}`), ok: false },
    { form: "label", node: football, id: id(`context=football&id=1&${tail}`), ok: false },
    { form: "label", node: league, id: null, ok: false },
    { form: "feed", node: league, id: id(`context=leagues&id=3&${tail}`), ok: true },
    { form: "feed", node: league, id: null, ok: true },
    { form: "feed", node: football, id: null, ok: true },
    { form: "feed", node: league, id: id(`context=leagues&id=4&${tail}`), ok: false },
    { form: "feed", node: league, id: id(`context=teams&id=3&${tail}`), ok: false },
    { form: "feed", node: league, id: id(`context=leagues&${tail}`), ok: false },
    { form: "feed", node: football, id: id(`context=football&${tail}`), ok: false },
  ] as const)(
    "$form form, node $node.key, id $id.context/$id.id → $ok",
    ({ form, node: n, id: nodeId, ok }) => {
      expect(idMatchesNode(form, n, nodeId)).toBe(ok);
    },
  );
});

describe("olympicTarget", () => {
  const olympicTrail = [topics, olympic];
  const tail = "vertical=X&day=0&index=7&timestamp=1";
  it("is the Olympic node without an id or with its own", () => {
    expect(olympicTarget(olympicTrail, null)).toEqual([topics, olympic]);
    expect(olympicTarget(olympicTrail, parseDiscoverId(`context=entities&id=20&${tail}`))).toEqual([
      topics,
      olympic,
    ]);
  });

  it("is a child profile of the Olympic node by its id", () => {
    expect(olympicTarget(olympicTrail, parseDiscoverId(`context=athletes&id=40&${tail}`))).toEqual([
      topics,
      olympic,
      sprinter,
    ]);
  });

  it("is nothing for another profile, or without the Olympic node", () => {
    expect(olympicTarget(olympicTrail, parseDiscoverId(`context=entities&id=21&${tail}`))).toBeNull();
    expect(olympicTarget(olympicTrail, parseDiscoverId(`context=entities&${tail}`))).toBeNull();
    expect(olympicTarget([], null)).toBeNull();
  });
});

describe("feedProfiles", () => {
  it("is a profile node's own profile", () => {
    expect(feedProfiles(league, league.nodes, 100)).toEqual([league.profile]);
  });

  it("is the profiles of a label's children, each once, at most max", () => {
    expect(feedProfiles(topics, topics.nodes, 100)).toEqual([olympic.profile, climate.profile]);
    expect(feedProfiles(topics, [climate, climate, olympic], 100)).toEqual([
      climate.profile,
      olympic.profile,
    ]);
    expect(feedProfiles(topics, topics.nodes, 1)).toEqual([olympic.profile]);
  });

  it("is none for a label over labels: it has no feed", () => {
    expect(feedProfiles(null, tree, 100)).toEqual([]);
    expect(feedProfiles(teams, teams.nodes, 100)).toEqual([]);
  });
});
