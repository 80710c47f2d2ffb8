import { classifyFetchError, httpFailureOf } from "#core/page-load/http-client-errors.ts";
import { BACKOFF_RETRY, isRetryable, type RetryPolicy, retryDelay } from "#core/page-load/retry-policy.ts";
import { cookieValue, hasWebSession, XSRF_COOKIE } from "#core/storage/cookies.ts";

/**
 * The browser's client of Icaro's API (docs/behaviour/platform.md#request-behaviour): every request carries the
 * PSID header — the psid cookie's, or where the browser keeps no cookies the one in local storage
 * (client-psid.ts; decision 0090) —, the site and build it comes from, and asks for JSON; a cookie-authenticated write carries the
 * XSRF-TOKEN cookie's value as X-XSRF-TOKEN; network errors and 5xx of idempotent requests are
 * retried (decisions.md "Retries"); a 401 tells the listeners that the session has ended.
 * No timeout by default (docs/behaviour/platform.md#request-behaviour); a request may ask for one (`timeoutMs`). A request that gets
 * no answer rejects with an HttpClientError (core/page-load/http-client-errors.ts): "network" (no
 * connection), "aborted" (stopped without its caller asking: the browser's stop button, a page
 * going) or "timeout" — docs/behaviour/platform.md#request-behaviour texts the reader's failed action shows in their language. A
 * caller's own abort rejects as it always did.
 *
 * Every API request of the browser goes through it (components use useBrowserApi). Two are not
 * `fetch` and so cannot: the live-score stream (EventSource, which sends the cookies and only
 * reads) and an anonymous reader's read beacon (sendBeacon, which survives the page closing).
 */
export type BrowserApiOptions = {
  fetch?: typeof fetch;
  /** document.cookie, or a test's string (the service worker's jar). */
  cookies?: () => string;
  /**
   * The PSID header's value: by default, with `cookies` given, the jar's psid cookie; else the
   * page's PSID (client-psid.ts pagePsid, which writes the cookie or the storage entry when missing).
   */
  psid?: () => string | null | undefined | Promise<string | null | undefined>;
  policy?: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /**
   * Called on a 401: the app clears the user and local data (docs/behaviour/accounts.md#sign-in-and-sign-up). `withSession`: the call
   * carried the reader's web session (its XSRF companion cookie was set), so the 401 means that
   * session has ended (docs/behaviour/accounts.md#forced-sign-out).
   */
  onUnauthorized?: (call: { withSession: boolean }) => void;
  /** Who is calling, sent on every request (docs/behaviour/platform.md#default-headers). */
  identity?: ClientIdentity;
  /** The page's root data, whose site the identity names when none is given (off the first load). */
  root?: Parameters<typeof identityOf>[0];
};

/** The site and build a browser's requests come from: site-uuid, site-id, device_type, app_version. */
export type ClientIdentity = { siteUuid: string | null; siteId: number; appVersion: string };

declare const __ICARO_APP_VERSION__: string;

/** The page's site (the root loader's data) and this build, read here, off the first load. */
export function identityOf(
  root: { siteId: number; site: { uuid: string; name?: string } | null } | undefined,
): ClientIdentity {
  return { siteUuid: root?.site?.uuid ?? null, siteId: root?.siteId ?? 0, appVersion: __ICARO_APP_VERSION__ };
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** `fetch`'s options, and how long to wait for an answer (none by default). */
export type ApiRequestInit = RequestInit & { timeoutMs?: number };

/** Sends one API request: `fetch`'s arguments, the headers and retries above added. */
export type BrowserApi = ((path: string, init?: ApiRequestInit) => Promise<Response>) & {
  /**
   * The PSID its requests carry, or null (a test's stand-in may have none): what a page needs for
   * the recommender's `anon-<psid>`, read here so no page's first load carries the PSID's rule.
   */
  psid?: () => Promise<string | null>;
};

export function createBrowserApi(options: BrowserApiOptions = {}): BrowserApi {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const cookies = options.cookies ?? (() => (typeof document === "undefined" ? "" : document.cookie));
  const policy = options.policy ?? BACKOFF_RETRY;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const identity = options.identity ?? (options.root ? identityOf(options.root) : undefined);
  // The PSID's module is a chunk of its own (after-load.ts loads it too), imported here on demand
  // so that the pages' lists of this client's dependencies do not name it (decision 0090).
  const psidOf =
    options.psid ??
    (async () => {
      const module = await import("./client-psid.ts");
      return options.cookies || typeof document === "undefined"
        ? module.cookiePsid(cookies())
        : module.pagePsid(options.root?.site?.name);
    });

  const request: BrowserApi = async (path: string, init: ApiRequestInit = {}): Promise<Response> => {
    const { timeoutMs, signal: callerSignal, ...fetchInit } = init;
    const method = (fetchInit.method ?? "GET").toUpperCase();
    const headers = new Headers(fetchInit.headers);
    const psid = await psidOf();
    if (psid) headers.set("PSID", psid);
    const jar = cookies();
    if (identity) {
      if (identity.siteUuid) headers.set("site-uuid", identity.siteUuid);
      headers.set("site-id", String(identity.siteId));
      headers.set("device_type", "browser");
      headers.set("app_version", identity.appVersion);
    }
    headers.set("Accept", "application/json");
    headers.set("Cache-Control", "no-store");
    if (fetchInit.body !== undefined && !headers.has("Content-Type")) {
      headers.set("Content-Type", "application/json; charset=utf-8");
    }
    const xsrf = cookieValue(jar, XSRF_COOKIE);
    if (xsrf && WRITE_METHODS.has(method)) headers.set("X-XSRF-TOKEN", xsrf);

    // One signal for the caller's abort and the request's own time-out, across its retries.
    const controller = new AbortController();
    const callerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) callerAbort();
    callerSignal?.addEventListener("abort", callerAbort);
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort(new DOMException(`No answer after ${timeoutMs} ms`, "TimeoutError"));
          }, timeoutMs);
    try {
      for (let attempt = 0; ; attempt++) {
        let response: Response | undefined;
        let failure: unknown;
        try {
          response = await doFetch(path, {
            ...fetchInit,
            method,
            headers,
            credentials: "same-origin",
            signal: controller.signal,
          });
        } catch (error) {
          failure = classifyFetchError(error, { callerAborted: callerSignal?.aborted === true, timedOut });
        }
        // An answer, or no connection; never a request that was stopped or ran out of time.
        const retry =
          attempt < policy.retries &&
          (response !== undefined || httpFailureOf(failure) === "network") &&
          isRetryable(method, response?.status);
        if (!retry) {
          if (response) {
            if (response.status === 401) options.onUnauthorized?.({ withSession: hasWebSession(jar) });
            return response;
          }
          throw failure;
        }
        const wait = retryDelay(policy, attempt + 1, random());
        if (wait > 0) await sleep(wait);
      }
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", callerAbort);
    }
  };
  request.psid = async () => (await psidOf()) ?? null;
  return request;
}
