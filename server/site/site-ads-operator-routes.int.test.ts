import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEdition } from "#demo/seed-demo.ts";
import { siteConfig } from "#server/db/schema.ts";
import { thirdPartyOrigins } from "#server/http/middleware/third-party-sources.ts";
import { testApiApp } from "#server/testing/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#server/testing/test-database.ts";
import { refreshThirdPartyOrigins } from "./site-ads.ts";
import { ensureDefaultSite } from "./site-config.ts";

const KEY = "operator-key-for-site-ads-tests";
const BASE = "/api/operator/site/ads";
const TAG = encodeURIComponent("plc=4401:sizes=728x90,970x250:adtarget=section|sports");

describe.each(ENGINES)("the site ads operator endpoints and the site config on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof testApiApp>;
  const post = (path: string, key = KEY) =>
    api.request(`${BASE}/${path}`, { method: "POST", headers: { authorization: `Bearer ${key}` } });
  const config = async () => (await api.request("/api/v3/site/config?app=web&site_id=763")).json();
  const row = async () =>
    (await database.handle.db.select().from(siteConfig).where(eq(siteConfig.id, 763)))[0];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { handle } = database;
    await ensureDefaultSite(handle.db);
    api = testApiApp(handle.db, {
      domain: { sharedListCacheMs: 0 },
      operator: {
        keys: () => [KEY],
        migrate: handle.migrate,
        engine: handle.engine,
        generateDemo: demoEdition.generate,
      },
    });
  });
  afterAll(() => database.drop());

  it("a site starts with no third party at all", async () => {
    expect((await config()).third_party).toEqual({
      display_ads: false,
      publisher_tag_url: null,
      partner_ads_url: null,
      tag_manager_id: null,
      session_replay_url: null,
      support_url: null,
    });
  });

  it("adds entries, sets the scripts, turns ads on; the config API shows them at once (no stale cache)", async () => {
    await config(); // fills the site configuration's cache
    expect((await post(`add?device=desktop&pages=home,esportes&tag=${TAG}`)).status).toBe(200);
    expect((await post("add?device=mobile&pages=home&tag=plc%3D9%3Asizes%3D320x50")).status).toBe(200);
    const set = await post(
      `set?display_ads=on&publisher_tag_url=${encodeURIComponent("https://ads.example.com/tag.js")}&tag_manager_id=GTM-AB12&support_url=${encodeURIComponent("mailto:ads@example.com")}`,
    );
    expect(set.status).toBe(200);
    const shown = await config();
    expect(shown.template.ads).toEqual([
      {
        type: "desktopinpagebillboard",
        device: "desktop",
        page_types: ["home", "esportes"],
        ad_tags: [{ ad_tag: "sizes=728x90,970x250:plc=4401:adtarget=section|sports" }],
      },
      {
        type: "desktopinpagebillboard",
        device: "mobile",
        page_types: ["home"],
        ad_tags: [{ ad_tag: "sizes=320x50:plc=9" }],
      },
    ]);
    expect(shown.third_party).toEqual({
      display_ads: true,
      publisher_tag_url: "https://ads.example.com/tag.js",
      partner_ads_url: null,
      tag_manager_id: "GTM-AB12",
      session_replay_url: null,
      support_url: "mailto:ads@example.com",
    });
    // The ad host joins the Content-Security-Policy while ads are on, the tag manager's while a
    // container is set.
    await refreshThirdPartyOrigins(database.handle.db);
    expect(thirdPartyOrigins().origins).toEqual([
      "https://ads.example.com",
      "https://www.googletagmanager.com",
    ]);

    const removed = await post("remove?position=1");
    expect(await removed.json()).toMatchObject({
      removed: { device: "desktop" },
      ads: [{ device: "mobile" }],
    });
    expect((await post("set?display_ads=off&publisher_tag_url=none")).status).toBe(200);
    expect((await config()).third_party).toMatchObject({ display_ads: false, publisher_tag_url: null });
    // Ads off: only the tag manager's origin stays.
    await refreshThirdPartyOrigins(database.handle.db);
    expect(thirdPartyOrigins().origins).toEqual(["https://www.googletagmanager.com"]);
  });

  it.each([
    ["a tag without a placement", "add?device=desktop&pages=home&tag=sizes%3D300x250", "invalid_query"],
    [
      "a hostile tag",
      `add?device=desktop&pages=home&tag=${encodeURIComponent("<script>alert(1)</script>")}`,
      "invalid_query",
    ],
    ["an unknown device", `add?device=tv&pages=home&tag=${TAG}`, "invalid_query"],
    [
      "a page name with spaces",
      `add?device=desktop&pages=${encodeURIComponent("my page")}&tag=${TAG}`,
      "invalid_query",
    ],
    [
      "an http script",
      `set?publisher_tag_url=${encodeURIComponent("http://ads.example.com/a.js")}`,
      "invalid_query",
    ],
    [
      "a javascript: support link",
      `set?support_url=${encodeURIComponent("javascript:alert(1)")}`,
      "invalid_query",
    ],
    ["a flag that is not one", "set?display_ads=maybe", "invalid_query"],
    ["a position that is no number", "remove?position=abc", "invalid_query"],
    ["an entry that does not exist", "remove?position=99", "invalid_request"],
  ])("refuses %s with a 400 and writes nothing", async (_, path, code) => {
    const before = await row();
    const response = await post(path);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(code);
    const after = await row();
    expect({ ads: after.ads, thirdParty: after.thirdParty, updatedAt: after.updatedAt }).toEqual({
      ads: before.ads,
      thirdParty: before.thirdParty,
      updatedAt: before.updatedAt,
    });
  });

  it("refuses a wrong operator key", async () => {
    expect((await post("list", "not-the-key")).status).toBe(401);
  });

  it("reads a hand-edited row's unchecked addresses as not configured", async () => {
    await database.handle.db
      .update(siteConfig)
      .set({
        thirdParty: {
          display_ads: true,
          publisher_tag_url: "javascript:alert(1)",
          support_url: "//evil.test",
        },
      })
      .where(eq(siteConfig.id, 763));
    await post("list"); // any operator call
    const { third_party } = await (await post("list")).json();
    expect(third_party).toMatchObject({ display_ads: true, publisher_tag_url: null, support_url: null });
  });
});
