import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleSearchText } from "#core/search/search-text.ts";
import { articles, publishers } from "#server/db/schema.ts";
import { createTestApp } from "#server/testing/test-app.ts";

/*
 * The sitemap pages (docs/behaviour/routes.md#sitemap) through the whole server, in the three locales. The demo
 * edition fills the last 30 days; the fixtures sit in 2020, which only they fill: 101 English
 * stories on 5 May (two pages), two Spanish ones that day, one Portuguese one on 29 February.
 */
const PREFIX = { en: "", es: "/es", pt: "/pt" } as const;

function links(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1].replaceAll("&amp;", "&"))
    .filter((href) => pattern.test(href));
}

function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10).replaceAll("-", "/");
}

describe("sitemap pages", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp("pglite");
    const [publisher] = await harness.db
      .insert(publishers)
      .values({ name: "Sitemap Daily", commonName: "Sitemap Daily" })
      .returning();
    const rows: [string, string, "en" | "es" | "pt"][] = [
      ...Array.from({ length: 101 }, (_, i): [string, string, "en"] => [
        `English story ${i}`,
        // One a minute from 08:00, so the newest is story 100.
        new Date(Date.UTC(2020, 4, 5, 8, i)).toISOString(),
        "en",
      ]),
      ["Historia uno", "2020-05-05T10:00:00Z", "es"],
      ["Historia dos", "2020-05-05T23:59:59Z", "es"],
      ["História bissexta", "2020-02-29T12:00:00Z", "pt"],
    ];
    await harness.db.insert(articles).values(
      rows.map(([name, date, language]) => ({
        name,
        publishDate: new Date(date),
        publisherId: publisher.id,
        language,
        guid: `sitemap-${name}`,
        searchText: articleSearchText({ name }),
      })),
    );
  });
  afterAll(() => harness.close());

  const page = async (path: string, status = 200) => {
    const response = await harness.app.request(path);
    expect(response.status).toBe(status);
    return response.text();
  };

  it.each([
    ["en", "Sitemap | Icaro", "101 articles"],
    ["es", "Mapa del sitio | Icaro", "2 artículos"],
    ["pt", "Mapa do site | Icaro", "1 artigo"],
  ] as const)(
    "/sitemap in %s lists the years with their counts in that language",
    async (locale, title, count) => {
      const html = await page(`${PREFIX[locale]}/sitemap`);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(
        new RegExp(
          `href="${PREFIX[locale]}/sitemap/2020"[^>]*><span[^>]*>2020</span><span[^>]*>${count}</span>`,
        ),
      );
      expect(links(html, /\/sitemap\/\d{4}$/)).toContain(
        `${PREFIX[locale]}/sitemap/${new Date().getUTCFullYear()}`,
      );
    },
  );

  it.each([
    ["en", "/sitemap/2020/05", "May"],
    ["es", "/sitemap/2020/05", "mayo"],
    ["pt", "/sitemap/2020/02", "fevereiro"],
  ] as const)(
    "/sitemap/2020 in %s links the months with articles in that language",
    async (locale, month, name) => {
      const html = await page(`${PREFIX[locale]}/sitemap/2020`);
      expect(links(html, /\/sitemap\/2020\/\d\d$/)).toEqual([`${PREFIX[locale]}${month}`]);
      expect(html).toContain(`>${name}</span>`);
      // Breadcrumbs: the sitemap links up, the year is the current page.
      expect(html).toMatch(
        /<nav class="sitemap-breadcrumbs" aria-label="[^"]+"><ol><li><a href="[^"]*\/sitemap"/,
      );
      expect(html).toContain('<span aria-current="page">2020</span>');
    },
  );

  it("/sitemap/2020/05 links the days with articles", async () => {
    const html = await page("/es/sitemap/2020/05");
    expect(html).toContain("<h1>Artículos de mayo de 2020</h1>");
    expect(links(html, /\/sitemap\/2020\/05\/\d\d$/)).toEqual(["/es/sitemap/2020/05/05"]);
  });

  it("a day's first page lists 100 articles, newest first, each linking to its article page, and a next link", async () => {
    const html = await page("/sitemap/2020/05/05");
    expect(html).toContain("<h1>Articles from Tuesday, May 5, 2020</h1>");
    const articleLinks = links(html, /^\/p\//);
    expect(articleLinks).toHaveLength(100);
    for (const href of articleLinks)
      expect(href).toMatch(/^\/p\/news_stories\/[a-z]+\/sitemap-daily\/english-story-\d+\/\d+$/);
    expect(articleLinks[0]).toMatch(/\/english-story-100\/\d+$/);
    expect(html).toMatch(/<a rel="next" href="\/sitemap\/2020\/05\/05\?page=2"/);
    expect(html).not.toContain('rel="prev"');
    expect(html).toContain("Page 1 of 2");
  });

  it("the second page holds the rest and links back to the first", async () => {
    const html = await page("/sitemap/2020/05/05?page=2");
    expect(links(html, /^\/p\//)).toEqual([expect.stringMatching(/\/english-story-0\/\d+$/)]);
    expect(html).toMatch(/<a rel="prev" href="\/sitemap\/2020\/05\/05"/);
    expect(html).not.toContain('rel="next"');
    expect(html).toContain("<title>Sitemap: Tuesday, May 5, 2020, page 2 | Icaro</title>");
  });

  it("a day lists only the reader's language, and says when it has none", async () => {
    const es = await page("/es/sitemap/2020/05/05");
    expect(links(es, /^\/es\/p\//)).toHaveLength(2);
    expect(es).not.toContain('class="sitemap-pager"');
    const pt = await page("/pt/sitemap/2020/05/05");
    expect(links(pt, /\/p\//)).toEqual([]);
    expect(pt).toContain("Nenhum artigo foi publicado neste dia.");
  });

  it("a past month without articles shows its empty state", async () => {
    expect(await page("/sitemap/2001/01")).toContain("No articles were published in January 2001.");
  });

  describe.each(["en", "es", "pt"] as const)("in %s", (locale) => {
    const notFound = { en: "Page not found", es: "Página no encontrada", pt: "Página não encontrada" }[
      locale
    ];
    it.each([
      "/sitemap/abc",
      "/sitemap/2024x",
      "/sitemap/2024/13",
      "/sitemap/2024/00",
      "/sitemap/2023/02/30",
      "/sitemap/2024/04/31",
      "/sitemap/9999",
      `/sitemap/${tomorrow()}`,
      "/sitemap/2020/05/05?page=0",
      "/sitemap/2020/05/05?page=abc",
      "/sitemap/2020/05/05?page=1001",
      "/sitemap/2020/05/05?page=3",
      "/sitemap/2020/05/05/extra",
    ])("%s is a 404 page in the reader's language", async (path) => {
      const html = await page(`${PREFIX[locale]}${path}`, 404);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<h1 id="error-title" class="error-view__title">${notFound}</h1>`);
    });
  });

  it("the footer links the sitemap", async () => {
    expect(await page("/pt")).toMatch(/<a href="\/pt\/sitemap"[^>]*>Mapa do site<\/a>/);
  });
});
