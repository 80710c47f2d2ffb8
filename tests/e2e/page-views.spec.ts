import { expect, type Page, type Request, test } from "@playwright/test";
import { OPERATOR_KEY } from "./sports-api.ts";

/**
 * First-party page views (docs/behaviour/consent-ads-analytics.md#route-analytics): the first page and each
 * client-side navigation after it are sent to our own /tagger/analytics, once each, with the page's
 * label, its path, the previous page as referrer and the connectivity probe's verdict — whether
 * or not the reader accepted cookies (decision 0078: first-party analytics always work).
 */

function pageViews(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === "/tagger/analytics") seen.push(url.searchParams);
  });
  return seen;
}

test("the first page and a client navigation are each counted once, with the reader's path", async ({
  page,
  baseURL,
}) => {
  const views = pageViews(page);
  const answered: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/tagger/analytics") answered.push(response.status());
  });
  await page.goto("/es?from=test");
  await expect.poll(() => views.length).toBe(1);
  expect(views[0]?.get("page")).toBe("home");
  expect(views[0]?.get("full_path")).toBe("/es?from=test");
  expect(views[0]?.get("no_data")).toBe("false");
  expect(views[0]?.get("logged_in")).toBe("false");

  // A story opened from its card: a client navigation, the home as its referrer.
  const story = page.locator('main a[href*="/news_stories/"]').first();
  const href = String(await story.getAttribute("href"));
  await story.click();
  await page.waitForURL(`**${href}`);
  await expect.poll(() => views.length).toBe(2);
  expect(views[1]?.get("full_path")).toBe(href);
  expect(views[1]?.get("page_name")).toMatch(/^article-/);
  expect(views[1]?.get("referrer")).toBe(`${baseURL}/es?from=test`);
  await expect.poll(() => answered).toEqual([204, 204]);

  // The operator's report has the visits just made (it sums what is not summed yet first).
  const response = await page.request.post("/api/operator/analytics/report", {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
  });
  expect(response.status()).toBe(200);
  const report = (await response.json()) as { page_views: number; pages: { key: string; count: number }[] };
  expect(report.page_views).toBeGreaterThanOrEqual(2);
  expect(report.pages.find((row) => row.key === "home")?.count).toBeGreaterThanOrEqual(1);
});

test("a search is counted by its query", async ({ page }) => {
  const views = pageViews(page);
  await page.goto("/search/relevance/flamengo");
  await expect.poll(() => views.map((view) => view.get("page"))).toEqual(["Search flamengo"]);
});

test("with no connection to the probe image, the views say the reader is data-less", async ({ page }) => {
  const views = pageViews(page);
  await page.route("**/probe.gif*", (route) => route.abort("internetdisconnected"));
  await page.goto("/pt");
  await expect.poll(() => views.map((view) => view.get("no_data"))).toEqual(["true"]);
});
