import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson, SectionKey } from "#core/content/content.ts";
import { articleReads } from "#server/db/schema.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { hoursAgo, insertArticle, insertProfile, insertPublisher } from "./content-fixtures.ts";
import { recommendationsOperation } from "./recommendation-operations.ts";

const SPORTS_FAN = "6d1f5a3c-2b4e-4c8d-9e7f-0a1b2c3d4e5f";
const NEWCOMER = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
const FOLLOWER = "2b3c4d5e-6f7a-4b1c-9d2e-3f4a5b6c7d8e";

type Fixture = { id: number; section: SectionKey; hours: number };

describe.each(ENGINES)("personalized recommendations on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  /** A signed-in reader with a read: their tid and their access-token headers. */
  let reader: { tid: string; headers: Record<string, string> };
  const fixtures: Fixture[] = [];
  let sportsRead: number[] = [];
  let tagged: number;
  let club: number;
  let otherSource: number;

  beforeAll(async () => {
    harness = await createAuthTestApi(engine);
    const db = harness.db;
    const signUp = await harness.api.request("/api/v3/auth", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "fan@example.com", password: "correct horse" }),
    });
    expect(signUp.status).toBe(200);
    reader = {
      tid: (await signUp.json()).data.tid,
      headers: Object.fromEntries(
        ["access-token", "client", "uid"].map((name) => [name, signUp.headers.get(name) ?? ""]),
      ),
    };
    const publisher = await insertPublisher(db);
    club = await insertProfile(db, "Real Betis");
    // 40 articles, one an hour, cycling through four sections; sports ones are a quarter.
    const cycle: SectionKey[] = ["news", "tech", "sports", "music"];
    for (let i = 0; i < 40; i++) {
      const section = cycle[i % cycle.length];
      const id = await insertArticle(db, publisher, {
        name: `Story number ${i} in ${section}`,
        publishDate: hoursAgo(i),
        section,
        importance: i === 5 ? 10 : 0,
        readCount: i === 7 ? 50 : 0,
      });
      fixtures.push({ id, section, hours: i });
    }
    // An older tech story tagged with the club the fan reads about: tag affinity pulls it up.
    tagged = await insertArticle(db, publisher, {
      name: "Club launches a ticketing app",
      publishDate: hoursAgo(45),
      section: "tech",
      tags: [club],
    });
    // The oldest story, of a second publisher: a reader may block it.
    otherSource = await insertArticle(db, await insertPublisher(db, "Other Source"), {
      name: "A story from another source",
      publishDate: hoursAgo(60),
      section: "news",
    });
    const sports = fixtures.filter((f) => f.section === "sports");
    sportsRead = sports.slice(0, 3).map((f) => f.id);
    const readsOfClub = await insertArticle(db, publisher, {
      name: "Real Betis sign a striker",
      publishDate: hoursAgo(50),
      section: "sports",
      tags: [club],
    });
    sportsRead.push(readsOfClub);
    for (const articleId of sportsRead) {
      await db.insert(articleReads).values({ articleId, psid: SPORTS_FAN, siteId: 763 });
    }
    await db.insert(articleReads).values({ articleId: sportsRead[0], userId: reader.tid, siteId: 763 });
  });
  afterAll(() => harness.close());

  /** As the reader the query names: a guest sends their PSID header, a user their credentials. */
  const asNamed = (query: string): Record<string, string> => {
    const psid = /user_id=anon-([0-9a-f-]+)/.exec(query)?.[1];
    return psid ? { psid } : reader.headers;
  };
  const recommend = async (query: string) => {
    const response = await harness.api.request(`/api/v4/personalized_recommendations?${query}`, {
      headers: asNamed(query),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ArticleJson[];
  };
  const sectionOf = (article: ArticleJson) => article.verticals[0].key;

  it("gives a reader without history the general feed, newest first", async () => {
    const page1 = await recommend(`user_id=anon-${NEWCOMER}&size=5&site_id=763`);
    expect(page1.map((a) => a.id)).toEqual(fixtures.slice(0, 5).map((f) => f.id));
    const page2 = await recommend(`user_id=anon-${NEWCOMER}&size=5&page=2`);
    expect(page2.map((a) => a.id)).toEqual(fixtures.slice(5, 10).map((f) => f.id));
  });

  it("shows more of what the reader read, never what they already read", async () => {
    const general = await recommend(`user_id=anon-${NEWCOMER}&size=10`);
    const personal = await recommend(`user_id=anon-${SPORTS_FAN}&size=10`);
    const sportsIn = (list: ArticleJson[]) => list.filter((a) => sectionOf(a) === "sports").length;
    expect(sportsIn(general)).toBe(2);
    expect(sportsIn(personal)).toBeGreaterThanOrEqual(5);
    expect(personal[0].verticals[0].key).toBe("sports");
    const all = await recommend(`user_id=anon-${SPORTS_FAN}&size=100`);
    const ids = all.map((a) => a.id);
    for (const read of sportsRead) expect(ids).not.toContain(read);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(fixtures.length + 3 - sportsRead.length);
    // The tagged tech story is older than every other, yet its tag puts it ahead of a tech story
    // of 25 hours ago (within a section the ranking keeps the score order).
    const techAt25 = fixtures.find((f) => f.hours === 25);
    expect(techAt25?.section).toBe("tech");
    expect(ids.indexOf(tagged)).toBeGreaterThan(-1);
    expect(ids.indexOf(tagged)).toBeLessThan(ids.indexOf(techAt25?.id ?? -1));
  });

  it("takes a guest's follows as a signal: a followed club's story rises without any read", async () => {
    const follower = FOLLOWER;
    const followed = await harness.api.request("/api/v3/follows_anon", {
      method: "POST",
      headers: { psid: follower, "content-type": "application/json" },
      body: JSON.stringify({ id: club, context: "teams" }),
    });
    expect(followed.status).toBe(201);
    const general = (await recommend(`user_id=anon-${NEWCOMER}&size=100`)).map((a) => a.id);
    const personal = (await recommend(`user_id=anon-${follower}&size=100`)).map((a) => a.id);
    expect(general.indexOf(tagged)).toBeGreaterThan(30);
    expect(personal.indexOf(tagged)).toBeLessThan(10);
  });

  it("says why each story is there", async () => {
    const follower = (await recommend(`user_id=anon-${FOLLOWER}&size=100`)) as (ArticleJson & {
      reason: { kind: string; profile_id?: number };
    })[];
    expect(follower.find((a) => a.id === tagged)?.reason).toEqual({ kind: "followed", profile_id: club });
    expect(follower.find((a) => a.tags.length === 0)?.reason).toEqual({ kind: "popular" });
    const fan = (await recommend(`user_id=anon-${SPORTS_FAN}&size=5`)) as (ArticleJson & {
      reason: { kind: string };
    })[];
    expect(fan[0].reason.kind).toBe("read_section");
    const newcomer = (await recommend(`user_id=anon-${NEWCOMER}&size=3`)) as (ArticleJson & {
      reason: { kind: string };
    })[];
    expect(newcomer.map((a) => a.reason.kind)).toEqual(["popular", "popular", "popular"]);
  });

  it("sinks what a reader wants fewer of, drops a blocked source everywhere in their list, and undoes both", async () => {
    const feedback = (method: string, body?: unknown, psid = FOLLOWER) =>
      harness.api.request("/api/v3/feedback", {
        method,
        headers: { psid, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const fewer = await feedback("POST", { kind: "fewer", article: { id: tagged, context: "news_stories" } });
    expect(fewer.status).toBe(201);
    expect(await fewer.json()).toMatchObject({
      kind: "fewer",
      target: `profile:${club}`,
      label: "Real Betis",
    });
    const sunk = (await recommend(`user_id=anon-${FOLLOWER}&size=100`)).map((a) => a.id);
    expect(sunk.indexOf(tagged)).toBeGreaterThan(20);

    const blocked = await feedback("POST", {
      kind: "block",
      article: { id: otherSource, context: "news_stories" },
    });
    expect(blocked.status).toBe(201);
    const newcomerBefore = (await recommend(`user_id=anon-${NEWCOMER}&size=100`)).map((a) => a.id);
    expect(newcomerBefore).toContain(otherSource);
    expect((await recommend(`user_id=anon-${FOLLOWER}&size=100`)).map((a) => a.id)).not.toContain(
      otherSource,
    );

    const listed = (await (await feedback("GET")).json()) as { kind: string; target: string }[];
    expect(listed.map((entry) => entry.kind).sort()).toEqual(["block", "fewer"]);
    // Another guest sees none of it.
    expect(await (await feedback("GET", undefined, NEWCOMER)).json()).toEqual([]);

    const undone = await feedback("DELETE", { kind: "fewer", target: `profile:${club}` });
    expect(((await undone.json()) as unknown[]).length).toBe(1);
    const back = (await recommend(`user_id=anon-${FOLLOWER}&size=100`)).map((a) => a.id);
    expect(back.indexOf(tagged)).toBeLessThan(10);
    expect(back).not.toContain(otherSource);
  });

  it.each([
    [{ kind: "hide", article: { id: 1, context: "news_stories" } }, 400],
    [{ kind: "fewer", article: { id: 999_999, context: "news_stories" } }, 404],
    [{ kind: "fewer" }, 400],
  ])("refuses feedback %j with %i", async (body, status) => {
    const response = await harness.api.request("/api/v3/feedback", {
      method: "POST",
      headers: { psid: FOLLOWER, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(status);
  });

  it("never puts more than two articles of one section in a row while others remain", async () => {
    const all = await recommend(`user_id=anon-${SPORTS_FAN}&size=100`);
    const sections = all.map(sectionOf);
    for (let i = 2; i < sections.length; i++) {
      const run = sections[i] === sections[i - 1] && sections[i] === sections[i - 2];
      const othersLeft = sections.slice(i).some((s) => s !== sections[i]);
      if (run) expect(othersLeft).toBe(false);
    }
  });

  it("is the same list on every call and pages through it", async () => {
    const all = await recommend(`user_id=anon-${SPORTS_FAN}&size=100`);
    const again = await recommend(`user_id=anon-${SPORTS_FAN}&size=100`);
    expect(again.map((a) => a.id)).toEqual(all.map((a) => a.id));
    const page2 = await recommend(`user_id=anon-${SPORTS_FAN}&size=10&page=2`);
    expect(page2.map((a) => a.id)).toEqual(all.slice(10, 20).map((a) => a.id));
    expect(await recommend(`user_id=anon-${SPORTS_FAN}&size=100&page=2`)).toEqual([]);
  });

  it("uses a signed-in user's reads by tid", async () => {
    const list = await recommend(`user_id=${reader.tid}&size=10`);
    expect(list.map((a) => a.id)).not.toContain(sportsRead[0]);
    expect(sectionOf(list[0])).toBe("sports");
  });

  it.each([
    ["", "missing user_id"],
    ["user_id=", "empty user_id"],
    ["user_id=anon-", "anon without a psid"],
    ["user_id=anon-not-a-uuid", "anon with a non-UUID"],
    ["user_id=a%20b", "a space"],
    [`user_id=${"x".repeat(65)}`, "a tid over 64 characters"],
    [`user_id=anon-${NEWCOMER}&size=0`, "size 0"],
    [`user_id=anon-${NEWCOMER}&size=101`, "size over 100"],
    [`user_id=anon-${NEWCOMER}&page=0`, "page 0"],
    [`user_id=anon-${NEWCOMER}&page=x`, "a non-numeric page"],
    [`user_id=anon-${NEWCOMER}&site_id=abc`, "a non-numeric site_id"],
    [`user_id=anon-${NEWCOMER}&language=fr`, "an unknown language"],
  ])("answers 400 to ?%s (%s)", async (query) => {
    const response = await harness.api.request(`/api/v4/personalized_recommendations?${query}`, {
      headers: { psid: NEWCOMER },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_query");
  });

  describe("answers as documented", () => {
    it("a reader's recommendations", async () => {
      const response = await harness.api.request(
        `/api/v4/personalized_recommendations?user_id=anon-${SPORTS_FAN}`,
        { headers: { psid: SPORTS_FAN } },
      );
      expect(response.status).toBe(200);
      const list = await response.json();
      expect(list.length).toBeGreaterThan(0);
      expectDocumentedAnswer(recommendationsOperation, 200, list);
    });

    it("an error", async () => {
      const response = await harness.api.request("/api/v4/personalized_recommendations");
      expect(response.status).toBe(400);
      expectDocumentedAnswer(recommendationsOperation, 400, await response.json());
    });

    it("another reader's list", async () => {
      const response = await harness.api.request(
        `/api/v4/personalized_recommendations?user_id=anon-${SPORTS_FAN}`,
      );
      expect(response.status).toBe(403);
      expectDocumentedAnswer(recommendationsOperation, 403, await response.json());
    });
  });
});
