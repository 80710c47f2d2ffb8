import { expect, test } from "@playwright/test";
import { waitForHydration } from "./axe.ts";
import { SECTION_COUNT } from "./locales.ts";

// The home page in each language, with axe, is feed.spec.ts' first test.

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
