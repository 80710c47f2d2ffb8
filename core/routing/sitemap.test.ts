import { describe, expect, it } from "vitest";
import { articlePath } from "./article-urls.ts";
import {
  localizedUrlsetXml,
  newsSitemapXml,
  robotsTxt,
  sitemapArticleRef,
  sitemapIndexXml,
  xmlEscape,
} from "./sitemap.ts";

const prefixes = { en: "", es: "/es", pt: "/pt" };

describe("xmlEscape", () => {
  it.each([
    ["Tom & Jerry", "Tom &amp; Jerry"],
    ["<b>\"hi\"</b> 'x'", "&lt;b&gt;&quot;hi&quot;&lt;/b&gt; &apos;x&apos;"],
    ["bell\u0007 tab\tok", "bell tab\tok"],
    ["ação", "ação"],
  ])("%s → %s", (text, escaped) => {
    expect(xmlEscape(text)).toBe(escaped);
  });
});

describe("sitemapArticleRef", () => {
  it("uses the category, publisher and slug form", () => {
    const ref = sitemapArticleRef({
      id: 42,
      context: "news_stories",
      name: "Ação & Reação!",
      verticals: [{ key: "sports", label: "Deportes", labels: { es: "Deportes" } }],
      publisher: { id: 1, name: "Daily Planet", context: "publishers", common_name: "DP", logo: null },
    });
    expect(articlePath(ref)).toBe("/p/news_stories/sports/daily-planet/acao-reacao/42");
  });

  it("falls back to the id-only form without a slug", () => {
    const ref = sitemapArticleRef({
      id: 7,
      context: "videos",
      name: "!!!",
      verticals: [],
      publisher: { id: 1, name: "", context: "publishers", common_name: "", logo: null },
    });
    expect(articlePath(ref)).toBe("/p/videos/web/7");
  });
});

describe("XML documents", () => {
  it("index lists each sitemap", () => {
    const xml = sitemapIndexXml([{ loc: "https://x.test/sitemap/2024-03.xml" }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://x.test/sitemap/2024-03.xml</loc></sitemap>");
  });

  it("urlset lists a page in every locale, each with all alternates", () => {
    const xml = localizedUrlsetXml("https://x.test", prefixes, [{ path: "/p/news_stories/web/1?a=1&b=2" }]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://x.test/pt/p/news_stories/web/1?a=1&amp;b=2</loc>");
    expect(
      xml.match(/hreflang="es" href="https:\/\/x.test\/es\/p\/news_stories\/web\/1\?a=1&amp;b=2"/g),
    ).toHaveLength(3);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("news sitemap escapes the title", () => {
    const xml = newsSitemapXml("Icaro", [
      {
        loc: "https://x.test/p/news_stories/web/1",
        language: "en",
        date: "2024-03-01T00:00:00Z",
        title: "A < B & C",
      },
    ]);
    expect(xml).toContain("<news:title>A &lt; B &amp; C</news:title>");
    expect(xml).toContain("<news:name>Icaro</news:name><news:language>en</news:language>");
  });

  it("robots.txt allows all but the API and account pages and names the sitemaps", () => {
    const text = robotsTxt("https://x.test", ["/accounts/user", "/es/accounts/user"]);
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /accounts/user",
      "Disallow: /es/accounts/user",
      "",
      "Sitemap: https://x.test/sitemap.xml",
      "Sitemap: https://x.test/sitemap-news.xml",
      "",
    ]);
  });
});
