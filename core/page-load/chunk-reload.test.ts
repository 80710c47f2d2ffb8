import { afterEach, describe, expect, it, vi } from "vitest";
import { isStylesheetFailure, mayReload, RELOAD_GUARD_MS, withTimeout } from "./chunk-reload.ts";

describe("mayReload", () => {
  it.each([
    [null, 1_000_000, true],
    [1_000_000, 1_000_000 + RELOAD_GUARD_MS - 1, false],
    [1_000_000, 1_000_000 + RELOAD_GUARD_MS, true],
    [1_000_000, 1_000_000 + 5_000, false],
    [Number.NaN, 5, true],
    [2_000_000, 1_000_000, true],
  ])("last reload %s, now %s → %s", (last, now, expected) => {
    expect(mayReload(last, now)).toBe(expected);
  });
});

describe("isStylesheetFailure", () => {
  it("recognises Vite's CSS preload failure", () => {
    expect(isStylesheetFailure(new Error("Unable to preload CSS for /assets/app-1.css"))).toBe(true);
    expect(isStylesheetFailure(new Error("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      false,
    );
    expect(isStylesheetFailure("nope")).toBe(false);
  });
});

describe("withTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("passes a value through", async () => {
    await expect(withTimeout(Promise.resolve(7), 10)).resolves.toBe(7);
  });

  it("passes a failure through", async () => {
    await expect(withTimeout(Promise.reject(new Error("404")), 10)).rejects.toThrow("404");
  });

  it("fails a chunk that never arrives after 120 s", async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}));
    const assertion = expect(pending).rejects.toThrow("timed out after 120000 ms");
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });
});
