import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViewEvent } from "#server/analytics/analytics-input.ts";
import { type AnalyticsService, createAnalyticsService } from "#server/analytics/analytics-service.ts";
import { openDatabase } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { icaro, tempDirs } from "#server/testing/icaro-command.ts";
import { startOwningServer } from "#server/testing/owning-server.ts";
import { seedDataDir } from "#server/testing/pglite-template.ts";

const dirs = tempDirs("icaro-analytics-cli-");
afterAll(dirs.removeAll);

describe("icaro analytics report on its own database", { timeout: 240_000 }, () => {
  const dataDir = dirs.make();
  beforeAll(() => seedDataDir(dataDir));

  it("prints an empty report, and refuses a bad range or command", async () => {
    const empty = await icaro(
      dataDir,
      "analytics",
      "report",
      "--from",
      "2026-11-01",
      "--to",
      "2026-11-02",
      "--json",
    );
    expect(empty.code).toBe(0);
    expect(JSON.parse(empty.stdout)).toMatchObject({
      from: "2026-11-01T00:00:00.000Z",
      to: "2026-11-03T00:00:00.000Z",
      page_views: 0,
      step: "hour",
    });
    expect(await icaro(dataDir, "analytics", "report", "--from", "yesterday")).toMatchObject({
      code: 1,
      stderr: "error: --from must be a date (2026-11-21) or a time with its offset (2026-11-21T12:00Z)\n",
    });
    const usage = await icaro(dataDir, "analytics", "show");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^error: unknown analytics command "show"/);
  });
});

describe("icaro analytics report while a server owns the data directory", { timeout: 180_000 }, () => {
  const dataDir = dirs.make();
  let analytics: AnalyticsService;
  let close: () => Promise<void>;

  beforeAll(async () => {
    await seedDataDir(dataDir);
    const handle = await openDatabase({ dataDir });
    await handle.migrate();
    analytics = createAnalyticsService({
      db: handle.db,
      siteId: 763,
      rawDays: 30,
      log: createLogger("silent"),
      timers: false,
    });
    ({ close } = await startOwningServer(dataDir, {
      handle,
      api: { analytics: { service: analytics } },
    }));
  });
  afterAll(() => close());

  it("hands the report to the server, which shows the visits just made", async () => {
    await analytics.record(pageViewEvent({ page: "home", full_path: "/", no_data: true }), "reader-a");
    await analytics.record(
      pageViewEvent({ page: "tv", full_path: "/tv", user_agent: "Mozilla/5.0 (X11)" }),
      "reader-b",
    );
    const json = await icaro(dataDir, "analytics", "report", "--json");
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      page_views: 2,
      readers: 2,
      data_less_share: 0.5,
      sections: [
        { key: "home", count: 1 },
        { key: "tv", count: 1 },
      ],
    });
    const text = await icaro(dataDir, "analytics", "report");
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("page views       2\n");
    expect(text.stdout).toContain("data-less share  50.0% (1 views)");
    expect(text.stdout).toMatch(/count {2}devices\n1 {6}desktop\n1 {6}unknown/);
  });
});
