import type { ArticleJson } from "../content/content.ts";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { type ArticleRef, slugify } from "./article-urls.ts";

/** The article page reference used by the sitemaps: the most descriptive URL form. */
export function sitemapArticleRef(
  article: Pick<ArticleJson, "id" | "context" | "name" | "verticals" | "publisher">,
): ArticleRef {
  const category = article.verticals[0]?.key;
  const publisher = slugify(article.publisher?.name ?? "");
  const slug = slugify(article.name);
  return {
    post: "p",
    type: article.context,
    id: article.id,
    slug: slug || undefined,
    category: category || undefined,
    publisher: publisher || undefined,
  };
}

/** Text and attribute values for XML: the five characters that mean something there, and no control characters. */
export function xmlEscape(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids them; they are dropped.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A sitemap index: one child sitemap per entry. */
export function sitemapIndexXml(entries: { loc: string; lastmod?: string }[]): string {
  const items = entries
    .map(
      (entry) =>
        `<sitemap><loc>${xmlEscape(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : ""}</sitemap>`,
    )
    .join("\n");
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** Absolute URLs of one path in every locale of this deployment. */
export function localizedUrls(origin: string, prefixes: Record<Locale, string>, path: string) {
  return LOCALES.map((locale) => ({ locale, href: `${origin}${prefixes[locale]}${path}` }));
}

/**
 * A urlset where each page is listed once per locale, each with `xhtml:link` alternates to all
 * locales (Google's form for localized pages).
 */
export function localizedUrlsetXml(
  origin: string,
  prefixes: Record<Locale, string>,
  pages: { path: string; lastmod?: string }[],
): string {
  const items: string[] = [];
  for (const page of pages) {
    const urls = localizedUrls(origin, prefixes, page.path);
    const alternates = urls
      .map((url) => `<xhtml:link rel="alternate" hreflang="${url.locale}" href="${xmlEscape(url.href)}"/>`)
      .join("");
    for (const url of urls) {
      const lastmod = page.lastmod ? `<lastmod>${xmlEscape(page.lastmod)}</lastmod>` : "";
      items.push(`<url><loc>${xmlEscape(url.href)}</loc>${lastmod}${alternates}</url>`);
    }
  }
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join("\n")}\n</urlset>\n`;
}

/** A Google News sitemap: each story with its publication (site name, language), date and title. */
export function newsSitemapXml(
  siteName: string,
  stories: { loc: string; language: string; date: string; title: string }[],
): string {
  const items = stories
    .map(
      (story) =>
        `<url><loc>${xmlEscape(story.loc)}</loc><news:news><news:publication><news:name>${xmlEscape(siteName)}</news:name><news:language>${xmlEscape(story.language)}</news:language></news:publication><news:publication_date>${xmlEscape(story.date)}</news:publication_date><news:title>${xmlEscape(story.title)}</news:title></news:news></url>`,
    )
    .join("\n");
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${items}\n</urlset>\n`;
}

/**
 * robots.txt: everything crawlable but the API and the given path prefixes (the account and search
 * pages, in every locale); where the sitemaps are.
 */
export function robotsTxt(origin: string, disallowed: readonly string[]): string {
  const lines = ["User-agent: *", "Allow: /", "Disallow: /api/"];
  for (const prefix of disallowed) lines.push(`Disallow: ${prefix}`);
  lines.push("", `Sitemap: ${origin}/sitemap.xml`, `Sitemap: ${origin}/sitemap-news.xml`, "");
  return lines.join("\n");
}
