import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaignClickPath } from "#core/analytics/campaign-click.ts";
import { analyticsEvents, analyticsHourly } from "#server/db/schema.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { pageViewEvent, pageViewQuery } from "./analytics-input.ts";
import { EVENTS_PER_PSID_PER_MINUTE } from "./analytics-limits.ts";

const KEY = "operator-key-for-analytics-tests";
const ADDRESS = "203.0.113.77";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const VIEW = new URLSearchParams({
  page: "Discovery - news - teams - 12",
  page_name: "discover-feed",
  user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
  browser: "Safari 17",
  experience: "new",
  site_id: "763",
  site_uuid: "7d8f-11aa",
  logged_in: "false",
  is_ios_mobile: "true",
  is_mobile: "true",
  ad_blocker: "false",
  referrer: "https://www.Example.com/some/where?token=secret",
  full_path: "/es/p/news_stories/sports/icaro/a-story/42?utm_campaign=x",
  pwa: "false",
  env: "production",
  psid: "reader-one",
  no_data: "true",
});

type Harness = Awaited<ReturnType<typeof createTestApp>>;

describe.each(ENGINES)("first-party analytics on %s", (engine) => {
  let harness: Harness;
  const get = (path: string, headers: Record<string, string> = {}) =>
    harness.app.request(path, { headers: { "x-forwarded-for": ADDRESS, ...headers } });
  const view = (changes: Record<string, string> = {}, headers?: Record<string, string>) => {
    const query = new URLSearchParams(VIEW);
    for (const [name, value] of Object.entries(changes)) query.set(name, value);
    return get(`/tagger/analytics?${query}`, headers);
  };
  const rows = async () => {
    await harness.services.analytics.flush();
    return harness.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
  };

  beforeAll(async () => {
    harness = await createTestApp(engine, {
      demo: false,
      env: { ICARO_OPERATOR_KEY: KEY, ICARO_TRUST_PROXY: "on", ICARO_ANALYTICS_RAW_DAYS: "30" },
    });
  });
  afterAll(() => harness.close());
  beforeEach(async () => {
    await harness.services.analytics.flush();
    await harness.db.delete(analyticsEvents);
    await harness.db.delete(analyticsHourly);
  });

  it("answers a page view 204 and stores what the report needs, and no more", async () => {
    const response = await view();
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: "page_view",
      siteId: 763,
      page: "Discovery - news - teams - 12",
      path: "/p/news_stories/sports/icaro/a-story/42",
      section: "sports",
      story: "news_stories/42",
      device: "mobile",
      browser: "safari",
      referrerHost: "www.example.com",
      dataLess: true,
      loggedIn: false,
      pwa: false,
      adBlocker: false,
    });
    // The PSID only as a salted hash; the reader's address nowhere.
    expect(row.reader).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(row.reader).not.toContain("reader-one");
  });

  it("takes a page view from a browser the pages turn away, with no cookie set", async () => {
    const legacy = "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko";
    const response = await view(
      { user_agent: legacy, is_mobile: "false", is_ios_mobile: "false" },
      { "user-agent": legacy },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await rows()).toMatchObject([{ device: "desktop" }]);
  });

  it("records a campaign click from /trk", async () => {
    const response = await get("/trk?id=click-1&sid=s-9&action=open&cx=Eduka7&cxid=banner-2&os=Android");
    expect(response.status).toBe(204);
    expect(await rows()).toMatchObject([
      { kind: "click", campaign: "Eduka7", campaignItem: "banner-2", action: "open", os: "android" },
    ]);
  });

  it("stores the click the browser sends from a campaign link, counted by the operator's report", async () => {
    // As app/rewards/rewards-client.ts sends it, through the API client (PSID header).
    const path = campaignClickPath({
      id: "click-0001",
      sid: "5e0c0a7e-2b7d-4c1e-9d8f-0a1b2c3d4e5f",
      action: "open",
      campaign: "up_december",
      item: "news_stories:12",
      os: "android",
    });
    expect(path).not.toBeNull();
    const response = await get(String(path), { psid: "5e0c0a7e-2b7d-4c1e-9d8f-0a1b2c3d4e5f" });
    expect(response.status).toBe(204);
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: "click",
      campaign: "up_december",
      campaignItem: "news_stories:12",
      action: "open",
      os: "android",
    });
    // The reader counts (a salted hash of the PSID); the click and session ids are not kept.
    expect(row.reader).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(row)).not.toContain("click-0001");
    expect(JSON.stringify(row)).not.toContain("5e0c0a7e");
    const report = await harness.app.request("/api/operator/analytics/report", {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(await report.json()).toMatchObject({
      campaign_clicks: 1,
      campaigns: [{ key: "up_december", count: 1 }],
      page_views: 0,
    });
  });

  const garbage: [string, string][] = [
    ["page", "a\u0000b"],
    ["page", "x".repeat(301)],
    ["page_name", "<script>"],
    ["user_agent", "u".repeat(513)],
    ["browser", "b\u0007"],
    ["experience", "new layout"],
    ["site_id", "abc"],
    ["site_id", "764"],
    ["site_id", "-1"],
    ["site_uuid", "' or 1=1 --"],
    ["logged_in", "maybe"],
    ["is_ios_mobile", "2"],
    ["is_mobile", ""],
    ["ad_blocker", "yes"],
    ["referrer", `https://x.test/${"r".repeat(100 * 1024)}`],
    ["referrer", "https://x.test/\u0000"],
    ["full_path", "no-slash"],
    ["full_path", `/${"p".repeat(3000)}`],
    ["pwa", "TRUE!"],
    ["env", "prod uction"],
    ["psid", "undefined\u0000"],
    ["psid", "p".repeat(129)],
    ["no_data", "null"],
  ];
  it.each(garbage)("refuses garbage in %s with a 400 invalid_query", async (name, value) => {
    const response = await view({ [name]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_query" } });
    expect(await rows()).toEqual([]);
  });

  it("refuses a page view with neither page nor full_path, and garbage in /trk", async () => {
    expect((await get("/tagger/analytics?psid=a")).status).toBe(400);
    for (const query of [
      "",
      "cx=a%00b",
      "cx=<x>",
      `id=${"i".repeat(129)}`,
      "cx=a&os=%00",
      "cx=a&action=a b",
    ]) {
      const response = await get(`/trk?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.code).toBe("invalid_query");
    }
    expect(await rows()).toEqual([]);
  });

  it("limits one PSID: a flood is answered 429 and never reaches the table", async () => {
    const statuses = await Promise.all(
      Array.from({ length: EVENTS_PER_PSID_PER_MINUTE + 80 }, () => view({ psid: "flooder" })),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 204)).toHaveLength(EVENTS_PER_PSID_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80);
    const refused = await view({ psid: "flooder" });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: { code: "too_many_events" } });
    expect(await rows()).toHaveLength(EVENTS_PER_PSID_PER_MINUTE);
    // Another reader behind the same address still counts.
    expect((await view({ psid: "someone-else" })).status).toBe(204);
  });

  it("stores no IP address in any table", async () => {
    await view({ psid: "address-check" });
    await get("/trk?cx=Eduka7");
    await rows();
    await harness.services.analytics.aggregate();
    const tables = await harness.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    expect(names).toContain("analytics_events");
    for (const name of names) {
      const all = await harness.db.execute(sql`select * from ${sql.identifier(name)}`);
      const text = JSON.stringify((all as unknown as { rows: unknown[] }).rows);
      expect(text, name).not.toContain(ADDRESS);
    }
  });

  it("sums the raw rows per hour: views, readers once per day, sections, stories, devices, referrers, clicks", async () => {
    const analytics = harness.services.analytics;
    const base = Date.UTC(2026, 10, 20, 10);
    const record = (changes: Record<string, string>, psid: string, at: number) => {
      const query = { ...Object.fromEntries(VIEW), is_mobile: "false", is_ios_mobile: "false", ...changes };
      return analytics.record(pageViewEvent(pageViewQuery.parse(query)), psid, new Date(at));
    };
    await record(
      { full_path: "/p/news_stories/web/7", user_agent: "Mozilla/5.0 (X11; Linux)" },
      "a",
      base + 5 * 60_000,
    );
    await record(
      { full_path: "/p/news_stories/web/7", user_agent: "Mozilla/5.0 (iPad)" },
      "b",
      base + 10 * 60_000,
    );
    await record({ full_path: "/sports/scores", referrer: "" }, "a", base + HOUR + 60_000);
    await record({ full_path: "/", referrer: "" }, "a", base + DAY);
    await analytics.aggregate();
    const hourly = await harness.db.select().from(analyticsHourly);
    const at = (hour: number, metric: string, key = "") =>
      hourly.find(
        (row) => row.hour.getTime() === base + hour * HOUR && row.metric === metric && row.key === key,
      )?.count;
    expect(at(0, "views")).toBe(2);
    expect(at(0, "readers")).toBe(2);
    expect(at(1, "views")).toBe(1);
    expect(at(1, "readers")).toBeUndefined();
    expect(at(24, "readers")).toBe(1);
    expect(at(0, "story", "news_stories/7")).toBe(2);
    expect(at(0, "section", "stories")).toBe(2);
    expect(at(1, "section", "sports")).toBe(1);
    expect(at(24, "section", "home")).toBe(1);
    expect(at(0, "device", "desktop")).toBe(1);
    expect(at(0, "device", "tablet")).toBe(1);
    expect(at(0, "referrer", "www.example.com")).toBe(2);
    expect(at(1, "referrer")).toBe(1);
    // Summing again adds nothing: each event is summed once.
    await analytics.aggregate();
    const again = await harness.db.select().from(analyticsHourly);
    expect(again).toHaveLength(hourly.length);

    const report = await analytics.report(new Date(base), new Date(base + 4 * DAY));
    expect(report).toMatchObject({ page_views: 4, readers: 3, step: "day" });
    expect(report.stories).toEqual([{ key: "news_stories/7", count: 2, title: null }]);
  });

  it("deletes raw rows older than the retention and keeps their hourly sums", async () => {
    const analytics = harness.services.analytics;
    const now = Date.now();
    const old = new Date(now - 40 * DAY);
    const recent = new Date(now - DAY);
    await analytics.record(pageViewEvent({ page: "old", full_path: "/old" }), "r", old);
    await analytics.record(pageViewEvent({ page: "recent", full_path: "/recent" }), "r", recent);
    expect(await analytics.prune(new Date(now))).toEqual({ deleted: 1 });
    expect((await rows()).map((row) => row.page)).toEqual(["recent"]);
    const report = await analytics.report(new Date(old.getTime() - HOUR), new Date(old.getTime() + HOUR));
    expect(report.page_views).toBe(1);
    expect(report.pages).toEqual([{ key: "old", count: 1 }]);
  });

  describe("the report", () => {
    beforeEach(async () => {
      await view({ psid: "report-1" });
      await view({ psid: "report-2", no_data: "false", full_path: "/tv" });
      await get("/trk?cx=saudeiD");
    });

    it("is the operator's: POST /api/operator/analytics/report with the key", async () => {
      const refused = await harness.app.request("/api/operator/analytics/report", { method: "POST" });
      expect(refused.status).toBe(401);
      const post = (query: string) =>
        harness.app.request(`/api/operator/analytics/report?${query}`, {
          method: "POST",
          headers: { authorization: `Bearer ${KEY}` },
        });
      const report = await (await post("")).json();
      expect(report).toMatchObject({
        page_views: 2,
        readers: 2,
        data_less_views: 1,
        data_less_share: 0.5,
        campaign_clicks: 1,
        campaigns: [{ key: "saudeiD", count: 1 }],
        devices: [{ key: "mobile", count: 2 }],
        step: "day",
      });
      expect(report.series).toHaveLength(8);
      for (const bad of [
        "from=yesterday",
        "from=2026-02-30",
        "from=2026-11-10&to=2026-11-01",
        "from=2020-01-01&to=2026-01-01",
      ]) {
        const response = await post(bad);
        expect(response.status, bad).toBe(400);
        expect((await response.json()).error.code).toBe("invalid_query");
      }
    });

    it("is a page behind the operator key, in the operator's language, never cached or indexed", async () => {
      const refused = await harness.app.request("/operator/analytics");
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toMatch(/^Basic /);
      const wrong = await harness.app.request("/operator/analytics", {
        headers: { authorization: `Basic ${Buffer.from("op:not-the-key").toString("base64")}` },
      });
      expect(wrong.status).toBe(401);
      const basic = `Basic ${Buffer.from(`operator:${KEY}`).toString("base64")}`;
      const page = await harness.app.request("/operator/analytics", { headers: { authorization: basic } });
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const html = await page.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain("Readers and page views");
      expect(html).toMatch(/<svg[^>]+role="img"/);
      expect(html).toContain("saudeiD");
      expect(html).toContain("news_stories/42");
      expect(html).not.toContain("<script");
      const spanish = await harness.app.request("/es/operator/analytics", {
        headers: { authorization: `Bearer ${KEY}` },
      });
      expect(await spanish.text()).toContain("Lectores y páginas vistas");
      const portuguese = await harness.app.request("/pt/operator/analytics?from=nope", {
        headers: { authorization: basic },
      });
      expect(portuguese.status).toBe(400);
      expect(await portuguese.text()).toContain("Não é possível mostrar esse período");
    });
  });
});
