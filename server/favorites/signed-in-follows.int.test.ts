import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "#server/db/schema.ts";
import { insertEvents, insertLeague } from "#server/testing/sports-fixtures.ts";
import { createAuthTestApi, signUpAndLogIn } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";

/** A signed-in reader's sports favourites are the site's default follows until follows are stored. */
describe.each(ENGINES)("signed-in follows for sports on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  let token: string;
  let leagueId: number;
  beforeAll(async () => {
    harness = await createAuthTestApi(engine);
    const league = await insertLeague(harness.db, "Followed League", ["Alpha FC", "Beta FC"]);
    await insertLeague(harness.db, "Other League", ["Gamma FC", "Delta FC"]);
    leagueId = league.league.id;
    await insertEvents(harness.db, league, [
      { home: "Alpha FC", away: "Beta FC", start: new Date().toISOString(), status: "final", score: [2, 0] },
    ]);
    await harness.db
      .update(siteConfig)
      .set({ defaultFollows: [{ id: leagueId, context: "leagues" }] })
      .where(eq(siteConfig.id, 763));
    token = await signUpAndLogIn(harness.api, "fan@example.com", "a fan's password");
  }, 120_000);
  afterAll(() => harness.close());

  const get = (path: string, auth = true) =>
    harness.api.request(`/api/v3/${path}`, auth ? { headers: { authorization: `Bearer ${token}` } } : {});

  it("gives a signed-in reader the tables of the site's default leagues", async () => {
    const response = await get("follows/related_leagues?per=5&page=1");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { league: { id: number; name: string } }[];
    expect(body.map((entry) => entry.league.name)).toEqual(["Followed League"]);
  });

  it("gives a signed-in reader the events of the site's default leagues", async () => {
    const response = await get("sporting_events?context=favorites&d=0&z=0");
    expect(response.status).toBe(200);
    const events = (await response.json()) as { league: { id: number } }[];
    expect(events.length).toBe(1);
    expect(events[0].league.id).toBe(leagueId);
  });

  it("asks a guest to sign in", async () => {
    expect((await get("follows/related_leagues?per=5&page=1", false)).status).toBe(401);
    expect((await get("sporting_events?context=favorites", false)).status).toBe(401);
  });
});
