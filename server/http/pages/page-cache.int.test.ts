import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestFeed } from "#server/ingest/store-feed.ts";
import { projectPath } from "#server/project-path.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { pageRouteOf } from "./page-route-of.ts";
import { webAppOf } from "./web-app.ts";

const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";

const psidOf = (response: Response) => response.headers.get("set-cookie")?.match(/^psid=([^;]+)/)?.[1];

/** A visitor who already has a PSID: no Set-Cookie, so the response may be public. */
const known = { cookie: "psid=11111111-2222-4333-8444-555555555555" };

describe("pageRouteOf", async () => {
  const { build } = await import(projectPath("build/server/index.js"));
  const web = webAppOf(build);
  const prefixes = [
    { locale: "en", basename: "/" },
    { locale: "es", basename: "/es" },
    { locale: "pt", basename: "/pt" },
  ] as const;
  it.each([
    ["/", "home"],
    ["/es", "home"],
    ["/pt/", "home"],
    ["/es/new", "home-new"],
    ["/old", "home-old"],
    ["/es/external", "external"],
    ["/nothing/here", "catch-all"],
  ])("%s renders %s", (path, id) => {
    expect(pageRouteOf(web.pageRoutes, [...prefixes])(path)).toBe(id);
  });
});

describe.each(ENGINES)("anonymous page cache on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp(engine);
  });
  afterAll(() => harness.close());

  it("serves the second anonymous request from the cache with a fresh nonce", async () => {
    const first = await harness.app.request("/es?cache-test=1", { headers: known });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(first.headers.get("cache-control")).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const second = await harness.app.request("/es?cache-test=1", { headers: known });
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));

    const [one, two] = [nonceOf(first), nonceOf(second)];
    expect(one).toBeTruthy();
    expect(two).toBeTruthy();
    expect(two).not.toBe(one);
    const [htmlOne, htmlTwo] = [await first.text(), await second.text()];
    expect(htmlTwo).not.toContain(one);
    // Every script carries this response's nonce, and the rest of the page is the same.
    const scripts = htmlTwo.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${two}"`);
    expect(htmlTwo.split(two).join("NONCE")).toBe(htmlOne.split(one).join("NONCE"));
  });

  it("keys by path, query and locale", async () => {
    await harness.app.request("/pt?key=1", { headers: known });
    expect((await harness.app.request("/pt?key=2", { headers: known })).headers.get("x-cache")).toBe("miss");
    expect((await harness.app.request("/?key=1", { headers: known })).headers.get("x-cache")).toBe("miss");
    const page = await harness.app.request("/pt?key=1", { headers: known });
    expect(page.headers.get("x-cache")).toBe("hit");
    expect(await page.text()).toContain('<html lang="pt"');
  });

  it("gives each new visitor their own PSID cookie on a hit, and keeps that response private", async () => {
    await harness.app.request("/?visitors=1", { headers: known });
    const a = await harness.app.request("/?visitors=1");
    const b = await harness.app.request("/?visitors=1");
    expect(a.headers.get("x-cache")).toBe("hit");
    expect(b.headers.get("x-cache")).toBe("hit");
    expect(psidOf(a)).toMatch(/^[0-9a-f-]{36}$/);
    expect(psidOf(b)).toMatch(/^[0-9a-f-]{36}$/);
    expect(psidOf(a)).not.toBe(psidOf(b));
    expect(a.headers.get("cache-control")).toBe("private, no-cache");
    // The visitor who filled the cache did not leave a cookie in it.
    const again = await harness.app.request("/?visitors=1", { headers: known });
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("does not cache a first visit's cookie either", async () => {
    const first = await harness.app.request("/?first-visit=1");
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const next = await harness.app.request("/?first-visit=1", { headers: known });
    expect(next.headers.get("x-cache")).toBe("hit");
    expect(next.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["an Authorization header", { authorization: "Bearer something" }],
    ["a session cookie", { cookie: `${known.cookie}; icaro_session=abc` }],
  ])("bypasses the cache for %s", async (_, headers) => {
    await harness.app.request("/?signed-in=1", { headers: known });
    for (let i = 0; i < 2; i++) {
      const page = await harness.app.request("/?signed-in=1", { headers });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-cache")).toBe("bypass");
      expect(page.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("still moves a reader who chose another language from a cached default home", async () => {
    await harness.app.request("/", { headers: known });
    const chosen = await harness.app.request("/", { headers: { cookie: `${known.cookie}; i18n_locale=es` } });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/es");
    const same = await harness.app.request("/", { headers: { cookie: `${known.cookie}; i18n_locale=en` } });
    expect(same.headers.get("x-cache")).toBe("hit");
  });

  it("leaves pages that are not in the cacheable list alone", async () => {
    const page = await harness.app.request("/external?url=x", { headers: known });
    expect(page.headers.get("x-cache")).toBeNull();
    expect(page.headers.get("cache-control") ?? "").not.toContain("public");
    const missing = await harness.app.request("/nothing/here", { headers: known });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-cache")).toBeNull();
  });

  it("drops cached pages when an ingest adds stories", async () => {
    await harness.app.request("/", { headers: known });
    expect((await harness.app.request("/", { headers: known })).headers.get("x-cache")).toBe("hit");
    const title = "Cache test story about the river bridge";
    const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Cache</title><link>https://cache.example/</link>
      <language>en</language><item><title>${title}</title><link>https://cache.example/1</link><guid>cache-1</guid>
      <pubDate>${new Date().toUTCString()}</pubDate><category>World news</category>
      <description>The bridge reopens.</description></item></channel></rss>`;
    const result = await ingestFeed(harness.db, new TextEncoder().encode(feed), { publisher: "Cache Daily" });
    expect(result.new).toBe(1);
    const after = await harness.app.request("/", { headers: known });
    // Rendered again (the home lists stories once the News screens land; then it shows the title).
    expect(after.headers.get("x-cache")).toBe("miss");
    expect((await harness.app.request("/", { headers: known })).headers.get("x-cache")).toBe("hit");
  });

  it("counts hits and misses in /metrics", async () => {
    const text = await (await harness.app.request("/metrics")).text();
    expect(text).toMatch(/icaro_page_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/icaro_page_cache_lookups_total\{result="miss"\} [1-9]/);
    expect(text).toMatch(/icaro_page_cache_lookups_total\{result="bypass"\} [1-9]/);
  });
});
