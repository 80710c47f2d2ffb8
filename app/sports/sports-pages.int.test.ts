import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";

// The sports pages rendered by the whole server over the demo edition (PGlite): statuses, the
// spec's texts in three languages, the reader's time zone, and the 404s of bad paths.
describe("sports pages", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp("pglite");
  }, 120_000);
  afterAll(() => harness.close());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await harness.app.request(path, { headers });
    return {
      status: response.status,
      html: await response.text(),
      location: response.headers.get("location"),
    };
  };

  it.each([
    ["/sports", "en", "All scores"],
    ["/esportes", "en", "All scores"],
    ["/es/sports", "es", "Resultados: Todos"],
    ["/pt/esportes", "pt", "Placares: Todos"],
  ])("%s shows today's games (%s)", async (path, lang, heading) => {
    const { status, html } = await get(path);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(heading);
    expect(html).toMatch(/data-event-id="\d+"/);
  });

  it("says when a date has no games, in each language", async () => {
    for (const [prefix, text] of [
      ["", "No games on this date"],
      ["/es", "No hay partidos en esta fecha"],
      ["/pt", "Não há jogos nesta data"],
    ]) {
      const { status, html } = await get(`${prefix}/sports/scores/All/sports/2020-01-01`);
      expect(status).toBe(200);
      expect(html).toContain(text);
    }
  });

  it.each([
    "/sports/scores/2023-02-29",
    "/sports/scores/All/sports/2024-13-01",
    "/sports/scores/2024-3-1",
    "/sports/scores/a/b/c",
    "/sports/scores/not-a-league",
    "/sports/standings/a/b/c",
    "/sports/feed/All/sports",
    "/calendar/leagues/abc",
    "/calendar/standings/teams/1",
    "/calendar/sporting_events/999999999",
  ])("%s is a 404", async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it("turns the date form's ?date= into the path form", async () => {
    const { status, location } = await get("/es/sports/scores/live?date=2024-03-01");
    expect(status).toBe(302);
    expect(location).toBe("/es/sports/scores/live/2024-03-01");
  });

  it("sends /sports/standings, with nothing after it, to every league's tables in the reader's language", async () => {
    for (const [prefix, all] of [
      ["", "All"],
      ["/es", "Todos"],
      ["/pt", "Todos"],
    ]) {
      const { status, location } = await get(`${prefix}/sports/standings`);
      expect(status).toBe(302);
      expect(location).toBe(`${prefix}/sports/standings/${all}/sports`);
    }
  });

  it("asks a guest to sign in for favorites", async () => {
    const { html } = await get("/pt/sports/scores/favorites");
    expect(html).toContain("Entre para ver os jogos");
    expect(html).toContain('href="/pt/accounts/user"');
  });

  it("reads today in the reader's time zone", async () => {
    const zone = "Pacific/Kiritimati"; // UTC+14: already tomorrow for most of the UTC day.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
    const { html } = await get("/sports", { cookie: `icaro_tz=${encodeURIComponent(zone)}` });
    expect(html).toContain(`dateTime="${today}"`);
  });

  it("shows the event page with its stories, and the calendar by day", async () => {
    const list = (await (await harness.app.request("/api/v3/sporting_events?context=all&d=0")).json()) as {
      id: number;
      home: { name: string };
    }[];
    const event = list[0];
    const page = await get(`/calendar/sporting_events/${event.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(event.home.name.replace(/&/g, "&amp;"));
    expect(page.html).toContain("Stories about this match");
    const calendar = await get("/es/calendar");
    expect(calendar.status).toBe(200);
    expect(calendar.html).toMatch(/data-event-id="\d+"/);
  });

  it("asks to select a league for standings without one", async () => {
    const { status, html } = await get("/sports/standings/All/sports");
    expect(status).toBe(200);
    expect(html).toContain("Select a league to display standings");
    const es = await get("/es/calendar/standings");
    expect(es.html).toContain("Selecciona una liga para ver la clasificación");
  });
});
