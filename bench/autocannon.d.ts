// autocannon ships no types: declare the small part of its API that the benchmarks use.
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
      /** Sent in turn by every connection, each on the url's origin; in place of method, headers and body. */
      requests?: Request[];
      /** Requests a second across all connections (a sustained rate instead of as fast as possible). */
      overallRate?: number;
    }

    interface Request {
      method?: "GET" | "POST" | "PUT" | "DELETE";
      /** Path and query on the url's origin. */
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Rewrites each request before it is sent (a different query or header every time). */
      setupRequest?: (request: Request) => Request;
    }

    /** The running benchmark: emits "response" (client, status code, bytes, latency ms) for each answer. */
    interface Instance {
      on(
        event: "response",
        listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
      ): Instance;
      stop(): void;
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
      "4xx": number;
      "5xx": number;
      latency: Histogram;
      requests: Histogram;
      throughput: Histogram;
    }
  }

  /** Without a callback autocannon returns a promise of the run's result. */
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  /** With a callback it returns the running instance, whose events give every response. */
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export = autocannon;
}
