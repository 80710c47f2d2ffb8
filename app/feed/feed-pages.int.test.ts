import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";

// The home and the feed pages rendered by the whole server over the demo edition (PGlite).
describe("home and feed pages", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp("pglite");
  });
  afterAll(() => harness.close());

  const get = async (path: string) => {
    const response = await harness.app.request(path);
    return { status: response.status, html: await response.text() };
  };
  const articleIds = (html: string) =>
    [...html.matchAll(/data-article-id="(\d+)"/g)].map((m) => Number(m[1]));
  const hero = "id=-1&name=home&context=hero";

  it.each([
    ["/", "en", "Latest headlines", "More News", "Top stories"],
    ["/es", "es", "Últimos titulares", "Más de Noticias", "Lo más destacado"],
    ["/pt", "pt", "Últimas manchetes", "Mais de Notícias", "Destaques"],
  ])(
    "%s renders the hero, headlines and a row per section in %s",
    async (path, lang, headlines, more, top) => {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(top);
      expect(html).toContain(headlines);
      expect(html).toContain(more);
      // The lead picture loads first; the section rows' pictures wait.
      expect(html).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/);
      for (const key of ["news", "tech", "music", "entertainment", "sports", "lifestyle", "tv", "esports"]) {
        expect(html).toContain(`id="section-${key}"`);
      }
      const prefix = lang === "en" ? "" : `/${lang}`;
      expect(html).toContain(`href="${prefix}/feed/headlines/id=-1&amp;name=tech&amp;context=sections"`);
      // 5 hero stories and 4 per section at least; article links use the article page's form.
      expect(articleIds(html).length).toBeGreaterThanOrEqual(5 + 8 * 4);
      expect(html).toMatch(new RegExp(`href="${prefix}/[a-z0-9-]+/(news_stories|videos)/\\d+/[a-z0-9-]+"`));
      // "For you" is personal: the server sends its skeleton, never someone's recommendations.
      expect(html).toContain('data-testid="for-you-skeleton"');
      // No story twice: lead, top stories, sections and headlines are de-duplicated.
      const ids = articleIds(html);
      expect(new Set(ids).size).toBe(ids.length);
      // Relative times in a <time datetime>, and the score strip's games linking to their match.
      expect(html).toMatch(/<time datetime="[^"]+" data-rel="">/i);
      expect(html).toMatch(new RegExp(`href="${prefix}/calendar/sporting_events/\\d+"`));
    },
  );

  // The header's menu in each language as the server writes it (menu.spec.ts walks it in one).
  it.each([
    ["/", "Open menu", "Main menu"],
    ["/es", "Abrir menú", "Menú principal"],
    ["/pt", "Abrir menu", "Menu principal"],
  ])("%s names the header's menu button and its menu in the page's language", async (path, open, label) => {
    const { html } = await get(path);
    expect(html).toMatch(
      new RegExp(
        `aria-expanded="false" aria-controls="site-menu"[^>]*>.*?<span class="sr-only">${open}</span>`,
        "s",
      ),
    );
    expect(html).toContain(`<nav id="site-menu" class="site-menu" aria-label="${label}"`);
  });

  it("renders a feed page with its stories and a next link, and no previous link on page 1", async () => {
    const { status, html } = await get(`/feed/headlines/${hero}`);
    expect(status).toBe(200);
    expect(articleIds(html)).toHaveLength(10);
    expect(html).toMatch(
      /<a[^>]*rel="next"[^>]*href="\/feed\/headlines\/id=-1&amp;name=home&amp;context=hero\?page=2&amp;ts=\d+"/,
    );
    expect(html).not.toContain('rel="prev"');
  });

  it("pages through the feed with the pinned time: page 2 follows page 1 with no overlap", async () => {
    const first = await get(`/es/feed/recent/id=-1&name=Todos&context=recent`);
    const ts = /[?&]amp;ts=(\d+)|ts=(\d+)/.exec(first.html);
    const pin = ts?.[1] ?? ts?.[2];
    expect(pin).toBeDefined();
    const second = await get(`/es/feed/recent/id=-1&name=Todos&context=recent?page=2&ts=${pin}`);
    expect(second.status).toBe(200);
    expect(second.html).toContain("Recientes · Página 2");
    expect(second.html).toMatch(/rel="prev"[^>]*href="\/es\/feed\/recent\/[^"]*\?page=1&amp;ts=\d+"/);
    expect(second.html).toMatch(/rel="next"[^>]*href="\/es\/feed\/recent\/[^"]*\?page=3&amp;ts=\d+"/);
    const a = articleIds(first.html);
    const b = articleIds(second.html);
    expect(b).toHaveLength(10);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it("labels every card's section in the page's language, whatever the story's", async () => {
    const { html } = await get("/es");
    const labels = new Set([...html.matchAll(/class="card__section">([^<]+)</g)].map((m) => m[1]));
    expect(labels.size).toBeGreaterThan(0);
    const spanish = [
      "Noticias",
      "Tecnología",
      "Música",
      "Entretenimiento",
      "Deportes",
      "Estilo de vida",
      "TV",
      "E-Sports",
    ];
    expect([...labels].filter((label) => !spanish.includes(label))).toEqual([]);
  });

  it("offers the latest stories on a 404 page", async () => {
    const { status, html } = await get("/pt/no/such/page");
    expect(status).toBe(404);
    expect(html).toContain("Últimas notícias");
    expect(html.match(/class="error-view__story"/g)).toHaveLength(5);
  });

  it("filters a section feed and shows its label", async () => {
    const { status, html } = await get("/pt/feed/headlines/id=-1&name=tech&context=sections");
    expect(status).toBe(200);
    // Titled by its section, not "Manchetes: Tecnologia".
    expect(html).toContain('<h1 id="feed-heading">Tecnologia</h1>');
    expect(html).toContain("<title>Tecnologia | ");
    expect(articleIds(html).length).toBeGreaterThan(0);
  });

  it("says so and shows no next link past the end", async () => {
    const { status, html } = await get(`/feed/headlines/${hero}?page=900`);
    expect(status).toBe(200);
    expect(articleIds(html)).toEqual([]);
    expect(html).not.toContain('rel="next"');
    expect(html).toContain("There is nothing in this feed yet.");
  });

  it.each([
    ["/feed/headlines/garbage", 404, "Page not found"],
    ["/es/feed/home/id=abc&name=home&context=hero", 404, "Página no encontrada"],
    ["/feed/recent/id=-1&name=nosuch&context=sections", 404, "Page not found"],
    ["/feed/recent/id=999999&name=x&context=teams", 404, "Page not found"],
    [`/pt/feed/headlines/${hero}?page=-1`, 404, "Página não encontrada"],
    [`/feed/headlines/${hero}?page=0`, 404, "Page not found"],
    [`/feed/headlines/${hero}?page=1001`, 404, "Page not found"],
    [`/es/feed/headlines/${hero}?page=abc`, 400, "El número de página de esta dirección no es válido."],
    [
      `/pt/feed/headlines/${hero}?page=99999999999999999999`,
      400,
      "O número da página neste endereço não é válido.",
    ],
    [`/feed/headlines/${hero}?ts=yesterday`, 400, "This feed address is not valid."],
  ])("%s → %i in the reader's language", async (path, status, text) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.html).toContain(text);
  });
});

describe("the home without content (ICARO_DEMO=off)", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp("pglite", { demo: false });
  });
  afterAll(() => harness.close());

  it.each([
    ["/", "There are no stories yet. Please come back in a little while."],
    ["/es", "Todavía no hay noticias. Vuelve dentro de un rato."],
  ])("%s says there is nothing yet", async (path, text) => {
    const response = await harness.app.request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(text);
    expect(html).not.toContain("data-article-id");
  });

  it("an empty feed says so", async () => {
    const response = await harness.app.request("/feed/myfeed/id=-1&name=all&context=all");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("There is nothing in this feed yet.");
    expect(html).not.toContain('rel="next"');
  });
});
