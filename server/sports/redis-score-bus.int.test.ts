import { createConnection } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { redisScoreBus, scoreChannel } from "./redis-score-bus.ts";
import type { ScoreBus } from "./score-bus.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379/4";

/** Whether something listens at the URL's host and port (the test skips, saying why, if not). */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}

const redisUp = await reachable(REDIS_URL);
if (!redisUp) console.warn(`Redis is not reachable at ${REDIS_URL}: the Redis score bus test is skipped`);

const event = (id: number, home: number): SportingEventJson => ({
  id,
  context: "sporting_events",
  name: "A v B",
  long_name: "A v B",
  status: { status: "playing", period: "12'" },
  scores: [
    { position: "home", value: home },
    { position: "away", value: 0 },
  ],
  home: { id: 1, name: "A", short_name: null, photo: null, colors: null },
  away: { id: 2, name: "B", short_name: null, photo: null, colors: null },
  league: { id: 3, name: "L", context: "leagues", names: {}, photo: { thumbnail: null } },
  start_time: "2026-11-23T20:00:00.000Z",
  time_known: true,
  round: null,
  link: null,
  external: false,
  goals: [],
});

describe("scoreChannel", () => {
  it("names the database of the URL, so deployments sharing a Redis stay apart", () => {
    expect(scoreChannel("redis://127.0.0.1:6379/4")).toBe("icaro:4:sporting_events");
    expect(scoreChannel("redis://127.0.0.1:6379")).toBe("icaro:0:sporting_events");
  });
});

describe.skipIf(!redisUp)("Redis score bus", () => {
  // A channel of its own per run: parallel runs on the same Redis do not hear each other.
  const channel = `icaro:test:${process.pid}:${Date.now()}`;
  let first: ScoreBus;
  let second: ScoreBus;
  beforeAll(async () => {
    // Two buses stand for two server processes.
    first = await redisScoreBus(REDIS_URL, { channel });
    second = await redisScoreBus(REDIS_URL, { channel });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("delivers an update published by one process to the listeners of every process", async () => {
    const heardHere: SportingEventJson[] = [];
    const heardThere: SportingEventJson[] = [];
    const stopHere = first.subscribe((e) => heardHere.push(e));
    const stopThere = second.subscribe((e) => heardThere.push(e));
    const alsoThere: SportingEventJson[] = [];
    const stopAlso = second.subscribe((e) => alsoThere.push(e));
    expect(second.listenerCount()).toBe(2);
    await first.publish(event(7, 1));
    await expect.poll(() => heardThere.map((e) => e.scores[0].value)).toEqual([1]);
    await expect.poll(() => alsoThere.length).toBe(1);
    await expect.poll(() => heardHere.map((e) => e.id)).toEqual([7]);
    stopAlso();
    await second.publish(event(7, 2));
    await expect.poll(() => heardHere.map((e) => e.scores[0].value)).toEqual([1, 2]);
    await expect.poll(() => heardThere.length).toBe(2);
    expect(alsoThere).toHaveLength(1);
    stopHere();
    stopThere();
    expect(first.listenerCount() + second.listenerCount()).toBe(0);
  });

  it("refuses to open when Redis cannot be reached", async () => {
    await expect(redisScoreBus("redis://127.0.0.1:1/0", { connectTimeoutMs: 500 })).rejects.toThrow();
  });
});
