import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";

describe.each(ENGINES)("robots.txt and sitemaps on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp(engine, { env: { PUBLIC_URL: "https://news.example.com" } });
  });
  afterAll(() => harness.close());

  const get = (path: string) => harness.app.request(path);

  it("robots.txt disallows the API, account and search pages and points at the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Disallow: /accounts/user\n");
    expect(text).toContain("Disallow: /pt/accounts/user\n");
    expect(text).toContain("Disallow: /search\n");
    expect(text).toContain("Disallow: /es/search\n");
    expect(text).toContain("Sitemap: https://news.example.com/sitemap.xml\n");
  });

  it("sitemap.xml indexes one sitemap per month with articles, and each lists them in 3 locales", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toContain("application/xml");
    const xml = await index.text();
    const months = [
      ...xml.matchAll(/<loc>https:\/\/news\.example\.com\/sitemap\/(\d{4}-\d{2})\.xml<\/loc>/g),
    ].map((m) => m[1]);
    expect(months.length).toBeGreaterThan(0);
    const month = await get(`/sitemap/${months[0]}.xml`);
    expect(month.status).toBe(200);
    const urls = await month.text();
    const locs = [...urls.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length % 3).toBe(0);
    expect(locs[0]).toMatch(
      /^https:\/\/news\.example\.com\/p\/(news_stories|videos)\/[a-z]+\/[a-z0-9-]+\/[a-z0-9-]+\/\d+$/,
    );
    expect(locs[1]).toBe(locs[0].replace("news.example.com/", "news.example.com/es/"));
    expect(locs[2]).toBe(locs[0].replace("news.example.com/", "news.example.com/pt/"));
    expect(urls).toContain('<xhtml:link rel="alternate" hreflang="pt"');
    expect(urls).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it.each(["/sitemap/1999-01.xml", "/sitemap/2024-13.xml", "/sitemap/2999-01.xml"])(
    "%s is 404",
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it("sitemap-news.xml lists stories of the last two days with escaped titles", async () => {
    const response = await get("/sitemap-news.xml");
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    const dates = [...xml.matchAll(/<news:publication_date>([^<]+)</g)].map((m) => Date.parse(m[1]));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(Date.now() - date).toBeLessThanOrEqual(2 * 24 * 3_600_000 + 60_000);
    expect(xml).not.toContain("/videos/");
  });
});
