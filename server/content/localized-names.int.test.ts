import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content/content.ts";
import type { LeagueJson } from "#core/sports/standings-json.ts";
import { createTestApp } from "#server/testing/test-app.ts";

// (decision 0062): topics, leagues and sections carry their names in en/es/pt, and a
// Spanish or Portuguese page shows those, whatever the story's or the data's own language.

/** A page's visible text: no scripts (the hydration data keeps every locale's names), no tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("names in the reader's language (demo edition, PGlite)", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp("pglite");
  }, 120_000);
  afterAll(() => harness.close());

  const json = async <T>(path: string): Promise<T> => {
    const response = await harness.app.request(path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const page = async (path: string) => {
    const response = await harness.app.request(path);
    expect(response.status, path).toBe(200);
    return visibleText(await response.text());
  };

  const premier = async () => {
    const leagues = await json<LeagueJson[]>("/api/v3/leagues");
    const league = leagues.find((l) => l.name === "English Premier League");
    if (!league) throw new Error("no Premier League in the demo");
    return league;
  };
  const healthStory = async () => {
    const feed = await json<ArticleJson[]>("/api/v3/feed?per=100&language=en&context=news_stories");
    const story = feed.find((a) => a.tags.some((t) => t.name === "Public Health"));
    if (!story) throw new Error("no English story about Public Health in the demo");
    return story;
  };

  it("gives a league its Spanish and Portuguese names, keeping the spec's name", async () => {
    const league = await premier();
    expect(league.names).toMatchObject({ es: "Premier League", pt: "Premier League" });
    const standings = await json<{ league: LeagueJson }>(`/api/v3/leagues/${league.id}/standings`);
    expect(standings.league.names.es).toBe("Premier League");
  });

  it("gives a story's tags their names and its section every locale's label", async () => {
    const story = await healthStory();
    const tag = story.tags.find((t) => t.name === "Public Health");
    expect(tag?.names).toEqual({ en: "Public Health", es: "Salud pública", pt: "Saúde pública" });
    expect(story.verticals[0].labels).toMatchObject({ es: expect.any(String), pt: expect.any(String) });
  });

  it("shows an English story's topic and section in Spanish on /es and in Portuguese on /pt", async () => {
    const story = await healthStory();
    const section = story.verticals[0];
    for (const [prefix, topic] of [
      ["/es", "Salud pública"],
      ["/pt", "Saúde pública"],
    ] as const) {
      const text = await page(`${prefix}/noproxy/news_stories/web/${story.id}`);
      expect(text).toContain(topic);
      expect(text).not.toContain("Public Health");
      expect(text).toContain(section.labels[prefix === "/es" ? "es" : "pt"]);
      expect(text).not.toContain(` ${section.label} `);
    }
  });

  it("names the league of a table in the page's language", async () => {
    const league = await premier();
    const es = await page(`/es/sports/standings/${encodeURIComponent(league.name)}/${league.id}`);
    expect(es).toContain("Clasificación: Premier League");
    expect(es).not.toContain("English Premier League");
    const en = await page(`/sports/standings/${encodeURIComponent(league.name)}/${league.id}`);
    expect(en).toContain("English Premier League standings");
  });
});
