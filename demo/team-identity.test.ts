import { describe, expect, it } from "vitest";
import { badgeInitials } from "#core/sports/team-badge.ts";
import { buildDemoProfiles } from "./demo-profiles.ts";
import { loadFootballLeagues } from "./football-data.ts";

const { teams } = buildDemoProfiles(loadFootballLeagues());
const code = (name: string) => {
  const team = teams.find((t) => t.profile.name === name);
  if (!team) throw new Error(`no demo team ${name}`);
  return badgeInitials({ name: team.profile.name, short_name: team.profile.shortName });
};

describe("the demo clubs' badges", () => {
  it("give no two clubs of one league the same code", () => {
    const byLeague = new Map<string, Map<string, string>>();
    for (const team of teams) {
      const codes = byLeague.get(team.leagueCode) ?? new Map<string, string>();
      const badge = badgeInitials({ name: team.profile.name, short_name: team.profile.shortName });
      expect(badge).toMatch(/^[A-Z]{3}$/);
      expect(codes.get(badge), `${badge}: ${codes.get(badge)} and ${team.profile.name}`).toBeUndefined();
      codes.set(badge, team.profile.name);
      byLeague.set(team.leagueCode, codes);
    }
    expect([...byLeague.values()].map((codes) => codes.size)).toEqual([20, 20, 20, 18]);
  });

  it("read as football writes the well-known ones", () => {
    expect(code("Tottenham Hotspur")).toBe("TOT");
    expect(code("Manchester United")).toBe("MUN");
    expect(code("Manchester City")).toBe("MCI");
    expect(code("Wolverhampton Wanderers")).toBe("WOL");
    expect(code("Brighton & Hove Albion")).toBe("BHA");
    expect(code("Real Madrid")).toBe("RMA");
    expect(code("FC Barcelona")).toBe("FCB");
    expect(code("Sporting CP")).toBe("SCP");
    expect(code("São Paulo FC")).toBe("SAO");
  });
});
