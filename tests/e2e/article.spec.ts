import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { sidewaysOverflow } from "./layout.ts";
import { pageTitle } from "./locales.ts";

// Article and video pages over the demo edition: three languages, both video
// players, a related story, and the share metadata.

type Article = { id: number; name: string; language: string; video: { link: string } | null };

/** Literal texts, so a wrong translation fails. */
const LOCALES = [
  { locale: "en", prefix: "", related: "Related stories", lang: "en" },
  { locale: "es", prefix: "/es", related: "Noticias relacionadas", lang: "es" },
  { locale: "pt", prefix: "/pt", related: "Notícias relacionadas", lang: "pt-BR" },
] as const;

async function articles(request: APIRequestContext, query: string): Promise<Article[]> {
  const response = await request.get(`/api/v3/feed?per=40&${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function expectPlays(page: Page) {
  const video = page.locator("video");
  await expect(video).not.toHaveAttribute("data-engine", "pending");
  // Muted so the browser's autoplay policy allows play() without a gesture.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
}

for (const c of LOCALES) {
  test(`a story in ${c.locale}: header, body, tags, related, accessible`, async ({ page, request }) => {
    const [story] = await articles(request, `context=news_stories&language=${c.locale}`);
    const response = await page.goto(`${c.prefix}/noproxy/news_stories/web/${story.id}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle(pageTitle(story.name));
    const article = page.locator("article");
    await expect(article).toHaveAttribute("lang", c.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.name);
    await expect(article.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    // The demo's publishers live on `.example`, which never resolves: no "Read the original" that
    // leads nowhere (app/article/article-links.test.ts has a real host's, through the interstitial).
    await expect(article.locator('a[href*="/external?url="]')).toHaveCount(0);
    const tags = article.locator("a.tag");
    if ((await tags.count()) > 0) {
      await expect(tags.first()).toHaveAttribute(
        "href",
        new RegExp(`^${c.prefix}/feed/headlines/id=\\d+&name=`),
      );
      await expect(tags.first()).toHaveAttribute("data-following", "false");
    }
    const related = page.getByRole("region", { name: c.related });
    await expect(related.getByRole("link").first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectNoA11yViolations(page);
  });
}

test("a signed-in reader's read is counted: it carries the XSRF header, which sendBeacon cannot", async ({
  page,
}) => {
  const email = `e2e-reads-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "reads-Password-1";
  // The attempt limits count per address: this reader comes from their own.
  const headers = { "x-forwarded-for": "198.51.100.77" };
  const signUp = await page.request.post("/api/v3/auth", {
    data: { email, password, password_confirmation: password },
    headers,
  });
  expect(signUp.ok()).toBe(true);
  // The web session: HttpOnly session cookie and the readable XSRF-TOKEN, in this browser.
  expect((await page.request.post("/api/auth/login", { data: { email, password }, headers })).ok()).toBe(
    true,
  );
  const [story] = await articles(page.request, "context=news_stories&language=en");
  // What a bare beacon would send (the session's cookies, no header) is refused.
  const bare = await page.request.post("/api/v3/reads", { data: { id: story.id, context: "news_stories" } });
  expect(bare.status()).toBe(403);

  const read = page.waitForResponse((r) => r.url().endsWith("/api/v3/reads"));
  await page.goto(`/noproxy/news_stories/web/${story.id}`);
  const response = await read;
  expect(response.status()).toBe(204);
  expect(response.request().headers()["x-xsrf-token"]).toBeTruthy();
});

test("an MP4 video plays", async ({ page, request }) => {
  const video = (await articles(request, "context=videos")).find((v) => v.video?.link.endsWith(".mp4"));
  expect(video).toBeDefined();
  await page.goto(`/noproxy/videos/web/${video?.id}`);
  await waitForHydration(page);
  await expect(page.locator("video")).toHaveAttribute("data-kind", "mp4");
  await expectPlays(page);
  await expectNoA11yViolations(page);
});

test("an HLS video plays through hls.js, loaded only then", async ({ page, request }) => {
  const video = (await articles(request, "context=videos")).find((v) => v.video?.link.endsWith(".m3u8"));
  expect(video).toBeDefined();
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(`/es/noproxy/videos/web/${video?.id}`);
  await waitForHydration(page);
  const player = page.locator("video");
  await expect(player).toHaveAttribute("data-kind", "hls");
  await expect(player).toHaveAttribute("data-engine", "hls.js");
  expect(scripts.some((url) => /hls\.light-[\w-]+\.js$/.test(url))).toBe(true);
  await expectPlays(page);
  await expectNoA11yViolations(page);
});

test("the hls.js chunk stays off story pages", async ({ page, request }) => {
  const [story] = await articles(request, "context=news_stories&language=en");
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(`/noproxy/news_stories/web/${story.id}`);
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes("hls"))).toEqual([]);
});

test("a related story opens in place", async ({ page, request }) => {
  const [story] = await articles(request, "context=news_stories&language=pt");
  await page.goto(`/pt/noproxy/news_stories/web/${story.id}`);
  await waitForHydration(page);
  const link = page.getByRole("region", { name: "Notícias relacionadas" }).getByRole("link").first();
  const title = (await link.locator(".related__title").textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(/\/pt\/noproxy\/(news_stories|videos)\/[^/]+\/[^/]+\/[^/]+\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("article")).not.toHaveAttribute("data-article-id", String(story.id));
  await expect(page).toHaveTitle(pageTitle(title));
});

test("share metadata: canonical, Open Graph, Twitter card and JSON-LD", async ({ page, request }) => {
  const [story] = await articles(request, "context=news_stories&language=es");
  await page.goto(`/es/x/news_stories/${story.id}/any-slug`);
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/es\/noproxy\/news_stories\/.+\/\d+$/,
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", story.name);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/_ipx\/s_400x400\//);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const ld = await page.locator('script[type="application/ld+json"]').textContent();
  const [main, crumbs] = JSON.parse(ld ?? "[]");
  expect(main).toMatchObject({ "@type": "NewsArticle", headline: story.name, inLanguage: "es" });
  expect(crumbs["@type"]).toBe("BreadcrumbList");
});

test("an unknown story is the content-not-found page, 404", async ({ page }) => {
  const response = await page.goto("/es/noproxy/news_stories/web/999999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contenido no encontrado");
});
