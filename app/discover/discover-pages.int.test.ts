import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OLYMPIC_NODE_KEY } from "#core/discover/discover-trail.ts";
import { discoverNodes, profiles } from "#server/db/schema.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";

// The Discover pages rendered by the whole server over the demo edition's tree: the drill-down
// forms, names in three languages, the Olympic node, the stories of each node, and the 404s.
describe.each(ENGINES)("discover pages on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp(engine);
    // A topic nobody has written about yet, under Topics: its page says so.
    const [quiet] = await harness.db
      .insert(profiles)
      .values({ context: "entities", name: "Curling Tactics", commonName: "Curling Tactics" })
      .returning();
    await harness.db.insert(discoverNodes).values({
      key: "topics.curling-tactics",
      siteId: 763,
      parentKey: "topics",
      position: 99,
      type: "profile",
      names: { en: "Curling Tactics", es: "Tácticas de curling", pt: "Táticas de curling" },
      profileId: quiet.id,
    });
  }, 180_000);
  afterAll(() => harness?.close());

  const get = async (path: string) => {
    const response = await harness.app.request(path);
    return {
      status: response.status,
      html: await response.text(),
      location: response.headers.get("location"),
    };
  };
  const fromHtml = (text: string) =>
    text
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'");
  /** The children's links: name → href. */
  const children = (html: string) =>
    new Map(
      [
        ...html.matchAll(
          /<a href="([^"]+)" class="discover-node__link"[^>]*>.*?<span class="discover-node__name">([^<]*)<\/span>/g,
        ),
      ].map((match) => [fromHtml(match[2]), fromHtml(match[1])]),
    );
  /** The trail's links and the current crumb, in order. */
  const crumbs = (html: string) => {
    const nav = /<nav aria-label="[^"]*" class="discover-trail">(.*?)<\/nav>/.exec(html)?.[1] ?? "";
    return [...nav.matchAll(/<li>(?:<a href="([^"]+)"[^>]*>|<span aria-current="page">)([^<]*)</g)].map(
      (m) => ({
        href: m[1] ? fromHtml(m[1]) : null,
        name: fromHtml(m[2]),
      }),
    );
  };
  const storyCount = (html: string) => (html.match(/data-article-id="\d+"/g) ?? []).length;

  it.each([
    ["", "en", "Discover", ["Football", "Teams", "Topics", "Athletes"]],
    ["/es", "es", "Descubrir", ["Fútbol", "Equipos", "Temas", "Deportistas"]],
    ["/pt", "pt", "Descobrir", ["Futebol", "Times", "Temas", "Atletas"]],
  ])(
    "%s/discover lists the top-level nodes in the reader's language (%s)",
    async (prefix, lang, title, names) => {
      const { status, html } = await get(`${prefix}/discover`);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<title>${title}`);
      expect([...children(html).keys()]).toEqual(names);
      // Label nodes open by the label form, with the locale's prefix.
      expect(children(html).get(names[0])).toMatch(
        new RegExp(
          `^${prefix}/discover/football/label/context=football&vertical=${encodeURIComponent(names[0])}&day=0&index=7&timestamp=\\d+$`,
        ),
      );
      expect(crumbs(html)).toEqual([{ href: null, name: title }]);
    },
  );

  it("drills down three levels, each node with its stories, and back by a crumb", async () => {
    const root = await get("/es/discover");
    const football = await get(children(root.html).get("Fútbol") as string);
    expect(football.status).toBe(200);
    expect(football.html).toContain("<title>Fútbol · Descubrir");
    // A label's feed is the stories of its profiles (the leagues).
    expect(storyCount(football.html)).toBeGreaterThan(0);
    const leagues = children(football.html);
    const [leagueName, leagueHref] = [...leagues][0];
    expect(leagueHref).toMatch(
      /^\/es\/discover\/football&football\.[\w-]+\/feed\/context=leagues&id=\d+&vertical=[^&]+&day=0&index=7&timestamp=\d+$/,
    );
    const league = await get(leagueHref);
    expect(league.status).toBe(200);
    expect(storyCount(league.html)).toBeGreaterThan(0);
    // The league's teams are its children, each opening its feed.
    const [teamName, teamHref] = [...children(league.html)][0];
    expect(teamHref).toMatch(/\/feed\/context=teams&id=\d+&/);
    const team = await get(teamHref);
    expect(team.status).toBe(200);
    expect(team.html).toContain(`<h1 id="discover-heading">${teamName.replace(/&/g, "&amp;")}</h1>`);
    const trail = crumbs(team.html);
    expect(trail.map((crumb) => crumb.name)).toEqual(["Descubrir", "Fútbol", leagueName, teamName]);
    expect(trail[0].href).toBe("/es/discover");
    // The league's crumb carries the keys up to it only: following it drops the team's.
    expect(trail[2].href?.replace(/timestamp=\d+/, "")).toBe(leagueHref.replace(/timestamp=\d+/, ""));
    const back = await get(trail[2].href as string);
    expect(crumbs(back.html).map((crumb) => crumb.name)).toEqual(["Descubrir", "Fútbol", leagueName]);
  });

  it("lists a dynamic node's profiles, page by page, and opens one of them", async () => {
    const teams = await get(children((await get("/discover")).html).get("Teams") as string);
    // A label over a dynamic node only has no stories of its own: its children are its content.
    expect(storyCount(teams.html)).toBe(0);
    expect(teams.html).not.toContain('id="discover-stories"');
    const all = await get(children(teams.html).get("All teams") as string);
    expect(all.status).toBe(200);
    const listed = [...children(all.html)];
    expect(listed.length).toBeGreaterThan(10);
    // Sixty a page: a full page links the next one, whose profiles are others.
    expect(listed.length).toBeLessThanOrEqual(60);
    if (listed.length === 60) {
      const next =
        /<a rel="next" href="([^"]+)"/.exec(all.html)?.[1] ??
        /<a href="([^"]+)" rel="next"/.exec(all.html)?.[1];
      expect(next).toBeDefined();
      const second = await get(fromHtml(next as string));
      expect(second.status).toBe(200);
      const names = [...children(second.html).keys()];
      expect(names.length).toBeGreaterThan(0);
      expect(names.some((other) => children(all.html).has(other))).toBe(false);
    }
    const [name, href] = listed[0];
    expect(href).toMatch(/^\/discover\/teams&teams\.all&teams\.all%3A\d+\/feed\/context=teams&id=\d+&/);
    const team = await get(href);
    expect(team.status).toBe(200);
    expect(crumbs(team.html).map((crumb) => crumb.name)).toEqual(["Discover", "Teams", "All teams", name]);
    expect(team.html).toContain('href="/feed/recent/');
    // A listed profile of another context is not the dynamic node's.
    const athleteId = /context=athletes&amp;id=(\d+)/.exec((await get("/discover/olympic")).html)?.[1];
    expect((await get(`/discover/teams&teams.all&teams.all:${athleteId}`)).status).toBe(404);
  });

  it("routes the Olympic node to /discover/olympic/…, in each language", async () => {
    const topics = await get(children((await get("/pt/discover")).html).get("Temas") as string);
    const olympicHref = children(topics.html).get("Jogos Olímpicos");
    expect(olympicHref).toMatch(
      /^\/pt\/discover\/olympic\/feed\/context=entities&id=\d+&vertical=Jogos%20Ol%C3%ADmpicos&/,
    );
    const olympic = await get(olympicHref as string);
    expect(olympic.status).toBe(200);
    expect(olympic.html).toContain("<title>Jogos Olímpicos · Descobrir");
    expect(storyCount(olympic.html)).toBeGreaterThan(0);
    const [athlete, athleteHref] = [...children(olympic.html)][0];
    expect(athleteHref).toMatch(/^\/pt\/discover\/olympic\/feed\/context=athletes&id=\d+&/);
    const page = await get(athleteHref);
    expect(page.status).toBe(200);
    expect(crumbs(page.html).map((crumb) => crumb.name)).toEqual([
      "Descobrir",
      "Temas",
      "Jogos Olímpicos",
      athlete,
    ]);
    const bare = await get("/es/discover/olympic");
    expect(bare.status).toBe(200);
    expect(bare.html).toContain('<h1 id="discover-heading">Juegos Olímpicos</h1>');
  });

  it.each([
    [`/discover/${OLYMPIC_NODE_KEY}`, "/discover/olympic"],
    [
      `/es/discover/topics&${OLYMPIC_NODE_KEY}/feed/context=entities&id=1&vertical=x&day=0&index=7&timestamp=1`,
      "/es/discover/olympic",
    ],
    [`/pt/discover/${OLYMPIC_NODE_KEY}/label`, "/pt/discover/olympic"],
  ])("sends the Olympic node's breadcrumb %s to the Olympics page", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.location).toBe(location);
  });

  it("says when a node has no stories yet, in each language", async () => {
    for (const [prefix, text] of [
      ["", "There are no stories about Curling Tactics yet."],
      ["/es", "Todavía no hay noticias sobre Tácticas de curling."],
      ["/pt", "Ainda não há notícias sobre Táticas de curling."],
    ]) {
      const topics = await get(
        children((await get(`${prefix}/discover`)).html).get(prefix === "" ? "Topics" : "Temas") as string,
      );
      const href = [...children(topics.html)].find(([, link]) =>
        link.includes("topics.curling-tactics"),
      )?.[1];
      const { status, html } = await get(href as string);
      expect(status).toBe(200);
      expect(html).toContain(text);
      expect(storyCount(html)).toBe(0);
    }
  });

  const tail = "vertical=X&day=0&index=7&timestamp=1";
  it.each([
    "/discover/cricket",
    "/discover/cricket/label",
    "/discover/football.premier-league",
    "/discover/teams&football/label",
    `/discover/football/label/context=teams&${tail}`,
    `/discover/football/label/context=football&id=3&${tail}`,
    "/discover/football/label/not-an-id",
    `/discover/football/feed/context=football&${tail}`,
    "/discover/football/news",
    `/discover/football/news/context=football&${tail}`,
    "/discover/teams&teams.all&teams.all:999999999",
    "/discover/teams&teams.all&teams.all:abc",
    `/discover/olympic/feed/context=entities&id=999999999&${tail}`,
    `/discover/olympic/label/context=topics&${tail}`,
    "/discover/olympic/feed/garbage",
    "/discover/football/label?page=2",
    "/discover/teams&teams.all/label?page=999",
  ])("%s is the translated 404", async (path) => {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(html).toContain("Page not found");
  });

  it("refuses a page that is not a number, and a broken escape, with a 400", async () => {
    expect((await get("/discover/teams&teams.all/label?page=abc")).status).toBe(400);
    expect((await get("/discover/%E0%A4%A")).status).toBe(400);
  });

  it("shows the 404 in the reader's language", async () => {
    const { status, html } = await get("/es/discover/cricket");
    expect(status).toBe(404);
    expect(html).toContain('<html lang="es"');
  });
});
