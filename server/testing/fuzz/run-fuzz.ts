import fc from "fast-check";
import {
  type FuzzOperation,
  type FuzzRequest,
  fuzzRequests,
  PLAUSIBLE_EMAIL,
  sweepRequests,
} from "./fuzz-requests.ts";

/** The app under fuzz: Hono's `fetch`, called in-process. */
export type FuzzFetch = (request: Request) => Response | Promise<Response>;

/** A request answered with a 5xx (or that threw), with what it sent. */
export type FuzzFailure = { status: number | "threw"; request: FuzzRequest; answer: string };

export type FuzzReport = {
  requests: number;
  /** Answers by class: `2xx`, `3xx`, `4xx`, `5xx`. */
  classes: Record<string, number>;
  perOperation: Record<string, number>;
  failures: FuzzFailure[];
};

/** The fuzzer's fixed seed: the same requests in the same order on every run (decision 0051). */
export const FUZZ_SEED = 20261126;

const ORIGIN = "http://icaro.test";

let sent = 0;

/**
 * A sign-up's plausible e-mail made new for each request, so that a hostile name or device token
 * reaches the database instead of stopping at "e-mail taken". Other operations keep the account
 * made at the start (fuzz-api.ts), so a sign-in with a hostile device token gets past the password.
 */
function freshEmail(request: FuzzRequest): FuzzRequest["body"] {
  sent++;
  const { body } = request;
  if (request.operationId !== "signUp" || typeof body !== "string") return body;
  return body.replaceAll(PLAUSIBLE_EMAIL, `fuzz-${sent}@example.com`);
}

/** Sends one request; an event stream passes on its headers and is then cancelled. */
async function send(
  fetch: FuzzFetch,
  op: FuzzOperation,
  request: FuzzRequest,
): Promise<{ status: number; answer: string }> {
  const controller = new AbortController();
  const response = await fetch(
    new Request(`${ORIGIN}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: freshEmail(request),
      signal: controller.signal,
    }),
  );
  if (op.stream && response.status < 300) {
    await response.body?.cancel();
    controller.abort();
    return { status: response.status, answer: "" };
  }
  // Read to the end: an NDJSON answer may still fail while it streams.
  return { status: response.status, answer: await response.text() };
}

/** A value short enough to print. */
export function shorten(text: string, max = 160): string {
  const printable = JSON.stringify(text).slice(1, -1);
  return printable.length > max ? `${printable.slice(0, max)}… (${text.length} chars)` : printable;
}

/**
 * Fuzzes every operation for its share of `seconds` (the same share each, so every operation is
 * reached whatever the slow ones cost): its sweep first, then fast-check's requests drawn from
 * `seed` until the share is spent.
 */
export async function runFuzz(options: {
  fetch: FuzzFetch;
  operations: FuzzOperation[];
  operatorKey: string;
  seconds: number;
  seed?: number;
  onOperation?: (op: FuzzOperation, requests: number) => void;
}): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, classes: {}, perOperation: {}, failures: [] };
  const share = (options.seconds * 1000) / options.operations.length;
  const seed = options.seed ?? FUZZ_SEED;
  for (const [index, op] of options.operations.entries()) {
    let count = 0;
    const deadline = performance.now() + share;
    const record = async (request: FuzzRequest) => {
      count++;
      try {
        const { status, answer } = await send(options.fetch, op, request);
        const key = `${Math.floor(status / 100)}xx`;
        report.classes[key] = (report.classes[key] ?? 0) + 1;
        if (status >= 500) report.failures.push({ status, request, answer: shorten(answer, 300) });
      } catch (error) {
        report.failures.push({ status: "threw", request, answer: String(error) });
      }
    };
    for (const request of sweepRequests(op, options.operatorKey)) {
      if (performance.now() >= deadline) break;
      await record(request);
    }
    const left = deadline - performance.now();
    if (left > 0) {
      const details = await fc.check(
        fc.asyncProperty(fuzzRequests(op, options.operatorKey), async (request) => {
          await record(request);
          // Collect every failure rather than stopping (and shrinking) at the first.
          return true;
        }),
        {
          seed: seed + index,
          numRuns: Number.MAX_SAFE_INTEGER,
          interruptAfterTimeLimit: left,
          markInterruptAsFailure: false,
        },
      );
      // On a busy machine the sweep can spend nearly all of the share, and the time is up before
      // fast-check draws one request: it then says "interrupted after 0 tests", which fc.assert
      // threw as a failure though no request failed. Failures are the report's; only an error of
      // the property itself is one here.
      if (details.failed && !details.interrupted) {
        throw details.errorInstance ?? new Error(`the fuzz property failed after ${details.numRuns} runs`);
      }
    }
    report.requests += count;
    report.perOperation[op.operationId] = count;
    options.onOperation?.(op, count);
  }
  return report;
}

/** The failures, one line each, for an assertion message or the console. */
export function describeFailures(failures: FuzzFailure[]): string {
  return failures
    .map(
      ({ status, request, answer }) =>
        `${status} ${request.method} ${shorten(request.url, 200)} [${request.target} = ${shorten(request.value, 80)}] → ${answer}`,
    )
    .join("\n");
}
