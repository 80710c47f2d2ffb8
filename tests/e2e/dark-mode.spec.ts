import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";

/** The newest English story's page, hydrated. */
async function openNewestStory(page: Page, request: APIRequestContext) {
  const feed = await request.get("/api/v3/feed?per=1&context=news_stories&language=en");
  const [story] = (await feed.json()) as { id: number }[];
  await page.goto(`/noproxy/news_stories/web/${story.id}`);
  await waitForHydration(page);
}

// app.css has a prefers-color-scheme: dark palette (and the articles' dark layout always uses it):
// every page type stays legible with it, at every impact level of axe.
test.describe("dark colour scheme", () => {
  test.use({ colorScheme: "dark" });

  test("/es home has no accessibility violations in dark mode", async ({ page }) => {
    await page.goto("/es");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoy en Icaro");
    await expectNoA11yViolations(page);
  });

  test("/pt/nope 404 page has no accessibility violations in dark mode", async ({ page }) => {
    await page.goto("/pt/nope");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expectNoA11yViolations(page);
  });

  for (const path of [
    "/sports",
    "/es/sports/standings/Todos/sports",
    "/tv",
    "/pt/favorites",
    "/search/relevance/chelsea",
  ]) {
    test(`${path} has no accessibility violations in dark mode`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expectNoA11yViolations(page);
    });
  }

  test("a story with its Saved toggle pressed has no accessibility violations in dark mode", async ({
    page,
    request,
  }) => {
    await openNewestStory(page, request);
    const save = page.locator(".story-actions button[data-save]");
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await expectNoA11yViolations(page);
  });
});

test("an article's dark layout reaches below its footer: no light strip under it", async ({
  page,
  request,
}) => {
  await openNewestStory(page, request);
  const background = (selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);
  // The cookie settings link under the footer, and the page behind it, take the dark palette.
  expect(await background(".consent-reopen")).toBe("rgb(26, 33, 48)");
  expect(await background("body")).toBe("rgb(13, 17, 25)");
});
