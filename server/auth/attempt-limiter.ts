import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { authErrors } from "./auth-error.ts";

/*
 * Failed sign-ins, sign-ups and resets, after OWASP's authentication guidance (decision 0057). A
 * carrier puts thousands of readers behind one address, and anyone can type a reader's e-mail, so
 * no single count may lock a reader out:
 * - per (address, account): 10 failures in 15 minutes, then 429 — one mistyping reader stops
 *   only themselves, on that account;
 * - per address, whatever the account: a high ceiling, 100, that only spraying reaches;
 * - per account: after 5 failures, progressive delays instead of a lock (1 s, 2 s, 4 s … at most
 *   15 minutes between tries) for devices the account does not know;
 * - a device the account signed in from before (its `icaro_device` cookie) is not delayed by
 *   others' failures: it has 10 failures of its own, so the reader still signs in during an attack.
 */

export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failures one address may make on one account. */
export const PAIR_MAX_FAILURES = 10;
/** Failures one address may make across accounts (spraying). */
export const ADDRESS_MAX_FAILURES = 100;
/** Failures an account takes before its delays start. */
export const ACCOUNT_FREE_FAILURES = 5;
/** The longest delay between two tries on an account. */
export const ACCOUNT_MAX_DELAY_SECONDS = FAILURE_WINDOW_SECONDS;
/** Sign-ups and reset requests an account takes before its delays start (readers retry these). */
export const REQUEST_FREE_FAILURES = 10;
/** Failures a known device may make on its account. */
export const DEVICE_MAX_FAILURES = 10;
/**
 * How long an account remembers a device it was signed in from, renewed at every sign-in. Under
 * 24.8 days: the memory store expires keys with setTimeout, whose longest delay that is.
 */
export const DEVICE_MEMORY_SECONDS = 20 * 24 * 3600;

/** The delay after an account's nth failure: none for the first `free` ones, then 1 s, doubling, capped. */
export function accountDelaySeconds(failures: number, free = ACCOUNT_FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), ACCOUNT_MAX_DELAY_SECONDS);
}

/**
 * Who tries: the client address, the account (site + e-mail, namespaced per kind of try), the
 * device cookie, and how many failures the account takes before delays (sign-ins: 5).
 */
export type AttemptKeys = {
  address: string;
  account?: string;
  device?: string | null;
  freeFailures?: number;
};

/**
 * `check` refuses with a 429 (and its Retry-After) while a limit is reached; `fail` counts one;
 * `succeed` forgives the account, the pair and the device (a right password proves the person
 * knows it; the address count stays, so one address cannot probe many accounts);
 * `rememberDevice` lets a device past the account's delays from then on.
 */
export type AttemptLimiter = {
  check(keys: AttemptKeys): Promise<void>;
  fail(keys: AttemptKeys): Promise<void>;
  succeed(keys: AttemptKeys): Promise<void>;
  rememberDevice(account: string, device: string): Promise<void>;
  close(): Promise<void>;
};

export function createAttemptLimiter(options: { redisUrl?: string; prefix?: string } = {}): AttemptLimiter {
  const prefix = options.prefix ?? "icaro:auth";
  let redis: Redis | undefined;
  let make: (name: string, points: number, duration: number) => RateLimiterAbstract;
  if (options.redisUrl) {
    const client = new Redis(options.redisUrl, {
      enableOfflineQueue: true,
      maxRetriesPerRequest: 2,
      lazyConnect: false,
    });
    redis = client;
    make = (name, points, duration) =>
      new RateLimiterRedis({ points, duration, storeClient: client, keyPrefix: `${prefix}:${name}` });
  } else {
    make = (name, points, duration) =>
      new RateLimiterMemory({ points, duration, keyPrefix: `${prefix}:${name}` });
  }
  const window = FAILURE_WINDOW_SECONDS;
  const byAddress = make("address", ADDRESS_MAX_FAILURES, window);
  const byPair = make("pair", PAIR_MAX_FAILURES, window);
  const byAccount = make("account", Number.MAX_SAFE_INTEGER, window);
  // One point: the account is waiting out a delay while the key exists.
  const accountDelay = make("delay", 1, ACCOUNT_MAX_DELAY_SECONDS);
  const byDevice = make("device", DEVICE_MAX_FAILURES, window);
  const knownDevices = make("known", 1, DEVICE_MEMORY_SECONDS);

  const pairKey = (keys: AttemptKeys) => (keys.account ? `${keys.address}|${keys.account}` : undefined);
  const deviceKey = (keys: AttemptKeys) =>
    keys.account && keys.device ? `${keys.account}|${keys.device}` : undefined;
  const isKnown = async (keys: AttemptKeys) => {
    const key = deviceKey(keys);
    return key !== undefined && (await knownDevices.get(key)) !== null;
  };

  /** Refuses while a count has used its points. */
  async function refuseOver(limiter: RateLimiterAbstract, key: string | undefined, max: number) {
    if (key === undefined) return;
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= max) {
      throw authErrors.tooManyAttempts(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
    }
  }

  /** Counts one; being over is what `check` reports, so consume's rejection is not an error here. */
  async function count(limiter: RateLimiterAbstract, key: string | undefined) {
    if (key === undefined) return undefined;
    return limiter.consume(key).catch((error: unknown) => {
      if (error instanceof RateLimiterRes) return error;
      throw error;
    });
  }

  return {
    async check(keys) {
      await refuseOver(byAddress, keys.address, ADDRESS_MAX_FAILURES);
      await refuseOver(byPair, pairKey(keys), PAIR_MAX_FAILURES);
      if (await isKnown(keys)) await refuseOver(byDevice, deviceKey(keys), DEVICE_MAX_FAILURES);
      else if (keys.account) await refuseOver(accountDelay, keys.account, 1);
    },
    async fail(keys) {
      await count(byAddress, keys.address);
      await count(byPair, pairKey(keys));
      if (await isKnown(keys)) {
        await count(byDevice, deviceKey(keys));
        return;
      }
      const state = await count(byAccount, keys.account);
      const delay = state ? accountDelaySeconds(state.consumedPoints, keys.freeFailures) : 0;
      if (keys.account && delay > 0) await accountDelay.block(keys.account, delay);
    },
    async succeed(keys) {
      const forgiven: [RateLimiterAbstract, string | undefined][] = [
        [byAccount, keys.account],
        [accountDelay, keys.account],
        [byPair, pairKey(keys)],
        [byDevice, deviceKey(keys)],
      ];
      for (const [limiter, key] of forgiven) if (key !== undefined) await limiter.delete(key);
    },
    async rememberDevice(account, device) {
      await knownDevices.set(`${account}|${device}`, 1, DEVICE_MEMORY_SECONDS);
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
