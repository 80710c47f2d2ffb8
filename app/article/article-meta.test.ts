import { describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content/content.ts";
import {
  absoluteUrl,
  canonicalArticlePath,
  externalPath,
  ipxPath,
  originalUrl,
  parseArticleId,
} from "./article-links.ts";
import { articleJsonLd, articleMeta, serializeJsonLd, shareImageUrl } from "./article-meta.ts";

const ORIGIN = "https://news.example.com";

function article(overrides: Partial<ArticleJson> = {}): ArticleJson {
  return {
    id: 42,
    context: "news_stories",
    name: "Río de Janeiro approves a tram line",
    description: "The city council voted 30 to 5.",
    publish_date: "2025-03-10T09:30:00.000Z",
    updated_date: "2025-03-10T09:30:00.000Z",
    publisher: {
      id: 7,
      name: "O Diário Carioca",
      context: "publishers",
      common_name: "Diário",
      logo: "/media/demo/pub.svg",
    },
    verticals: [{ key: "news", label: "Notícias", labels: { pt: "Notícias" } }],
    photos: [{ original: "/media/demo/news-1.svg", width: 1200, height: 675 }],
    body: "<p>Body</p>",
    tags: [],
    link: [{ url: "https://carioca.example/2025/03/10/tram" }],
    external: true,
    offline: false,
    importance: 0,
    videos: [],
    categories: [],
    language: "pt",
    author: "Ana Souza",
    amphtml: null,
    feed: { goto_short_link: null },
    video: null,
    ...overrides,
  };
}

const content = (meta: ReturnType<typeof articleMeta>, key: string) =>
  meta.find(
    (m) => (m as Record<string, string>).property === key || (m as Record<string, string>).name === key,
  ) as { content: string } | undefined;

describe("article links", () => {
  it("reads only canonical positive ids the API accepts", () => {
    expect(parseArticleId("42")).toBe(42);
    expect(parseArticleId("2147483647")).toBe(2147483647);
    for (const bad of ["0", "-1", "007", "4.2", "abc", "2147483648", "99999999999", "", undefined]) {
      expect(parseArticleId(bad)).toBeNull();
    }
  });

  it("makes the canonical path the full form with the no-proxy post", () => {
    expect(canonicalArticlePath(article())).toBe(
      "/noproxy/news_stories/news/o-diario-carioca/rio-de-janeiro-approves-a-tram-line/42",
    );
    expect(canonicalArticlePath(article({ verticals: [], name: "!!!" }))).toBe(
      "/noproxy/news_stories/web/42",
    );
  });

  it("finds the publisher's original and sends it through /external", () => {
    // The fixture's publisher is on `.example`, which never resolves: no original (article-links.test.ts).
    expect(originalUrl(article().link)).toBeNull();
    expect(originalUrl("https://carioca.com.br/2025/03/10/tram")).toBe(
      "https://carioca.com.br/2025/03/10/tram",
    );
    expect(originalUrl("http://example.com/x")).toBe("http://example.com/x");
    expect(originalUrl("javascript:alert(1)")).toBeNull();
    expect(originalUrl([])).toBeNull();
    expect(externalPath("https://a.example/x?y=1&z=2")).toBe(
      "/external?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%26z%3D2",
    );
  });

  it("writes image pipeline and absolute addresses", () => {
    expect(ipxPath("/media/demo/a.svg", 400, 400)).toBe("/_ipx/s_400x400/media/demo/a.svg");
    expect(ipxPath("https://cdn.example/a.jpg", 400, 400)).toBe("/_ipx/s_400x400/https://cdn.example/a.jpg");
    expect(absoluteUrl(`${ORIGIN}/`, "/a")).toBe(`${ORIGIN}/a`);
    expect(absoluteUrl(ORIGIN, "https://other.example/a")).toBe("https://other.example/a");
  });
});

describe("article meta", () => {
  const canonicalUrl = `${ORIGIN}/pt/noproxy/news_stories/news/o-diario-carioca/rio/42`;

  it("has the title, description, canonical, Open Graph and Twitter card of a story", () => {
    const meta = articleMeta({ article: article(), origin: ORIGIN, canonicalUrl, siteName: "Icaro" });
    expect(meta).toContainEqual({ title: "Río de Janeiro approves a tram line | Icaro" });
    expect(meta).toContainEqual({ name: "description", content: "The city council voted 30 to 5." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: canonicalUrl });
    expect(content(meta, "og:type")?.content).toBe("article");
    expect(content(meta, "og:url")?.content).toBe(canonicalUrl);
    expect(content(meta, "og:locale")?.content).toBe("pt_BR");
    expect(content(meta, "og:image")?.content).toBe(`${ORIGIN}/_ipx/s_400x400/media/demo/news-1.svg`);
    expect(content(meta, "og:image:width")?.content).toBe("400");
    expect(content(meta, "twitter:card")?.content).toBe("summary_large_image");
    expect(content(meta, "twitter:image")?.content).toBe(content(meta, "og:image")?.content);
    expect(meta.some((m) => (m as { rel?: string }).rel === "amphtml")).toBe(false);
  });

  it("takes the page's own title (a CENS alert's) for the document title, the story's name elsewhere", () => {
    const meta = articleMeta({
      article: article(),
      title: "CENS alert: Río de Janeiro approves a tram line",
      origin: ORIGIN,
      canonicalUrl,
      siteName: "Icaro",
    });
    expect(meta).toContainEqual({ title: "CENS alert: Río de Janeiro approves a tram line | Icaro" });
    expect(content(meta, "og:title")?.content).toBe("Río de Janeiro approves a tram line");
  });

  it("marks a video, links the AMP page and leaves out a missing picture", () => {
    const meta = articleMeta({
      article: article({ context: "videos", amphtml: "/amp/42", photos: [] }),
      origin: ORIGIN,
      canonicalUrl,
      siteName: undefined,
    });
    expect(meta).toContainEqual({ title: "Río de Janeiro approves a tram line" });
    expect(content(meta, "og:type")?.content).toBe("video.other");
    expect(meta).toContainEqual({ tagName: "link", rel: "amphtml", href: `${ORIGIN}/amp/42` });
    expect(content(meta, "og:image")).toBeUndefined();
    expect(shareImageUrl(ORIGIN, { photos: [] })).toBeUndefined();
  });
});

describe("article JSON-LD", () => {
  const canonicalUrl = `${ORIGIN}/noproxy/news_stories/web/42`;
  const crumbs = [
    { name: "Início", url: `${ORIGIN}/pt` },
    { name: "Notícias", url: `${ORIGIN}/pt#section-news` },
    { name: "Río", url: canonicalUrl },
  ];

  it("describes a story as a NewsArticle and where it sits as a BreadcrumbList", () => {
    const [main, list] = articleJsonLd(
      { article: article(), origin: ORIGIN, canonicalUrl, siteName: "Icaro" },
      crumbs,
    );
    expect(main).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Río de Janeiro approves a tram line",
      datePublished: "2025-03-10T09:30:00.000Z",
      inLanguage: "pt-BR",
      image: [`${ORIGIN}/_ipx/s_400x400/media/demo/news-1.svg`],
      author: [{ "@type": "Person", name: "Ana Souza" }],
      publisher: { "@type": "Organization", name: "O Diário Carioca" },
      mainEntityOfPage: { "@id": canonicalUrl },
    });
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((step, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: step.name,
        item: step.url,
      })),
    });
  });

  it("says when a story changed (dateModified) and who wrote a video (docs/decisions/0063-article-reading-mode.md)", () => {
    const updated = "2025-03-10T12:00:00.000Z";
    const [story] = articleJsonLd(
      { article: article({ updated_date: updated }), origin: ORIGIN, canonicalUrl, siteName: "Icaro" },
      crumbs,
    );
    expect(story).toMatchObject({ datePublished: "2025-03-10T09:30:00.000Z", dateModified: updated });
    const [video] = articleJsonLd(
      { article: article({ context: "videos" }), origin: ORIGIN, canonicalUrl, siteName: "Icaro" },
      crumbs,
    );
    expect(video).toMatchObject({ author: [{ "@type": "Person", name: "Ana Souza" }] });
    const [anonymous] = articleJsonLd(
      { article: article({ author: null }), origin: ORIGIN, canonicalUrl, siteName: "Icaro" },
      crumbs,
    );
    expect(anonymous).not.toHaveProperty("author");
    const meta = articleMeta({
      article: article({ updated_date: updated }),
      origin: ORIGIN,
      canonicalUrl,
      siteName: "Icaro",
    });
    expect(meta).toContainEqual({ property: "article:modified_time", content: updated });
  });

  it("cuts a long headline to Google's 110 characters", () => {
    const [main] = articleJsonLd(
      { article: article({ name: "x".repeat(200) }), origin: ORIGIN, canonicalUrl, siteName: "Icaro" },
      crumbs,
    );
    expect((main as { headline: string }).headline).toHaveLength(110);
  });

  it("describes a video as a VideoObject with its file, or YouTube's addresses", () => {
    const video = article({
      context: "videos",
      video: { link: "/media/demo/test-pattern.m3u8", guid: "g" },
      videos: [{ link: "/media/demo/test-pattern.m3u8", duration: 65 }],
    });
    const [main] = articleJsonLd({ article: video, origin: ORIGIN, canonicalUrl, siteName: "Icaro" }, crumbs);
    expect(main).toMatchObject({
      "@type": "VideoObject",
      name: video.name,
      uploadDate: video.publish_date,
      contentUrl: `${ORIGIN}/media/demo/test-pattern.m3u8`,
      thumbnailUrl: [`${ORIGIN}/_ipx/s_400x400/media/demo/news-1.svg`],
      duration: "PT1M5S",
    });
    const [youtube] = articleJsonLd(
      {
        article: { ...video, video: { link: "https://youtu.be/dQw4w9WgXcQ", guid: null } },
        origin: ORIGIN,
        canonicalUrl,
        siteName: "Icaro",
      },
      crumbs,
    );
    expect(youtube).toMatchObject({
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      contentUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
  });

  it("cannot be closed early by a title holding </script>", () => {
    const json = serializeJsonLd({ headline: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script");
    expect(JSON.parse(json)).toEqual({ headline: "</script><script>alert(1)</script>" });
  });
});
