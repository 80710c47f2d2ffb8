// autocannon ships no types: declare the small part of its API that bench/run.ts uses.
declare module "autocannon" {
  namespace autocannon {
    interface Options {
      url: string;
      /** Concurrent connections. */
      connections?: number;
      /** Seconds. */
      duration?: number;
      headers?: Record<string, string>;
      method?: "GET" | "POST" | "PUT" | "DELETE";
      body?: string;
    }

    /** hdr-histogram summary; latencies in ms, requests in req/s, throughput in bytes/s. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total?: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      url: string;
      duration: number;
      /** Socket errors, timeouts included. */
      errors: number;
      timeouts: number;
      non2xx: number;
      "2xx": number;
      latency: Histogram;
      requests: Histogram;
      throughput: Histogram;
    }
  }

  /** Without a callback autocannon returns a promise of the run's result. */
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;

  export = autocannon;
}
