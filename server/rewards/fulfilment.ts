import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#server/db/client.ts";
import { campaigns, rewardClaims, rewardFulfilments, rewardPrograms } from "#server/db/schema.ts";

/*
 * Rewards fulfilment (decision 0075): after a claim commits, the carrier's provisioning endpoint is
 * called in the background — the reader's answer never waits for it. Each call is signed and
 * carries the claim's idempotency key, so a retry never provisions twice; every attempt is recorded
 * in `reward_fulfilments`. A 2xx fulfils the claim; a 4xx (other than 408 and 429) fails it; other
 * answers, time-outs and network errors are retried with exponential back-off, and a claim still
 * pending after its attempts is offered again by the periodic sweep.
 */

/** The signature's headers: the Unix time in seconds, and `sha256=<hex>` over `<timestamp>.<body>`. */
export const TIMESTAMP_HEADER = "X-Icaro-Timestamp";
export const SIGNATURE_HEADER = "X-Icaro-Signature";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>` under the shared secret. */
export function provisioningSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** What the carrier receives, as JSON. */
export type ProvisioningBody = { token: string; megabytes: number; campaign: string; claim_id: number };

export type FulfilmentSettings = {
  url: string;
  secret: string;
  /** Attempts per round (the claim's answer, or one sweep). */
  attempts?: number;
  /** The first back-off; each next one doubles. */
  backoffMs?: number;
  timeoutMs?: number;
  /** How often pending claims are offered again; 0 never. */
  sweepMinutes?: number;
};

export type ClaimStatus = "pending" | "fulfilled" | "failed";

export type RewardFulfilment = {
  /** Hands a committed claim to the carrier in the background (nothing without the setting). */
  onClaimed(claimId: number): void;
  /** One round of attempts for a claim; resolves to its status after them. */
  fulfil(claimId: number): Promise<ClaimStatus>;
  /** Offers every pending claim again; resolves to how many rounds ran. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
};

/** Refused for good: the carrier will not take this claim as it is (408 and 429 are worth a retry). */
const refusedForGood = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** How many pending claims one sweep offers again. */
const SWEEP_BATCH = 100;

export function createRewardFulfilment(
  db: Database,
  settings: FulfilmentSettings | null,
  log: Pick<Logger, "info" | "warn" | "error">,
): RewardFulfilment {
  const inFlight = new Map<number, Promise<ClaimStatus>>();
  const stopping = new AbortController();
  const attempts = settings?.attempts ?? 3;
  const backoffMs = settings?.backoffMs ?? 1000;
  const timeoutMs = settings?.timeoutMs ?? 10_000;

  async function claimToSend(claimId: number) {
    const [row] = await db
      .select({
        status: rewardClaims.status,
        key: rewardClaims.idempotencyKey,
        megabytes: rewardClaims.megabytes,
        token: rewardPrograms.token,
        campaign: campaigns.code,
      })
      .from(rewardClaims)
      .innerJoin(rewardPrograms, eq(rewardPrograms.id, rewardClaims.programId))
      .innerJoin(campaigns, eq(campaigns.id, rewardClaims.campaignId))
      .where(eq(rewardClaims.id, claimId));
    return row;
  }

  async function record(
    claimId: number,
    outcome: { httpStatus: number | null; ok: boolean; error: string | null },
  ) {
    // The attempt's number counts every earlier call of the claim, across rounds and restarts.
    await db.insert(rewardFulfilments).values({
      claimId,
      attempt: sql`(select count(*) + 1 from reward_fulfilments where claim_id = ${claimId})`,
      ...outcome,
    });
  }

  async function settle(claimId: number, status: "fulfilled" | "failed") {
    await db
      .update(rewardClaims)
      .set({ status, fulfilledAt: status === "fulfilled" ? new Date() : null, fulfilledBy: "carrier" })
      .where(and(eq(rewardClaims.id, claimId), eq(rewardClaims.status, "pending")));
  }

  async function call(url: string, secret: string, key: string, body: string) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    return fetch(url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]),
      headers: {
        "content-type": "application/json",
        [IDEMPOTENCY_HEADER]: key,
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: provisioningSignature(secret, timestamp, body),
      },
      body,
    });
  }

  async function round(claimId: number): Promise<ClaimStatus> {
    if (!settings) return "pending";
    const claim = await claimToSend(claimId);
    if (!claim) return "pending";
    if (claim.status !== "pending") return claim.status as ClaimStatus;
    const payload: ProvisioningBody = {
      token: claim.token,
      megabytes: claim.megabytes,
      campaign: claim.campaign,
      claim_id: claimId,
    };
    const body = JSON.stringify(payload);
    for (let attempt = 1; attempt <= attempts && !stopping.signal.aborted; attempt++) {
      if (attempt > 1) {
        const waited = await sleep(backoffMs * 2 ** (attempt - 2), true, { signal: stopping.signal }).catch(
          () => false,
        );
        if (!waited) break;
      }
      try {
        const response = await call(settings.url, settings.secret, claim.key, body);
        await response.body?.cancel();
        const ok = response.status >= 200 && response.status < 300;
        await record(claimId, {
          httpStatus: response.status,
          ok,
          error: ok ? null : `HTTP ${response.status}`,
        });
        if (ok) {
          await settle(claimId, "fulfilled");
          return "fulfilled";
        }
        if (refusedForGood(response.status)) {
          await settle(claimId, "failed");
          log.warn({ claimId, status: response.status }, "reward provisioning refused the claim");
          return "failed";
        }
      } catch (error) {
        const message = (error as Error).name === "TimeoutError" ? "timed out" : (error as Error).message;
        await record(claimId, { httpStatus: null, ok: false, error: message.slice(0, 500) });
      }
    }
    log.warn({ claimId, attempts }, "reward provisioning did not answer; the claim stays pending");
    return "pending";
  }

  function fulfil(claimId: number): Promise<ClaimStatus> {
    const running = inFlight.get(claimId);
    if (running) return running;
    const work = round(claimId)
      .catch((error) => {
        log.error({ err: error, claimId }, "reward fulfilment failed");
        return "pending" as const;
      })
      .finally(() => inFlight.delete(claimId));
    inFlight.set(claimId, work);
    return work;
  }

  async function sweep(): Promise<number> {
    if (!settings || stopping.signal.aborted) return 0;
    const pending = await db
      .select({ id: rewardClaims.id })
      .from(rewardClaims)
      .where(eq(rewardClaims.status, "pending"))
      .orderBy(asc(rewardClaims.claimedAt))
      .limit(SWEEP_BATCH);
    let rounds = 0;
    for (const { id } of pending) {
      if (stopping.signal.aborted) break;
      if (inFlight.has(id)) continue;
      await fulfil(id);
      rounds++;
    }
    return rounds;
  }

  const sweepMs = (settings?.sweepMinutes ?? 0) * 60_000;
  let sweeping: Promise<unknown> | null = null;
  const timer =
    settings && sweepMs > 0
      ? setInterval(() => {
          sweeping ??= sweep()
            .catch((error) => log.error({ err: error }, "reward fulfilment sweep failed"))
            .finally(() => {
              sweeping = null;
            });
        }, sweepMs)
      : null;
  timer?.unref();

  return {
    onClaimed: (claimId) => {
      if (settings) void fulfil(claimId);
    },
    fulfil,
    sweep,
    async stop() {
      if (timer) clearInterval(timer);
      stopping.abort();
      await Promise.allSettled([...inFlight.values(), sweeping]);
    },
  };
}
