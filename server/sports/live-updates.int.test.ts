import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { demoEdition } from "#demo/seed-demo.ts";
import { insertEvents, insertLeague } from "#server/testing/sports-fixtures.ts";
import { readSse } from "#server/testing/sse-reader.ts";
import { testApiApp } from "#server/testing/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#server/testing/test-database.ts";
import { inProcessScoreBus, type ScoreBus } from "./score-bus.ts";

const KEY = "operator-key-for-tests-0123456789";

describe.each(ENGINES)("live updates and the score stream on %s", (engine) => {
  let database: TestDatabase;
  let bus: ScoreBus;
  let api: ReturnType<typeof testApiApp>;
  let leagueId: number;
  let live: number;
  let otherLive: number;
  const changed: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.handle.db;
    const league = await insertLeague(db, "Stream League", ["Home FC", "Away FC"]);
    const other = await insertLeague(db, "Quiet League", ["Left FC", "Right FC"]);
    leagueId = league.league.id;
    [{ id: live }] = await insertEvents(db, league, [
      {
        home: "Home FC",
        away: "Away FC",
        start: "2026-11-23T20:00:00Z",
        status: "playing",
        period: "10'",
        score: [0, 0],
      },
    ]);
    [{ id: otherLive }] = await insertEvents(db, other, [
      {
        home: "Left FC",
        away: "Right FC",
        start: "2026-11-23T20:00:00Z",
        status: "playing",
        period: "10'",
        score: [0, 0],
      },
    ]);
    bus = inProcessScoreBus();
    api = testApiApp(db, {
      operator: {
        keys: () => [KEY],
        migrate: async () => undefined,
        engine,
        generateDemo: demoEdition.generate,
      },
      domain: { scoreBus: bus },
      sportsLive: { heartbeatMs: 50, onChange: (event) => changed.push(event.id) },
    });
  });
  afterAll(async () => {
    await bus.close();
    await database.drop();
  });

  const update = (id: number | string, body: unknown, key: string | null = KEY) =>
    api.request(`/api/v3/sporting_events/${id}/update`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      },
      body: JSON.stringify(body),
    });
  const expectError = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
  };

  it("updates an event, answers it as it now is, and keeps it", async () => {
    const response = await update(live, { status: "playing", period: "23'", home: 1, away: 0 });
    expect(response.status).toBe(200);
    const event = (await response.json()) as SportingEventJson;
    expect(event.status).toEqual({ status: "playing", period: "23'" });
    expect(event.scores).toEqual([
      { position: "home", value: 1 },
      { position: "away", value: 0 },
    ]);
    const stored = await api.request(`/api/v3/sporting_events/sporting_events/${live}`);
    expect(((await stored.json()) as SportingEventJson).status.period).toBe("23'");
    expect(changed).toContain(live);
  });

  it("streams a league's score changes to a reader, and not another league's", async () => {
    const response = await api.request(`/api/v3/sporting_events/stream?league=${leagueId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const stream = readSse(response);
    expect((await stream.nextEvent()).event).toBe("ready");
    await update(otherLive, { home: 5 });
    await update(live, { home: 2, away: 1, period: "60'" });
    const message = await stream.nextEvent();
    expect(message.event).toBe("score");
    const event = JSON.parse(message.data ?? "") as SportingEventJson;
    expect(event.id).toBe(live);
    expect(event.scores.map((score) => score.value)).toEqual([2, 1]);
    expect(event.status.period).toBe("60'");
    await stream.close();
  });

  it("streams chosen events by id, with heartbeat comments between updates", async () => {
    const stream = readSse(await api.request(`/api/v3/sporting_events/stream?ids=${otherLive},999`));
    expect((await stream.nextEvent()).event).toBe("ready");
    let message = await stream.next();
    while (!message.comment) message = await stream.next();
    expect(message.comment).toBe("heartbeat");
    await update(live, { period: "61'" });
    await update(otherLive, { status: "final", period: null });
    const event = JSON.parse((await stream.nextEvent()).data ?? "") as SportingEventJson;
    expect([event.id, event.status.status, event.status.period]).toEqual([otherLive, "final", null]);
    await stream.close();
  });

  it("never serves a list or an event cached from before an update", async () => {
    const homeScore = async (path: string) => {
      const body = (await (await api.request(`/api/v3/${path}`)).json()) as
        | SportingEventJson
        | SportingEventJson[];
      const event = Array.isArray(body) ? body.find((e) => e.id === live) : body;
      return event?.scores[0].value ?? null;
    };
    const paths = ["sporting_events?context=live", `sporting_events/sporting_events/${live}`];
    const before = await homeScore(paths[0]);
    expect(await homeScore(paths[1])).toBe(before);
    await update(live, { home: (before ?? 0) + 1 });
    for (const path of paths) expect(await homeScore(path)).toBe((before ?? 0) + 1);
  });

  it("lets go of a reader who leaves", async () => {
    // The lists' cache listens too (it forgets on every update): count readers above it.
    const before = bus.listenerCount();
    const stream = readSse(await api.request("/api/v3/sporting_events/stream"));
    await stream.nextEvent();
    expect(bus.listenerCount()).toBe(before + 1);
    await stream.close();
    await expect.poll(() => bus.listenerCount()).toBe(before);
  });

  it("refuses an update without the operator key, changing nothing", async () => {
    const stored = async () => {
      const response = await api.request(`/api/v3/sporting_events/sporting_events/${live}`);
      return ((await response.json()) as SportingEventJson).scores[0].value;
    };
    const before = await stored();
    await expectError(await update(live, { home: 99 }, null), 401, "invalid_operator_key");
    await expectError(
      await update(live, { home: 99 }, "not-the-key-0123456789"),
      401,
      "invalid_operator_key",
    );
    await expectError(await update(live, { home: 99 }, ""), 401, "invalid_operator_key");
    expect(await stored()).toBe(before);
  });

  it("refuses updates without a key when no operator key is configured", async () => {
    const closed = testApiApp(database.handle.db);
    const response = await closed.request(`/api/v3/sporting_events/${live}/update`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer anything-at-all-123" },
      body: JSON.stringify({ home: 1 }),
    });
    await expectError(response, 401, "invalid_operator_key");
  });

  it("refuses bad updates with a 400 and an unknown event with a 404", async () => {
    for (const body of [
      {},
      { status: "halftime" },
      { home: -1 },
      { away: 1.5 },
      { home: "2" },
      { period: "" },
      { period: "x".repeat(21) },
      { score: "1-0" },
      [],
    ]) {
      await expectError(await update(live, body), 400, "invalid_body");
    }
    await expectError(await update("abc", { home: 1 }), 400, "invalid_param");
    await expectError(await update(999_999, { home: 1 }), 404, "event_not_found");
  });

  it("accepts each of the eleven statuses", async () => {
    for (const status of [
      "final",
      "playing",
      "cancelled",
      "upcoming",
      "postponed",
      "fixture",
      "played",
      "retired",
      "suspended",
      "walkover",
      "interrupted",
    ]) {
      const response = await update(otherLive, { status });
      expect(response.status).toBe(200);
      expect(((await response.json()) as SportingEventJson).status.status).toBe(status);
    }
  });

  it("ends every stream when the bus closes (the server stops)", async () => {
    const closing = inProcessScoreBus();
    const app = testApiApp(database.handle.db, {
      domain: { scoreBus: closing },
    });
    const stream = readSse(await app.request("/api/v3/sporting_events/stream"));
    expect((await stream.nextEvent()).event).toBe("ready");
    await closing.close();
    await expect(stream.next()).rejects.toThrow("the stream ended");
  });

  it("refuses a bad stream filter", async () => {
    await expectError(await api.request("/api/v3/sporting_events/stream?league=abc"), 400, "invalid_query");
    await expectError(await api.request("/api/v3/sporting_events/stream?ids=1,,2"), 400, "invalid_query");
  });
});
