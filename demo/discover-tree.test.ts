import { describe, expect, it } from "vitest";
import { allDemoProfiles, buildDemoProfiles } from "./demo-profiles.ts";
import { buildDiscoverTree, slugify } from "./discover-tree.ts";
import { loadFootballLeagues } from "./football-data.ts";

const profiles = buildDemoProfiles(loadFootballLeagues());
const ids = new Map(allDemoProfiles(profiles).map((profile, index) => [profile, index + 1]));
const tree = buildDiscoverTree(763, profiles, (profile) => ids.get(profile) ?? -1);

describe("buildDiscoverTree", () => {
  it("has the four top-level labels in order", () => {
    const roots = tree.filter((node) => node.parentKey === null);
    expect(roots.map((node) => [node.key, node.type, node.position])).toEqual([
      ["football", "label", 0],
      ["teams", "label", 1],
      ["topics", "label", 2],
      ["athletes", "label", 3],
    ]);
    expect(roots[0].names).toEqual({ en: "Football", es: "Fútbol", pt: "Futebol" });
  });

  it("hangs leagues under Football and teams under their league", () => {
    const leagues = tree.filter((node) => node.parentKey === "football");
    expect(leagues).toHaveLength(4);
    for (const league of leagues) {
      expect(league).toMatchObject({ type: "profile", contextType: "leagues" });
      const teams = tree.filter((node) => node.parentKey === league.key);
      expect(teams.length).toBeGreaterThanOrEqual(18);
      for (const team of teams) expect(team).toMatchObject({ type: "profile", contextType: "teams" });
    }
  });

  it("lists teams and athletes dynamically and topics by profile, with names per language", () => {
    expect(tree.find((node) => node.key === "teams.all")).toMatchObject({
      type: "dynamic",
      contextType: "teams",
      parentKey: "teams",
    });
    expect(tree.find((node) => node.key === "athletes.all")).toMatchObject({
      type: "dynamic",
      contextType: "athletes",
    });
    const topics = tree.filter((node) => node.parentKey === "topics");
    expect(topics).toHaveLength(profiles.topics.length);
    expect(topics.find((node) => node.key === "topics.artificial-intelligence")?.names).toEqual({
      en: "Artificial Intelligence",
      es: "Inteligencia artificial",
      pt: "Inteligência artificial",
    });
  });

  it("uses unique keys, existing parents and the profiles' ids", () => {
    const keys = tree.map((node) => node.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const node of tree) {
      if (node.parentKey !== null) expect(keys).toContain(node.parentKey);
      if (node.type === "profile") expect(node.profileId).toBeGreaterThan(0);
      else expect(node.profileId ?? null).toBeNull();
      expect(node.siteId).toBe(763);
    }
  });

  it("makes URL-safe slugs", () => {
    expect(slugify("Brighton & Hove Albion")).toBe("brighton-and-hove-albion");
    expect(slugify("Grêmio Porto Alegre")).toBe("gremio-porto-alegre");
  });
});
