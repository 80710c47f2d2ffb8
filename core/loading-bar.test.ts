import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createLoadingBar,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_MS,
  LOADING_BAR_THROTTLE_MS,
  type NavigationPoint,
  pageProgressShare,
  shouldShowForNavigation,
} from "./loading-bar.ts";
import { LOADING_BAR_MAX_PERCENT, type LoadingBarState } from "./loading-bar-state.ts";

function setup() {
  const changes: LoadingBarState[] = [];
  const bar = createLoadingBar({ onChange: (state) => changes.push(state) });
  return { bar, changes };
}

describe("loading bar constants", () => {
  it.each([
    ["throttle", LOADING_BAR_THROTTLE_MS, 200],
    ["duration", LOADING_BAR_DURATION_MS, 5000],
    ["hide after", LOADING_BAR_HIDE_MS, 500],
    ["cap", LOADING_BAR_MAX_PERCENT, 100],
  ])("%s is %i per the spec", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("createLoadingBar", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts hidden at 0 and not failed", () => {
    const { bar } = setup();
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it.each([
    [0, false],
    [100, false],
    [199, false],
    [200, true],
    [1000, true],
    [4999, true],
  ])("%i ms after start, visible is %s", (elapsed, visible) => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(elapsed);
    expect(bar.getState().visible).toBe(visible);
  });

  it("grows strictly every step, stays below 100, and is past 90 by 5 s", () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    let previous = bar.getState().percent;
    for (let elapsed = LOADING_BAR_THROTTLE_MS + 100; elapsed <= 5000; elapsed += 100) {
      vi.advanceTimersByTime(100);
      const { percent } = bar.getState();
      expect(percent, `at ${elapsed} ms`).toBeGreaterThan(previous);
      expect(percent, `at ${elapsed} ms`).toBeLessThan(100);
      previous = percent;
    }
    expect(previous).toBeGreaterThanOrEqual(90);
  });

  it.each([1000, 2500])("has not raced ahead at %i ms (eases toward 100 over about 5 s)", (elapsed) => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(elapsed);
    expect(bar.getState().percent).toBeGreaterThan(0);
    expect(bar.getState().percent).toBeLessThan(90);
  });

  it("never reaches 100 before finish, however long the load", () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(120_000);
    expect(bar.getState().percent).toBeLessThan(100);
    expect(bar.getState().visible).toBe(true);
  });

  it("finish jumps to 100 at once, then hides and resets 500 ms later", () => {
    const { bar, changes } = setup();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, percent: 100, failed: false });
    expect(changes.at(-1)).toEqual({ visible: true, percent: 100, failed: false });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_MS - 1);
    expect(bar.getState().visible).toBe(true);
    expect(bar.getState().percent).toBe(100);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
    expect(changes.at(-1)).toEqual({ visible: false, percent: 0, failed: false });
  });

  it.each([0, 50, 199])("a finish %i ms after start never shows the bar", (elapsed) => {
    const { bar, changes } = setup();
    bar.start();
    vi.advanceTimersByTime(elapsed);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
    vi.advanceTimersByTime(10_000);
    expect(changes.some((state) => state.visible)).toBe(false);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it("fail marks the bar failed, finishes it, and clears the mark when hidden", () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.fail();
    expect(bar.getState()).toEqual({ visible: true, percent: 100, failed: true });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_MS);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it("fail before the throttle never shows the bar", () => {
    const { bar, changes } = setup();
    bar.start();
    vi.advanceTimersByTime(100);
    bar.fail();
    vi.advanceTimersByTime(10_000);
    expect(changes.some((state) => state.visible)).toBe(false);
  });

  it.each([
    ["fail", (bar: ReturnType<typeof createLoadingBar>) => bar.fail()],
    ["finish", (bar: ReturnType<typeof createLoadingBar>) => bar.finish()],
    ["increase", (bar: ReturnType<typeof createLoadingBar>) => bar.increase(30)],
  ])("%s does nothing when the bar was never started", (_name, act) => {
    const { bar, changes } = setup();
    act(bar);
    vi.advanceTimersByTime(10_000);
    expect(changes).toEqual([]);
  });

  it("a restart while finishing stays visible, starts again from 0 and is not hidden by the old timer", () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.fail();
    vi.advanceTimersByTime(200);
    bar.start();
    expect(bar.getState()).toEqual({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(100);
    expect(bar.getState().percent, "grows without a second throttle").toBeGreaterThan(0);
    vi.advanceTimersByTime(LOADING_BAR_HIDE_MS);
    const { visible, percent } = bar.getState();
    expect(visible).toBe(true);
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
  });

  it("a start after the bar has hidden waits for the throttle again", () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.finish();
    vi.advanceTimersByTime(LOADING_BAR_HIDE_MS);
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1);
    expect(bar.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.getState().visible).toBe(true);
  });

  it("a second start while loading changes nothing", () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.start();
    vi.advanceTimersByTime(50);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1000);
    const before = bar.getState().percent;
    bar.start();
    expect(bar.getState().percent).toBe(before);
  });

  it.each([
    [30, 30],
    [45, 45],
    [45 + 45 + 45, 99],
    [0, 0],
    [-10, 0],
  ])("increase(%i) before the throttle gives %i", (amount, expected) => {
    const { bar } = setup();
    bar.start();
    bar.increase(amount);
    expect(bar.getState().percent).toBe(expected);
    expect(bar.getState().visible).toBe(false);
  });

  it("increase adds to the growth and is ignored while finishing", () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(1000);
    const before = bar.getState().percent;
    bar.increase(30);
    expect(bar.getState().percent).toBeCloseTo(before + 30);
    bar.finish();
    bar.increase(30);
    expect(bar.getState().percent).toBe(100);
  });

  it("destroy cancels the pending timers", () => {
    const { bar, changes } = setup();
    bar.start();
    bar.destroy();
    vi.advanceTimersByTime(10_000);
    expect(changes).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("uses the injected timers", () => {
    const setTimeout = vi.fn(
      (_callback: () => void, _ms: number) => 1 as unknown as ReturnType<typeof globalThis.setTimeout>,
    );
    const clearTimeout = vi.fn();
    const bar = createLoadingBar({ setTimeout, clearTimeout });
    bar.start();
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), LOADING_BAR_THROTTLE_MS);
    bar.finish();
    expect(clearTimeout).toHaveBeenCalledWith(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("pageProgressShare", () => {
  it.each([
    [true, true, 30],
    [true, false, 45],
    [false, true, 45],
    [false, false, 45],
  ])("async data %s, fetch %s → %i", (hasAsyncData, hasFetch, expected) => {
    expect(pageProgressShare({ hasAsyncData, hasFetch })).toBe(expected);
  });
});

describe("shouldShowForNavigation", () => {
  const at = (pathname: string, search = "", routeId = "routes/page"): NavigationPoint => ({
    routeId,
    pathname,
    search,
  });

  it.each<[string, NavigationPoint, NavigationPoint, string[] | undefined, boolean]>([
    ["same place", at("/a", "?q=1"), at("/a", "?q=1"), ["q"], false],
    ["path changes", at("/a"), at("/b"), undefined, true],
    ["route changes on the same path", at("/a", "", "routes/x"), at("/a", "", "routes/y"), undefined, true],
    ["path changes, same query", at("/a", "?q=1"), at("/b", "?q=1"), [], true],
    ["query changes, nothing watched", at("/a", "?q=1"), at("/a", "?q=2"), undefined, false],
    ["query changes, empty watch list", at("/a", "?q=1"), at("/a", "?q=2"), [], false],
    ["watched key changes", at("/a", "?q=1"), at("/a", "?q=2"), ["q"], true],
    ["watched key added", at("/a", ""), at("/a", "?q=1"), ["q"], true],
    ["watched key removed", at("/a", "?q=1&page=2"), at("/a", "?page=2"), ["q"], true],
    ["watched key repeated", at("/a", "?tag=x"), at("/a", "?tag=x&tag=y"), ["tag"], true],
    ["unwatched key changes", at("/a", "?q=1&page=1"), at("/a", "?q=1&page=2"), ["q"], false],
    ["keys reordered", at("/a", "?q=1&page=2"), at("/a", "page=2&q=1"), ["q", "page"], false],
    ["with and without ?", at("/a", "?q=1"), at("/a", "q=1"), ["q"], false],
    ["second watched key changes", at("/a", "?q=1&page=1"), at("/a", "?q=1&page=2"), ["q", "page"], true],
    ["encoding differs, value same", at("/a", "?q=a%20b"), at("/a", "?q=a+b"), ["q"], false],
  ])("%s → %s", (_name, prev, next, watched, expected) => {
    expect(shouldShowForNavigation(prev, next, watched)).toBe(expected);
  });

  it("compares paths without route ids", () => {
    expect(shouldShowForNavigation({ pathname: "/a", search: "" }, { pathname: "/a", search: "" })).toBe(
      false,
    );
    expect(shouldShowForNavigation({ pathname: "/a", search: "" }, { pathname: "/b", search: "" })).toBe(
      true,
    );
  });
});
