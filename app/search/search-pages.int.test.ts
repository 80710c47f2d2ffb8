import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeEntry } from "#app/routing/route-table.ts";
import { articleSearchText } from "#core/search/search-text.ts";
import { articles, publishers, searchQueries } from "#server/db/schema.ts";
import { insertSearchFixtures } from "#server/search/search-fixtures.ts";
import { hourOf } from "#server/search/trending.ts";
import { seedSections } from "#server/site/sections.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";

// The search pages rendered by the whole server over a real database (docs/decisions/0069-search-pages-and-header-dropdown.md): the
// plain GET form and its redirect, free-text and entity results with highlights, the sort switch,
// "Did you mean", the pages of "More results", trending, the header's search link, bad addresses,
// in the three languages.

/** Stories enough for two pages of a search (15 a page, docs/behaviour/limits.md#page-sizes). */
const REGATTAS = 20;

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

describe("Search routes", () => {
  it("are not in the shared page cache (the API counts every search for trending)", () => {
    for (const id of ["search", "search-trending", "search-results", "search-entity"]) {
      expect(routeEntry(id)?.cache ?? false, id).toBe(false);
    }
  });
});

describe.each(ENGINES)("Search pages on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let tottenham: number;

  const page = (url: string) => harness.app.request(url, { headers: { "x-forwarded-for": newAddress() } });
  const html = async (url: string) => {
    const response = await page(url);
    expect(response.status, url).toBe(200);
    return response.text();
  };
  /** The results' headlines, in order. */
  const headlines = (body: string) =>
    [...body.matchAll(/<h2 class="card__title"[^>]*><a [^>]*>([\s\S]*?)<\/a><\/h2>/g)].map((match) =>
      match[1].replace(/<[^>]+>/g, ""),
    );

  beforeAll(async () => {
    harness = await createTestApp(engine, { demo: false, env: { ICARO_TRUST_PROXY: "on" } });
    await seedSections(harness.db);
    const { profileIds } = await insertSearchFixtures(harness.db);
    tottenham = profileIds.tottenham;
    const [publisher] = await harness.db
      .insert(publishers)
      .values({ name: "Harbour Gazette", commonName: "Harbour Gazette" })
      .returning({ id: publishers.id });
    const now = Date.now();
    await harness.db.insert(articles).values(
      Array.from({ length: REGATTAS }, (_, index) => {
        const name = `Regatta day ${index + 1} ends with a photo finish`;
        const description = `Sailors crossed the line seconds apart on day ${index + 1} of the regatta.`;
        return {
          name,
          description,
          body: "",
          publishDate: new Date(now - (index + 1) * 3_600_000),
          publisherId: publisher.id,
          language: "en" as const,
          guid: `regatta-${index + 1}`,
          searchText: articleSearchText({ name, description }),
        };
      }),
    );
    // Searches four readers made this hour, as the API counts them (nothing about who searched).
    await harness.db.insert(searchQueries).values([
      { language: "pt", hour: hourOf(new Date()), query: "sao paulo", display: "são paulo", readers: 4 },
      { language: "en", hour: hourOf(new Date()), query: "regatta", display: "regatta", readers: 3 },
    ]);
  }, 120_000);
  afterAll(() => harness?.close());

  describe("the form", () => {
    it.each([
      ["/search", "Search", "Search for"],
      ["/es/search/date", "Búsqueda", "Buscar"],
      ["/pt/search", "Busca", "Buscar"],
    ])("%s is a plain GET form to the search page, titled %s, not for robots", async (url, title, label) => {
      const body = await html(url);
      const prefix = url.startsWith("/es") ? "/es" : url.startsWith("/pt") ? "/pt" : "";
      expect(body).toContain(`<title>${title} | Icaro</title>`);
      expect(body).toContain('<meta name="robots" content="noindex"/>');
      const form = body.match(/<form [^>]*role="search"[^>]*>/)?.[0] ?? "";
      expect(form).toContain(`action="${prefix}/search"`);
      expect(form).toContain('method="get"');
      expect(body).toContain(`>${label}</label>`);
      expect(body).toMatch(/<input [^>]*type="search" [^>]*name="q"/);
      if (url.endsWith("/date")) expect(body).toContain('<input type="hidden" name="sort" value="date"/>');
    });

    it.each([
      ["/search?q=++S%C3%A3o+Paulo+", "/search/relevance/S%C3%A3o%20Paulo"],
      ["/es/search?q=elecciones&sort=date", "/es/search/date/elecciones"],
      ["/pt/search/date?q=a%2Fb%3Fc", "/pt/search/date/a%2Fb%3Fc"],
    ])("%s redirects to the free-text address %s", async (url, location) => {
      const response = await page(url);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(location);
    });

    it.each([
      ["/search?q=", "Query cannot be empty"],
      ["/es/search?q=+++", "La búsqueda no puede estar vacía"],
      ["/pt/search?q=%09", "A busca não pode ficar vazia"],
    ])("%s says the query cannot be empty", async (url, message) => {
      const body = await html(url);
      expect(body).toMatch(new RegExp(`role="alert">${message}</p>`));
      expect(body).toContain('aria-invalid="true"');
    });

    it("offers the searches trending in the reader's language", async () => {
      const body = await html("/pt/search");
      expect(body).toMatch(
        /<a class="trending-queries__link" href="\/pt\/search\/relevance\/s%C3%A3o%20paulo"[^>]*>são paulo<\/a>/,
      );
      expect(await html("/es/search")).not.toContain("trending-queries__link");
    });
  });

  describe("free-text results", () => {
    it("lists the stories found, their matches marked, titled with the query and not for robots", async () => {
      const body = await html("/pt/search/relevance/sao%20paulo");
      expect(body).toContain("<title>Busca: sao paulo | Icaro</title>");
      expect(body).toContain('<meta name="robots" content="noindex"/>');
      expect(body).toMatch(/<h1 id="search-heading">\d+ resultados? para “sao paulo”<\/h1>/);
      expect(headlines(body)[0]).toBe("São Paulo vence o Palmeiras no Morumbi");
      expect(body).toContain("<mark>São Paulo</mark>");
      expect(body).toMatch(/<p class="card__summary"[^>]*>.*<mark>São Paulo<\/mark>/);
      // The search field keeps the query; the sort switch links both modes.
      expect(body).toMatch(/<input [^>]*name="q" value="sao paulo"/);
      expect(body).toContain('<a aria-current="page" href="/pt/search/relevance/sao%20paulo"');
      expect(body).toMatch(/href="\/pt\/search\/date\/sao%20paulo"[^>]*>Mais recentes<\/a>/);
    });

    it("names the teams the words name, above the stories, each opening everything about it", async () => {
      const body = await html("/search/relevance/tottenham");
      expect(body).toContain('<h2 id="search-profiles-heading">Teams, leagues and topics</h2>');
      expect(body).toMatch(
        new RegExp(
          `href="/search/relevance/news/teams&amp;${tottenham}&amp;Tottenham[^"]*"[^>]*>Tottenham Hotspur</a>`,
        ),
      );
      expect(body).toMatch(/search-profiles__kind">Team</);
      expect(await html("/pt/search/relevance/tottenham")).toContain(">Times, campeonatos e temas</h2>");
      // Words that name no profile show none.
      expect(await html("/search/date/regatta")).not.toContain("search-profiles");
    });

    it("sorts by date when asked", async () => {
      const body = await html("/search/date/regatta");
      expect(body).toContain('<a aria-current="page" href="/search/date/regatta"');
      expect(headlines(body).slice(0, 2)).toEqual([
        "Regatta day 1 ends with a photo finish",
        "Regatta day 2 ends with a photo finish",
      ]);
    });

    it("pages through the results with real links: 15, then the rest and the end of the list", async () => {
      const first = await html("/search/relevance/regatta");
      expect(first).toMatch(/<h1 id="search-heading">20 results for “regatta”<\/h1>/);
      expect(headlines(first)).toHaveLength(15);
      expect(first).toMatch(/rel="next" href="\/search\/relevance\/regatta\?page=2"[^>]*>More results<\/a>/);
      expect(first).not.toContain("No more results");
      const second = await html("/search/relevance/regatta?page=2");
      expect(headlines(second)).toHaveLength(5);
      expect(new Set([...headlines(first), ...headlines(second)]).size).toBe(20);
      expect(second).toMatch(/rel="prev" href="\/search\/relevance\/regatta"[^>]*>Previous results</);
      expect(second).toContain("No more results");
      expect(second).not.toContain('rel="next"');
    });

    it("offers a spelling that finds more (Did you mean)", async () => {
      const body = await html("/pt/search/relevance/flamemgo");
      expect(body).toMatch(
        /Você quis dizer <a href="\/pt\/search\/relevance\/flamengo"[^>]*><em>flamengo<\/em><\/a>\?/,
      );
    });

    it("says when nothing matches, with a way to what is trending", async () => {
      const body = await html("/es/search/relevance/zzqxv%20wwkj");
      expect(body).toContain("Ninguna noticia coincide con «zzqxv wwkj».");
      expect(body).toMatch(/<a href="\/es\/search\/trending"[^>]*>Ver las tendencias<\/a>/);
      expect(headlines(body)).toEqual([]);
    });

    it("shows hostile text as text", async () => {
      const body = await html(
        `/search/relevance/${encodeURIComponent(`<script>alert(1)</script> & "x" 'y' :*|!`)}`,
      );
      expect(body).not.toContain("<script>alert(1)");
      expect(body).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; ");
    });
  });

  describe("an entity's results", () => {
    it("shows everything about the profile picked, with its follow star", async () => {
      const body = await html(`/search/relevance/news/teams&${tottenham}&Tottenham%20Hotspur`);
      expect(body).toContain("<title>Search: Tottenham Hotspur | Icaro</title>");
      expect(body).toContain('<h1 id="search-heading">Everything about Tottenham Hotspur</h1>');
      expect(body).toContain(`data-follow="teams:${tottenham}"`);
      expect(body).toContain("2 stories about Tottenham Hotspur");
      expect(headlines(body).sort()).toEqual([
        "Tottenham beat Arsenal in the north London derby",
        "Tottenham manager signs new contract",
      ]);
      expect(body).toContain(`href="/search/date/news/teams&amp;${tottenham}&amp;Tottenham%20Hotspur"`);
    });

    it("says so when nobody has written about it", async () => {
      const body = await html("/es/search/relevance/news/teams&999999&Nadie");
      expect(body).toContain("Todavía no hay noticias sobre Nadie.");
    });
  });

  describe("trending", () => {
    it.each([
      ["/pt/search/trending", "Em alta", "Buscas em alta", "são paulo", "buscado 4 vezes"],
      ["/search/trending", "Trending", "Trending searches", "regatta", "searched 3 times"],
    ])("%s lists the searches of the reader's language", async (url, title, heading, query, count) => {
      const body = await html(url);
      expect(body).toContain(`<title>${title} | Icaro</title>`);
      expect(body).toContain(`<h1 id="trending-heading">${title}</h1>`);
      expect(body).toContain(`>${heading}</h2>`);
      expect(body).toContain(`>${query}</a>`);
      expect(body).toContain(count);
    });

    it("says when nothing is trending, and fills the search field from its address", async () => {
      const body = await html("/es/search/trending/barcelona");
      expect(body).toContain("No hay tendencias por ahora. Vuelve más tarde.");
      expect(body).toMatch(/<input [^>]*name="q" value="barcelona"/);
    });
  });

  it.each(["/", "/es/discover", "/pt/search/relevance/sao%20paulo"])(
    "%s has the header's search link, which works without scripts",
    async (url) => {
      const prefix = url.startsWith("/es") ? "/es" : url.startsWith("/pt") ? "/pt" : "";
      const label = prefix ? "Buscar" : "Search";
      expect(await html(url)).toMatch(
        new RegExp(
          `<a class="header-search" aria-expanded="false" href="${prefix}/search"[^>]*>.*?<span class="header-search__label">${label}</span></a>`,
        ),
      );
    },
  );

  describe("bad addresses", () => {
    it.each(
      [
        ["/search/recent", 404],
        ["/search/recent/messi", 404],
        ["/es/search/relevance/videos/teams&1&Tottenham", 404],
        ["/search/relevance/news/clubs&1&Tottenham", 404],
        ["/search/relevance/news/teams&x&Tottenham", 404],
        ["/search/relevance/news/teams&1", 404],
        ["/pt/search/relevance/news/teams&1&%25ZZ", 404],
        ["/search/relevance/regatta?page=0", 404],
        ["/search/relevance/regatta?page=10001", 404],
        ["/search/relevance/regatta?page=two", 400],
        ["/search/relevance/%20", 400],
        ["/search/relevance/a%00b", 400],
        [`/search/relevance/${"x".repeat(201)}`, 400],
        [`/search?q=${"x".repeat(201)}`, 400],
        ["/search/trending/a/b", 404],
      ].map(([url, status]) => ({
        url: url as string,
        status: status as number,
        label: (url as string).replace(/x{201}/, "x…(201 characters)"),
      })),
    )("$label is a $status, never a 500", async ({ url, status }) => {
      const response = await page(url);
      expect(response.status).toBe(status);
      const body = await response.text();
      if (status === 404 && url.startsWith("/es")) expect(body).toContain("Página no encontrada");
      if (status === 404 && url.startsWith("/pt")) expect(body).toContain("Página não encontrada");
    });

    it("explains a bad request in the reader's language", async () => {
      const response = await page("/es/search/relevance/%20");
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Algo en esta dirección no es válido.");
    });
  });
});
