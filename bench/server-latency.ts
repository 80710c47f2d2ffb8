// The server's own latency for one kind of route, read from its Prometheus histogram
// (icaro_http_request_duration_seconds, server/http/middleware/metrics.ts) before and after a run: the time
// from the server receiving a request to its response, without the load generator's own queueing
// (on this 2-core machine autocannon shares the cores with the server it measures).

/** Cumulative counts per upper bound in seconds (the `le` buckets), for one method and kind. */
export type Buckets = Map<number, number>;

export function parseBuckets(metrics: string, method: string, kind: string): Buckets {
  const buckets: Buckets = new Map();
  const line = /^icaro_http_request_duration_seconds_bucket\{([^}]*)\} (\d+(?:\.\d+)?)$/gm;
  for (const [, labels, count] of metrics.matchAll(line)) {
    const get = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(labels)?.[1];
    if (get("method") !== method || get("kind") !== kind) continue;
    const le = get("le");
    buckets.set(le === "+Inf" ? Number.POSITIVE_INFINITY : Number(le), Number(count));
  }
  return buckets;
}

/**
 * The q-quantile (0..1) in milliseconds of the requests between two readings, interpolated within
 * its bucket (as Prometheus' histogram_quantile does); undefined without requests.
 */
export function quantileMs(before: Buckets, after: Buckets, q: number): number | undefined {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const counts = bounds.map((le) => (after.get(le) ?? 0) - (before.get(le) ?? 0));
  const total = counts.at(-1) ?? 0;
  if (total <= 0) return undefined;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const [index, le] of bounds.entries()) {
    const count = counts[index];
    if (count >= rank) {
      // Past the last finite bound nothing says how slow: that bound is the answer's floor.
      if (!Number.isFinite(le)) return lower * 1000;
      return (lower + ((le - lower) * (rank - below)) / Math.max(count - below, 1)) * 1000;
    }
    lower = le;
    below = count;
  }
  return undefined;
}

/** The share (0..1) of the requests between two readings that took at most `ms` (a bucket bound). */
export function shareWithinMs(before: Buckets, after: Buckets, ms: number): number | undefined {
  const le = ms / 1000;
  const total = (after.get(Number.POSITIVE_INFINITY) ?? 0) - (before.get(Number.POSITIVE_INFINITY) ?? 0);
  if (total <= 0 || !after.has(le)) return undefined;
  return ((after.get(le) ?? 0) - (before.get(le) ?? 0)) / total;
}

export async function readBuckets(baseUrl: string, key: string, kind: string): Promise<Buckets> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${key}` } });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return parseBuckets(await response.text(), "GET", kind);
}
