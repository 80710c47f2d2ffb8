import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { authErrors } from "./auth-error.ts";

/** Issue 6: 10 failures in 15 minutes per address and per account, then 429 until the window ends. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed sign-ins, sign-ups and resets under two kinds of key: the client address and the
 * account (site + e-mail). `check` refuses with a 429 (and its Retry-After) once either key has used
 * its ten failures; `fail` counts one; `succeed` forgives the account's count, as a right password
 * proves the person knows it (the address count stays, so one address cannot probe many accounts).
 */
export type AttemptLimiter = {
  check(keys: AttemptKeys): Promise<void>;
  fail(keys: AttemptKeys): Promise<void>;
  succeed(keys: AttemptKeys): Promise<void>;
  close(): Promise<void>;
};

export type AttemptKeys = { address: string; account?: string };

export function createAttemptLimiter(options: { redisUrl?: string; prefix?: string } = {}): AttemptLimiter {
  const common = { points: MAX_FAILURES, duration: FAILURE_WINDOW_SECONDS };
  const prefix = options.prefix ?? "icaro:auth";
  let redis: Redis | undefined;
  let make: (name: string) => RateLimiterAbstract;
  if (options.redisUrl) {
    const client = new Redis(options.redisUrl, {
      enableOfflineQueue: true,
      maxRetriesPerRequest: 2,
      lazyConnect: false,
    });
    redis = client;
    make = (name) => new RateLimiterRedis({ ...common, storeClient: client, keyPrefix: `${prefix}:${name}` });
  } else {
    make = (name) => new RateLimiterMemory({ ...common, keyPrefix: `${prefix}:${name}` });
  }
  const byAddress = make("address");
  const byAccount = make("account");
  const pairs = (keys: AttemptKeys) =>
    [
      [byAddress, keys.address],
      [byAccount, keys.account],
    ].filter((pair): pair is [RateLimiterAbstract, string] => Boolean(pair[1]));

  return {
    async check(keys) {
      for (const [limiter, key] of pairs(keys)) {
        const state = await limiter.get(key);
        if (state && state.consumedPoints >= MAX_FAILURES) {
          throw authErrors.tooManyAttempts(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
        }
      }
    },
    async fail(keys) {
      for (const [limiter, key] of pairs(keys)) {
        // consume rejects (with the state) once over the limit; being over is what check reports.
        await limiter.consume(key).catch((error: unknown) => {
          if (!(error instanceof RateLimiterRes)) throw error;
        });
      }
    },
    async succeed(keys) {
      if (keys.account) await byAccount.delete(keys.account);
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
