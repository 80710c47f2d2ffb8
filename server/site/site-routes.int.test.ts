import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "#server/db/schema.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { ensureDefaultSite } from "./site-config.ts";
import { sectionsOperation, siteConfigOperation } from "./site-operations.ts";

describe.each(ENGINES)("site API on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp(engine);
  });
  afterAll(() => harness.close());

  const get = (path: string) => harness.app.request(path);

  it("returns site 763's configuration with the spec's defaults", async () => {
    const response = await get("/api/v3/site/config?app=web&site_id=763");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body).toMatchObject({
      id: 763,
      name: "Icaro",
      about_url: "/about.html",
      privacy_policy_url: "/privacy_policy.html",
      terms_and_conditions_url: "/terms_and_conditions.html",
      site_default_follows: [],
      template: { branding: { favicon: { url: "/favicon.ico" }, colors: { primary: "#102245" } }, ads: [] },
    });
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.template.branding.logos.small).toBeTruthy();
  });

  it("renames the old default 'ICARO' to 'Icaro' at start-up, and keeps an operator's name", async () => {
    const nameNow = async () =>
      (await harness.db.select({ name: siteConfig.name }).from(siteConfig).where(eq(siteConfig.id, 763)))[0]
        .name;
    await harness.db.update(siteConfig).set({ name: "ICARO" }).where(eq(siteConfig.id, 763));
    await ensureDefaultSite(harness.db);
    expect(await nameNow()).toBe("Icaro");
    await harness.db.update(siteConfig).set({ name: "Acme News" }).where(eq(siteConfig.id, 763));
    await ensureDefaultSite(harness.db);
    expect(await nameNow()).toBe("Acme News");
    await harness.db.update(siteConfig).set({ name: "Icaro" }).where(eq(siteConfig.id, 763));
  });

  it.each([
    ["/api/v3/site/config?app=web", 400, "invalid_query"],
    ["/api/v3/site/config?app=web&site_id=", 400, "invalid_query"],
    ["/api/v3/site/config?app=web&site_id=abc", 400, "invalid_query"],
    ["/api/v3/site/config?app=web&site_id=7.5", 400, "invalid_query"],
    ["/api/v3/site/config?app=web&site_id=99999999999", 400, "invalid_query"],
    ["/api/v3/site/config?app=web&site_id=764", 404, "site_not_found"],
    ["/api/v3/nothing/here", 404, "not_found"],
    ["/api/v9/site/config?site_id=763", 404, "not_found"],
    ["/api", 404, "not_found"],
  ])("GET %s → %i %s as JSON", async (path, status, code) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe("string");
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it("lists the eight sections with labels in three languages", async () => {
    const response = await get("/api/v3/site/sections");
    const { sections } = await response.json();
    expect(sections.map((s: { key: string }) => s.key)).toEqual([
      "news",
      "tech",
      "music",
      "entertainment",
      "sports",
      "lifestyle",
      "tv",
      "esports",
    ]);
    expect(sections[0].label).toEqual({ en: "News", es: "Noticias", pt: "Notícias" });
  });

  describe("answers as documented", () => {
    it("site/config and site/sections", async () => {
      const config = await get("/api/v3/site/config?app=web&site_id=763");
      expect(config.status).toBe(200);
      expectDocumentedAnswer(siteConfigOperation, 200, await config.json());
      const sections = await get("/api/v3/site/sections");
      expect(sections.status).toBe(200);
      expectDocumentedAnswer(sectionsOperation, 200, await sections.json());
    });

    it.each([
      ["/api/v3/site/config?app=web", 400],
      ["/api/v3/site/config?app=web&site_id=764", 404],
    ])("errors as documented: %s", async (path, status) => {
      const response = await get(path);
      expect(response.status).toBe(status);
      expectDocumentedAnswer(siteConfigOperation, status, await response.json());
    });
  });

  it("answers a malformed JSON body with a 400, not a 500", async () => {
    const response = await harness.app.request("/api/v3/site/config?site_id=763", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": "a@b.c",',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });

  it("refuses a body over 1 MB with a 413", async () => {
    const response = await harness.app.request("/api/v3/site/config", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) },
      body: JSON.stringify({ blob: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("body_too_large");
  });

  it("refuses a non-JSON body with a 415", async () => {
    const response = await harness.app.request("/api/v3/site/config", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(response.status).toBe(415);
  });
});

describe.each(ENGINES)("API version prefix on %s", (engine) => {
  it("is one setting", async () => {
    const harness = await createTestApp(engine, { env: { ICARO_API_PREFIX: "api/v4/" } });
    try {
      expect((await harness.app.request("/api/v4/site/config?site_id=763")).status).toBe(200);
      expect((await harness.app.request("/api/v3/site/config?site_id=763")).status).toBe(404);
      // The web app's loaders follow the setting too.
      expect((await harness.app.request("/")).status).toBe(200);
    } finally {
      await harness.close();
    }
  });
});
