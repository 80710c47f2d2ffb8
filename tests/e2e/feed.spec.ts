import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { LOCALE_CASES, localePath, SECTION_COUNT, SITE_NAME } from "./locales.ts";

// What the home and the feed pages say, written out (not read from the catalogs).
const TEXT = {
  en: { forYou: "For you", headlines: "Latest headlines", noMore: "No more contents", next: "Older stories" },
  es: {
    forYou: "Para ti",
    headlines: "Últimos titulares",
    noMore: "No hay más contenidos",
    next: "Noticias anteriores",
  },
  pt: {
    forYou: "Para você",
    headlines: "Últimas manchetes",
    noMore: "Não há mais conteúdos",
    next: "Notícias anteriores",
  },
} as const;

const RECENT = "/feed/recent/id=-1&name=All&context=recent";

function pageParam(page: Page): number {
  return Number(new URL(page.url()).searchParams.get("page") ?? "1");
}

// The home page in each language: one load, its parts, axe once.
for (const c of LOCALE_CASES) {
  test(`home (${c.locale}): hero, For you, headlines and sections, accessible`, async ({ page }) => {
    const response = await page.goto(c.home);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", c.locale);
    await expect(page).toHaveTitle(c.homeTitle);
    await expect(page.getByRole("banner").getByText(SITE_NAME, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.homeHeading);
    // One row per section, a region named by the section, with stories and a link to its feed.
    await expect(page.locator("section[id^='section-']")).toHaveCount(SECTION_COUNT);
    const news = page.getByRole("region", { name: c.newsLabel, exact: true });
    await expect(news.getByRole("heading", { level: 2 })).toHaveText(c.newsLabel);
    await expect(news.getByRole("article")).toHaveCount(4);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // The lead story's picture is the one loaded first.
    await expect(page.locator('img[fetchpriority="high"]').first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: TEXT[c.locale].headlines })).toBeVisible();
    // "For you" arrives after the first screen: the skeleton is replaced by stories.
    const forYou = page.getByRole("region", { name: TEXT[c.locale].forYou });
    await expect(forYou.getByRole("article").first()).toBeVisible();
    await expect(forYou.getByTestId("for-you-skeleton")).toHaveCount(0);
    await waitForHydration(page);
    await expectNoA11yViolations(page);
  });
}

/**
 * The number of stories once loading has stopped: the sentinels may load more than one page when
 * the list is still short (pictures not yet decoded), so tests wait for the list to settle rather
 * than expect an exact page at each step.
 */
async function settledCount(page: Page): Promise<number> {
  const stories = page.locator("ol li article");
  let previous = -1;
  await expect
    .poll(
      async () => {
        const now = await stories.count();
        const settled = now === previous;
        previous = now;
        return settled;
      },
      { intervals: [600] },
    )
    .toBe(true);
  return previous;
}

test("a feed scrolls down past two pages and back up, the URL following the page", async ({ page }) => {
  await page.goto(`${RECENT}?page=3`);
  await waitForHydration(page);
  const stories = page.locator("ol li article");
  // Page 2 is prepended at once (the top of the list is in view); page 3 is where the reader is.
  await expect(page.locator('li[data-page-start="2"]')).toHaveCount(1);
  // The URL may say page 2 for a moment while page 2 is put in above and the place restored.
  await expect.poll(() => pageParam(page)).toBe(3);

  // Down: each scroll to the bottom appends at least one more page.
  for (let step = 0; step < 2; step++) {
    const before = await settledCount(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => stories.count()).toBeGreaterThan(before);
  }
  await expect(page.locator('li[data-page-start="5"]')).toHaveCount(1);
  await expect.poll(() => pageParam(page)).toBeGreaterThanOrEqual(4);
  const ids = await stories.evaluateAll((els) => els.map((el) => el.getAttribute("data-article-id")));
  expect(new Set(ids).size).toBe(ids.length);

  // Up: back to the top, page 1 is prepended (no newer page is left) and the URL says page 1.
  // On a busy machine page 1 may already have come in while the list settled, so the test checks
  // that every page shown is whole rather than that exactly one page was added.
  const loaded = await settledCount(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('li[data-page-start="1"]')).toHaveCount(1);
  await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
  const shown = await settledCount(page);
  expect(shown).toBeGreaterThanOrEqual(loaded);
  expect(shown).toBe((await page.locator("li[data-page-start]").count()) * 10);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => pageParam(page)).toBe(1);
  const all = await stories.evaluateAll((els) => els.map((el) => el.getAttribute("data-article-id")));
  expect(new Set(all).size).toBe(all.length);
  await expectNoA11yViolations(page);
});

test("a reload comes back to the page being read", async ({ page }) => {
  await page.goto(RECENT);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('li[data-page-start="2"]')).toHaveCount(1);
  await settledCount(page);
  // Bring the first story of page 2 to the top: the URL says page 2.
  const firstOfPage2 = page.locator('li[data-page-start="2"] article');
  const id = await firstOfPage2.getAttribute("data-article-id");
  await firstOfPage2.evaluate((el) =>
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 10),
  );
  await expect.poll(() => pageParam(page)).toBe(2);
  const url = page.url();

  await page.reload();
  await waitForHydration(page);
  expect(page.url()).toBe(url);
  await expect(page.locator(`[data-article-id="${id}"]`)).toBeInViewport();
});

test("without JavaScript, the next and previous links page through the feed", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const c = LOCALE_CASES.find((entry) => entry.locale === "es") ?? LOCALE_CASES[0];
  await page.goto(localePath(c, "/feed/recent/id=-1&name=Todos&context=recent"));
  const first = await page.locator("ol li article").first().getAttribute("data-article-id");
  await expect(page.locator("ol li article")).toHaveCount(10);
  await page.getByRole("link", { name: TEXT.es.next }).click();
  await expect(page).toHaveURL(/\/es\/feed\/recent\/[^?]+\?page=2&ts=\d+$/);
  await expect(page.locator("ol li article")).toHaveCount(10);
  expect(await page.locator("ol li article").first().getAttribute("data-article-id")).not.toBe(first);
  await page.locator('a[rel="prev"]').click();
  await expect(page).toHaveURL(/\?page=1&ts=\d+$/);
  expect(await page.locator("ol li article").first().getAttribute("data-article-id")).toBe(first);
  await context.close();
});

test("the end of a feed says there is no more", async ({ page }) => {
  // The demo's tech section in Portuguese has a few pages; jump near the end and scroll.
  await page.goto(localePath(LOCALE_CASES[2], "/feed/headlines/id=-1&name=tech&context=sections"));
  await waitForHydration(page);
  for (let i = 0; i < 20; i++) {
    if (await page.getByText(TEXT.pt.noMore).isVisible()) break;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  await expect(page.getByText(TEXT.pt.noMore)).toBeVisible();
  await expect(page.locator('a[rel="next"]')).toHaveCount(0);
});
