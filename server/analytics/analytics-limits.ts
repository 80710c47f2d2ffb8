import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/*
 * How many analytics events one reader may send (docs/decisions/0078-first-party-analytics.md: 10,000 events a second
 * from one PSID must not fill the database). A reader makes a page view per navigation and a
 * click now and then: 120 a minute per PSID is far above that. A carrier puts thousands of readers
 * behind one address, so the address's ceiling is high and only a flood reaches it. In memory,
 * per process, like rate-limiter-flexible's other in-process limits here: the point is to keep
 * floods out of the database, not exact accounting across processes.
 */
export const EVENTS_PER_PSID_PER_MINUTE = 120;
export const EVENTS_PER_ADDRESS_PER_MINUTE = 6000;

export type EventLimiter = {
  /** Counts one event; the seconds to wait when the PSID or the address is over its limit, else 0. */
  take(keys: { psid: string | null; address: string }): Promise<number>;
};

export function createEventLimiter(limits: { perPsid?: number; perAddress?: number } = {}): EventLimiter {
  const byPsid = new RateLimiterMemory({
    points: limits.perPsid ?? EVENTS_PER_PSID_PER_MINUTE,
    duration: 60,
    keyPrefix: "analytics:psid",
  });
  const byAddress = new RateLimiterMemory({
    points: limits.perAddress ?? EVENTS_PER_ADDRESS_PER_MINUTE,
    duration: 60,
    keyPrefix: "analytics:address",
  });
  const wait = async (limiter: RateLimiterMemory, key: string) => {
    try {
      await limiter.consume(key);
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  };
  return {
    async take({ psid, address }) {
      const address_ = await wait(byAddress, address);
      if (address_ > 0) return address_;
      return psid ? wait(byPsid, psid) : 0;
    },
  };
}
