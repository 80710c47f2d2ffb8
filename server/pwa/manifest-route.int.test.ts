import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebAppManifest } from "#core/pwa/web-app-manifest.ts";
import { DEFAULT_BRANDING } from "#core/site/site-config.ts";
import { bumpContentVersion } from "#server/cache/content-version.ts";
import { siteConfig } from "#server/db/schema.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";

const TEXTS = {
  en: { name: "Icaro: news, scores and videos", scores: "Scores", saved: "Saved stories", search: "Search" },
  es: {
    name: "Icaro: noticias, resultados y vídeos",
    scores: "Resultados",
    saved: "Noticias guardadas",
    search: "Buscar",
  },
  pt: {
    name: "Icaro: notícias, placares e vídeos",
    scores: "Placares",
    saved: "Notícias salvas",
    search: "Buscar",
  },
} as const;

const DESCRIPTIONS = {
  en: "Where you can find all the events taking place in your neighbourhood",
  es: "Donde encuentras todos los eventos que tienen lugar en tu barrio",
  pt: "Onde você encontra todos os eventos que acontecem no seu bairro",
} as const;

describe.each(ENGINES)("the web app manifests on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp(engine);
  });
  afterAll(() => harness.close());

  const get = (path: string, headers: Record<string, string> = {}) => harness.app.request(path, { headers });

  it.each([
    ["en", ""],
    ["es", "/es"],
    ["pt", "/pt"],
  ] as const)(
    "/manifest/%s.webmanifest is the locale's app, as application/manifest+json",
    async (locale, prefix) => {
      // Asked as a page asks with crossorigin="use-credentials": with the reader's cookies.
      const response = await get(`/manifest/${locale}.webmanifest`, {
        cookie: "psid=0f2c2a4e-5b7a-4c1e-9d3f-1a2b3c4d5e6f; icaro_consent=v1.a0.d0",
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/manifest+json");
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
      // The same for every reader: no cookie of its own, so shared caches may keep it.
      expect(response.headers.get("set-cookie")).toBeNull();
      const manifest = (await response.json()) as WebAppManifest;
      expect(manifest).toMatchObject({
        id: `${prefix}/`,
        start_url: `${prefix}/`,
        scope: `${prefix}/`,
        lang: locale === "pt" ? "pt-BR" : locale,
        name: TEXTS[locale].name,
        short_name: "Icaro",
        description: DESCRIPTIONS[locale],
        display: "standalone",
        theme_color: "#102245",
        background_color: "#ffffff",
      });
      expect(manifest.shortcuts).toEqual([
        expect.objectContaining({ name: TEXTS[locale].scores, url: `${prefix}/sports` }),
        expect.objectContaining({ name: TEXTS[locale].saved, url: `${prefix}/readlater` }),
        expect.objectContaining({ name: TEXTS[locale].search, url: `${prefix}/search` }),
      ]);
      // Its icons and its start page are served.
      for (const icon of manifest.icons) {
        const picture = await get(icon.src);
        expect(picture.status).toBe(200);
        expect(picture.headers.get("content-type")).toBe("image/png");
      }
      expect((await get(manifest.start_url)).status).toBe(200);
    },
  );

  it.each([
    "fr.webmanifest",
    "es.json",
    "ES.webmanifest",
    "en.webmanifest.map",
    "%00.webmanifest",
    "x".repeat(300),
  ])("/manifest/%s is a 404 in JSON", async (file) => {
    const response = await get(`/manifest/${file}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it("takes the site's name and theme colour from its configuration", async () => {
    await harness.db
      .update(siteConfig)
      .set({
        name: "Acme News",
        branding: { ...DEFAULT_BRANDING, colors: { ...DEFAULT_BRANDING.colors, primary: "#0a3d62" } },
      })
      .where(eq(siteConfig.id, 763));
    bumpContentVersion();
    try {
      const manifest = (await (await get("/manifest/es.webmanifest")).json()) as WebAppManifest;
      expect([manifest.short_name, manifest.name, manifest.theme_color]).toEqual([
        "Acme News",
        "Acme News: noticias, resultados y vídeos",
        "#0a3d62",
      ]);
    } finally {
      await harness.db
        .update(siteConfig)
        .set({ name: "Icaro", branding: DEFAULT_BRANDING })
        .where(eq(siteConfig.id, 763));
      bumpContentVersion();
    }
  });

  it("every page links its locale's manifest with credentials, and says the theme colour", async () => {
    for (const [path, locale] of [
      ["/", "en"],
      ["/es", "es"],
      ["/pt/readlater", "pt"],
    ] as const) {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain(
        `<link rel="manifest" href="/manifest/${locale}.webmanifest" crossorigin="use-credentials">`,
      );
      expect(head).toContain('<meta name="theme-color" content="#102245"/>');
    }
  });
});

describe("the web app manifests with Portuguese as the default locale", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp("pglite", { env: { ICARO_DEFAULT_LOCALE: "pt" } });
  });
  afterAll(() => harness.close());

  it("puts Portuguese at / and English at /en/", async () => {
    const pt = (await (await harness.app.request("/manifest/pt.webmanifest")).json()) as WebAppManifest;
    const en = (await (await harness.app.request("/manifest/en.webmanifest")).json()) as WebAppManifest;
    expect([pt.start_url, pt.scope, pt.lang]).toEqual(["/", "/", "pt-BR"]);
    expect([en.start_url, en.scope, en.shortcuts[0]?.url]).toEqual(["/en/", "/en/", "/en/sports"]);
  });
});
