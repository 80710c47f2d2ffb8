import { describe, expect, it } from "vitest";
import { createAttemptLimiter, MAX_FAILURES } from "./attempt-limiter.ts";
import { AuthError } from "./auth-error.ts";

const refusal = async (run: () => Promise<void>) => {
  try {
    await run();
    return null;
  } catch (error) {
    return error instanceof AuthError ? error : null;
  }
};

describe("attempt limiter (memory)", () => {
  it("refuses a key after ten failures with a Retry-After within the 15-minute window", async () => {
    const limiter = createAttemptLimiter({ prefix: "unit-1" });
    const keys = { address: "192.0.2.1", account: "763:ana@example.com" };
    for (let i = 0; i < MAX_FAILURES - 1; i++) await limiter.fail(keys);
    expect(await refusal(() => limiter.check(keys))).toBeNull();
    await limiter.fail(keys);
    const error = await refusal(() => limiter.check(keys));
    expect(error?.status).toBe(429);
    expect(error?.code).toBe("too_many_attempts");
    expect(error?.retryAfterSeconds).toBeGreaterThan(0);
    expect(error?.retryAfterSeconds).toBeLessThanOrEqual(900);
    // Another address and another account are not affected.
    expect(
      await refusal(() => limiter.check({ address: "192.0.2.2", account: "763:bo@example.com" })),
    ).toBeNull();
  });

  it("forgives the account after a success but keeps counting the address", async () => {
    const limiter = createAttemptLimiter({ prefix: "unit-2" });
    const keys = { address: "192.0.2.3", account: "763:cy@example.com" };
    for (let i = 0; i < MAX_FAILURES; i++) await limiter.fail(keys);
    await limiter.succeed(keys);
    expect(await refusal(() => limiter.check({ address: "192.0.2.4", account: keys.account }))).toBeNull();
    expect((await refusal(() => limiter.check({ address: keys.address })))?.status).toBe(429);
  });
});
