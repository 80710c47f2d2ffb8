import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { channelSchedule, liveChannels } from "#server/db/schema.ts";
import { icaro, tempDirs } from "#server/testing/icaro-command.ts";
import { startOwningServer } from "#server/testing/owning-server.ts";
import { seedDataDir } from "#server/testing/pglite-template.ts";

const dirs = tempDirs("icaro-channel-cli-");
afterAll(dirs.removeAll);

const ADD = [
  "channel",
  "add",
  "icaro-sports",
  "--title",
  "Icaro Sports",
  "--stream",
  "/media/live/sports.m3u8",
  "--page",
  "timtv",
  "--language",
  "pt",
];

// Each run starts a process and PGlite: seconds each on a busy machine, so the refusals share runs
// where they can and the database starts from a migrated copy (server/testing/pglite-template.ts).
describe("icaro channel on its own database", { timeout: 240_000 }, () => {
  const dataDir = dirs.make();
  beforeAll(() => seedDataDir(dataDir));

  it("adds, updates, schedules, lists and removes a channel", async () => {
    expect(await icaro(dataDir, ...ADD)).toMatchObject({
      code: 0,
      stdout:
        'added channel icaro-sports "Icaro Sports": /media/live/sports.m3u8 (page timtv, language pt)\n',
      stderr: "",
    });
    const updated = await icaro(
      dataDir,
      ...ADD.slice(0, 6),
      "https://cdn.example.com/live/a.m3u8",
      "--page",
      "zoometv",
      "--json",
    );
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.stdout)).toEqual({
      created: false,
      channel: {
        name: "icaro-sports",
        title: "Icaro Sports",
        stream: "https://cdn.example.com/live/a.m3u8",
        logo: null,
        page: "zoometv",
        language: null,
      },
    });
    const scheduled = await icaro(
      dataDir,
      "channel",
      "schedule",
      "icaro-sports",
      "--title",
      "Morning show",
      "--starts",
      "2026-11-27T08:00:00-03:00",
      "--ends",
      "2026-11-27T10:00:00-03:00",
    );
    expect(scheduled).toMatchObject({
      code: 0,
      stdout:
        'scheduled "Morning show" on icaro-sports from 2026-11-27T11:00:00.000Z to 2026-11-27T13:00:00.000Z\n',
    });
    const listed = await icaro(dataDir, "channel", "list");
    expect(listed.stdout).toBe(
      [
        "name          page     lang  programmes  title         stream",
        "icaro-sports  zoometv  -     1           Icaro Sports  https://cdn.example.com/live/a.m3u8",
        "",
      ].join("\n"),
    );
    expect(await icaro(dataDir, "channel", "remove", "icaro-sports")).toMatchObject({
      code: 0,
      stdout:
        'removed channel icaro-sports "Icaro Sports": https://cdn.example.com/live/a.m3u8 (page zoometv)\n',
    });
    expect((await icaro(dataDir, "channel", "list")).stdout).toBe("no channels\n");
  });

  it.each([
    [
      "a malformed name",
      ["channel", "add", "Icaro Sports", ...ADD.slice(3)],
      /^error: the name must be lower-case letters/,
    ],
    [
      "an http stream",
      [...ADD.slice(0, 6), "http://example.com/a.m3u8", "--page", "timtv"],
      /https URL or a path on this site/,
    ],
    [
      "a stream that is not HLS",
      [...ADD.slice(0, 6), "/media/demo/test-pattern.mp4", "--page", "timtv"],
      /HLS playlist \(\.m3u8\)/,
    ],
    [
      "a protocol-relative stream",
      [...ADD.slice(0, 6), "//evil.example/a.m3u8", "--page", "timtv"],
      /https URL or a path/,
    ],
    ["an unknown page", [...ADD.slice(0, 8), "othertv"], /page must be one of timtv, zoometv/],
    [
      "a missing title",
      ["channel", "add", "x", "--stream", "/a.m3u8", "--page", "timtv"],
      /^error: --title is required/,
    ],
    [
      "a time without offset",
      [
        "channel",
        "schedule",
        "x",
        "--title",
        "T",
        "--starts",
        "2026-11-27T08:00",
        "--ends",
        "2026-11-27T09:00Z",
      ],
      /--starts must be an ISO 8601 time with its offset/,
    ],
    [
      "an impossible date",
      [
        "channel",
        "schedule",
        "x",
        "--title",
        "T",
        "--starts",
        "2026-02-30T08:00Z",
        "--ends",
        "2026-03-01T09:00Z",
      ],
      /--starts is not a real time/,
    ],
    [
      "an end before the start",
      [
        "channel",
        "schedule",
        "x",
        "--title",
        "T",
        "--starts",
        "2026-11-27T10:00Z",
        "--ends",
        "2026-11-27T09:00Z",
      ],
      /--ends must be after --starts/,
    ],
    [
      "a bad event id",
      [
        "channel",
        "schedule",
        "x",
        "--title",
        "T",
        "--starts",
        "2026-11-27T10:00Z",
        "--ends",
        "2026-11-27T11:00Z",
        "--event",
        "abc",
      ],
      /--event must be a sporting event's id/,
    ],
  ])("refuses %s in one line before opening the database", async (_, args, message) => {
    const result = await icaro(dataDir, ...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.split("\n").filter(Boolean)).toHaveLength(1);
  });

  it("refuses an unknown channel or game, and a mistyped command with its usage", async () => {
    const unknown = await icaro(
      dataDir,
      "channel",
      "schedule",
      "nobody",
      "--title",
      "T",
      "--starts",
      "2026-11-27T10:00Z",
      "--ends",
      "2026-11-27T11:00Z",
    );
    expect(unknown).toMatchObject({ code: 1, stderr: 'error: there is no channel "nobody"\n' });
    const usage = await icaro(dataDir, "channel", "rename", "x");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^error: unknown channel command "rename"\nrun `icaro --help`/);
  });
});

describe("icaro channel while a server owns the data directory", { timeout: 180_000 }, () => {
  const dataDir = dirs.make();
  let handle: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, close } = await startOwningServer(dataDir));
  });
  afterAll(() => close());

  it("hands the commands to the server, with the same output, and the API shows the channel", async () => {
    expect(await icaro(dataDir, ...ADD, "--logo", "/media/tv/icaro-sports.svg")).toMatchObject({
      code: 0,
      stdout:
        'added channel icaro-sports "Icaro Sports": /media/live/sports.m3u8 (page timtv, language pt)\n',
    });
    const starts = new Date(Date.now() - 3_600_000).toISOString();
    const ends = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await icaro(
      dataDir,
      "channel",
      "schedule",
      "icaro-sports",
      "--title",
      "Now",
      "--starts",
      starts,
      "--ends",
      ends,
      "--json",
    );
    expect(scheduled.code).toBe(0);
    expect(JSON.parse(scheduled.stdout)).toEqual({
      channel: "icaro-sports",
      programme: { title: "Now", starts_at: starts, ends_at: ends, event_id: null },
    });
    // The server's database holds them: the command did not open its own.
    expect(await handle.db.select().from(liveChannels)).toHaveLength(1);
    expect(await handle.db.select().from(channelSchedule)).toHaveLength(1);
    const refused = await icaro(
      dataDir,
      "channel",
      "schedule",
      "icaro-sports",
      "--title",
      "Game",
      "--starts",
      starts,
      "--ends",
      ends,
      "--event",
      "999999",
    );
    expect(refused).toMatchObject({ code: 1, stderr: "error: there is no sporting event 999999\n" });
    const removed = await icaro(dataDir, "channel", "remove", "nobody");
    expect(removed).toMatchObject({ code: 1, stderr: 'error: there is no channel "nobody"\n' });
    expect((await icaro(dataDir, "channel", "list")).stdout).toMatch(/^name +page +lang +programmes/);
  });
});
