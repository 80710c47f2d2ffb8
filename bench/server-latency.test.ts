import { describe, expect, it } from "vitest";
import { parseBuckets, quantileMs, shareWithinMs } from "./server-latency.ts";

const text = (counts: number[]) =>
  [0.005, 0.01, 0.02, 0.025, "+Inf"]
    .map(
      (le, index) =>
        `icaro_http_request_duration_seconds_bucket{le="${le}",method="GET",kind="beacon"} ${counts[index]}`,
    )
    .concat('icaro_http_request_duration_seconds_bucket{le="0.005",method="GET",kind="page"} 999')
    .join("\n");

describe("server latency from the histogram", () => {
  const before = parseBuckets(text([10, 10, 10, 10, 10]), "GET", "beacon");

  it("reads one kind's cumulative buckets", () => {
    expect(before.get(0.005)).toBe(10);
    expect(before.get(Number.POSITIVE_INFINITY)).toBe(10);
  });

  it("interpolates the quantile of the requests between two readings", () => {
    // 100 new requests: 50 within 5 ms, 40 in 5–10 ms, 9 in 10–20 ms, 1 in 20–25 ms.
    const after = parseBuckets(text([60, 100, 109, 110, 110]), "GET", "beacon");
    expect(quantileMs(before, after, 0.5)).toBeCloseTo(5, 5);
    expect(quantileMs(before, after, 0.99)).toBeCloseTo(20, 5);
    expect(quantileMs(before, after, 0.995)).toBeCloseTo(22.5, 5);
    expect(shareWithinMs(before, after, 20)).toBeCloseTo(0.99, 5);
  });

  it("says the last finite bound when the quantile is beyond it, and nothing without requests", () => {
    const slow = parseBuckets(text([10, 10, 10, 10, 20]), "GET", "beacon");
    expect(quantileMs(before, slow, 0.99)).toBeCloseTo(25, 5);
    expect(quantileMs(before, before, 0.99)).toBeUndefined();
    expect(shareWithinMs(before, before, 20)).toBeUndefined();
  });
});
