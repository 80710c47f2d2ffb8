import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeEntry } from "#app/routing/route-table.ts";
import { cookieHeader } from "#server/testing/cookie-jar.ts";
import { insertEvents, insertLeague } from "#server/testing/sports-fixtures.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";

// The Favourites pages rendered by the whole server over a real database (docs/decisions/0064-favourites-in-the-browser.md): a
// guest's follows (held by PSID) in /favorites, the views of their games and tables, the stars of
// the sports pages, the account's list with alerts, in the three languages.

const GUEST = "5e0c0a7e-2b7d-4c1e-9d8f-0a1b2c3d4e51";
const OTHER_GUEST = "5e0c0a7e-2b7d-4c1e-9d8f-0a1b2c3d4e52";

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

describe("Favourites routes", () => {
  it("are personal: never in the shared page cache", () => {
    for (const id of [
      "favorites",
      "favorites-view",
      "favorites-view-selected",
      "feed-myfeed",
      "account-entities",
    ]) {
      expect(routeEntry(id)?.cache ?? false, id).toBe(false);
    }
  });
});

describe.each(ENGINES)("Favourites pages on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ids: { league: number; flamengo: number; palmeiras: number };

  const page = (url: string, cookie = `psid=${GUEST}`) =>
    harness.app.request(url, { headers: { cookie, "x-forwarded-for": newAddress() } });
  const html = async (url: string, cookie?: string) => {
    const response = await page(url, cookie);
    expect(response.status, url).toBe(200);
    return response.text();
  };
  const api = (method: string, path: string, body: unknown, psid = GUEST) =>
    harness.app.request(`/api/v3/${path}`, {
      method,
      headers: { psid, "content-type": "application/json", "x-forwarded-for": newAddress() },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    harness = await createTestApp(engine, { demo: false, env: { ICARO_TRUST_PROXY: "on" } });
    const brazil = await insertLeague(harness.db, "Brasileirão", [
      "Flamengo",
      "Palmeiras",
      "Santos",
      "Grêmio",
    ]);
    ids = {
      league: brazil.league.id,
      flamengo: brazil.teamId("Flamengo"),
      palmeiras: brazil.teamId("Palmeiras"),
    };
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const past = new Date(Date.now() - 26 * 3_600_000).toISOString();
    await insertEvents(harness.db, brazil, [
      { home: "Flamengo", away: "Palmeiras", start: soon },
      { home: "Santos", away: "Grêmio", start: soon },
      { home: "Palmeiras", away: "Santos", start: past, status: "final", score: [2, 1] },
    ]);
    expect((await api("POST", "follows_anon", { id: ids.flamengo, context: "teams" })).status).toBe(201);
  }, 120_000);
  afterAll(() => harness?.close());

  it("lists a guest's follows with their stars, the prompt to register and the picker", async () => {
    const body = await html("/favorites");
    expect(body).toContain("<h1>Favourites</h1>");
    expect(body).toMatch(/data-testid="favorites-list"[\s\S]*Flamengo/);
    expect(body).toMatch(
      /aria-pressed="true"[^>]*data-follow="teams:\d+"|data-follow="teams:\d+"[^>]*aria-pressed="true"/,
    );
    expect(body).toContain(`data-follow="teams:${ids.flamengo}"`);
    expect(body).toContain('data-testid="guest-follow-prompt"');
    expect(body).toContain('id="favorites-picker"');
  });

  it("filters the follows by a lower-cased search (without scripts, the server answers)", async () => {
    expect(await html("/favorites?q=FLAM")).toMatch(/data-testid="favorites-list"[\s\S]*Flamengo/);
    const none = await html("/favorites?q=zzz");
    expect(none).not.toContain('data-testid="favorites-list"');
    expect(none).toContain("None of your favourites matches");
  });

  it("answers the picker's search with the autocomplete's suggestions", async () => {
    const body = await html("/favorites?search=palm");
    expect(body).toMatch(/data-testid="favorites-suggestions"[\s\S]*Palmeiras/);
    expect(body).toContain(`data-follow="teams:${ids.palmeiras}"`);
  });

  it("shows a reader who follows nothing the empty state and the way to the picker", async () => {
    const body = await html("/favorites", `psid=${OTHER_GUEST}`);
    expect(body).toContain("You follow nothing yet.");
    expect(body).not.toContain('data-testid="guest-follow-prompt"');
    const view = await html("/favorites/all/myscores", `psid=${OTHER_GUEST}`);
    expect(view).toContain('data-testid="favorites-empty"');
  });

  it("shows the coming games, the results and the tables of the follows", async () => {
    const scores = await html("/favorites/all/myscores");
    expect(scores).toContain("Games of your favourites");
    expect(scores).toMatch(/Flamengo[\s\S]*Palmeiras/);
    expect(scores).not.toContain("Grêmio");
    const standings = await html("/favorites/all/mystandings");
    expect(standings).toContain("Tables of your favourites");
    expect(standings).toContain("Brasileirão");
    // Each team of the table has its star; the followed one pressed.
    expect(standings).toMatch(new RegExp(`aria-pressed="true"[^>]*data-follow="teams:${ids.flamengo}"`));
    expect(standings).toMatch(new RegExp(`aria-pressed="false"[^>]*data-follow="teams:${ids.palmeiras}"`));
  });

  it("narrows a view to the selected favourite, and refuses an unknown tab or selection", async () => {
    const selected = `id=${ids.flamengo}&name=Flamengo&context=teams`;
    const body = await html(`/favorites/Flamengo/${selected}/myscores`);
    expect(body).toContain("Games of your favourites: Flamengo");
    expect((await page("/favorites/all/wrong")).status).toBe(404);
    expect((await page("/favorites/all/nonsense/feed")).status).toBe(404);
  });

  it("speaks the reader's language", async () => {
    const es = await html("/es/favorites/all/myscores");
    expect(es).toContain("Partidos de tus favoritos");
    expect(await html("/es/favorites")).toContain('aria-label="Seguir a Flamengo"');
    const pt = await html("/pt/favorites");
    expect(pt).toContain("Seus favoritos");
    expect(pt).toContain('aria-label="Seguir Flamengo"');
  });

  it("puts a star on the league's pages and the teams of its table, pressed for the reader's follows", async () => {
    const standings = await html(`/sports/standings/Brasileirao/${ids.league}`);
    expect(standings).toMatch(new RegExp(`aria-pressed="false"[^>]*data-follow="leagues:${ids.league}"`));
    expect(standings).toMatch(new RegExp(`aria-pressed="true"[^>]*data-follow="teams:${ids.flamengo}"`));
    expect(await api("POST", "follows_anon", { id: ids.league, context: "leagues" })).toHaveProperty(
      "status",
      201,
    );
    const feed = await html(`/sports/feed/Brasileirao/${ids.league}`);
    expect(feed).toMatch(new RegExp(`aria-pressed="true"[^>]*data-follow="leagues:${ids.league}"`));
    // The followed league is listed under the sports menu's Favorites entry.
    const scores = await html(`/sports/scores/Brasileirao/${ids.league}`);
    expect(scores).toMatch(/sports-categories__favorites[\s\S]*Brasileirão/);
    await api("DELETE", "follows_anon", { profiles: [{ id: ids.league, context: "leagues" }] });
  });

  it("asks a guest to sign in on the calendar of followed events", async () => {
    const body = await html("/calendar/favorites");
    expect(body).toContain('data-testid="sports-sign-in"');
  });

  it("lists a signed-in reader's follows with their alerts, and keeps what they followed as a guest", async () => {
    const psid = "5e0c0a7e-2b7d-4c1e-9d8f-0a1b2c3d4e53";
    expect((await api("POST", "follows_anon", { id: ids.palmeiras, context: "teams" }, psid)).status).toBe(
      201,
    );
    const post = (url: string, form: Record<string, string>, cookie: string) =>
      harness.app.request(url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          "x-forwarded-for": newAddress(),
          cookie,
        },
        body: new URLSearchParams(form).toString(),
      });
    let cookie = `psid=${psid}`;
    const first = await post("/accounts/user/signup-email", { email: "fan@example.com" }, cookie);
    expect(first.status).toBe(302);
    cookie = cookieHeader(first, cookie);
    const password = "a fan's long password";
    const second = await post(
      "/accounts/user/signup-password",
      { password, password_confirmation: password },
      cookie,
    );
    expect(second.status).toBe(302);
    cookie = cookieHeader(second, cookie);
    const body = await html("/accounts/user/signedin/entities", cookie);
    expect(body).toMatch(/data-testid="entities-list"[\s\S]*Palmeiras/);
    expect(body).toContain('role="switch"');
    expect(body).toContain("Alerts for Palmeiras");
    // Signed in, the picker has no prompt to register.
    expect(await html("/favorites", cookie)).not.toContain('data-testid="guest-follow-prompt"');
  });
});
