import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { eventById } from "#server/sports/event-json.ts";
import { inProcessScoreBus } from "#server/sports/score-bus.ts";
import { icaroWith, tempDirs } from "#server/testing/icaro-command.ts";
import { startOwningServer } from "#server/testing/owning-server.ts";
import { seedDataDir } from "#server/testing/pglite-template.ts";
import { insertEvents, insertLeague } from "#server/testing/sports-fixtures.ts";
import { readSse } from "#server/testing/sse-reader.ts";

const dirs = tempDirs("icaro-sports-");
afterAll(dirs.removeAll);

const icaro = icaroWith({ REDIS_URL: "" });

async function databaseWithAMatch(dataDir: string) {
  await seedDataDir(dataDir);
  const handle = await openDatabase({ dataDir });
  await handle.migrate();
  const league = await insertLeague(handle.db, "Cup League", ["Home FC", "Away FC"]);
  const [event] = await insertEvents(handle.db, league, [
    { home: "Home FC", away: "Away FC", start: "2026-11-23T20:00:00Z", status: "upcoming" },
  ]);
  return { handle, id: event.id };
}

describe("icaro sports update on its own database", { timeout: 180_000 }, () => {
  const dataDir = dirs.make();
  let id: number;
  beforeAll(async () => {
    const setup = await databaseWithAMatch(dataDir);
    id = setup.id;
    await setup.handle.close();
  });

  it("changes the event and prints it", async () => {
    const result = await icaro(
      dataDir,
      "sports",
      "update",
      String(id),
      "--status",
      "playing",
      "--period",
      "12'",
      "--score",
      "1-0",
    );
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toBe(`event ${id}: Home FC 1-0 Away FC (playing, 12')\n`);
    const json = await icaro(
      dataDir,
      "sports",
      "update",
      String(id),
      "--status",
      "final",
      "--period",
      "none",
      "--json",
    );
    expect(json.code).toBe(0);
    const event = JSON.parse(json.stdout) as SportingEventJson;
    expect([event.status, event.scores[0].value]).toEqual([{ status: "final", period: null }, 1]);
  });

  it("refuses bad input with one line", async () => {
    for (const [args, message] of [
      [[String(id), "--score", "2:1"], 'error: --score must be home-away goals, like 2-1 (got "2:1")'],
      [[String(id), "--status", "halftime"], "error: --status: status must be one of"],
      [["abc", "--score", "1-1"], 'error: the event id must be a positive whole number (got "abc")'],
      [["999999", "--score", "1-1"], "error: there is no sporting event 999999"],
    ] as const) {
      const result = await icaro(dataDir, "sports", "update", ...args);
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split("\n");
      expect(lines[0].startsWith(message)).toBe(true);
    }
  });
});

describe("icaro sports update while a server owns the data directory", { timeout: 180_000 }, () => {
  const dataDir = dirs.make();
  let handle: DatabaseHandle;
  let id: number;
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    let owned: DatabaseHandle;
    ({ handle: owned, id } = await databaseWithAMatch(dataDir));
    ({ handle, url, close } = await startOwningServer(dataDir, {
      handle: owned,
      api: { domain: { scoreBus: inProcessScoreBus() } },
    }));
  });
  afterAll(() => close());

  it("hands the update to the server, whose stream readers get it", async () => {
    const stream = readSse(await fetch(`${url}/api/v3/sporting_events/stream?ids=${id}`));
    expect((await stream.nextEvent()).event).toBe("ready");
    const result = await icaro(
      dataDir,
      "sports",
      "update",
      String(id),
      "--status",
      "playing",
      "--score",
      "2-2",
    );
    expect(result).toMatchObject({ code: 0, stdout: `event ${id}: Home FC 2-2 Away FC (playing)\n` });
    const message = await stream.nextEvent();
    expect(message.event).toBe("score");
    expect((JSON.parse(message.data ?? "") as SportingEventJson).scores.map((s) => s.value)).toEqual([2, 2]);
    await stream.close();
    expect((await eventById(handle.db, id))?.status.status).toBe("playing");
  });
});
