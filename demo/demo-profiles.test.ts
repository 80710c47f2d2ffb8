import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, SECTION_KEYS } from "#core/content/content.ts";
import { demoPictureSvg } from "./demo-picture.ts";
import { allDemoProfiles, buildDemoProfiles, teamCommonName } from "./demo-profiles.ts";
import { DEMO_PUBLISHERS, publishersFor } from "./demo-publishers.ts";
import { loadFootballLeagues, parseOpenFootball } from "./football-data.ts";

const leagues = loadFootballLeagues();
const profiles = buildDemoProfiles(leagues);

describe("the football data", () => {
  it("reads the four openfootball files kept in the repository", () => {
    expect(leagues.map((league) => league.code)).toEqual(["br.1", "en.1", "es.1", "pt.1"]);
    const premier = leagues.find((league) => league.code === "en.1");
    expect(premier?.name).toBe("English Premier League");
    expect(premier?.season).toBe("2019/20");
    expect(premier?.teams).toHaveLength(20);
    expect(premier?.teams).toContain("Manchester United");
    expect(premier?.results[0]).toEqual({
      round: 1,
      home: "Liverpool FC",
      away: "Norwich City",
      homeGoals: 4,
      awayGoals: 1,
    });
  });

  it("skips matches without a full-time score or with a status", () => {
    const league = parseOpenFootball("xx.1", {
      name: "Test League 2020",
      matches: [
        { round: "Matchday 3", team1: "A", team2: "B", score: { ft: [1, 0] } },
        { round: "Matchday 3", team1: "C", team2: "D", score: {} },
        { round: "Matchday 4", team1: "A", team2: "C", score: { ft: [3, 0] }, status: "awarded" },
      ],
    });
    expect(league).toMatchObject({ name: "Test League", season: "2020", teams: ["A", "B", "C", "D"] });
    expect(league.results).toEqual([{ round: 3, home: "A", away: "B", homeGoals: 1, awayGoals: 0 }]);
  });
});

describe("buildDemoProfiles", () => {
  it("has a league with standings per file and a profile for every team of the data", () => {
    expect(profiles.leagues).toHaveLength(4);
    for (const league of profiles.leagues) expect(league.profile.hasStandings).toBe(true);
    const teamNames = profiles.teams.map((team) => team.profile.name).sort();
    expect(teamNames).toEqual([...new Set(leagues.flatMap((league) => league.teams))].sort());
  });

  it("keeps names unique per context, ignoring case", () => {
    const seen = new Set<string>();
    for (const profile of allDemoProfiles(profiles)) {
      const key = `${profile.context}:${profile.name.toLowerCase()}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it("gives teams their everyday names and nicknames", () => {
    const team = (name: string) => profiles.teams.find((t) => t.profile.name === name)?.profile;
    expect(team("Manchester United")?.aliases).toContain("Man Utd");
    expect(team("FC Barcelona")?.aliases).toEqual(expect.arrayContaining(["Barça", "Barcelona"]));
    expect(team("Flamengo RJ")).toMatchObject({ commonName: "Flamengo", shortName: "Flamengo" });
    // A phone's table tells the two Manchester clubs apart.
    expect(team("Manchester City")?.shortName).toBe("Man City");
    expect(team("Manchester United")?.shortName).toBe("Man Utd");
    expect(teamCommonName("Liverpool FC")).toBe("Liverpool");
    expect(teamCommonName("CD Santa Clara")).toBe("Santa Clara");
    expect(teamCommonName("Real Madrid")).toBe("Real Madrid");
  });

  it("gives every topic and league its name on each locale's pages, and teams none", () => {
    for (const { profile } of [...profiles.topics, ...profiles.leagues]) {
      for (const language of CONTENT_LANGUAGES) expect(profile.names[language], profile.name).toBeTruthy();
    }
    expect(profiles.topics.find((t) => t.profile.name === "Public Health")?.profile.names).toEqual({
      en: "Public Health",
      es: "Salud pública",
      pt: "Saúde pública",
    });
    expect(profiles.leagues.find((l) => l.data.code === "en.1")?.profile.names).toEqual({
      en: "English Premier League",
      es: "Premier League",
      pt: "Premier League",
    });
    // An English page names every league in English, not in the data's language.
    expect(profiles.leagues.find((l) => l.data.code === "es.1")?.profile.names.en).toBe("Spanish La Liga");
    expect(profiles.leagues.find((l) => l.data.code === "br.1")?.profile.names.en).toBe("Brazilian Série A");
    for (const { profile } of profiles.teams) expect(profile.names).toEqual({});
  });

  it("names topics in the three languages", () => {
    const topic = (name: string) => profiles.topics.find((t) => t.profile.name === name);
    expect(topic("Artificial Intelligence")?.profile.aliases).toEqual(
      expect.arrayContaining(["Inteligencia artificial", "Inteligência artificial"]),
    );
    expect(topic("Olympic Games")?.names).toEqual({
      en: "Olympic Games",
      es: "Juegos Olímpicos",
      pt: "Jogos Olímpicos",
    });
    expect(topic("Climate Change")?.profile.aliases).toContain("Climate");
  });

  it("gives every club its colours and no picture, so its badge is drawn from them", () => {
    for (const { profile } of profiles.teams) {
      expect(profile.photo, profile.name).toBeNull();
      expect(profile.colors, profile.name).toEqual([
        expect.stringMatching(/^#[0-9a-f]{6}$/),
        expect.stringMatching(/^#[0-9a-f]{6}$/),
      ]);
    }
  });

  it("gives every footballer a club of the data, and every other profile a picture that exists", () => {
    const teams = new Set(profiles.teams.map((team) => team.profile.name));
    const footballers = profiles.athletes.filter((athlete) => athlete.team !== null);
    expect(footballers).toHaveLength(teams.size);
    for (const athlete of footballers) expect(teams).toContain(athlete.team);
    for (const profile of allDemoProfiles(profiles)) {
      if (profile.context === "teams" || profile.photo === null) continue;
      const name = profile.photo.replace(/^\/media\/demo\/(.+)\.svg$/, "$1");
      expect(demoPictureSvg(name), profile.photo).not.toBeNull();
    }
  });
});

describe("the demo publishers", () => {
  it("are a dozen, four per language, covering every section in every language", () => {
    expect(DEMO_PUBLISHERS).toHaveLength(12);
    expect(new Set(DEMO_PUBLISHERS.map((p) => p.name.toLowerCase())).size).toBe(12);
    for (const language of CONTENT_LANGUAGES) {
      expect(DEMO_PUBLISHERS.filter((p) => p.language === language)).toHaveLength(4);
      for (const section of SECTION_KEYS) expect(publishersFor(section, language).length).toBeGreaterThan(0);
    }
    for (const publisher of DEMO_PUBLISHERS) {
      expect(publisher.domain).toMatch(/\.example$/);
      expect(demoPictureSvg(publisher.logo.slice("/media/demo/".length, -".svg".length))).not.toBeNull();
    }
  });
});
