import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FeedError } from "#server/ingest/feed-error.ts";
import { type ParsedFeed, parseFeed } from "#server/ingest/parse-feed.ts";
import { projectPath } from "#server/project-path.ts";

const FEEDS = projectPath("server/ingest/fixtures");
const fetchedAt = new Date("2030-01-01T00:00:00Z");
const load = (name: string): ParsedFeed => parseFeed(readFileSync(path.join(FEEDS, name)), { fetchedAt });
const bytes = (text: string) => new TextEncoder().encode(text);
const MOJIBAKE = /Ã|Â|â€|\uFFFD/;

describe("parseFeed on every real feed", () => {
  const files = readdirSync(FEEDS).filter((name) => name !== "SOURCES.md");

  it.each(files)("%s: titled items with links, dates, clean bodies and no mojibake", (name) => {
    const feed = load(name);
    expect(feed.title).not.toBe("");
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.skipped).toBe(0);
    for (const item of feed.items) {
      expect(item.title).not.toBe("");
      expect(item.link).toMatch(/^https?:\/\//);
      expect(item.guid).not.toBe("");
      expect(item.publishedAt.getTime()).not.toBe(fetchedAt.getTime());
      expect(item.description.length).toBeLessThanOrEqual(500);
      expect(item.bodyHtml).not.toMatch(/<script|\son\w+=|javascript:/i);
      expect(`${item.title} ${item.description} ${item.bodyHtml}`).not.toMatch(MOJIBAKE);
      for (const photo of item.photos) expect(photo).toMatch(/^https?:\/\//);
      expect(new Set(item.photos).size).toBe(item.photos.length);
    }
  });

  it("uolNoticias: undeclared ISO-8859-1 and Portuguese dates", () => {
    const feed = load("uolNoticias.rss");
    expect(feed.title).toBe("UOL Noticias");
    expect(feed.link).toBe("http://noticias.uol.com.br/");
    expect(feed.language).toBeNull();
    expect(feed.items).toHaveLength(15);
    const [first] = feed.items;
    expect(first?.title).toBe("Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno");
    expect(first?.description).toMatch(/^Líder na pesquisa Ibope de intenção de voto/);
    expect(first?.publishedAt.toISOString()).toBe("2018-09-24T22:42:40.000Z"); // "Seg, 24 Set 2018 19:42:40 -0300"
    expect(first?.photos).toEqual([
      "https://conteudo.imguol.com.br/c/noticias/5f/2018/09/17/presidenciaveis-1537211917356_142x100.jpg",
    ]);
  });

  it("encoding.rss: declared ISO-8859-1, pt-PT", () => {
    const feed = load("encoding.rss");
    expect(feed.title).toBe("Jornal de Notícias - Últimas Notícias");
    expect(feed.language).toBe("pt-pt");
    expect(feed.items).toHaveLength(40);
    expect(feed.items[0]?.title).toBe("Mãe de utente é a nova presidente da Raríssimas");
    expect(feed.items[0]?.publishedAt.toISOString()).toBe("2018-01-03T13:47:00.000Z");
    expect(feed.items[0]?.categories).toEqual(["Nacional"]);
    // The FeedBurner 1×1 tracking pixel is neither kept in the body nor taken for a photo.
    expect(feed.items[0]?.bodyHtml).not.toContain("<img");
    expect(feed.items[0]?.photos).toEqual([]);
  });

  it("guardian.rss: 55 items with media:content photos", () => {
    const feed = load("guardian.rss");
    expect(feed.title).toBe("The Guardian");
    expect(feed.language).toBe("en-gb");
    expect(feed.items).toHaveLength(55);
    for (const item of feed.items) expect(item.photos[0]).toMatch(/^https:\/\/i\.guim\.co\.uk\//);
    const first = feed.items[0];
    expect(first?.title).toBe("Trump State of the Union address promised unity but emphasized discord");
    expect(first?.author).toBe("David Smith in Washington");
    expect(first?.publishedAt.toISOString()).toBe("2018-01-31T07:26:05.000Z");
    expect(first?.photos).toHaveLength(2);
    expect(first?.categories).toContain("US politics");
    expect(first?.bodyHtml).toContain('rel="noopener noreferrer nofollow"');
  });

  it("content-encoded.rss: CDATA and content:encoded HTML", () => {
    const feed = load("content-encoded.rss");
    expect(feed.items).toHaveLength(7);
    const first = feed.items[0];
    expect(first?.title).toBe("THE CREATIVE FORAGER");
    expect(first?.author).toBe("Jeremy Puma");
    expect(first?.bodyHtml).toMatch(/^<h4>Using Wild Ingredients in the\u00a0Kitchen<\/h4><figure><img /);
    expect(first?.description).toMatch(/^Using Wild Ingredients in the Kitchen HEY, YOU!/);
    expect(first?.description.endsWith("…")).toBe(true);
    expect(first?.photos[0]).toBe("https://cdn-images-1.medium.com/max/938/1*C_nVpehD-NKBgtVEULabmQ.jpeg");
    expect(first?.categories).toEqual(["plants", "environment", "nature", "foraging", "food"]);
  });

  it("the JSON Feed", () => {
    const feed = load("json-feed-standard-realworld.json");
    expect(feed.title).toBe("Adactio: Journal");
    expect(feed.link).toBe("https://adactio.com/journal/");
    expect(feed.items).toHaveLength(10);
    const first = feed.items[0];
    expect(first?.guid).toBe("19317");
    expect(first?.title).toBe("The line-up for dConstruct 2022 …revealed!");
    expect(first?.link).toBe("https://adactio.com/journal/19317");
    expect(first?.publishedAt.toISOString()).toBe("2022-07-26T13:01:01.000Z");
    expect(first?.description).toBe(
      "Eight fantastic people who are going to provoke, entertain, and stimulate you.",
    );
    expect(first?.bodyHtml).toContain("<blockquote>");
  });

  it("the Google News Atom feed", () => {
    const feed = load("atom-feed-standard-realworld.xml");
    expect(feed.title).toBe("Top stories - Google News");
    expect(feed.link).toBe("https://news.google.com/?hl=en-US&gl=US&ceid=US:en");
    expect(feed.items).toHaveLength(38);
    const first = feed.items[0];
    expect(first?.title).toMatch(/^In a major boost to Democrats, Manchin and Schumer announce deal/);
    expect(first?.link).toMatch(/^https:\/\/news\.google\.com\/__i\/rss\/rd\/articles\//);
    expect(first?.publishedAt.toISOString()).toBe("2022-07-28T02:43:00.000Z");
    expect(first?.bodyHtml).not.toMatch(/target=|<font/);
  });
});

const rss = (items: string, channel = "") =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>T</title><link>https://site.example/news/</link><language>PT-BR</language>${channel}${items}</channel></rss>`;

describe("parseFeed on hostile and broken input", () => {
  it("strips XSS payloads from bodies, titles and links", () => {
    const feed = parseFeed(
      bytes(
        rss(`<item><title>&lt;script&gt;alert(1)&lt;/script&gt;Hi</title><link>/story/1</link>
        <description><![CDATA[<p onclick="x()">ok</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">j</a><svg onload="alert(1)"></svg><img src="data:image/png;base64,AA">]]></description></item>
        <item><title>Bad link</title><link>javascript:alert(1)</link></item>`),
      ),
      { fetchedAt },
    );
    expect(feed.language).toBe("pt-br");
    expect(feed.skipped).toBe(1);
    const [item] = feed.items;
    expect(item?.link).toBe("https://site.example/story/1");
    expect(item?.title).toBe("Hi");
    expect(item?.bodyHtml).toBe(
      '<p>ok</p><img src="https://site.example/story/x" /><a rel="noopener noreferrer nofollow">j</a>',
    );
    expect(item?.photos).toEqual(["https://site.example/story/x"]);
    expect(item?.publishedAt).toEqual(fetchedAt);
  });

  it("refuses a billion-laughs entity bomb quickly", () => {
    const levels = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join("");
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol0 "lol">${levels}]><rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;</title><link>https://a.example/</link></item></channel></rss>`;
    expect(() => parseFeed(bytes(bomb), {})).toThrow(/entities/);
  });

  it("accepts a DOCTYPE without an internal subset and never expands unknown entities", () => {
    const doc = `<?xml version="1.0"?><!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss version="0.91"><channel><title>Old &amp; &foo;</title><link>https://a.example/</link><item><title>One</title><link>https://a.example/1</link></item></channel></rss>`;
    const feed = parseFeed(bytes(doc), {});
    expect(feed.title).toBe("Old & &foo;");
    expect(feed.items.map((i) => i.title)).toEqual(["One"]);
  });

  it("refuses truncated XML", () => {
    const full = rss("<item><title>A</title><link>https://a.example/1</link></item>");
    expect(() => parseFeed(bytes(full.slice(0, full.indexOf("</channel>"))), {})).toThrow(FeedError);
    expect(() => parseFeed(bytes(full.slice(0, full.indexOf("<link>https"))), {})).toThrow(/truncated/);
    expect(parseFeed(bytes(`${full}\n<!-- cached -->\n`), {}).items).toHaveLength(1);
  });

  it("refuses an HTML page served as a feed", () => {
    const html = "<!DOCTYPE html><html><head><title>Home</title></head><body><p>Hello</p></body></html>";
    expect(() => parseFeed(bytes(html), { contentType: "application/rss+xml" })).toThrow(/HTML page/);
    expect(() => parseFeed(bytes("<div>not a feed</div>"), {})).toThrow(FeedError);
    expect(() => parseFeed(bytes("   "), {})).toThrow(FeedError);
  });

  it("refuses invalid JSON and JSON that is not a feed", () => {
    expect(() => parseFeed(bytes('{"version": "https://jsonfeed.org/version/1.1", "items": ['), {})).toThrow(
      /Invalid JSON/,
    );
    expect(() => parseFeed(bytes('{"hello": "world"}'), {})).toThrow(/not a JSON Feed/);
  });

  it("keeps the good items when one is bad", () => {
    const feed = parseFeed(
      bytes(
        rss(
          "<item><title>Good</title><link>https://a.example/1</link></item><item><link>https://a.example/2</link></item><item><title>No link</title></item>",
        ),
      ),
      {},
    );
    expect(feed.items.map((i) => i.title)).toEqual(["Good"]);
    expect(feed.skipped).toBe(2);
  });

  it("takes photos from media:thumbnail and image enclosures, and video from enclosures", () => {
    const feed = parseFeed(
      bytes(
        rss(`<item><title>M</title><link>https://a.example/1</link>
        <media:content url="/v.mp4" type="video/mp4"/><media:thumbnail url="/thumb.jpg"/>
        <enclosure url="https://cdn.example/e.jpg" type="image/jpeg" length="1"/>
        <enclosure url="https://cdn.example/e.jpg" type="image/jpeg" length="1"/>
        <description><![CDATA[<img src="https://cdn.example/body.jpg">]]></description></item>`),
      ),
      {},
    );
    expect(feed.items[0]?.photos).toEqual([
      "https://a.example/thumb.jpg",
      "https://cdn.example/e.jpg",
      "https://cdn.example/body.jpg",
    ]);
    expect(feed.items[0]?.videoUrl).toBe("https://a.example/v.mp4");
  });

  it("parses a 10,000-item feed", () => {
    const items = Array.from(
      { length: 10_000 },
      (_, i) =>
        `<item><title>Story ${i}</title><link>https://a.example/${i}</link><guid>g${i}</guid><pubDate>Mon, 24 Sep 2018 19:42:40 -0300</pubDate><description>&lt;p&gt;Body ${i}&lt;/p&gt;</description></item>`,
    ).join("");
    const feed = parseFeed(bytes(rss(items)), {});
    expect(feed.items).toHaveLength(10_000);
    expect(feed.items[9_999]).toMatchObject({
      guid: "g9999",
      title: "Story 9999",
      bodyHtml: "<p>Body 9999</p>",
    });
  });
});

describe("parseFeed: a video's duration, captions and poster (docs/decisions/0072-tv-player-and-next-video-countdown.md)", () => {
  it("MRSS: media:content duration, media:subTitle in WebVTT at every level, media:thumbnail as the poster", () => {
    const feed = load("video-mrss.rss");
    const [highlights, interview, story] = feed.items;
    expect(highlights).toMatchObject({
      videoUrl: "https://video.example/media/highlights.m3u8",
      videoDuration: 95,
      photos: ["https://video.example/posters/highlights.jpg"],
    });
    // Each source once, relative ones resolved, the TTML track left out, labels in their own language.
    expect(highlights.captions).toEqual([
      {
        language: "pt-BR",
        label: "Português (Brasil)",
        src: "https://video.example/captions/highlights.pt.vtt",
      },
      { language: "en", label: "English", src: "https://video.example/captions/highlights.en.vtt" },
      { language: "es", label: "Español", src: "https://video.example/captions/highlights.es.vtt" },
    ]);
    // itunes:duration 01:02:03; a track without lang takes the feed's language.
    expect(interview).toMatchObject({
      videoUrl: "https://video.example/media/interview.mp4",
      videoDuration: 3723,
      photos: ["https://video.example/posters/interview.jpg"],
      captions: [
        {
          language: "pt-BR",
          label: "Português (Brasil)",
          src: "https://video.example/captions/interview.vtt",
        },
      ],
    });
    expect(story.videoUrl).toBeUndefined();
    expect(story.captions).toBeUndefined();
    expect(story.videoDuration).toBeUndefined();
  });

  it("JSON Feed: text/vtt attachments, a language from the title, the item or the feed", () => {
    const feed = load("video-json-feed.json");
    const [clip, absurd] = feed.items;
    expect(clip).toMatchObject({
      videoUrl: "https://jsonvideo.example/media/clip-1.mp4",
      videoDuration: 42,
      photos: ["https://jsonvideo.example/posters/clip-1.jpg"],
    });
    expect(clip.captions).toEqual([
      { language: "es", label: "Español", src: "https://jsonvideo.example/captions/clip-1.es.vtt" },
      { language: "en", label: "English", src: "https://jsonvideo.example/captions/clip-1.en.vtt" },
      {
        language: "es",
        label: "Português (legendas)",
        src: "https://jsonvideo.example/captions/clip-1.pt.vtt",
      },
    ]);
    expect(absurd.videoDuration).toBeUndefined();
    expect(absurd.captions).toEqual([
      { language: "pt", label: "Português", src: "https://jsonvideo.example/captions/clip-2.vtt" },
    ]);
  });

  it("leaves out a track whose language cannot be told, and non-http sources", () => {
    const feed = parseFeed(
      bytes(`<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>T</title>
        <item><title>V</title><link>https://a.example/v</link>
        <media:content url="https://a.example/v.mp4" type="video/mp4" duration="abc"/>
        <media:subTitle type="text/vtt" href="https://a.example/none.vtt"/>
        <media:subTitle type="text/vtt" lang="en" href="javascript:alert(1)"/>
        <media:subTitle type="text/vtt" lang="not a tag" href="https://a.example/bad.vtt"/>
        </item></channel></rss>`),
      { fetchedAt },
    );
    expect(feed.items[0].videoUrl).toBe("https://a.example/v.mp4");
    expect(feed.items[0].videoDuration).toBeUndefined();
    expect(feed.items[0].captions).toBeUndefined();
  });
});

describe("parseFeed: JSON Feed versions and relative URLs", () => {
  const jsonFeed = (fields: Record<string, unknown>) =>
    bytes(
      JSON.stringify({
        title: "Relative",
        items: [
          {
            id: "42",
            url: "/stories/42",
            title: "A story",
            content_html: '<p><img src="pic.jpg"></p>',
            image: "/images/42.jpg",
            attachments: [{ url: "media/42.mp4", mime_type: "video/mp4" }],
          },
        ],
        ...fields,
      }),
    );

  it.each(["https://jsonfeed.org/version/1", "https://jsonfeed.org/version/1.1"])(
    "accepts version %s",
    (version) => {
      const feed = parseFeed(jsonFeed({ version }), { url: "https://news.example/feed.json", fetchedAt });
      expect(feed.items).toHaveLength(1);
    },
  );

  it("resolves relative item links against the URL the feed was fetched from, pictures and attachments against the item's", () => {
    const feed = parseFeed(jsonFeed({ version: "https://jsonfeed.org/version/1.1" }), {
      url: "https://news.example/feeds/latest.json",
      fetchedAt,
    });
    expect(feed.skipped).toBe(0);
    expect(feed.items[0]).toMatchObject({
      link: "https://news.example/stories/42",
      photos: ["https://news.example/images/42.jpg", "https://news.example/stories/pic.jpg"],
      videoUrl: "https://news.example/stories/media/42.mp4",
    });
  });

  it("resolves them against the feed's own feed_url when it was not fetched (a file, the operator API)", () => {
    const feed = parseFeed(
      jsonFeed({
        version: "https://jsonfeed.org/version/1.1",
        feed_url: "https://news.example/feeds/latest.json",
      }),
      { fetchedAt },
    );
    expect(feed.skipped).toBe(0);
    expect(feed.items[0]).toMatchObject({
      link: "https://news.example/stories/42",
      photos: ["https://news.example/images/42.jpg", "https://news.example/stories/pic.jpg"],
      videoUrl: "https://news.example/stories/media/42.mp4",
    });
  });

  it("resolves them against home_page_url when the feed names its site, a relative one against the feed", () => {
    const onCdn = parseFeed(
      jsonFeed({ version: "https://jsonfeed.org/version/1.1", home_page_url: "https://www.news.example/" }),
      { url: "https://cdn.example/news/feed.json", fetchedAt },
    );
    expect(onCdn.link).toBe("https://www.news.example/");
    expect(onCdn.items[0]).toMatchObject({
      link: "https://www.news.example/stories/42",
      photos: ["https://www.news.example/images/42.jpg", "https://www.news.example/stories/pic.jpg"],
      videoUrl: "https://www.news.example/stories/media/42.mp4",
    });
    const relativeHome = parseFeed(
      jsonFeed({ version: "https://jsonfeed.org/version/1", home_page_url: "/" }),
      {
        url: "https://news.example/feeds/latest.json",
        fetchedAt,
      },
    );
    expect(relativeHome.link).toBe("https://news.example/");
    expect(relativeHome.items[0].link).toBe("https://news.example/stories/42");
  });

  it("resolves an RSS feed's relative links against its atom:link self when it names no site and was not fetched", () => {
    const feed = parseFeed(
      bytes(`<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>T</title>
        <atom:link rel="self" href="https://rss.example/feeds/all.xml" type="application/rss+xml"/>
        <item><title>R</title><link>/stories/7</link></item></channel></rss>`),
      { fetchedAt },
    );
    expect(feed.skipped).toBe(0);
    expect(feed.items[0].link).toBe("https://rss.example/stories/7");
  });

  it("resolves an Atom feed's relative links against its self link when it was not fetched", () => {
    const feed = parseFeed(
      bytes(`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>
        <link rel="self" href="https://atom.example/feeds/all.atom"/><id>x</id><updated>2030-01-01T00:00:00Z</updated>
        <entry><title>E</title><id>e1</id><link href="/entries/1"/><updated>2030-01-01T00:00:00Z</updated></entry></feed>`),
      { fetchedAt },
    );
    expect(feed.skipped).toBe(0);
    expect(feed.items[0].link).toBe("https://atom.example/entries/1");
  });
});
