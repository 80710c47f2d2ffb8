import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeEntry } from "#app/routing/route-table.ts";
import { DEFAULT_SITE_ID } from "#core/site/constants.ts";
import { articles, publishers } from "#server/db/schema.ts";
import { seedSections } from "#server/site/sections.ts";
import { earlierToday, insertEvents, insertLeague } from "#server/testing/sports-fixtures.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { channelInput, programmeInput } from "#server/tv/channel-input.ts";
import { addProgramme, saveChannel } from "#server/tv/channel-registry.ts";

// The TV index pages rendered by the whole server over a real database (docs/decisions/0073-tv-index-pages.md): /tv, the
// gallery and its pages, /timtv and /zoometv, a live channel, the live-event calendar and its
// filters, the bad addresses — in the three languages.

const HOUR = 3_600_000;
/** ISO without milliseconds, as the channel commands take it. */
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, "Z");

describe("TV routes", () => {
  it("share every page but the calendar (which is in the reader's zone) in the page cache", () => {
    for (const id of ["tv", "tv-gallery", "timtv", "zoometv", "timtv-channel"]) {
      expect(routeEntry(id)?.cache, id).toBe(true);
    }
    expect(routeEntry("tv-calendar")?.cache ?? false).toBe(false);
  });
});

describe.each(ENGINES)("TV pages on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let games: { id: number }[];
  let addressCounter = 0;

  const page = (url: string, headers: Record<string, string> = {}) =>
    harness.app.request(url, {
      headers: { "x-forwarded-for": `198.51.100.${++addressCounter}`, ...headers },
    });
  const html = async (url: string) => {
    const response = await page(url);
    expect(response.status, url).toBe(200);
    return response.text();
  };
  /** The cards' headlines and links, in order. */
  const cards = (body: string) =>
    [...body.matchAll(/<h[23] class="card__title"[^>]*><a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(
      (match) => ({
        href: match[1].replaceAll("&amp;", "&"),
        name: match[2],
      }),
    );

  beforeAll(async () => {
    harness = await createTestApp(engine, { demo: false, env: { ICARO_TRUST_PROXY: "on" } });
    await seedSections(harness.db);
    const [publisher] = await harness.db
      .insert(publishers)
      .values({ name: "Harbour TV", commonName: "Harbour TV", language: "en" })
      .returning();
    const now = Date.now();
    // 23 sports videos (three gallery pages) and two news videos.
    await harness.db.insert(articles).values(
      Array.from({ length: 25 }, (_, i) => ({
        context: "videos",
        name: `Clip ${String(i + 1).padStart(2, "0")}`,
        publishDate: new Date(now - (i + 1) * HOUR),
        publisherId: publisher.id,
        section: i < 23 ? "sports" : "news",
        language: "en" as const,
        photos: [{ original: "/media/demo/a.jpg", width: 1200, height: 675 }],
        videos: [{ link: "/media/demo/test-pattern.m3u8", type: "application/x-mpegURL", duration: 65 }],
      })),
    );
    const league = await insertLeague(harness.db, "Harbour League", ["Alpha", "Beta", "Gamma", "Delta"]);
    games = await insertEvents(harness.db, league, [
      {
        home: "Alpha",
        away: "Beta",
        start: iso(earlierToday(now, HOUR)),
        status: "playing",
        period: "55'",
        score: [1, 0],
      },
      { home: "Gamma", away: "Delta", start: iso(now + 2 * 24 * HOUR) },
    ]);
    await saveChannel(
      harness.db,
      DEFAULT_SITE_ID,
      channelInput.parse({
        name: "harbour-sports",
        title: "Harbour Sports",
        stream: "/media/live/harbour-sports.m3u8",
        page: "timtv",
      }),
    );
    await saveChannel(
      harness.db,
      DEFAULT_SITE_ID,
      channelInput.parse({
        name: "harbour-news",
        title: "Harbour News",
        stream: "/media/live/harbour-news.m3u8",
        page: "timtv",
      }),
    );
    await saveChannel(
      harness.db,
      DEFAULT_SITE_ID,
      channelInput.parse({
        name: "zoome-one",
        title: "Zoome One",
        stream: "/media/live/z.m3u8",
        page: "zoometv",
      }),
    );
    await addProgramme(
      harness.db,
      DEFAULT_SITE_ID,
      programmeInput.parse({
        channel: "harbour-sports",
        title: "Alpha v Beta live",
        starts: iso(now - 2 * HOUR),
        ends: iso(now + HOUR),
        event: games[0].id,
      }),
    );
    await addProgramme(
      harness.db,
      DEFAULT_SITE_ID,
      programmeInput.parse({
        channel: "harbour-sports",
        title: "Late news",
        starts: iso(now + HOUR),
        ends: iso(now + 2 * HOUR),
      }),
    );
  }, 120_000);
  afterAll(() => harness?.close());

  it("/tv shows featured videos, the channels live now, today's games and a row per category", async () => {
    const body = await html("/tv");
    expect(body).toContain("<title>TV | Icaro</title>");
    expect(body).toContain(">Featured videos</h2>");
    // Featured videos open their own page; the category rows open the gallery form at their place.
    expect(cards(body)[0]).toEqual({ href: expect.stringMatching(/^\/tv\/videos\/\d+$/), name: "Clip 01" });
    // The sports row starts after the five featured clips (no card twice on the page), at its
    // place in the gallery.
    expect(body).toMatch(
      /href="\/tv\/videos\/sports\/harbour-tv\/clip-06\/\d+\?page=1&amp;index=5&amp;gallery=gallery"/,
    );
    const names = cards(body).map((card) => card.name);
    expect(new Set(names).size).toBe(names.length);
    expect(body).toMatch(/<a href="\/tv\/gallery\/sports"[^>]*>More Sports \(23 videos\)<\/a>/);
    expect(body).toMatch(
      /<a href="\/timtv\/harbour-sports" class="tv-channel__link"[^>]*>Harbour Sports<\/a>/,
    );
    expect(body).toContain("On now: Alpha v Beta live");
    // The live game links to its page and its channel; the one in two days is not today's.
    expect(body).toContain(`href="/calendar/sporting_events/${games[0].id}"`);
    expect(body).toContain(">Alpha v Beta</a>");
    expect(body).not.toContain(">Gamma v Delta</a>");
    // Times are written in UTC for every reader and rewritten in the browser (data-clock).
    expect(body).toMatch(/<time dateTime="[^"]+" data-clock="">\d{1,2}:\d{2} [AP]M UTC<\/time>/);
  });

  it.each([
    ["/es/tv", "Vídeos destacados", "En vivo ahora", "Más de Deportes (23 vídeos)"],
    ["/pt/tv", "Vídeos em destaque", "Ao vivo agora", "Mais de Esportes (23 vídeos)"],
  ])("%s is in its language", async (url, featured, live, more) => {
    const body = await html(url);
    expect(body).toContain(`>${featured}</h2>`);
    expect(body).toContain(`>${live}</h2>`);
    expect(body).toContain(`>${more}</a>`);
    expect(body).toContain(`href="${url.slice(0, 3)}/tv/gallery/sports"`);
  });

  it("the gallery shows ten videos a page, links its pages without JavaScript, and filters by publisher", async () => {
    const first = await html("/tv/gallery/sports");
    expect(first).toContain("<title>Videos: Sports | Icaro</title>");
    expect(cards(first).map((card) => card.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Clip ${String(i + 1).padStart(2, "0")}`),
    );
    expect(first).toContain(">Page 1 of 3</span>");
    expect(first).toMatch(/<a href="\/tv\/gallery\/sports\?page=2"[^>]*>Next page<\/a>/);
    const second = await html("/es/tv/gallery/sports?page=2");
    expect(second).toContain("<title>Vídeos: Deportes (página 2) | Icaro</title>");
    const links = cards(second);
    expect(links[0]).toEqual({
      href: expect.stringMatching(
        /^\/es\/tv\/videos\/sports\/harbour-tv\/clip-11\/\d+\?page=2&index=0&gallery=gallery$/,
      ),
      name: "Clip 11",
    });
    expect(second).toMatch(/<a href="\/es\/tv\/gallery\/sports"[^>]*>Página anterior<\/a>/);
    // A publisher narrows it (a plain GET form); its cards open the videos on their own pages.
    const narrowed = await html("/pt/tv/gallery?publisher=harbour-tv");
    expect(narrowed).toContain('<h1 class="tv-page__heading">Todos os vídeos de harbour-tv</h1>');
    expect(cards(narrowed)[0].href).toMatch(/^\/pt\/tv\/videos\/\d+$/);
    // The form sends the filter to the gallery itself (a new filter starts at page 1).
    expect(narrowed).toMatch(/<form [^>]*action="\/pt\/tv\/gallery" method="get"/);
    const none = await html("/tv/gallery?publisher=Nobody");
    expect(none).toContain("No videos match.");
  });

  it("/timtv and /zoometv list their own channels and the newest videos", async () => {
    const timtv = await html("/timtv");
    expect(timtv).toContain("<title>TIM TV | Icaro</title>");
    expect(timtv).toContain(">Harbour Sports</a>");
    expect(timtv).toContain(">Harbour News</a>");
    expect(timtv).not.toContain(">Zoome One</a>");
    expect(cards(timtv)[0].href).toMatch(
      /^\/tv\/videos\/-\/harbour-tv\/clip-01\/\d+\?page=1&index=0&gallery=gallery$/,
    );
    const zoome = await html("/es/zoometv");
    expect(zoome).toContain("<title>Zoome TV | Icaro</title>");
    expect(zoome).toContain(">Zoome One</a>");
    expect(zoome).not.toContain(">Harbour Sports</a>");
  });

  it("/timtv/{name} plays the channel's stream with its schedule and every other channel, its page's first", async () => {
    const body = await html("/pt/timtv/harbour-sports");
    expect(body).toContain("<title>Harbour Sports ao vivo | Icaro</title>");
    expect(body).toMatch(/<video [^>]*data-kind="hls"/);
    expect(body).toContain("Agora: Alpha v Beta live");
    expect(body).toContain(`<a href="/pt/calendar/sporting_events/${games[0].id}"`);
    expect(body).toContain("Late news");
    // A reader whose stream fails wants another, whichever TV page lists it ("There are no other
    // channels" showed on TIM TV while Zoome's existed).
    expect(body).toMatch(/id="tv-other-channels"[\s\S]*>Harbour News<\/a>[\s\S]*>Zoome One<\/a>/);
  });

  it("/timtv/{name} is in the no-container layout: its player outside the content column, the other TV pages in it", async () => {
    const channel = await html("/timtv/harbour-sports");
    expect(channel).toContain('<main id="main" class="page-full">');
    expect(channel).toMatch(
      /class="tv-live page-full__container page-full__container--bleed"><div class="tv-live__player/,
    );
    expect(await html("/timtv")).toContain('<main id="main" class="page">');
  });

  it.each([
    ["/timtv/nobody", "Page not found"],
    ["/es/timtv/Not_A_Name", "Página no encontrada"],
    ["/pt/timtv/a--b", "Página não encontrada"],
  ])("%s is the 404 page in the reader's language", async (url, title) => {
    const response = await page(url);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`<title>${title} | Icaro</title>`);
  });

  it.each([
    ["/tv/gallery?page=0", 400],
    ["/tv/gallery/sports?page=10001", 400],
    ["/tv/gallery/sports?page=abc", 400],
    ["/tv/gallery/Sports", 404],
    ["/tv/gallery/nothing-here", 404],
    ["/tv/gallery?publisher=a%00b", 400],
    ["/tv/calendar?sport=Soccer", 400],
    ["/tv/calendar?channel=..%2F", 400],
  ])("%s is a %i page, never a 500", async (url, status) => {
    expect((await page(url)).status).toBe(status);
  });

  it("the calendar groups the next days in the reader's zone, marks live games and filters by sport and channel", async () => {
    const body = await html("/tv/calendar");
    expect(body).toContain("<title>Live events | Icaro</title>");
    expect(body).toMatch(/<h2 id="tv-day-\d{4}-\d{2}-\d{2}">Today<\/h2>/);
    expect(body).toMatch(/data-live=""[\s\S]*?>Live<\/span>[\s\S]*?>Alpha v Beta<\/a>/);
    expect(body).toContain(">Gamma v Delta</a>");
    expect(body).toMatch(/<option value="soccer">Football<\/option>/);
    expect(body).toMatch(/<option value="harbour-sports">Harbour Sports<\/option>/);
    // A channel shows only the games it is scheduled to show.
    const channel = await html("/es/tv/calendar?channel=harbour-sports");
    expect(channel).toContain(">Alpha vs. Beta</a>");
    expect(channel).not.toContain(">Gamma vs. Delta</a>");
    expect(channel).toContain('<option value="harbour-sports" selected="">');
    const tennis = await html("/pt/tv/calendar?sport=tennis");
    expect(tennis).toContain("Nenhum evento ao vivo corresponde a estes filtros");
    // The reader's zone (its cookie) decides which day a game falls on.
    const tokyo = await page("/tv/calendar", { cookie: "icaro_tz=Asia/Tokyo" });
    expect(tokyo.status).toBe(200);
  });
});
