import { afterAll, describe, expect, it } from "vitest";
import { type AttemptLimiter, createAttemptLimiter, PAIR_MAX_FAILURES } from "./attempt-limiter.ts";

const REDIS_URL = process.env.TEST_REDIS_URL;

/** With REDIS_URL the counts live in Redis, so every instance of the server sees the same ones. */
describe.skipIf(!REDIS_URL)("attempt limiter on Redis (TEST_REDIS_URL)", () => {
  const prefix = `icaro-test:${Date.now()}:${Math.random().toString(36).slice(2)}`;
  const limiters: AttemptLimiter[] = [];
  const instance = () => {
    const limiter = createAttemptLimiter({ redisUrl: REDIS_URL, prefix });
    limiters.push(limiter);
    return limiter;
  };
  afterAll(async () => {
    for (const limiter of limiters) await limiter.close();
  });

  it("shares failures between two instances and refuses with a Retry-After", async () => {
    const first = instance();
    const second = instance();
    const keys = { address: "198.51.100.20", account: "763:redis@example.com" };
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) await (i % 2 === 0 ? first : second).fail(keys);
    const refusal = await second.check(keys).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ status: 429, code: "too_many_attempts" });
    expect((refusal as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(800);
    await first.succeed(keys);
    await expect(second.check({ address: "198.51.100.21", account: keys.account })).resolves.toBeUndefined();
  });
});
