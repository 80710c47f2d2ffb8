import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayOutcome } from "#core/offline/offline-queue.ts";
import { articleReads, follows, likes, readLater } from "#server/db/schema.ts";
import { insertArticle, insertProfile, insertPublisher } from "#server/recommend/content-fixtures.ts";
import { createAuthTestApi, signUpAndLogIn } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";

const PSID = "5d1c7a3e-2f4b-4c6d-8e9f-0a1b2c3d4e5f";

/**
 * The offline queue's replays (app/offline/offline-queue.ts, decision 0084): each queued
 * change may reach the server more than once (its answer lost, two tabs, a retry at the next start),
 * with its id as `Idempotency-Key`. Every endpoint the queue calls must take a replay as "done"
 * (core/offline/offline-queue.ts replayOutcome) and change nothing the second time; a read is counted once
 * per key even when the replay comes after the 30-minute repeat window.
 */
describe.each(ENGINES)("offline replays are idempotent, on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  let token: string;
  let story: number;
  let team: number;

  beforeAll(async () => {
    harness = await createAuthTestApi(engine);
    const publisher = await insertPublisher(harness.db);
    story = await insertArticle(harness.db, publisher, { name: "Offline story", publishDate: new Date() });
    team = await insertProfile(harness.db, "Offline FC");
    token = await signUpAndLogIn(harness.api, "offline@example.com", "a reader's password");
  });
  afterAll(() => harness.close());

  /** A queued change as the replay sends it: the reader's token, the PSID and the change's key. */
  const replay = (method: string, path: string, body: unknown, key: string | null, auth = true) =>
    harness.api.request(`/api/v3/${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        psid: PSID,
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { "idempotency-key": key } : {}),
      },
      body: JSON.stringify(body),
    });

  /** Sends the same change twice; both answers must mean "done" to the queue. */
  async function twice(method: string, path: string, body: unknown, key: string) {
    const first = await replay(method, path, body, key);
    const second = await replay(method, path, body, key);
    expect([replayOutcome(method, first.status), replayOutcome(method, second.status)]).toEqual([
      "done",
      "done",
    ]);
    return [first, second];
  }

  const count = async (table: typeof likes | typeof readLater | typeof follows | typeof articleReads) =>
    (await harness.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

  it("a like sent twice is one like", async () => {
    const [, second] = await twice("POST", "like", { id: story, context: "news_stories" }, "like-key-0001");
    expect(await second.json()).toMatchObject({ liked: true, count: 1 });
    expect(await count(likes)).toBe(1);
  });

  it("an unlike sent twice leaves no like", async () => {
    await twice("POST", "unlike", { id: story, context: "news_stories" }, "unlike-key-001");
    expect(await count(likes)).toBe(0);
  });

  it("a follow sent twice is one follow (the second is 409 already_following: done)", async () => {
    const [first, second] = await twice("POST", "follows", { id: team, context: "teams" }, "follow-key-001");
    expect([first.status, second.status]).toEqual([201, 409]);
    expect(await count(follows)).toBe(1);
    await twice("DELETE", "follows", { profiles: [{ id: team, context: "teams" }] }, "unfollow-key-01");
    expect(await count(follows)).toBe(0);
  });

  it("a guest's follow sent twice is one follow", async () => {
    const body = { id: team, context: "teams" };
    const first = await replay("POST", "follows_anon", body, "guest-follow-01", false);
    const second = await replay("POST", "follows_anon", body, "guest-follow-01", false);
    expect([first.status, second.status]).toEqual([201, 409]);
    expect(replayOutcome("POST", second.status)).toBe("done");
    expect(await count(follows)).toBe(1);
  });

  it("a read-later save sent twice is one saved story, and a removal twice is done", async () => {
    await twice("POST", "read_later", { id: story, context: "news_stories" }, "save-key-0001");
    expect(await count(readLater)).toBe(1);
    await twice("DELETE", "read_later", { id: story, context: "news_stories" }, "remove-key-001");
    expect(await count(readLater)).toBe(0);
  });

  it("a read sent twice with its key counts once, even after the 30-minute window", async () => {
    const body = { id: story, context: "news_stories" };
    const before = await readCount();
    expect((await replay("POST", "reads", body, "read-key-00001")).status).toBe(204);
    // The first copy reached the server long ago; its answer was lost and the queue sends it again.
    await harness.db.update(articleReads).set({ readAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    expect((await replay("POST", "reads", body, "read-key-00001")).status).toBe(204);
    expect(await readCount()).toBe(before + 1);
    expect(await count(articleReads)).toBe(1);
    // A new read (another key) after the window is a new read.
    expect((await replay("POST", "reads", body, "read-key-00002")).status).toBe(204);
    expect(await readCount()).toBe(before + 2);
  });

  it("refuses a malformed Idempotency-Key with 400 invalid_header, counting nothing", async () => {
    const reads = await count(articleReads);
    const response = await replay("POST", "reads", { id: story, context: "news_stories" }, "bad key!");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_header");
    expect(await count(articleReads)).toBe(reads);
  });

  async function readCount(): Promise<number> {
    const result = await harness.db.execute(sql`select read_count from articles where id = ${story}`);
    return Number((result as unknown as { rows: { read_count: number }[] }).rows[0].read_count);
  }
});
