/**
 * The browser's API client's own failures (docs/behaviour/platform.md#request-behaviour "HTTP client": "Network Error", "Request
 * aborted", a time-out message): a request that got no answer because there was no connection,
 * because it was stopped without its caller asking (the browser's stop button, a page going), or
 * because the answer took longer than the request's time-out.
 */
export type HttpFailure = "network" | "aborted" | "timeout";

/** The spec's texts, as the client's error messages (the reader sees them translated: httpFailureKey). */
const MESSAGES: Record<HttpFailure, string> = {
  network: "Network Error",
  aborted: "Request aborted",
  timeout: "Request timed out",
};

/**
 * How long a reader's action (a follow, a like, a save, an alert setting, a feedback) waits for its
 * answer before it says the time-out text. The client itself has no time-out (docs/behaviour/platform.md#request-behaviour): an action
 * without one would stay busy for ever on a connection that never answers.
 */
export const ACTION_TIMEOUT_MS = 30_000;

export class HttpClientError extends Error {
  readonly failure: HttpFailure;

  constructor(failure: HttpFailure, options?: { cause?: unknown }) {
    super(MESSAGES[failure], options);
    this.name = "HttpClientError";
    this.failure = failure;
  }
}

/** The failure of a request that got no answer, or null for any other error (an answer, a bug). */
export function httpFailureOf(error: unknown): HttpFailure | null {
  return error instanceof HttpClientError ? error.failure : null;
}

/** The translation key of the failure's text in the reader's language (the personal domain), or null. */
export function httpFailureKey(error: unknown): `personal.notices.http.${HttpFailure}` | null {
  const failure = httpFailureOf(error);
  return failure ? `personal.notices.http.${failure}` : null;
}

/**
 * What a fetch's rejection means: a TypeError is the browser's "no connection"; an AbortError
 * the caller did not ask for is a stop; `timedOut` says the request's own timer stopped it. The
 * caller's own abort, and anything else, is left as it is.
 */
export function classifyFetchError(
  error: unknown,
  { callerAborted, timedOut }: { callerAborted: boolean; timedOut: boolean },
): unknown {
  if (timedOut) return new HttpClientError("timeout", { cause: error });
  if (isAbortError(error)) return callerAborted ? error : new HttpClientError("aborted", { cause: error });
  if (error instanceof TypeError) return new HttpClientError("network", { cause: error });
  return error;
}

function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}
