import { runInNewContext } from "node:vm";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "#server/db/schema.ts";
import { createTestApp } from "#server/testing/test-app.ts";

// Route handling rules of docs/behaviour/routes.md#route-handling through the whole server (PGlite; the API suites cover both engines).
describe("routes and route handling rules", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp("pglite");
    await harness.db
      .update(siteConfig)
      .set({ hosts: ["partner.example.com"] })
      .where(eq(siteConfig.id, 763));
  });
  afterAll(() => harness.close());

  const get = (path: string, headers: Record<string, string> = {}) => harness.app.request(path, { headers });

  it.each([
    ["/", 200, "en", "Home | Icaro"],
    ["/es/new", 200, "es", "Inicio | Icaro"],
    ["/pt/old", 200, "pt", "Início | Icaro"],
    ["/404", 404, "en", "Page not found | Icaro"],
    ["/es/error/content_not_found", 404, "es", "Contenido no encontrado | Icaro"],
    ["/pt/coming_soon", 200, "pt", "Em breve | Icaro"],
    ["/notsupported", 200, "en", "Browser not supported | Icaro"],
    ["/es/invalid_token", 200, "es", "Enlace no válido | Icaro"],
    ["/pt/external?url=https%3A%2F%2Fexample.com%2Fa", 200, "pt", "Saindo do site | Icaro"],
  ])("%s → %i, %s, titled %s", async (path, status, lang, title) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<title>${title}</title>`);
  });

  it.each([
    ["/pwa", "/"],
    ["/es/pwa", "/es"],
    ["/feed/headlines", "/feed/headlines/id=-1&name=home&context=hero"],
    ["/feed/home", "/feed/home/id=-1&name=home&context=hero"],
    ["/feed/myfeed", "/feed/myfeed/id=-1&name=all&context=all"],
    ["/feed/recent", "/feed/recent/id=-1&name=All&context=recent"],
    ["/es/feed/recent", "/es/feed/recent/id=-1&name=Todos&context=recent"],
    ["/pt/feed/recent", "/pt/feed/recent/id=-1&name=Todos&context=recent"],
  ])("redirects the index %s to %s", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
  });

  it.each([
    ["//es//external?url=x", "/es/external?url=x"],
    ["/pt//coming_soon", "/pt/coming_soon"],
    ["///", "/"],
  ])("collapses the double slashes of %s", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(location);
  });

  it.each([
    ["/%E0%A4%A", 400, "en", "Bad request"],
    ["/es/%E0%A4%A", 400, "es", "Solicitud no válida"],
    ["/pt/a/%2e%2e%2fb", 400, "pt", "Solicitação inválida"],
    [`/es/${"x".repeat(3000)}`, 414, "es", "Solicitud no válida"],
  ])("refuses %s with a %i page in the reader's language", async (path, status, lang, title) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(title);
  });

  it.each([
    ["/fr", "en"],
    ["/es/nope", "es"],
  ])("answers the unknown %s with a 404 in %s", async (path, lang) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`<html lang="${lang}"`);
  });

  it.each([
    ["/external?url=javascript%3Aalert(1)", "This link is not a valid web address."],
    ["/es/external", "Este enlace no es una dirección web válida."],
    ["/site_redirect?url=https%3A%2F%2Fevil.example%2F", "We cannot send you to that address."],
    ["/pt/site_redirect?url=%2F%2Fevil.example", "Este endereço de redirecionamento não é válido."],
    [
      "/site_redirect?url=https%3A%2F%2Fpartner.example.com.evil.example%2F",
      "We cannot send you to that address.",
    ],
  ])("refuses the hostile target %s with a 400", async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });

  it("redirects /site_redirect only to an allow-listed host", async () => {
    const response = await get("/site_redirect?url=https%3A%2F%2Fpartner.example.com%2Foffer");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://partner.example.com/offer");
  });

  it("sends old Internet Explorer and legacy Edge to /notsupported in their language", async () => {
    const ie = { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko" };
    const response = await get("/es/external?url=x", ie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/es/notsupported");
    expect((await get("/es/notsupported", ie)).status).toBe(200);
  });

  it.each([
    ["/invalid_token", "/notsupported"],
    ["/es/invalid_token", "/es/notsupported"],
    ["/pt/sitemap", "/pt/notsupported"],
  ])("a copy of %s that reaches old Internet Explorer sends it on to %s", async (path, target) => {
    // The head's fallback for a page served from a cache in front, not by the server's redirect.
    const html = await (await get(path)).text();
    const script = [...html.matchAll(/<script[^>]*>(.*?)<\/script>/gs)]
      .map((match) => match[1])
      .find((text) => text.includes("notsupported"));
    expect(script, "the head's legacy-browser script").toBeDefined();
    const location = { pathname: path, href: path };
    runInNewContext(script ?? "", {
      navigator: { userAgent: "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko" },
      location,
      setTimeout: (callback: () => void) => callback(),
    });
    expect(location.href).toBe(target);
  });

  it("moves a reader who chose a language from the default home page to theirs", async () => {
    const response = await get("/", { cookie: "i18n_locale=pt" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/pt");
    expect((await get("/es", { cookie: "i18n_locale=pt" })).status).toBe(200);
  });

  it("gives every page canonical and hreflang alternates", async () => {
    const html = await (await get("/es/invalid_token")).text();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/es\/invalid_token"\/>/);
    expect(html).toContain('hrefLang="en" href="http://localhost/invalid_token"');
    expect(html).toContain('hrefLang="pt" href="http://localhost/pt/invalid_token"');
    expect(html).toContain('hrefLang="x-default" href="http://localhost/invalid_token"');
  });

  it("counts page views by route for the route tracker", async () => {
    await get("/notsupported");
    const metrics = await (await get("/metrics")).text();
    expect(metrics).toMatch(/icaro_page_views_total\{route="not-supported"\} [1-9]/);
  });
});

describe("when the site configuration cannot be loaded", () => {
  it("sends readers to /coming_soon with a 302, which still renders", async () => {
    const harness = await createTestApp("pglite", { env: { ICARO_SITE_ID: "999" } });
    try {
      const home = await harness.app.request("/es");
      expect(home.status).toBe(302);
      expect(home.headers.get("location")).toBe("/es/coming_soon");
      const page = await harness.app.request("/es/coming_soon");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Próximamente");
    } finally {
      await harness.close();
    }
  });
});
