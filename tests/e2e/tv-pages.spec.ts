import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { sidewaysOverflow } from "./layout.ts";
import { localeCase, localePath, pageTitle } from "./locales.ts";

/**
 * The TV index pages (docs/decisions/0073-tv-index-pages.md) in a browser, in each language with axe: /tv with its featured
 * videos, live channels and today's games; a category's gallery and the gallery's second page
 * (links, no JavaScript needed); /timtv and a live channel that plays (its HLS stream through
 * hls.js, currentTime > 0); an unknown channel's 404; the live-event calendar filtered by sport.
 * A phone in Spanish, desktops in English and Portuguese. Texts written out so a wrong
 * translation fails.
 */
const TV = {
  en: {
    viewport: { width: 1440, height: 900 },
    heading: "TV and video",
    featured: "Featured videos",
    liveNow: "Live now",
    more: /^More .+ \(\d+ videos?\)$/,
    allVideos: "All videos",
    page2: "Page 2 of",
    next: "Next page",
    channelTitle: "Icaro Sports live",
    calendar: "Live events",
    sportLabel: "Sport",
    sport: "Football",
    filter: "Filter",
  },
  es: {
    viewport: { width: 375, height: 800 },
    heading: "TV y vídeos",
    featured: "Vídeos destacados",
    liveNow: "En vivo ahora",
    more: /^Más de .+ \(\d+ vídeos?\)$/,
    allVideos: "Todos los vídeos",
    page2: "Página 2 de",
    next: "Página siguiente",
    channelTitle: "Icaro Sports en vivo",
    calendar: "Eventos en vivo",
    sportLabel: "Deporte",
    sport: "Fútbol",
    filter: "Filtrar",
  },
  pt: {
    viewport: { width: 1280, height: 800 },
    heading: "TV e vídeos",
    featured: "Vídeos em destaque",
    liveNow: "Ao vivo agora",
    more: /^Mais de .+ \(\d+ vídeos?\)$/,
    allVideos: "Todos os vídeos",
    page2: "Página 2 de",
    next: "Próxima página",
    channelTitle: "Icaro Sports ao vivo",
    calendar: "Eventos ao vivo",
    sportLabel: "Esporte",
    sport: "Futebol",
    filter: "Filtrar",
  },
} as const;

/** The demo's live channel on /timtv, streaming the looped test pattern (demo/tv-schedule.ts). */
const CHANNEL = { name: "icaro-sports", title: "Icaro Sports" };

for (const locale of ["en", "es", "pt"] as const) {
  const c = localeCase(locale);
  const texts = TV[locale];

  test.describe(`TV pages in ${locale}`, () => {
    test.use({ viewport: texts.viewport });

    test("/tv, a category's gallery and the gallery's page 2", async ({ page }) => {
      await page.goto(localePath(c, "/tv"));
      await expect(page).toHaveTitle(pageTitle("TV"));
      await expect(page.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: texts.featured })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: texts.liveNow })).toBeVisible();
      await expect(page.locator(".tv-channels").getByRole("link", { name: CHANNEL.title })).toBeVisible();
      await waitForHydration(page);
      await expectNoA11yViolations(page);

      // A category's "More" link opens its gallery, whose cards open the gallery form.
      const more = page.getByRole("link", { name: texts.more }).first();
      await more.scrollIntoViewIfNeeded();
      await more.click();
      // A client navigation whose data is the gallery's first page: on a loaded machine it has taken
      // more than the default 10 s (the loading bar was still running).
      await expect(page).toHaveURL(/\/tv\/gallery\/[a-z-]+$/, { timeout: 20_000 });
      const card = page.locator(".card__link").first();
      await expect(card).toHaveAttribute(
        "href",
        /\/tv\/videos\/[a-z-]+\/[^/]+\/[^/]+\/\d+\?page=1&index=0&gallery=gallery$/,
      );

      // Every video's gallery, then its second page through the pager's link.
      await page.getByRole("navigation", { name: "TV" }).getByRole("link", { name: texts.allVideos }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(texts.allVideos);
      await expect(page.locator(".card")).toHaveCount(10);
      await page.getByRole("link", { name: texts.next }).click();
      await expect(page).toHaveURL(/\/tv\/gallery\?page=2$/);
      await expect(page.getByText(texts.page2)).toBeVisible();
      await expect(page.locator(".card__link").first()).toHaveAttribute(
        "href",
        /\?page=2&index=0&gallery=gallery$/,
      );
      await expectNoA11yViolations(page);
    });

    test("/timtv plays a live channel; an unknown channel is the 404 page", async ({ page }) => {
      await page.goto(localePath(c, "/timtv"));
      // Where the default layout's content column starts, for the live channel's page below.
      const column = (await page.getByRole("heading", { level: 1 }).boundingBox())?.x ?? Number.NaN;
      await page.locator(".tv-channels").getByRole("link", { name: CHANNEL.title }).click();
      await expect(page).toHaveURL(new RegExp(`/timtv/${CHANNEL.name}$`));
      await expect(page).toHaveTitle(pageTitle(texts.channelTitle));
      await waitForHydration(page);
      const video = page.locator("video");
      await expect(video).toHaveAttribute("data-engine", /native|hls\.js/);
      // Muted until the reader turns the sound on, so the browser lets it play without a gesture.
      await video.evaluate((element: HTMLVideoElement) => element.play());
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0);
      await expect(page.getByRole("alert")).toHaveCount(0);
      // The no-container layout (docs/behaviour/screens.md#empty-and-no-container-layouts; decision 0090): on a phone the player reaches both edges
      // of the screen while the channel's name and the other channels keep the page's margin; on
      // a desktop all of it sits in the content column of the default layout's pages.
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      const player = await video.boundingBox();
      const others = await page.locator("#tv-others-heading").boundingBox();
      expect(column).toBeGreaterThanOrEqual(16);
      expect(others?.x).toBeCloseTo(column, 0);
      if (texts.viewport.width < 1024) {
        expect(player?.x).toBe(0);
        expect(Math.round(player?.width ?? 0)).toBe(width);
        expect((await page.locator(".tv-live__head").boundingBox())?.x).toBeCloseTo(column, 0);
      } else {
        expect(player?.x).toBeCloseTo(column, 0);
      }
      expect(await sidewaysOverflow(page)).toEqual([]);
      await expectNoA11yViolations(page);

      const response = await page.goto(localePath(c, "/timtv/no-such-channel"));
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(pageTitle(c.notFoundTitle));
    });

    test("the live-event calendar filters by sport with its GET form", async ({ page }) => {
      await page.goto(localePath(c, "/tv/calendar"));
      await expect(page).toHaveTitle(pageTitle(texts.calendar));
      await page.getByLabel(texts.sportLabel).selectOption({ label: texts.sport });
      await page.getByRole("button", { name: texts.filter }).click();
      await expect(page).toHaveURL(/\/tv\/calendar\?sport=soccer(&channel=)?$/);
      await expect(page.locator("#tv-sport")).toHaveValue("soccer");
      // Every game listed links to its page.
      const games = page.locator(".tv-event__teams a");
      await expect(games.first()).toHaveAttribute("href", /\/calendar\/sporting_events\/\d+$/);
      await expectNoA11yViolations(page);
    });
  });
}
