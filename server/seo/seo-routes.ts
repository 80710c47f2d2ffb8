import { Hono } from "hono";
import type { ArticleJson } from "#core/content/content.ts";
import { articlePath } from "#core/routing/article-urls.ts";
import { ACCOUNT_PATHS } from "#core/routing/fixed-page-urls.ts";
import {
  localizedUrlsetXml,
  newsSitemapXml,
  robotsTxt,
  sitemapArticleRef,
  sitemapIndexXml,
} from "#core/routing/sitemap.ts";
import { isValidSitemapDate } from "#core/routing/sitemap-urls.ts";
import { type Config, localePrefixMap } from "#server/config.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import { calendarCounts } from "#server/content/calendar-queries.ts";
import { feedIds } from "#server/content/feed-queries.ts";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getSiteConfig } from "#server/site/site-config.ts";

const XML = "application/xml; charset=utf-8";
/** Every search page (the form, results, trending) starts with it. */
const SEARCH_PAGES_PATH = "/search";
const PER = 100;
/** A sitemap holds at most 50,000 URLs; each article is listed once per locale. */
const MAX_ARTICLES_PER_SITEMAP = 16_000;
/** Google News reads at most 1,000 stories of the last two days. */
const NEWS_MAX = 1000;
const NEWS_WINDOW_MS = 2 * 24 * 3_600_000;

/**
 * `/robots.txt`, `/sitemap.xml` (an index of one sitemap per month with articles),
 * `/sitemap/<yyyy>-<mm>.xml` (that month's articles in every locale, with alternates) and
 * `/sitemap-news.xml` (Google News, the last two days). Absolute URLs use PUBLIC_URL, or the
 * request's origin when it is not set.
 */
export function seoRoutes(options: { db: Database; config: Config }) {
  const { db, config } = options;
  const prefixes = localePrefixMap(config);
  const originOf = (url: string) => config.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(url).origin;

  async function articlesBetween(from: Date, to: Date, limit: number, context?: "news_stories") {
    const found: ArticleJson[] = [];
    for (let page = 1; found.length < limit; page++) {
      const ids = await feedIds(db, { from, to, context }, { page, per: PER });
      found.push(...(await articlesByIds(db, ids)));
      if (ids.length < PER) break;
    }
    return found.slice(0, limit);
  }

  const app = new Hono<AppEnv>();
  app.get("/robots.txt", (c) =>
    c.text(
      robotsTxt(
        originOf(c.req.url),
        // The account pages, and the search pages (docs/decisions/0069-search-pages-and-header-dropdown.md: results are not for search engines).
        [ACCOUNT_PATHS.user, SEARCH_PAGES_PATH].flatMap((path) => [
          path,
          ...Object.values(prefixes)
            .filter(Boolean)
            .map((prefix) => `${prefix}${path}`),
        ]),
      ),
      200,
      { "Cache-Control": "public, max-age=3600" },
    ),
  );

  app.get("/sitemap.xml", async (c) => {
    const origin = originOf(c.req.url);
    const months = await calendarCounts(db, {});
    const xml = sitemapIndexXml(months.map((month) => ({ loc: `${origin}/sitemap/${month.period}.xml` })));
    return c.body(xml, 200, { "Content-Type": XML, "Cache-Control": "public, max-age=3600" });
  });

  app.get("/sitemap/:file{\\d{4}-\\d{2}\\.xml}", async (c) => {
    const [year, month] = c.req.param("file").slice(0, 7).split("-");
    if (!isValidSitemapDate(year, month)) return c.notFound();
    const from = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
    const to = new Date(Math.min(Date.UTC(Number(year), Number(month), 1), Date.now()));
    if (from.getTime() > Date.now()) return c.notFound();
    const list = await articlesBetween(from, to, MAX_ARTICLES_PER_SITEMAP);
    if (list.length === 0) return c.notFound();
    const xml = localizedUrlsetXml(
      originOf(c.req.url),
      prefixes,
      list.map((article) => ({
        path: articlePath(sitemapArticleRef(article)),
        lastmod: article.publish_date,
      })),
    );
    return c.body(xml, 200, { "Content-Type": XML, "Cache-Control": "public, max-age=3600" });
  });

  app.get("/sitemap-news.xml", async (c) => {
    const origin = originOf(c.req.url);
    const now = Date.now();
    const [site, list] = await Promise.all([
      getSiteConfig(db, config.ICARO_SITE_ID),
      articlesBetween(new Date(now - NEWS_WINDOW_MS), new Date(now + 1), NEWS_MAX, "news_stories"),
    ]);
    const xml = newsSitemapXml(
      site?.name ?? "Icaro",
      list.map((article) => ({
        loc: `${origin}${prefixes[article.language]}${articlePath(sitemapArticleRef(article))}`,
        language: article.language,
        date: article.publish_date,
        title: article.name,
      })),
    );
    return c.body(xml, 200, { "Content-Type": XML, "Cache-Control": "public, max-age=300" });
  });
  return app;
}
