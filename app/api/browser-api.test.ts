import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpClientError, httpFailureOf } from "#core/page-load/http-client-errors.ts";
import { IMMEDIATE_RETRY } from "#core/page-load/retry-policy.ts";
import { createBrowserApi } from "./browser-api.ts";

const COOKIES = "psid=visitor-1; XSRF-TOKEN=xsrf%2Fvalue; i18n_locale=es";

function recorder(responses: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe("the browser API client", () => {
  it("sends the PSID on every request and the XSRF header only on writes", async () => {
    const { fetch, calls } = recorder([new Response("{}"), new Response("{}")]);
    const api = createBrowserApi({ fetch, cookies: () => COOKIES });
    await api("/api/v3/site/config");
    await api("/api/v3/follows", { method: "post", body: "{}" });
    const read = new Headers(calls[0].init.headers);
    expect(read.get("psid")).toBe("visitor-1");
    expect(read.get("accept")).toBe("application/json");
    expect(read.has("x-xsrf-token")).toBe(false);
    const write = new Headers(calls[1].init.headers);
    expect(write.get("x-xsrf-token")).toBe("xsrf/value");
    expect(write.get("content-type")).toBe("application/json; charset=utf-8");
    expect(calls[1].init.method).toBe("POST");
  });

  it("sends the page's PSID (the local storage one where cookies are off), and none without one", async () => {
    const { fetch, calls } = recorder([new Response("{}"), new Response("{}"), new Response("{}")]);
    let psid: string | null = "kept-in-storage";
    const api = createBrowserApi({ fetch, cookies: () => "XSRF-TOKEN=x", psid: () => psid });
    await api("/api/v3/like/count?id=1&context=news_stories");
    expect(new Headers(calls[0].init.headers).get("psid")).toBe("kept-in-storage");
    psid = null;
    await api("/api/v3/site/config");
    expect(new Headers(calls[1].init.headers).has("psid")).toBe(false);
    // A jar's cookie that the server would not keep is not sent (docs/behaviour/platform.md#psid).
    await createBrowserApi({ fetch, cookies: () => "psid=undefined" })("/api/v3/site/config");
    expect(new Headers(calls[2].init.headers).has("psid")).toBe(false);
  });

  it("says on every request which site and build it comes from (docs/behaviour/platform.md#default-headers)", async () => {
    const { fetch, calls } = recorder([new Response("{}")]);
    const identity = { siteUuid: "5b9f-site", siteId: 763, appVersion: "0.1.0" };
    const api = createBrowserApi({ fetch, cookies: () => COOKIES, identity });
    await api("/api/v3/site/config");
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get("site-uuid")).toBe("5b9f-site");
    expect(headers.get("site-id")).toBe("763");
    expect(headers.get("device_type")).toBe("browser");
    expect(headers.get("app_version")).toBe("0.1.0");
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("retries a GET once after a 5xx, waiting 100–120 ms", async () => {
    const { fetch, calls } = recorder([new Response("", { status: 503 }), new Response("{}")]);
    const sleep = vi.fn(async () => {});
    const api = createBrowserApi({ fetch, cookies: () => "", sleep, random: () => 0.5 });
    const response = await api("/api/v3/leagues");
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(sleep).toHaveBeenCalledWith(110);
  });

  it("gives up after the policy's retries and returns the last answer", async () => {
    const { fetch, calls } = recorder([new Response("", { status: 500 }), new Response("", { status: 502 })]);
    const api = createBrowserApi({ fetch, cookies: () => "", sleep: async () => {} });
    expect((await api("/api/v3/leagues")).status).toBe(502);
    expect(calls).toHaveLength(2);
  });

  it("retries network errors three times without delay in the other reading", async () => {
    const offline = new TypeError("Failed to fetch");
    const { fetch, calls } = recorder([offline, offline, offline, offline]);
    const sleep = vi.fn(async () => {});
    const api = createBrowserApi({ fetch, cookies: () => "", policy: IMMEDIATE_RETRY, sleep });
    const error = await api("/api/v3/leagues").catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(HttpClientError);
    expect(error).toMatchObject({ failure: "network", message: "Network Error", cause: offline });
    expect(calls).toHaveLength(4);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("never retries a POST", async () => {
    const { fetch, calls } = recorder([new Response("", { status: 503 })]);
    const api = createBrowserApi({ fetch, cookies: () => "" });
    expect((await api("/api/v3/auth/sign_in", { method: "POST", body: "{}" })).status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it("tells its listener when the session has ended (401)", async () => {
    const { fetch } = recorder([new Response("", { status: 401 })]);
    const onUnauthorized = vi.fn();
    const api = createBrowserApi({ fetch, cookies: () => "", onUnauthorized });
    await api("/api/v3/follows");
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ withSession: false });
  });

  it("says whether the refused call carried the reader's web session (docs/behaviour/accounts.md#forced-sign-out)", async () => {
    const { fetch } = recorder([new Response("", { status: 401 }), new Response("{}", { status: 200 })]);
    const onUnauthorized = vi.fn();
    const api = createBrowserApi({ fetch, cookies: () => COOKIES, onUnauthorized });
    await api("/api/v3/follows", { method: "post", body: "{}" });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ withSession: true });
    await api("/api/v3/follows");
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

/** A fetch that answers only when told, and rejects as the browser does when its signal aborts. */
function pendingFetch() {
  const calls: RequestInit[] = [];
  const fetch = vi.fn(
    (_url: string | URL | Request, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        calls.push(init);
        // As fetch does: a signal already aborted rejects at once.
        if (init.signal?.aborted) reject(init.signal.reason);
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe("a request that gets no answer (docs/behaviour/platform.md#request-behaviour HTTP client)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fails with the time-out text after the request's time-out, not before, and is not retried", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = pendingFetch();
    const api = createBrowserApi({ fetch, cookies: () => "", sleep: async () => {} });
    const result = api("/api/v3/follows", { method: "PUT", body: "{}", timeoutMs: 30_000 }).catch(
      (error: unknown) => error,
    );
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(httpFailureOf(await result)).toBe("timeout");
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("has no time-out unless the request asks for one (docs/behaviour/platform.md#request-behaviour)", async () => {
    vi.useFakeTimers();
    const { fetch } = pendingFetch();
    const api = createBrowserApi({ fetch, cookies: () => "" });
    let settled = false;
    void api("/api/v3/leagues").finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(settled).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its timer once the answer has come", async () => {
    vi.useFakeTimers();
    const { fetch } = recorder([new Response("{}", { status: 200 })]);
    const api = createBrowserApi({ fetch, cookies: () => "" });
    expect((await api("/api/v3/like", { method: "POST", body: "{}", timeoutMs: 30_000 })).status).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("fails with the aborted text when the browser stops it (the stop button), without a retry", async () => {
    const stopped = new DOMException("The user aborted a request.", "AbortError");
    const { fetch, calls } = recorder([stopped, new Response("", { status: 200 })]);
    const api = createBrowserApi({ fetch, cookies: () => "", sleep: async () => {} });
    const error = await api("/api/v3/leagues").catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ failure: "aborted", message: "Request aborted", cause: stopped });
    expect(calls).toHaveLength(1);
  });

  it("rejects as it always did when the caller itself aborts (a search typed on)", async () => {
    const { fetch, calls } = pendingFetch();
    const api = createBrowserApi({ fetch, cookies: () => "", sleep: async () => {} });
    const controller = new AbortController();
    const result = api("/api/v3/site/favorites/ac?q=fla", { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    const error = await result;
    expect(error).not.toBeInstanceOf(HttpClientError);
    expect(error).toMatchObject({ name: "AbortError" });
    expect(calls).toHaveLength(1);
  });
});
