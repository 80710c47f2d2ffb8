import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { type LocaleCase, localeCase, localePath, pageTitle } from "./locales.ts";

/**
 * Search (docs/decisions/0069-search-pages-and-header-dropdown.md) in a browser: the header's dropdown (an ARIA combobox) says an empty query
 * cannot be searched, offers profiles while typing and picks one with the keyboard (everything
 * about it); a result opens; a free-text search from the header, its sort switch and more results
 * while scrolling — in each language, on a phone and on desktops, with axe (a results page with the
 * dropdown open). The demo edition's
 * names and stories; texts written out so a wrong translation fails.
 */
const SEARCH = {
  en: {
    viewport: { width: 1440, height: 900 },
    typed: "prem",
    downs: 1,
    context: "leagues",
    query: "season",
    trending: "Trending",
    label: "Search stories, teams and topics",
    empty: "Query cannot be empty",
    entityHeading: (name: string) => `Everything about ${name}`,
    title: (query: string) => `Search: ${query}`,
    count: /^\d+ results for “season”$/,
    newest: "Newest",
  },
  es: {
    viewport: { width: 375, height: 800 },
    typed: "real",
    downs: 2,
    context: "teams",
    query: "temporada",
    trending: "Tendencias",
    label: "Buscar noticias, equipos y temas",
    empty: "La búsqueda no puede estar vacía",
    entityHeading: (name: string) => `Todo sobre ${name}`,
    title: (query: string) => `Búsqueda: ${query}`,
    count: /^\d+ resultados para «temporada»$/,
    newest: "Más recientes",
  },
  pt: {
    viewport: { width: 1280, height: 800 },
    typed: "benf",
    downs: 1,
    context: "teams",
    query: "jogo",
    trending: "Em alta",
    label: "Buscar notícias, times e temas",
    empty: "A busca não pode ficar vazia",
    entityHeading: (name: string) => `Tudo sobre ${name}`,
    title: (query: string) => `Busca: ${query}`,
    count: /^\d+ resultados para “jogo”$/,
    newest: "Mais recentes",
  },
} as const;

const BLANK_GIF = "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

// A navigation on this busy two-core machine loads a route's code, data and texts: give it time.
const NAVIGATION = { timeout: 20_000 };

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const results = (page: Page) => page.locator(".search-results > li");

/** Opens the header's search dropdown (hydrated first: before, the link goes to the search page). */
async function openDropdown(page: Page, label: string) {
  const toggle = page.locator(".header-search");
  await expect(toggle).toHaveAttribute("data-ready", "true");
  await toggle.click();
  const box = page.getByRole("combobox", { name: label });
  await expect(box).toBeFocused();
  return box;
}

for (const locale of ["en", "es", "pt"] as const) {
  const c: LocaleCase = localeCase(locale);
  const t = SEARCH[locale];
  test.describe(`search (${locale}, ${t.viewport.width}px)`, () => {
    // One browser context per language.
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: t.viewport });
      // Pictures are not what this tests: a blank one each, so the server does not resize dozens
      // of them while the pages under test wait (the image server's work, tested elsewhere).
      await context.route(/\/_ipx\//, (route) =>
        route.fulfill({ contentType: "image/gif", body: Buffer.from(BLANK_GIF, "base64") }),
      );
      page = await context.newPage();
    });
    test.afterAll(() => context.close());

    test("picks a suggestion with the keyboard, searches, sorts, scrolls for more and opens a result", async () => {
      // From any page: the trending one.
      await page.goto(localePath(c, "/search/trending"));
      await waitForHydration(page);
      await expect(heading(page)).toHaveText(t.trending);

      // Enter on an empty query says so, in a live region.
      let box = await openDropdown(page, t.label);
      await box.press("Enter");
      await expect(page.locator(".search-dropdown__error")).toHaveText(t.empty);
      await expect(box).toHaveAttribute("aria-invalid", "true");

      // Typing offers profiles; Down moves through them (aria-activedescendant), Enter picks one.
      await box.pressSequentially(t.typed);
      const options = page.getByRole("option");
      await expect(options.first()).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator(".search-dropdown__error")).toBeEmpty();
      for (let i = 0; i < t.downs; i++) await box.press("ArrowDown");
      const chosen = options.nth(t.downs - 1);
      await expect(chosen).toHaveAttribute("aria-selected", "true");
      await expect(box).toHaveAttribute("aria-activedescendant", (await chosen.getAttribute("id")) ?? "");
      const name = (await chosen.locator(".search-dropdown__name").innerText()).trim();
      await box.press("Enter");

      // Everything about it: the entity search.
      await expect(page).toHaveURL(new RegExp(`/search/relevance/news/${t.context}&\\d+&`), NAVIGATION);
      await expect(heading(page)).toHaveText(t.entityHeading(name));
      await expect(page).toHaveTitle(pageTitle(t.title(name)));
      await expect(page.getByRole("combobox")).toHaveCount(0);

      // Free text from the header: its suggestions (axe on them and the page), then Enter with none chosen.
      box = await openDropdown(page, t.label);
      await box.fill(`  ${t.query} `);
      await expect(options.first()).toBeVisible();
      await expectNoA11yViolations(page);
      // The dropdown closes as the search starts, not once the results have come: their data is
      // held until then.
      const resultsData = new RegExp(`/search/relevance/${t.query}\\.data`);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(resultsData, async (route) => {
        await held;
        await route.continue();
      });
      await box.press("Enter");
      await expect(page.getByRole("combobox")).toHaveCount(0);
      release();
      await expect(page).toHaveURL(new RegExp(`/search/relevance/${t.query}$`), NAVIGATION);
      await page.unroute(resultsData);
      await expect(heading(page)).toHaveText(t.count);
      await expect(page).toHaveTitle(pageTitle(t.title(t.query)));
      await expect(page.locator(".search-results mark").first()).toBeVisible();

      // The sort switch: newest first.
      const newest = page.getByRole("link", { name: t.newest, exact: true });
      await newest.click();
      await expect(page).toHaveURL(new RegExp(`/search/date/${t.query}$`), NAVIGATION);
      await expect(newest).toHaveAttribute("aria-current", "page");
      await expect(results(page)).toHaveCount(15);

      // Scrolling to the end brings the next page in, below.
      await page.locator(".search-results-list__end").scrollIntoViewIfNeeded();
      await expect.poll(() => results(page).count(), NAVIGATION).toBeGreaterThan(15);
      expect(new URL(page.url()).search).toBe("");

      // A result opens its story.
      const first = page.locator(".search-results .card__link").first();
      const headline = (await first.innerText()).trim();
      await first.click();
      await expect(heading(page)).toHaveText(headline, NAVIGATION);
    });
  });
}
