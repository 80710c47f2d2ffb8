import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiscoverNodeJson, ProfileJson } from "#core/content/content.ts";
import { articleProfiles, articles, discoverNodes, profiles, publishers } from "#server/db/schema.ts";
import type { ApiOperation } from "#server/http/api/api-operation.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createTestApi } from "#server/testing/test-api.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import {
  autocompleteOperation,
  discoverTreeOperation,
  favoriteContentOperation,
  favoriteRootsOperation,
} from "./discover-operations.ts";

const names = (en: string, es?: string, pt?: string) =>
  ({ en, es: es ?? "", pt: pt ?? en }) as Record<"en" | "es" | "pt", string>;

describe.each(ENGINES)("discover API on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApi>>;
  const id = new Map<string, number>();

  beforeAll(async () => {
    harness = await createTestApi(engine);
    const { db } = harness;
    const rows = await db
      .insert(profiles)
      .values([
        { context: "teams", name: "São Paulo FC", commonName: "São Paulo", aliases: ["Tricolor Paulista"] },
        { context: "teams", name: "Palmeiras", commonName: "Verdão" },
        { context: "teams", name: "Atlético Mineiro", commonName: "Galo" },
        { context: "teams", name: "Japan", commonName: "Samurai Blue" },
        { context: "athletes", name: "Lionel Messi", commonName: "Messi", aliases: ["Leo Messi"] },
        { context: "entities", name: "Climate", commonName: "Climate change" },
        { context: "leagues", name: "100% Liga_X", commonName: "Liga X" },
      ])
      .returning();
    for (const row of rows) id.set(row.name, row.id);
    // Labels group, dynamic lists a context, profile nodes point at one profile. Site 999's node
    // must never show on site 763.
    await db.insert(discoverNodes).values([
      {
        key: "sports",
        siteId: 763,
        parentKey: null,
        position: 0,
        type: "label",
        names: names("Sports", "Deportes", "Esportes"),
      },
      { key: "topics", siteId: 763, parentKey: null, position: 1, type: "label", names: names("Topics") },
      {
        key: "climate",
        siteId: 763,
        parentKey: null,
        position: 2,
        type: "profile",
        names: names("Our planet", "Nuestro planeta"),
        profileId: id.get("Climate"),
      },
      {
        key: "teams",
        siteId: 763,
        parentKey: "sports",
        position: 0,
        type: "dynamic",
        names: names("Teams", "Equipos", "Times"),
        contextType: "teams",
        filterContext: "football",
      },
      {
        key: "messi",
        siteId: 763,
        parentKey: "sports",
        position: 1,
        type: "profile",
        names: names("", "", ""),
        profileId: id.get("Lionel Messi"),
      },
      {
        key: "more",
        siteId: 763,
        parentKey: "sports",
        position: 2,
        type: "label",
        names: names("More", "Más"),
      },
      {
        key: "japan",
        siteId: 763,
        parentKey: "more",
        position: 0,
        type: "profile",
        names: names("Japan", "Japón", "Japão"),
        profileId: id.get("Japan"),
      },
      {
        key: "liga",
        siteId: 763,
        parentKey: "sports",
        position: 3,
        type: "profile",
        names: names("Liga X"),
        profileId: id.get("100% Liga_X"),
      },
      {
        key: "liga.palmeiras",
        siteId: 763,
        parentKey: "liga",
        position: 0,
        type: "profile",
        names: names("Palmeiras"),
        profileId: id.get("Palmeiras"),
      },
      {
        key: "elsewhere",
        siteId: 999,
        parentKey: null,
        position: 0,
        type: "label",
        names: names("Other site"),
      },
    ]);
    const [publisher] = await db.insert(publishers).values({ name: "Wire", commonName: "Wire" }).returning();
    const stories = await db
      .insert(articles)
      .values(
        [1, 2, 3].map((n) => ({
          name: `Story ${n}`,
          publisherId: publisher.id,
          publishDate: new Date(Date.UTC(2024, 4, n)),
        })),
      )
      .returning({ id: articles.id });
    await db.insert(articleProfiles).values([
      { articleId: stories[0].id, profileId: id.get("Lionel Messi") as number },
      { articleId: stories[2].id, profileId: id.get("Lionel Messi") as number },
      { articleId: stories[1].id, profileId: id.get("Palmeiras") as number },
    ]);
  });
  afterAll(() => harness.close());

  const get = async (path: string) => {
    const response = await harness.api.request(`/api/v3/${path}`);
    return { status: response.status, body: await response.json() };
  };
  const ok = async <T = DiscoverNodeJson>(path: string): Promise<T[]> => {
    const { status, body } = await get(path);
    expect(status, path).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    return body;
  };
  /** A tree as nested [key, type, children] for readable assertions. */
  const shape = (nodes: DiscoverNodeJson[]): unknown[] => nodes.map((n) => [n.key, n.type, shape(n.nodes)]);

  describe("site/discover", () => {
    it("returns the site's tree with labels' children nested", async () => {
      const tree = await ok("site/discover?site_id=763");
      expect(shape(tree)).toEqual([
        [
          "sports",
          "label",
          [
            ["teams", "dynamic", []],
            ["messi", "profile", []],
            ["more", "label", [["japan", "profile", []]]],
            ["liga", "profile", [["liga.palmeiras", "profile", []]]],
          ],
        ],
        ["topics", "label", []],
        ["climate", "profile", []],
      ]);
    });

    it("fills every node's fields by its type", async () => {
      const [sports, , climate] = await ok("site/discover");
      expect(sports).toMatchObject({
        name: "Sports",
        profile: null,
        load_profile: false,
        canDrill: true,
        api: "site/favorites/sports/content",
      });
      const teams = sports.nodes[0];
      expect(teams).toMatchObject({
        type: "dynamic",
        context_type: "teams",
        filter_context: "football",
        canDrill: true,
        api: "site/favorites/teams/content",
      });
      expect(climate).toMatchObject({
        name: "Our planet",
        type: "profile",
        load_profile: true,
        canDrill: false,
        context_type: "entities",
        api: `profiles/entities/${id.get("Climate")}`,
        profile: {
          id: id.get("Climate"),
          context: "entities",
          name: "Climate",
          common_name: "Climate change",
          photo: { small: null, original: null },
          has_standings: false,
        },
      });
      // A profile node without a stored name takes the profile's.
      expect(sports.nodes[1].name).toBe("Lionel Messi");
      // A profile node drills when it has children (a league over its teams).
      expect(sports.nodes[1].canDrill).toBe(false);
      expect(sports.nodes[3]).toMatchObject({ key: "liga", canDrill: true, load_profile: true });
    });

    it("names nodes in the language asked for, English when a name is missing", async () => {
      const tree = await ok("site/discover?lang=es");
      expect(tree.map((n) => n.name)).toEqual(["Deportes", "Topics", "Nuestro planeta"]);
      expect(tree[0].nodes.map((n) => n.name)).toEqual(["Equipos", "Lionel Messi", "Más", "Liga X"]);
      const pt = await ok("site/discover?lang=pt");
      expect(pt[0].nodes[2].nodes[0].name).toBe("Japão");
    });

    it("shows only the site's own nodes", async () => {
      expect(shape(await ok("site/discover?site_id=999"))).toEqual([["elsewhere", "label", []]]);
      expect(await ok("site/discover?site_id=1")).toEqual([]);
    });
  });

  describe("site/favorites", () => {
    it("lists the top-level nodes without their children", async () => {
      const nodes = await ok("site/favorites");
      expect(nodes.map((n) => [n.key, n.type, n.nodes.length])).toEqual([
        ["sports", "label", 0],
        ["topics", "label", 0],
        ["climate", "profile", 0],
      ]);
    });

    it("gives a label's children, paged", async () => {
      const children = await ok("site/favorites/sports/content");
      expect(children.map((n) => [n.key, n.canDrill, n.nodes.length])).toEqual([
        ["teams", true, 0],
        ["messi", false, 0],
        ["more", true, 0],
        ["liga", true, 0],
      ]);
      expect((await ok("site/favorites/sports/content?per=3&page=2")).map((n) => n.key)).toEqual(["liga"]);
      expect(await ok("site/favorites/topics/content")).toEqual([]);
    });

    it("gives a dynamic node's profiles as profile nodes, by name, paged", async () => {
      const all = await ok("site/favorites/teams/content");
      expect(all.map((n) => n.name)).toEqual(["Atlético Mineiro", "Japan", "Palmeiras", "São Paulo FC"]);
      expect(all[2]).toMatchObject({
        key: `teams:${id.get("Palmeiras")}`,
        type: "profile",
        load_profile: true,
        api: `profiles/teams/${id.get("Palmeiras")}`,
        profile: { id: id.get("Palmeiras"), context: "teams" },
      });
      const page = await ok("site/favorites/teams/content?per=2&page=2");
      expect(page.map((n) => n.name)).toEqual(["Palmeiras", "São Paulo FC"]);
    });

    it("gives a profile node's articles, newest first", async () => {
      const stories = await ok<{ name: string }>("site/favorites/messi/content");
      expect(stories.map((s) => s.name)).toEqual(["Story 3", "Story 1"]);
      const listed = await ok<{ name: string }>(`site/favorites/teams:${id.get("Palmeiras")}/content`);
      expect(listed.map((s) => s.name)).toEqual(["Story 2"]);
      expect(await ok("site/favorites/climate/content")).toEqual([]);
    });

    it.each([
      ["site/favorites/nothing/content", 404, "node_not_found"],
      ["site/favorites/elsewhere/content", 404, "node_not_found"],
      // Messi is an athlete, not a team: the dynamic node does not list him.
      ["site/favorites/teams:MESSI/content", 404, "node_not_found"],
      ["site/favorites/sports:1/content", 404, "node_not_found"],
      ["site/favorites/sports/content?per=1000", 400, "invalid_query"],
      ["site/favorites/sports/content?page=0", 400, "invalid_query"],
      ["site/favorites/sports/content?lang=fr", 400, "invalid_query"],
      ["site/favorites?site_id=abc", 400, "invalid_query"],
      ["site/discover?site_id=-1", 400, "invalid_query"],
      ["site/discover?lang=de", 400, "invalid_query"],
    ])("GET %s → %i %s", async (path, status, code) => {
      const response = await get(path.replace("MESSI", String(id.get("Lionel Messi"))));
      expect(response.status).toBe(status);
      expect(response.body.error.code).toBe(code);
    });
  });

  describe("site/favorites/ac", () => {
    const ac = async (query: string) =>
      (await ok<ProfileJson>(`site/favorites/ac?${query}`)).map((p) => p.name);

    it("ignores accents and case both ways", async () => {
      expect(await ac("q=sao")).toEqual(["São Paulo FC"]);
      expect(await ac("q=S%C3%83O")).toEqual(["São Paulo FC"]);
      expect(await ac("q=atletico")).toEqual(["Atlético Mineiro"]);
      expect(await ac("q=ATL%C3%89TICO")).toEqual(["Atlético Mineiro"]);
      expect(await ac("q=verdao")).toEqual(["Palmeiras"]);
    });

    it("matches common names and aliases", async () => {
      expect(await ac("q=galo")).toEqual(["Atlético Mineiro"]);
      expect(await ac("q=leo")).toEqual(["Lionel Messi"]);
      expect(await ac("q=tricolor")).toEqual(["São Paulo FC"]);
    });

    it("puts names starting with the query first, then word starts, then the rest", async () => {
      // "Palmeiras" starts with "pa"; "São Paulo FC" has a word that does; "Japan" contains it.
      expect(await ac("q=pa")).toEqual(["Palmeiras", "São Paulo FC", "Japan"]);
    });

    it("returns five by default and pages", async () => {
      expect(await ac("q=a")).toHaveLength(5);
      // Every profile but Lionel Messi has an "a".
      expect(await ac("q=a&per=4&page=2")).toHaveLength(2);
      expect(await ac("q=a&per=100")).toHaveLength(6);
      const [first] = await ok<ProfileJson>("site/favorites/ac?q=messi&site_id=763");
      expect(first).toEqual({
        id: id.get("Lionel Messi"),
        context: "athletes",
        name: "Lionel Messi",
        names: {},
        common_name: "Messi",
        short_name: null,
        photo: { small: null, original: null },
        has_standings: false,
      });
    });

    it("takes LIKE and regular-expression characters literally", async () => {
      expect(await ac("q=100%25")).toEqual(["100% Liga_X"]);
      expect(await ac("q=a_x")).toEqual(["100% Liga_X"]);
      expect(await ac("q=%25")).toEqual(["100% Liga_X"]);
      expect(await ac("q=.*")).toEqual([]);
      expect(await ac("q=(")).toEqual([]);
      expect(await ac("q=zzz")).toEqual([]);
    });

    it.each([
      ["site/favorites/ac", "invalid_query"],
      ["site/favorites/ac?q=", "invalid_query"],
      ["site/favorites/ac?q=%20%20", "invalid_query"],
      [`site/favorites/ac?q=${"x".repeat(101)}`, "invalid_query"],
      ["site/favorites/ac?q=sao&per=1000", "invalid_query"],
      ["site/favorites/ac?q=sao&page=0", "invalid_query"],
      ["site/favorites/ac?q=sao&site_id=x", "invalid_query"],
    ])("GET %s → 400 %s", async (path, code) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe(code);
    });
  });

  describe("answers as documented", () => {
    it.each(
      [
        [discoverTreeOperation, "site/discover"],
        [favoriteRootsOperation, "site/favorites?lang=es"],
        [favoriteContentOperation, "site/favorites/sports/content"],
        [favoriteContentOperation, "site/favorites/messi/content"],
        [autocompleteOperation, "site/favorites/ac?q=a&per=100"],
      ].map(([op, path]) => ({ op, path, id: (op as ApiOperation).operationId })) as {
        op: ApiOperation;
        path: string;
        id: string;
      }[],
    )("$id: $path", async ({ op, path }) => {
      const body = await ok<unknown>(path);
      expect(body.length).toBeGreaterThan(0);
      expectDocumentedAnswer(op, 200, body);
    });

    it.each(
      [
        [favoriteContentOperation, "site/favorites/nothing/content", 404],
        [favoriteContentOperation, `site/favorites/${"k".repeat(201)}/content`, 400],
        [autocompleteOperation, "site/favorites/ac", 400],
      ].map(([op, path, status]) => ({ op, path, status, id: (op as ApiOperation).operationId })) as {
        op: ApiOperation;
        path: string;
        status: number;
        id: string;
      }[],
    )("$id: $path errs as documented", async ({ op, path, status }) => {
      const response = await get(path);
      expect(response.status).toBe(status);
      expectDocumentedAnswer(op, status, response.body);
    });
  });
});
