import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { LOCALE_CASES, SECTION_COUNT, SITE_NAME } from "./locales.ts";

for (const c of LOCALE_CASES) {
  test.describe(`home page (${c.locale})`, () => {
    test(`${c.home} renders the ${c.locale} home page, accessible`, async ({ page }) => {
      const response = await page.goto(c.home);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", c.locale);
      await expect(page).toHaveTitle(c.homeTitle);

      const header = page.getByRole("banner");
      await expect(header.getByText(SITE_NAME, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.homeHeading);

      // One row per section, a region named by the section, with stories and a link to its feed.
      await expect(page.locator("section[id^='section-']")).toHaveCount(SECTION_COUNT);
      const news = page.getByRole("region", { name: c.newsLabel, exact: true });
      await expect(news.getByRole("heading", { level: 2 })).toHaveText(c.newsLabel);
      await expect(news.getByRole("article")).toHaveCount(4);

      await expect(page.getByRole("contentinfo")).toBeVisible();
      await waitForHydration(page);
      await expectNoA11yViolations(page);
    });
  });
}

test("a story card opens its article inside the app, under the locale's prefix", async ({ page }) => {
  await page.goto("/es");
  await waitForHydration(page);
  // A mark on the window survives a client navigation and is gone after a page load.
  await page.evaluate(() => {
    (window as unknown as { stayed?: boolean }).stayed = true;
  });
  const card = page.locator("section[id^='section-'] article:has(a[href*='/news_stories/'])").first();
  const title = (await card.getByRole("link").textContent()) ?? "";
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/es\/[^/]+\/news_stories\/\d+\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.trim());
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("the home hydrates without errors and keeps its server-rendered story lists", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  const rows = page.locator("section[id^='section-'] article[data-article-id]");
  const before = await rows.allTextContents();
  expect(before.length).toBeGreaterThan(SECTION_COUNT);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // The lists are static islands: hydration leaves them as the server wrote them.
  expect(await rows.allTextContents()).toEqual(before);
  expect(errors).toEqual([]);
});
