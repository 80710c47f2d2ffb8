import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FollowJson } from "#core/favorites/follows.ts";
import { follows, siteConfig } from "#server/db/schema.ts";
import { insertEvents, insertLeague } from "#server/testing/sports-fixtures.ts";
import { createAuthTestApi, signUpAndLogIn } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";

type Harness = Awaited<ReturnType<typeof createAuthTestApi>>;
type Caller = { psid: string; token?: string };

const GUEST_A: Caller = { psid: "0b9a0e55-1c1e-4f55-9a43-3c1f6c2f8a01" };
const GUEST_B: Caller = { psid: "0b9a0e55-1c1e-4f55-9a43-3c1f6c2f8a02" };

describe.each(ENGINES)("follows API on %s", (engine) => {
  let harness: Harness;
  let ids: { league: number; other: number; flamengo: number; palmeiras: number; defaultLeague: number };
  let ana: Caller;
  let bruno: Caller;

  async function signUp(email: string, psid: string): Promise<Caller> {
    return { psid, token: await signUpAndLogIn(harness.api, email, "a reader's password") };
  }

  function call(who: Caller, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { psid: who.psid };
    if (who.token) headers.authorization = `Bearer ${who.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    return harness.api.request(`/api/v3/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const names = async (response: Response) => ((await response.json()) as FollowJson[]).map((f) => f.name);

  beforeAll(async () => {
    harness = await createAuthTestApi(engine);
    const brazil = await insertLeague(harness.db, "Brasileirão", ["Flamengo", "Palmeiras"]);
    const other = await insertLeague(harness.db, "Liga Other", ["Gamma FC", "Delta FC"]);
    const defaults = await insertLeague(harness.db, "Default League", ["Epsilon FC", "Zeta FC"]);
    ids = {
      league: brazil.league.id,
      other: other.league.id,
      flamengo: brazil.teamId("Flamengo"),
      palmeiras: brazil.teamId("Palmeiras"),
      defaultLeague: defaults.league.id,
    };
    await insertEvents(harness.db, brazil, [
      {
        home: "Flamengo",
        away: "Palmeiras",
        start: new Date().toISOString(),
        status: "playing",
        score: [1, 0],
      },
    ]);
    await insertEvents(harness.db, other, [
      { home: "Gamma FC", away: "Delta FC", start: new Date().toISOString(), status: "final", score: [0, 0] },
    ]);
    await harness.db
      .update(siteConfig)
      .set({ defaultFollows: [{ id: ids.defaultLeague, context: "leagues" }] })
      .where(eq(siteConfig.id, 763));
    ana = await signUp("ana@example.com", "0b9a0e55-1c1e-4f55-9a43-3c1f6c2f8a03");
    bruno = await signUp("bruno@example.com", "0b9a0e55-1c1e-4f55-9a43-3c1f6c2f8a04");
  }, 120_000);
  afterAll(() => harness.close());

  it("gives a new guest the site's default follows", async () => {
    const response = await call(GUEST_A, "GET", "follows_anon");
    expect(response.status).toBe(200);
    const [follow] = (await response.json()) as FollowJson[];
    expect(follow).toMatchObject({
      id: ids.defaultLeague,
      context: "leagues",
      name: "Default League",
      api: `profiles/leagues/${ids.defaultLeague}`,
      type: "profile",
      followed: true,
      push_on: 0,
      device_token: null,
      menu: true,
      alerts: { kickoff: true, goal: true, full_time: true, breaking: true },
    });
  });

  it("lets a guest follow, keeps it under their PSID only, and refuses a second follow", async () => {
    const created = await call(GUEST_A, "POST", "follows_anon", { id: ids.flamengo, context: "teams" });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: ids.flamengo, context: "teams", name: "Flamengo" });
    expect(await names(await call(GUEST_A, "GET", "follows_anon"))).toEqual(["Default League", "Flamengo"]);
    expect(await names(await call(GUEST_B, "GET", "follows_anon"))).toEqual(["Default League"]);
    const again = await call(GUEST_A, "POST", "follows_anon", { id: String(ids.flamengo), context: "teams" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("already_following");
  });

  it("keeps an unfollowed default unfollowed", async () => {
    const removed = await call(GUEST_B, "DELETE", "follows_anon", {
      profiles: [{ id: ids.defaultLeague, context: "leagues" }],
    });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual([]);
    expect(await names(await call(GUEST_B, "GET", "follows_anon"))).toEqual([]);
  });

  it.each([
    ["an unknown profile", { id: 999_999, context: "teams" }, 404, "profile_not_found"],
    ["a context that is not the profile's", { id: 1, context: "athletes" }, 404, "profile_not_found"],
    ["an unknown context", { id: 1, context: "players" }, 400, "invalid_body"],
    ["a negative id", { id: -4, context: "teams" }, 400, "invalid_body"],
    ["push_on 2", { id: 1, context: "teams", push_on: 2 }, 400, "invalid_body"],
    ["no id", { context: "teams" }, 400, "invalid_body"],
    ["an empty list", { profiles: [] }, 400, "invalid_body"],
  ])("refuses %s with a JSON error", async (_, body, status, code) => {
    const response = await call(GUEST_B, "POST", "follows_anon", body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
  });

  it("asks a guest to sign in for the account endpoints", async () => {
    for (const [method, body] of [
      ["GET", undefined],
      ["POST", { id: ids.flamengo, context: "teams" }],
      ["DELETE", { profiles: [{ id: ids.flamengo, context: "teams" }] }],
    ] as const) {
      const response = await call(GUEST_A, method, "follows", body);
      expect(response.status).toBe(401);
    }
  });

  it("lets a reader follow with their account, and uploads a device's list merging duplicates", async () => {
    const created = await call(ana, "POST", "follows", { id: ids.league, context: "leagues", push_on: 1 });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: "Brasileirão", push_on: 1 });
    const uploaded = await call(ana, "POST", "follows", {
      profiles: [
        { id: ids.palmeiras, context: "teams", name: "Palmeiras" },
        { id: ids.palmeiras, context: "teams" },
        { id: ids.league, context: "leagues" },
      ],
    });
    expect(uploaded.status).toBe(200);
    expect(await names(uploaded)).toEqual(["Default League", "Brasileirão", "Palmeiras"]);
  });

  it("writes nothing when an upload names an unknown profile", async () => {
    const before = await names(await call(ana, "GET", "follows"));
    const response = await call(ana, "POST", "follows", {
      profiles: [
        { id: ids.other, context: "leagues" },
        { id: 999_999, context: "teams" },
      ],
    });
    expect(response.status).toBe(404);
    expect(await names(await call(ana, "GET", "follows"))).toEqual(before);
  });

  it("moves a guest's follows into the account they sign in to, without duplicates", async () => {
    const browser = "0b9a0e55-1c1e-4f55-9a43-3c1f6c2f8a05";
    await call({ psid: browser }, "POST", "follows_anon", { id: ids.palmeiras, context: "teams" });
    await call({ psid: browser }, "POST", "follows_anon", { id: ids.other, context: "leagues" });
    const signedIn = { ...ana, psid: browser };
    expect(await names(await call(signedIn, "GET", "follows"))).toEqual([
      "Default League",
      "Brasileirão",
      "Palmeiras",
      "Liga Other",
    ]);
    // The browser is a new guest again once signed out.
    expect(await names(await call({ psid: browser }, "GET", "follows_anon"))).toEqual(["Default League"]);
  });

  it("turns alerts on and off, and whoami reports them for the device", async () => {
    const endpoint = "https://push.example.net/send/abc";
    const on = await call(ana, "PUT", "follows", {
      id: ids.palmeiras,
      context: "teams",
      push_on: "1",
      device_token: endpoint,
      alerts: { kickoff: false },
    });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({
      push_on: 1,
      device_token: endpoint,
      alerts: { kickoff: false, goal: true, full_time: true, breaking: true },
    });
    const whoami = await harness.api.request("/api/v3/whoami", {
      headers: { authorization: `Bearer ${ana.token}`, device_token: endpoint, psid: ana.psid },
    });
    expect(await whoami.json()).toMatchObject({
      user: { email: "ana@example.com" },
      push_notification: { push_on: "1" },
    });
    await call(ana, "PUT", "follows", { id: ids.palmeiras, context: "teams", push_on: 0 });
    const off = await harness.api.request("/api/v3/whoami", {
      headers: { authorization: `Bearer ${ana.token}`, device_token: endpoint },
    });
    expect(((await off.json()) as { push_notification: { push_on: string } }).push_notification.push_on).toBe(
      "0",
    );
  });

  it("never lets one reader read or change another's follows", async () => {
    // Bruno does not follow Palmeiras: Ana's row is not his to change.
    const put = await call(bruno, "PUT", "follows", { id: ids.palmeiras, context: "teams", push_on: 1 });
    expect(put.status).toBe(404);
    expect(((await put.json()) as { error: { code: string } }).error.code).toBe("follow_not_found");
    await call(bruno, "DELETE", "follows", { profiles: [{ id: ids.palmeiras, context: "teams" }] });
    expect(await names(await call(ana, "GET", "follows"))).toContain("Palmeiras");
    expect(await names(await call(bruno, "GET", "follows"))).toEqual(["Default League"]);
    // A guest's PUT reaches only the guest's own follows.
    const guestPut = await call(GUEST_B, "PUT", "follows", {
      id: ids.flamengo,
      context: "teams",
      push_on: 1,
    });
    expect(guestPut.status).toBe(404);
    const guestA = (await (await call(GUEST_A, "GET", "follows_anon")).json()) as FollowJson[];
    expect(guestA.find((f) => f.name === "Flamengo")?.push_on).toBe(0);
    // A malformed PSID is a new guest, never someone else's list.
    expect(await names(await call({ psid: "undefined" }, "GET", "follows_anon"))).toEqual(["Default League"]);
  });

  it("says on a profile whether the reader follows it", async () => {
    const flamengo = await call(GUEST_A, "GET", `profiles/teams/${ids.flamengo}`);
    expect(await flamengo.json()).toMatchObject({ name: "Flamengo", following: true });
    const forB = await call(GUEST_B, "GET", `profiles/teams/${ids.flamengo}`);
    expect(await forB.json()).toMatchObject({ following: false });
  });

  it("feeds a signed-in reader's sports favourites from their follows", async () => {
    const events = (await (await call(ana, "GET", "sporting_events?context=favorites&d=0&z=0")).json()) as {
      league: { id: number };
    }[];
    expect(new Set(events.map((event) => event.league.id))).toEqual(new Set([ids.league, ids.other]));
    const tables = (await (await call(bruno, "GET", "follows/related_leagues?per=5&page=1")).json()) as {
      league: { name: string };
    }[];
    expect(tables.map((entry) => entry.league.name)).toEqual(["Default League"]);
  });

  it(`refuses the follow after the thousandth`, async () => {
    const inserted = await harness.db.execute(sql`
      INSERT INTO profiles (context, name, common_name)
      SELECT 'entities', 'Topic ' || n, 'Topic ' || n FROM generate_series(1, 1000) AS n
      RETURNING id`);
    const rows = (inserted as unknown as { rows: { id: number }[] }).rows;
    const topics = rows.map((row) => ({ id: Number(row.id), context: "entities" as const }));
    const full = { psid: "0b9a0e55-1c1e-4f55-9a43-3c1f6c2f8a06" };
    const upload = await call(full, "POST", "follows_anon", { profiles: topics.slice(0, 999) });
    expect(upload.status).toBe(200);
    expect(((await upload.json()) as unknown[]).length).toBe(1000);
    const over = await call(full, "POST", "follows_anon", { id: topics[999].id, context: "entities" });
    expect(over.status).toBe(422);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe("too_many_follows");
    const tooLong = await call(full, "POST", "follows_anon", {
      profiles: [...topics, { id: ids.flamengo, context: "teams" }],
    });
    expect(tooLong.status).toBe(400);
    const [{ n }] = (await harness.db.select({ n: sql<number>`count(*)::int` }).from(follows)) as {
      n: number;
    }[];
    expect(n).toBeGreaterThanOrEqual(1000);
  });

  it("exports a reader's follows with their account, and removes them with it", async () => {
    const exported = (await (await call(ana, "GET", "auth/export")).json()) as {
      follows: { name: string; push_on: boolean }[];
    };
    expect(exported.follows.map((follow) => follow.name)).toContain("Palmeiras");
    await call(bruno, "POST", "follows", { id: ids.flamengo, context: "teams" });
    const [{ before }] = (await harness.db.select({ before: sql<number>`count(*)::int` }).from(follows)) as {
      before: number;
    }[];
    const removed = await call(bruno, "DELETE", "auth", { device_token: null });
    expect(removed.status).toBe(200);
    const [{ after }] = (await harness.db.select({ after: sql<number>`count(*)::int` }).from(follows)) as {
      after: number;
    }[];
    // Bruno followed the default league and Flamengo; both rows went with his account.
    expect(before - after).toBe(2);
    expect(await names(await call(ana, "GET", "follows"))).toContain("Palmeiras");
  });
});
