import { describe, expect, it } from "vitest";
import {
  ACCOUNT_FREE_FAILURES,
  ADDRESS_MAX_FAILURES,
  accountDelaySeconds,
  createAttemptLimiter,
  PAIR_MAX_FAILURES,
} from "./attempt-limiter.ts";
import { AuthError } from "./auth-error.ts";

const refusal = async (run: () => Promise<void>) => {
  try {
    await run();
    return null;
  } catch (error) {
    return error instanceof AuthError ? error : null;
  }
};

let counter = 0;
const limiter = () => createAttemptLimiter({ prefix: `unit-${++counter}` });
const address = (i: number) => `192.0.2.${i}`;

describe("attempt limiter (memory)", () => {
  it("delays an account progressively after five failures: 1 s, 2 s, 4 s … at most 15 minutes", () => {
    expect([0, 4, 5, 6, 7, 10, 14, 15, 40].map((failures) => accountDelaySeconds(failures))).toEqual([
      0, 0, 1, 2, 4, 32, 512, 900, 900,
    ]);
  });

  it("lets five failures through from anywhere, then makes the account wait, with a Retry-After", async () => {
    const attempts = limiter();
    const account = "763:ana@example.com";
    for (let i = 0; i < ACCOUNT_FREE_FAILURES - 1; i++) await attempts.fail({ address: address(i), account });
    expect(await refusal(() => attempts.check({ address: address(50), account }))).toBeNull();
    await attempts.fail({ address: address(9), account });
    const error = await refusal(() => attempts.check({ address: address(51), account }));
    expect(error).toMatchObject({ status: 429, code: "too_many_attempts" });
    expect(error?.retryAfterSeconds).toBe(1);
    // Another account is not affected.
    expect(
      await refusal(() => attempts.check({ address: address(51), account: "763:bo@example.com" })),
    ).toBeNull();
  });

  it("lets a device the account knows sign in while strangers' failures delay every other device", async () => {
    const attempts = limiter();
    const account = "763:cy@example.com";
    await attempts.rememberDevice(account, "known-device-id-0123456789");
    for (let i = 0; i < 20; i++)
      await attempts.fail({ address: address(i), account, device: "stranger-device-00000000" });
    expect(
      (await refusal(() => attempts.check({ address: address(60), account })))?.retryAfterSeconds,
    ).toBeGreaterThan(500);
    const known = { address: address(61), account, device: "known-device-id-0123456789" };
    expect(await refusal(() => attempts.check(known))).toBeNull();
    // The known device has ten failures of its own, then waits like anyone.
    for (let i = 0; i < 10; i++) await attempts.fail(known);
    expect((await refusal(() => attempts.check({ ...known, address: address(62) })))?.status).toBe(429);
  });

  it("refuses one address on one account after ten failures, even when the account's delay is over", async () => {
    const attempts = limiter();
    const keys = {
      address: address(70),
      account: "763:di@example.com",
      device: "known-device-id-0123456789",
    };
    await attempts.rememberDevice(keys.account, "other-known-device-0000000");
    await attempts.rememberDevice(keys.account, keys.device);
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) await attempts.fail(keys);
    const other = { ...keys, device: "other-known-device-0000000" };
    expect((await refusal(() => attempts.check(other)))?.status).toBe(429);
    expect(await refusal(() => attempts.check({ ...other, address: address(71) }))).toBeNull();
  });

  it("refuses an address spraying many accounts only at its high ceiling", async () => {
    const attempts = limiter();
    for (let i = 0; i < ADDRESS_MAX_FAILURES - 1; i++) {
      await attempts.fail({ address: address(80), account: `763:spray${i}@example.com` });
    }
    expect(
      await refusal(() => attempts.check({ address: address(80), account: "763:next@example.com" })),
    ).toBeNull();
    await attempts.fail({ address: address(80), account: "763:last@example.com" });
    expect((await refusal(() => attempts.check({ address: address(80) })))?.status).toBe(429);
    expect(await refusal(() => attempts.check({ address: address(81) }))).toBeNull();
  });

  it("forgives the account, its delay and the pair after a success, but keeps counting the address", async () => {
    const attempts = limiter();
    const keys = { address: address(90), account: "763:ed@example.com" };
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) await attempts.fail(keys);
    await attempts.succeed(keys);
    expect(await refusal(() => attempts.check(keys))).toBeNull();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++)
      await attempts.fail({ address: address(91), account: `763:x${i}@e.com` });
    await attempts.succeed({ address: address(91), account: "763:x0@e.com" });
    expect((await refusal(() => attempts.check({ address: address(91) })))?.status).toBe(429);
  });
});
