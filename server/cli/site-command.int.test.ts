import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { siteConfig } from "#server/db/schema.ts";
import { icaro, tempDirs } from "#server/testing/icaro-command.ts";
import { startOwningServer } from "#server/testing/owning-server.ts";
import { seedDataDir } from "#server/testing/pglite-template.ts";

const dirs = tempDirs("icaro-site-cli-");
afterAll(dirs.removeAll);

const ADD = [
  "site",
  "ads",
  "add",
  "--device",
  "desktop",
  "--pages",
  "home,sports",
  "--tag",
  "plc=77:sizes=970x250",
];

// Each run starts a process and PGlite: seconds each on a busy machine, so the refusals share one
// describe and the database starts from a migrated copy (server/testing/pglite-template.ts).
describe("icaro site ads on its own database", { timeout: 240_000 }, () => {
  const dataDir = dirs.make();
  beforeAll(() => seedDataDir(dataDir));

  it("adds, lists, sets, turns on and removes", async () => {
    expect(await icaro(dataDir, ...ADD)).toMatchObject({
      code: 0,
      stdout: "added ad 1: desktopinpagebillboard desktop on home,sports: sizes=970x250:plc=77\n",
      stderr: "",
    });
    const set = await icaro(
      dataDir,
      "site",
      "ads",
      "set",
      "--publisher-tag",
      "https://ads.example.com/tag.js",
      "--support",
      "mailto:ads@example.com",
      "--json",
    );
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout).third_party).toMatchObject({
      display_ads: false,
      publisher_tag_url: "https://ads.example.com/tag.js",
      support_url: "mailto:ads@example.com",
    });
    expect(await icaro(dataDir, "site", "ads", "on")).toMatchObject({ code: 0, stdout: "display ads on\n" });
    const listed = await icaro(dataDir, "site", "ads", "list");
    expect(listed.stdout).toContain("1  desktopinpagebillboard  desktop  home,sports  sizes=970x250:plc=77");
    expect(listed.stdout).toContain("display ads:    on\npublisher tag:  https://ads.example.com/tag.js");
    expect(await icaro(dataDir, "site", "ads", "remove", "1")).toMatchObject({
      code: 0,
      stdout: "removed ad 1: desktopinpagebillboard desktop on home,sports: sizes=970x250:plc=77\n",
    });
  });

  it.each([
    ["a tag without sizes", [...ADD.slice(0, 8), "plc=1"], /^error: the ad tag needs sizes/],
    [
      "an unknown device",
      ["site", "ads", "add", "--device", "tv", "--pages", "home", "--tag", "plc=1:sizes=1x1"],
      /device must be desktop or mobile/,
    ],
    ["a missing tag", ADD.slice(0, 7), /^error: --tag is required/],
    [
      "an http script",
      ["site", "ads", "set", "--partner-ads", "http://x.example/a.js"],
      /https URL or a path on this site/,
    ],
    [
      "an entry that does not exist",
      ["site", "ads", "remove", "5"],
      /^error: (no ad entry 5|the site has no ad entries)/,
    ],
  ])("refuses %s in one line", async (_, args, message) => {
    const result = await icaro(dataDir, ...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.split("\n").filter(Boolean)).toHaveLength(1);
  });

  it("answers a mistyped command with its usage", async () => {
    const usage = await icaro(dataDir, "site", "ads", "rename");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^error: unknown site ads command "rename"\nrun `icaro --help`/);
    expect((await icaro(dataDir, "site", "ads", "set")).code).toBe(2);
  });
});

describe("icaro site ads while a server owns the data directory", { timeout: 180_000 }, () => {
  const dataDir = dirs.make();
  let handle: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, close } = await startOwningServer(dataDir));
  });
  afterAll(() => close());

  it("hands the commands to the server, with the same output, and its database holds them", async () => {
    expect(await icaro(dataDir, ...ADD)).toMatchObject({
      code: 0,
      stdout: "added ad 1: desktopinpagebillboard desktop on home,sports: sizes=970x250:plc=77\n",
    });
    expect(
      await icaro(
        dataDir,
        "site",
        "ads",
        "set",
        "--tag-manager",
        "GTM-XY12",
        "--session-replay",
        "/replay.js",
      ),
    ).toMatchObject({ code: 0 });
    expect(await icaro(dataDir, "site", "ads", "on")).toMatchObject({ code: 0, stdout: "display ads on\n" });
    const [row] = await handle.db.select().from(siteConfig);
    expect(row.ads).toHaveLength(1);
    expect(row.thirdParty).toMatchObject({
      display_ads: true,
      tag_manager_id: "GTM-XY12",
      session_replay_url: "/replay.js",
    });
    const refused = await icaro(dataDir, "site", "ads", "remove", "9");
    expect(refused).toMatchObject({
      code: 1,
      stderr: "error: no ad entry 9: the site has 1 (see icaro site ads list)\n",
    });
    expect(await icaro(dataDir, "site", "ads", "set", "--tag-manager", "none")).toMatchObject({ code: 0 });
    expect((await handle.db.select().from(siteConfig))[0].thirdParty).toMatchObject({ tag_manager_id: null });
  });
});
