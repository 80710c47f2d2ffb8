import { readdirSync } from "node:fs";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "#demo/seed-demo.ts";
import { sections } from "#server/db/schema.ts";
import { projectPath } from "#server/project-path.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";

const silent = { info: () => {} };

describe.each(ENGINES)("HTTP app on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp(engine);
  });
  afterAll(() => harness.close());

  it.each([
    ["/", "en", "Today on Icaro", "News"],
    ["/es", "es", "Hoy en Icaro", "Noticias"],
    ["/es/", "es", "Hoy en Icaro", "Noticias"],
    ["/pt", "pt", "Hoje no Icaro", "Notícias"],
  ])("renders %s in %s from the database", async (path, lang, heading, section) => {
    const response = await harness.app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // The section menu and the home's row per section, with a story in it.
    expect(html).toContain(`>${section}</a></li>`);
    expect(html).toContain('id="section-news"');
    expect(html).toMatch(/<article[^>]+data-article-id="\d+"/);
    expect(html).toContain("<title>");
    expect(html).toContain('<meta name="theme-color" content="#102245"/>');
    expect(html).toMatch(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/[^"]+\.css"/);
  });

  it.each([
    ["/nope", "en", "Page not found"],
    ["/es/nada", "es", "Página no encontrada"],
    ["/pt/nada/mesmo", "pt", "Página não encontrada"],
  ])("answers the unknown page %s with a translated 404", async (path, lang, title) => {
    const response = await harness.app.request(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(title);
  });

  it("gives inline scripts the nonce of the Content-Security-Policy", async () => {
    const response = await harness.app.request("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A new nonce per response.
    const again = (await harness.app.request("/")).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });

  it("sends the security headers on pages and API responses", async () => {
    for (const path of ["/", "/api/v3/site/config?site_id=763"]) {
      const response = await harness.app.request(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-request-id")).toBeTruthy();
    }
  });

  it("sets the PSID cookie when missing, keeps a good one, regenerates a bad one", async () => {
    const fresh = await harness.app.request("/");
    const cookie = fresh.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^psid=[0-9a-f-]{36};/);
    expect(cookie).toContain("Max-Age=3153600");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");

    const kept = await harness.app.request("/", { headers: { cookie: "psid=abc-123" } });
    expect(kept.headers.get("set-cookie")).toBeNull();

    for (const bad of ["psid=", "psid=undefined"]) {
      const renewed = await harness.app.request("/", { headers: { cookie: bad } });
      const value = renewed.headers.get("set-cookie")?.match(/^psid=([^;]*)/)?.[1];
      expect(value).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("compresses HTML and JSON for clients that accept it", async () => {
    const page = await harness.app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const api = await harness.app.request("/api/v3/site/config?site_id=763", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(api.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves hashed assets with immutable caching", async () => {
    const file = readdirSync(projectPath("build/client/assets")).find((name) => name.endsWith(".js"));
    const response = await harness.app.request(`/assets/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends hashed assets precompressed with brotli or gzip", async () => {
    const file = readdirSync(projectPath("build/client/assets")).find((name) => name.endsWith(".js"));
    const brotli = await harness.app.request(`/assets/${file}`, {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
    const gzip = await harness.app.request(`/assets/${file}`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await harness.app.request(`/assets/${file}`);
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  // The legal pages are pages of the site since docs/decisions/0059-brand-legal-pages-meta-description.md (app/pages/legal-pages.int.test.ts).
  it.each(["/favicon.ico"])("serves the site's default file %s", async (file) => {
    const response = await harness.app.request(file);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("reports health with a database check", async () => {
    const response = await harness.app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: engine });
  });

  describe("/metrics, by default (ICARO_METRICS=loopback)", () => {
    /** A request as Node's server hands it over, from `address`. */
    const from = (address: string, headers: Record<string, string> = {}) =>
      harness.app.request("/metrics", { headers }, { incoming: { socket: { remoteAddress: address } } });
    const key = () => ({ authorization: `Bearer ${harness.services.operatorKey}` });

    it("answers 401 invalid_operator_key to another machine without the key", async () => {
      for (const address of ["203.0.113.9", "::ffff:198.51.100.7", "2001:db8::1"]) {
        const response = await from(address);
        expect(response.status, address).toBe(401);
        expect((await response.json()).error.code).toBe("invalid_operator_key");
      }
      expect((await from("203.0.113.9", { authorization: "Bearer wrong-key" })).status).toBe(401);
    });

    it("answers another machine with the operator key", async () => {
      const response = await from("203.0.113.9", key());
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("icaro_http_requests_total");
    });

    it("answers this machine, but not a request a proxy on it forwarded", async () => {
      for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
        expect((await from(address)).status, address).toBe(200);
      }
      expect((await from("127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).status).toBe(401);
      expect((await from("127.0.0.1", { "x-forwarded-for": "203.0.113.9", ...key() })).status).toBe(200);
    });
  });

  it("exposes request counts and latencies to Prometheus", async () => {
    await harness.app.request("/api/v3/site/config?site_id=763");
    const response = await harness.app.request("/metrics");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/icaro_http_requests_total\{method="GET",kind="api",status="200"\} \d+/);
    expect(text).toMatch(
      /icaro_http_request_duration_seconds_bucket\{le="0.1",method="GET",kind="api"\} \d+/,
    );
  });

  it("seeds the demo idempotently", async () => {
    await seedDemo(harness.db, silent);
    await seedDemo(harness.db, silent);
    const [{ value }] = await harness.db.select({ value: count() }).from(sections);
    expect(value).toBe(8);
  });
});

describe.each(ENGINES)("configured variants on %s", (engine) => {
  it("makes Portuguese the unprefixed locale with ICARO_DEFAULT_LOCALE=pt", async () => {
    const harness = await createTestApp(engine, { env: { ICARO_DEFAULT_LOCALE: "pt" } });
    try {
      expect(await (await harness.app.request("/")).text()).toContain('<html lang="pt"');
      expect(await (await harness.app.request("/en")).text()).toContain('<html lang="en"');
      expect(await (await harness.app.request("/es")).text()).toContain('<html lang="es"');
      // "/pt" is no longer a prefix: it is an unknown Portuguese page.
      expect((await harness.app.request("/pt")).status).toBe(404);
    } finally {
      await harness.close();
    }
  });

  it("starts with no demo content with ICARO_DEMO=off and shows an empty state", async () => {
    const harness = await createTestApp(engine, { demo: false });
    try {
      const html = await (await harness.app.request("/")).text();
      expect(html).toContain("There are no stories yet.");
      const config = await harness.app.request("/api/v3/site/config?site_id=763");
      expect(config.status).toBe(200);
    } finally {
      await harness.close();
    }
  });
});
