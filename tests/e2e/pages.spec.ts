import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { expectFitsEveryWidth, MOBILE, siteMenu } from "./layout.ts";
import {
  LOCALE_CASES,
  type LocaleCase,
  localeCase,
  localePath,
  pageTitle,
  SECTION_COUNT,
} from "./locales.ts";

// The issue-3 pages ("Every route in three languages"): each in English, Spanish and Portuguese,
// laid out on a phone and on a desktop, with its status, language, title, content and an axe check.

const STORY_URL = "https://example.com/story";
const STORY_HOST = "example.com";
const EDGE_URL = "https://www.microsoft.com/edge";

type PageCase = {
  /** The route table path, without a locale prefix (and with its query, if any). */
  path: string;
  status: number;
  /** The whole document title, "<translated title> | Icaro". */
  title: (c: LocaleCase) => string;
  /** What the page shows in locale c. */
  expectContent: (page: Page, c: LocaleCase) => Promise<void>;
  /** The languages it is loaded in: all, unless its page type is checked in each elsewhere. */
  locales?: LocaleCase[];
};

function heading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

/** The home page's content (the same page module in the default and the new layouts). */
async function expectHomeContent(page: Page, c: LocaleCase) {
  await expect(heading(page)).toHaveText(c.homeHeading);
  // One row per section, each a region named by its section (the home).
  await expect(page.locator("section[id^='section-']")).toHaveCount(SECTION_COUNT);
  await expect(page.locator("#section-news h2")).toHaveText(c.newsLabel);
}

const PAGES: PageCase[] = [
  {
    path: "/coming_soon",
    status: 200,
    title: (c) => pageTitle(c.comingSoon.title),
    expectContent: async (page, c) => {
      await expect(heading(page)).toHaveText(c.comingSoon.heading);
      await expect(page.getByText(c.comingSoon.message)).toBeVisible();
      // The plain card layout: no site header, menu or footer.
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
    },
  },
  {
    path: "/notsupported",
    status: 200,
    title: (c) => pageTitle(c.notSupported.title),
    expectContent: async (page, c) => {
      await expect(heading(page)).toHaveText(c.notSupported.heading);
      const edge = page.getByRole("main").getByRole("link", { name: c.notSupported.download });
      await expect(edge).toBeVisible();
      await expect(edge).toHaveAttribute("href", EDGE_URL);
      await expect(page.getByRole("banner")).toHaveCount(0);
    },
  },
  {
    path: "/invalid_token",
    status: 200,
    title: (c) => pageTitle(c.invalidToken.title),
    expectContent: async (page, c) => {
      await expect(heading(page)).toHaveText(c.invalidToken.heading);
      const resend = page.getByRole("main").getByRole("link", { name: c.invalidToken.resend });
      await expect(resend).toBeVisible();
      await expect(resend).toHaveAttribute("href", localePath(c, "/accounts/user/forgotpassword"));
    },
  },
  {
    path: `/external?url=${encodeURIComponent(STORY_URL)}`,
    status: 200,
    title: (c) => pageTitle(c.external.title),
    expectContent: async (page, c) => {
      const main = page.getByRole("main");
      await expect(heading(page)).toHaveText(c.external.heading);
      await expect(main.getByText(c.external.message(STORY_HOST))).toBeVisible();
      await expect(main.getByRole("note")).toHaveText(c.external.dataSaver);
      const onward = main.getByRole("link", { name: c.external.continueTo(STORY_HOST) });
      await expect(onward).toBeVisible();
      await expect(onward).toHaveAttribute("href", STORY_URL);
      await expect(onward).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(onward).toHaveAttribute("rel", /\bnoreferrer\b/);
      const stay = main.getByRole("link", { name: c.external.stay });
      await expect(stay).toBeVisible();
      await expect(stay).toHaveAttribute("href", c.home);
    },
  },
  {
    path: "/error/content_not_found",
    status: 404,
    title: (c) => pageTitle(c.contentNotFound.title),
    expectContent: async (page, c) => {
      await expect(heading(page)).toHaveText(c.contentNotFound.title);
      await expect(page.getByText(c.contentNotFound.text)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: c.backHome })).toHaveAttribute(
        "href",
        c.home,
      );
    },
  },
  {
    path: "/new",
    status: 200,
    title: (c) => c.homeTitle,
    expectContent: async (page, c) => {
      await expectHomeContent(page, c);
      // The new layout: its own centred header, without the default header's menu.
      await expect(page.locator("header.new-header")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: c.siteHome })).toHaveAttribute(
        "href",
        c.home,
      );
      await expect(page.locator("header.site-header")).toHaveCount(0);
      await expect(siteMenu(page).nav).toHaveCount(0);
    },
  },
  {
    path: "/old",
    status: 200,
    title: (c) => c.homeTitle,
    // The default layout is the home page's, loaded in every language by feed.spec.ts.
    locales: [localeCase("es")],
    expectContent: async (page, c) => {
      await expectHomeContent(page, c);
      // The default layout: the site header with the section menu, and the site footer.
      await expect(page.locator("header.site-header")).toBeVisible();
      await expect(siteMenu(page).nav).toHaveCount(1);
      await expect(page.locator("header.new-header")).toHaveCount(0);
      await expect(page.locator("footer.site-footer")).toBeVisible();
    },
  },
];

// One load per page and locale, laid out at both widths (the server writes one page for all), with
// axe once, at the phone's width.
for (const pageCase of PAGES) {
  test.describe(pageCase.path.split("?")[0], () => {
    test.use({ viewport: { width: MOBILE.width, height: MOBILE.height } });

    for (const c of pageCase.locales ?? LOCALE_CASES) {
      const path = localePath(c, pageCase.path);
      test(`${c.locale}: ${path}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(pageCase.status);
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
        await expect(page.locator("html")).toHaveAttribute("lang", c.locale);
        await expect(page).toHaveTitle(pageCase.title(c));
        await pageCase.expectContent(page, c);

        await waitForHydration(page);
        await expect(page).toHaveTitle(pageCase.title(c));
        await expectFitsEveryWidth(page);
        await expectNoA11yViolations(page);
      });
    }
  });
}

test("the title follows a client-side navigation: 404 → home", async ({ page }) => {
  const c = localeCase("pt");
  await page.goto(localePath(c, "/nope"));
  await waitForHydration(page);
  await expect(page).toHaveTitle(pageTitle(c.notFoundTitle));

  await page.getByRole("main").getByRole("link", { name: c.backHome }).click();
  await expect(heading(page)).toHaveText(c.homeHeading);
  await expect(page).toHaveTitle(c.homeTitle);
});

test("“Stay here” on the external page goes back to the home page without leaving the site", async ({
  page,
}) => {
  const c = localeCase("es");
  const requestedHosts = new Set<string>();
  page.on("request", (request) => requestedHosts.add(new URL(request.url()).hostname));
  await page.goto(localePath(c, `/external?url=${encodeURIComponent(STORY_URL)}`));
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: c.external.stay }).click();
  await expect(page).toHaveURL((url) => url.pathname === c.home);
  await expect(heading(page)).toHaveText(c.homeHeading);
  await expect(page).toHaveTitle(c.homeTitle);
  expect([...requestedHosts]).not.toContain(STORY_HOST);
});
