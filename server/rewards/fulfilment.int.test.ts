import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaigns, rewardClaims, rewardFulfilments, rewardPrograms } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { createRewardFulfilment, type RewardFulfilment } from "./fulfilment.ts";

const SECRET = "the carrier's provisioning secret";
const DAY = 86_400_000;

type Call = { key: string; body: { token: string; megabytes: number; campaign: string; claim_id: number } };

/**
 * A stand-in carrier: checks each call's signature (HMAC-SHA256 over `<timestamp>.<body>`) and
 * idempotency key, answers from a script, and provisions each key once.
 */
function carrier() {
  const state = {
    calls: [] as Call[],
    refusedSignatures: 0,
    script: [] as number[],
    provisioned: new Map<string, number>(),
  };
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const server: Server = createServer(async (request, response) => {
    const body = await read(request);
    const timestamp = String(request.headers["x-icaro-timestamp"] ?? "");
    const given = Buffer.from(String(request.headers["x-icaro-signature"] ?? ""));
    const expected = Buffer.from(
      `sha256=${createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex")}`,
    );
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
    if (!fresh || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      state.refusedSignatures++;
      response.writeHead(401).end();
      return;
    }
    const key = String(request.headers["idempotency-key"] ?? "");
    state.calls.push({ key, body: JSON.parse(body) });
    const status = state.script.shift() ?? 200;
    if (status === 200) state.provisioned.set(key, (state.provisioned.get(key) ?? 0) + 1);
    response.writeHead(status, { "content-type": "application/json" }).end("{}");
  });
  return {
    state,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/provision`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(ENGINES)("rewards fulfilment on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  let receiver: ReturnType<typeof carrier>;
  let fulfilment: RewardFulfilment;
  let url: string;
  let counter = 0;

  beforeAll(async () => {
    receiver = carrier();
    url = await receiver.start();
    // The harness calls whichever fulfilment the test set up.
    harness = await createAuthTestApi(
      engine,
      {},
      { rewards: { onClaimed: (id) => fulfilment.onClaimed(id) } },
    );
    await harness.db.insert(campaigns).values({
      siteId: 763,
      code: "open_gift",
      conditions: { articles: 0, shares: 0, registration: 0 },
      megabytes: 50,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      perReaderLimit: 100,
    });
  });
  beforeEach(() => {
    receiver.state.calls = [];
    receiver.state.script = [];
    receiver.state.refusedSignatures = 0;
  });
  afterAll(async () => {
    await fulfilment?.stop();
    await harness.close();
    await receiver.close();
  });

  const settings = (overrides = {}) => ({ url, secret: SECRET, backoffMs: 1, timeoutMs: 2000, ...overrides });

  /** A new reader's claim, answered 200; resolves to the claim's row id and token. */
  async function claimOne() {
    const psid = `4f1c2d3e-5a6b-4c7d-8e9f-${String(++counter).padStart(12, "0")}`;
    const token = `gift-${counter}-token`;
    const call = (method: string, path: string, body?: unknown) =>
      harness.api.request(`/api/v3/${path}`, {
        method,
        headers: { psid, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await call("POST", "rewards/program", { token, campaign: "open_gift" })).status).toBe(200);
    const answer = await call("GET", `tagger/reward?token=${token}`);
    expect(answer.status).toBe(200);
    // The reader's answer did not wait for the carrier.
    expect(await answer.json()).toEqual({ success: true, megabytes: 50, status: "pending" });
    const [row] = await harness.db
      .select({ id: rewardClaims.id, key: rewardClaims.idempotencyKey })
      .from(rewardClaims)
      .innerJoin(rewardPrograms, eq(rewardPrograms.id, rewardClaims.programId))
      .where(eq(rewardPrograms.token, token));
    return { ...row, token };
  }
  const claimRow = async (id: number) =>
    (await harness.db.select().from(rewardClaims).where(eq(rewardClaims.id, id)))[0];
  const attemptsOf = (id: number) =>
    harness.db
      .select()
      .from(rewardFulfilments)
      .where(eq(rewardFulfilments.claimId, id))
      .orderBy(asc(rewardFulfilments.attempt));

  it("retries a failed call with the same key and signature scheme: the second fulfils the claim", async () => {
    fulfilment = createRewardFulfilment(harness.db, settings(), createLogger("silent"));
    receiver.state.script = [503];
    const claim = await claimOne();
    expect(await fulfilment.fulfil(claim.id)).toBe("fulfilled");
    expect(receiver.state.refusedSignatures).toBe(0);
    expect(receiver.state.calls.map((call) => call.key)).toEqual([claim.key, claim.key]);
    expect(receiver.state.calls[0].body).toEqual({
      token: claim.token,
      megabytes: 50,
      campaign: "open_gift",
      claim_id: claim.id,
    });
    expect(receiver.state.provisioned.get(claim.key)).toBe(1);
    const attempts = await attemptsOf(claim.id);
    expect(attempts.map((a) => [a.attempt, a.httpStatus, a.ok])).toEqual([
      [1, 503, false],
      [2, 200, true],
    ]);
    expect(await claimRow(claim.id)).toMatchObject({ status: "fulfilled", fulfilledBy: "carrier" });
    // A fulfilled claim is not sent again.
    expect(await fulfilment.fulfil(claim.id)).toBe("fulfilled");
    expect(receiver.state.calls).toHaveLength(2);
    await fulfilment.stop();
  });

  it("fails a claim the carrier refuses (4xx) without retrying", async () => {
    fulfilment = createRewardFulfilment(harness.db, settings(), createLogger("silent"));
    receiver.state.script = [422];
    const claim = await claimOne();
    expect(await fulfilment.fulfil(claim.id)).toBe("failed");
    expect(receiver.state.calls).toHaveLength(1);
    expect((await claimRow(claim.id)).status).toBe("failed");
    await fulfilment.stop();
  });

  it("leaves a claim pending after its attempts; the sweep fulfils it later, once", async () => {
    fulfilment = createRewardFulfilment(harness.db, settings(), createLogger("silent"));
    receiver.state.script = [500, 500, 500];
    const claim = await claimOne();
    expect(await fulfilment.fulfil(claim.id)).toBe("pending");
    expect((await claimRow(claim.id)).status).toBe("pending");
    expect(await attemptsOf(claim.id)).toHaveLength(3);
    expect(await fulfilment.sweep()).toBeGreaterThanOrEqual(1);
    expect((await claimRow(claim.id)).status).toBe("fulfilled");
    expect((await attemptsOf(claim.id)).map((a) => a.attempt)).toEqual([1, 2, 3, 4]);
    expect(receiver.state.provisioned.get(claim.key)).toBe(1);
    await fulfilment.stop();
  });

  it("records an endpoint that does not answer, and a wrong secret is refused by the carrier", async () => {
    fulfilment = createRewardFulfilment(
      harness.db,
      settings({ url: "http://127.0.0.1:1/nothing-listens", attempts: 2 }),
      createLogger("silent"),
    );
    const claim = await claimOne();
    expect(await fulfilment.fulfil(claim.id)).toBe("pending");
    const attempts = await attemptsOf(claim.id);
    expect(attempts).toHaveLength(2);
    expect(attempts.every((a) => a.httpStatus === null && !a.ok && a.error)).toBe(true);
    await fulfilment.stop();

    fulfilment = createRewardFulfilment(
      harness.db,
      settings({ secret: "not the carrier's secret" }),
      createLogger("silent"),
    );
    const forged = await claimOne();
    expect(await fulfilment.fulfil(forged.id)).toBe("failed");
    expect(receiver.state.refusedSignatures).toBe(1);
    expect(receiver.state.provisioned.has(forged.key)).toBe(false);
    await fulfilment.stop();
  });

  it("without the setting, claims wait for the operator", async () => {
    fulfilment = createRewardFulfilment(harness.db, null, createLogger("silent"));
    const claim = await claimOne();
    expect(await fulfilment.fulfil(claim.id)).toBe("pending");
    expect(await fulfilment.sweep()).toBe(0);
    expect(await attemptsOf(claim.id)).toEqual([]);
    expect(receiver.state.calls).toEqual([]);
    await fulfilment.stop();
  });
});
