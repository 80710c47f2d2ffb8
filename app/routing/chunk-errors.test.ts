import { isRouteErrorResponse } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_FAILED, CHUNK_TIMEOUT_MS, RELOAD_GUARD_MS } from "#core/page-load/chunk-reload.ts";
import { handleChunkErrors, reloadAfterChunkFailure, routeModuleLoader } from "./chunk-errors.ts";

// docs/behaviour/screens.md#chunk-load-failures, docs/behaviour/errors.md#chunk-failures: a failed code-chunk load (a missing file, or none after 120 s) reloads the page, at
// most once per 60 s. The browser's parts are stand-ins: a session storage, the connection, reload.

const START = 1_800_000_000_000;

function browser({
  online = true,
  storage = "memory",
}: {
  online?: boolean;
  storage?: "memory" | "blocked";
} = {}) {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const blocked = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  vi.stubGlobal("navigator", { onLine: online });
  vi.stubGlobal("location", { reload });
  vi.stubGlobal(
    "sessionStorage",
    storage === "blocked"
      ? { getItem: blocked, setItem: blocked }
      : {
          getItem: (key: string) => stored.get(key) ?? null,
          setItem: (key: string, v: string) => stored.set(key, v),
        },
  );
  return { reload, stored };
}

/** Whether a promise has settled once the microtasks queued so far (and theirs) have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  for (let turn = 0; turn < 50; turn++) await Promise.resolve();
  return done;
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("reloadAfterChunkFailure", () => {
  it("reloads at the first failure, not again within 60 s, and again after", () => {
    const { reload } = browser();
    expect(reloadAfterChunkFailure()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page after the reload fails again: the same session's storage remembers the reload.
    vi.setSystemTime(START + RELOAD_GUARD_MS - 1);
    expect(reloadAfterChunkFailure()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(START + RELOAD_GUARD_MS);
    expect(reloadAfterChunkFailure()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads offline, where the reload would show the browser's offline error", () => {
    const { reload } = browser({ online: false });
    expect(reloadAfterChunkFailure()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads all the same where the browser keeps no session storage", () => {
    const { reload } = browser({ storage: "blocked" });
    expect(reloadAfterChunkFailure()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("routeModuleLoader (React Router's route modules)", () => {
  it("puts a module that arrives in React Router's cache and says its code step ended", async () => {
    browser();
    const steps: string[] = [];
    const module = { default: () => null };
    const load = routeModuleLoader({
      onStep: (id, step) => steps.push(`${step}:${id}`),
      importModule: async () => module,
    });
    const cache: Record<string, unknown> = {};
    await expect(load({ id: "sitemap", module: "/assets/SitemapPage-1.js" }, cache)).resolves.toBe(module);
    expect(cache).toEqual({ sitemap: module });
    expect(steps).toEqual(["code:sitemap"]);
  });

  it("reloads once for a missing module, and keeps the navigation pending while the page goes", async () => {
    const { reload } = browser();
    const load = routeModuleLoader({
      importModule: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    });
    const pending = load({ id: "sitemap", module: "/assets/SitemapPage-1.js" }, {});
    expect(await settled(pending)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("gives the route a page that throws a 503 chunk_load_failed when it may not reload (a second failure within 60 s)", async () => {
    const { reload } = browser();
    const steps: string[] = [];
    const load = routeModuleLoader({
      onStep: (id, step) => steps.push(`${step}:${id}`),
      importModule: () => Promise.reject(new TypeError("404")),
    });
    void load({ id: "a", module: "/assets/A-1.js" }, {});
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.setSystemTime(START + 30_000);
    const cache: Record<string, unknown> = {};
    const standIn = (await load({ id: "a", module: "/assets/A-1.js" }, cache)) as { default: () => unknown };
    expect(reload).toHaveBeenCalledTimes(1);
    expect(cache, "the stand-in is not taken for the route's module").toEqual({});
    expect(steps, "the navigation ends failed (the loading bar)").toEqual(["failed:a"]);
    // Rendered, it throws what the layout's error boundary shows as the 503 error page.
    const thrown = (() => {
      try {
        standIn.default();
      } catch (error) {
        return error;
      }
    })();
    expect(isRouteErrorResponse(thrown)).toBe(true);
    expect(thrown).toMatchObject({ status: 503, data: { message: CHUNK_LOAD_FAILED } });
  });

  it("counts a module that has not arrived after 120 s as failed", async () => {
    const { reload } = browser();
    const load = routeModuleLoader({ importModule: () => new Promise(() => {}) });
    const pending = load({ id: "sitemap", module: "/assets/SitemapPage-1.js" }, {});
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await settled(pending)).toBe(false);
  });

  it("fails a module that never answers, offline, with the error page instead of a reload", async () => {
    const { reload } = browser({ online: false });
    const load = routeModuleLoader({ importModule: () => new Promise(() => {}) });
    const result = load({ id: "sitemap", module: "/assets/SitemapPage-1.js" }, {});
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    const standIn = (await result) as { default: () => unknown };
    expect(() => standIn.default()).toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("handleChunkErrors", () => {
  function install() {
    const target = new EventTarget();
    vi.stubGlobal("window", target);
    vi.stubGlobal("__icaroLoadRouteModule", undefined);
    handleChunkErrors();
    return (payload: unknown) => {
      const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
  }

  it("hands React Router's route modules to the guarded loader", () => {
    browser();
    install();
    expect(globalThis.__icaroLoadRouteModule).toBeTypeOf("function");
  });

  it("reloads for a lazy chunk that failed (Vite's preload error), at most once per 60 s", () => {
    const { reload } = browser();
    const preloadError = install();
    expect(preloadError(new Error("Failed to fetch dynamically imported module"))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(START + 1000);
    // Not prevented: the import rejects and its caller copes.
    expect(preloadError(new Error("Chunk load timed out after 120000 ms"))).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reports a stylesheet that failed without reloading", () => {
    const { reload } = browser();
    const preloadError = install();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(preloadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(logged).toHaveBeenCalledWith("CSS chunk load failure", expect.any(Error));
    expect(reload).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
