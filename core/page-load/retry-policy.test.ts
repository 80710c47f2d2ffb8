import { describe, expect, it } from "vitest";
import { BACKOFF_RETRY, IMMEDIATE_RETRY, isRetryable, retryDelay } from "./retry-policy.ts";

describe("isRetryable", () => {
  it.each([
    ["GET", undefined, true],
    ["GET", 500, true],
    ["GET", 503, true],
    ["DELETE", 502, true],
    ["PUT", undefined, true],
    ["GET", 404, false],
    ["GET", 401, false],
    ["GET", 429, false],
    ["POST", undefined, false],
    ["POST", 500, false],
    ["PATCH", 503, false],
    ["get", 500, true],
  ] as const)("%s with status %s → %s", (method, status, expected) => {
    expect(isRetryable(method, status)).toBe(expected);
  });
});

describe("retryDelay", () => {
  it("starts at 100 ms, doubles, and adds up to 20% jitter", () => {
    expect(retryDelay(BACKOFF_RETRY, 1, 0)).toBe(100);
    expect(retryDelay(BACKOFF_RETRY, 1, 0.999)).toBe(120);
    expect(retryDelay(BACKOFF_RETRY, 2, 0)).toBe(200);
    expect(retryDelay(BACKOFF_RETRY, 3, 0.5)).toBe(440);
  });

  it("retries once by default, three times without delay in the other reading", () => {
    expect(BACKOFF_RETRY.retries).toBe(1);
    expect(IMMEDIATE_RETRY.retries).toBe(3);
    expect(retryDelay(IMMEDIATE_RETRY, 3, 0.9)).toBe(0);
  });
});
