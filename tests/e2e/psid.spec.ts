import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";

type Playwright = { request: { newContext(): Promise<APIRequestContext> } };

import { waitForHydration } from "./axe.ts";

// The browser's PSID (docs/behaviour/platform.md#psid; decision 0090): a page that reaches the
// browser without the server's psid cookie gets one written by the page itself, for a year; where
// the browser keeps no cookies for the site, the PSID lives in local storage and the API client's
// PSID header carries it.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CLIENT_MAX_AGE = 31_536_000;
/** The server's own max age (core/site/constants.ts): a cookie with it was not written by the page. */
const SERVER_MAX_AGE = 3_153_600;

/**
 * Every answer of the site reaches the page without the server's psid cookie, as from a cache
 * that dropped it. The answers are fetched by a request context of their own: the page's
 * (`route.fetch`) would put the server's cookie in the page's jar on the way.
 */
async function withoutServerPsid(page: Page, playwright: Playwright) {
  const outside = await playwright.request.newContext();
  await page.route(
    () => true,
    async (route) => {
      const request = route.request();
      const response = await outside
        .fetch(request.url(), {
          method: request.method(),
          headers: await request.allHeaders(),
          data: request.postDataBuffer() ?? undefined,
          maxRedirects: 0,
        })
        // A prefetch the page gave up on ends here too: nothing to answer.
        .catch(() => null);
      if (!response) return route.abort().catch(() => {});
      const headers: Record<string, string> = {};
      const cookies: string[] = [];
      for (const { name, value } of response.headersArray()) {
        if (name.toLowerCase() !== "set-cookie") headers[name] = value;
        else if (!/^psid=/i.test(value)) cookies.push(value);
      }
      if (cookies.length > 0) headers["set-cookie"] = cookies.join("\n");
      await route
        .fulfill({ status: response.status(), headers, body: await response.body() })
        .catch(() => {});
    },
  );
}

const psidCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "psid");

/** A story's id, asked outside the page's context (whose cookie jar must stay empty). */
async function newsStory(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/v3/feed?per=5&context=news_stories&language=en");
  expect(response.ok()).toBe(true);
  const [story] = (await response.json()) as { id: number }[];
  expect(story).toBeDefined();
  return story.id;
}

test("a page that came without the psid cookie writes one itself, for 31,536,000 s", async ({
  page,
  context,
  playwright,
}) => {
  await withoutServerPsid(page, playwright);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect((await response?.headerValue("set-cookie")) ?? "").not.toMatch(/psid=/);
  await waitForHydration(page);
  // Written once the page is idle (app/idle/after-load.ts).
  await expect.poll(async () => (await psidCookie(context))?.value ?? null).toMatch(UUID);
  const cookie = await psidCookie(context);
  const maxAge = (cookie?.expires ?? 0) - Date.now() / 1000;
  // The page's max age, not the server's: within the minute this test has taken.
  expect(maxAge).toBeGreaterThan(CLIENT_MAX_AGE - 120);
  expect(maxAge).toBeLessThanOrEqual(CLIENT_MAX_AGE + 5);
  expect(maxAge).toBeGreaterThan(SERVER_MAX_AGE * 2);
  expect(cookie).toMatchObject({ path: "/", sameSite: "Strict", httpOnly: false });
  // Not kept in local storage as well: cookies work here.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith("PSIDCookie"))),
  ).toEqual([]);
});

test("with cookies blocked, the PSID is kept in local storage and the API's PSID header carries it", async ({
  page,
  context,
  request,
  playwright,
}) => {
  await withoutServerPsid(page, playwright);
  // The browser refuses the page's cookies: `document.cookie` reads empty and keeps no write.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setDocumentCookieDisabled", { disabled: true });
  const id = await newsStory(request);
  // The story's like count is asked through the browser's API client (app/read-later/save-toggles.ts).
  const likeCount = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith("/like/count"));
  const response = await page.goto(`/noproxy/news_stories/web/${id}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const header = (await likeCount).headers().psid;
  expect(header).toMatch(UUID);
  const stored = await page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([key]) => key.endsWith("PSIDCookie"))
      .map(([key, value]) => [key, JSON.parse(value)]),
  );
  // The site's PSIDCookie entry (docs/behaviour/platform.md#local-storage-keys: the site's name, then the key), with no expiry.
  expect(stored).toEqual([[expect.stringMatching(/^\S+PSIDCookie$/), { value: header, expiry: null }]]);
  expect(await psidCookie(context)).toBeUndefined();
});
