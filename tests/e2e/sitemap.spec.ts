import { expect, type Page, test } from "@playwright/test";
import pagesEs from "../../app/i18n/domains/pages.es.json" with { type: "json" };
import storiesEn from "../../app/i18n/domains/stories.en.json" with { type: "json" };
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { LOCALE_CASES, localePath, pageTitle } from "./locales.ts";

/** The sitemap's texts per locale, written out so a wrong translation fails. */
const SITEMAP = {
  en: {
    title: "Sitemap",
    breadcrumb: "Breadcrumb",
    years: "Years",
    months: "Months",
    days: "Days",
    year: "Articles from",
    articles: /^\d+ articles?$/,
  },
  es: {
    title: "Mapa del sitio",
    breadcrumb: "Ruta de navegación",
    years: "Años",
    months: "Meses",
    days: "Días",
    year: "Artículos de",
    articles: /^\d+ artículos?$/,
  },
  pt: {
    title: "Mapa do site",
    breadcrumb: "Trilha de navegação",
    years: "Anos",
    months: "Meses",
    days: "Dias",
    year: "Artigos de",
    articles: /^\d+ artigos?$/,
  },
} as const;

/** The breadcrumb trail ends at the current level, which is not a link. */
async function expectCurrentCrumb(page: Page, label: string, text: string) {
  const trail = page.getByRole("navigation", { name: label });
  await expect(trail.locator('[aria-current="page"]')).toHaveText(text);
}

for (const c of LOCALE_CASES) {
  const strings = SITEMAP[c.locale];
  const prefix = c.home === "/" ? "" : c.home;

  test.describe(`sitemap (${c.locale})`, () => {
    test("drills from the years to a day's articles, each level accessible", async ({ page }) => {
      const year = new Date().getUTCFullYear();
      await page.goto(localePath(c, "/sitemap"));
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", c.locale);
      await expect(page).toHaveTitle(pageTitle(strings.title));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.title);
      await expectCurrentCrumb(page, strings.breadcrumb, strings.title);
      await expectNoA11yViolations(page);

      // Years: the demo edition is this year's (its 30 days may reach into last year in January).
      const years = page.getByRole("region", { name: strings.years }).getByRole("link");
      await expect(years.first()).toHaveAttribute("href", new RegExp(`^${prefix}/sitemap/\\d{4}$`));
      await expect(
        page.getByRole("region", { name: strings.years }).getByRole("link", { name: new RegExp(`^${year}`) }),
      ).toBeVisible();
      await years.first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sitemap/\\d{4}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        new RegExp(`^${strings.year} \\d{4}$`),
      );
      await expect(page.getByText(strings.articles).first()).toBeVisible();
      await expectNoA11yViolations(page);

      // Months of that year; the last is the newest.
      const months = page.getByRole("region", { name: strings.months }).getByRole("link");
      await months.last().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sitemap/\\d{4}/\\d{2}$`));
      await expect(
        page.getByRole("navigation", { name: strings.breadcrumb }).getByRole("link", { name: strings.title }),
      ).toHaveAttribute("href", `${prefix}/sitemap`);
      await expectNoA11yViolations(page);

      // Days of that month; the last is the newest, with the most stories (the edition is denser towards now).
      const days = page.getByRole("region", { name: strings.days }).getByRole("link");
      const dayHref = await days.last().getAttribute("href");
      await days.last().click();
      await expect(page).toHaveURL((url) => url.pathname === dayHref);
      const day = Number(dayHref?.split("/").at(-1));
      await expectCurrentCrumb(page, strings.breadcrumb, String(day));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      const articles = page.locator(".sitemap-articles a");
      expect(await articles.count()).toBeGreaterThan(0);
      for (const href of await articles.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
        expect(href).toMatch(
          new RegExp(`^${prefix}/p/(news_stories|videos)/[a-z0-9-]+/[a-z0-9-]+/[a-z0-9-]+/\\d+$`),
        );
      }
      await expectNoA11yViolations(page);
    });
  });
}

// A sitemap address that names no year, month or day is the 404 page in the reader's language:
// what the server writes, checked on its HTML (app/sitemap/sitemap-pages.int.test.ts).

test("the footer links the sitemap", async ({ page }) => {
  await page.goto("/es");
  await waitForHydration(page);
  // "Para ti" arrives after the page and grows it, moving the footer: the link is pressed once it
  // has (a loaded run's press landed where the link had been, and the page stayed).
  await expect(page.getByRole("region", { name: "Para ti", exact: true })).toHaveAttribute(
    "aria-busy",
    "false",
  );
  await page.getByRole("contentinfo").getByRole("link", { name: SITEMAP.es.title }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/es/sitemap");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SITEMAP.es.title);
  // The sitemap's other texts are a catalog domain the home page did not load: they arrive with
  // the navigation, never as keys.
  await expect(page.locator(".sitemap__intro")).toHaveText(pagesEs.sitemap.intro);
});

test("a story page reached from a sports page shows its texts, not their keys", async ({ page }) => {
  await page.goto("/sports");
  await waitForHydration(page);
  await page.locator(".site-header__brand").click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { name: storiesEn.home.topStories })).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/\b(home|feed|article)\.[a-z]+/);
});
