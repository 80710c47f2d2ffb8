import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createLoadingBar,
  createStepProgress,
  hasRouteErrors,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_MS,
  LOADING_BAR_THROTTLE_MS,
  loadingBarCommand,
  type NavigationPoint,
  pageProgressShare,
  type StepRoute,
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

describe("createStepProgress", () => {
  /** The increases a navigation's steps make, given each route's loader and whether its module is loaded. */
  function increases(routes: Record<string, StepRoute>, steps: [string, "code" | "data"][]) {
    const added: number[] = [];
    const progress = createStepProgress({ increase: (amount) => added.push(amount) }, (id) => routes[id]);
    for (const [id, step] of steps) progress.step(id, step);
    return added;
  }

  it("a page with both data and code to fetch adds 30 for each", () => {
    const routes = { page: { hasLoader: true, moduleLoaded: false } };
    expect(increases(routes, [["page", "data"]])).toEqual([30]);
    // Its code arrives after its data: the module is loaded by the time the code step is heard.
    expect(increases({ page: { hasLoader: true, moduleLoaded: true } }, [["page", "code"]])).toEqual([30]);
  });

  it.each<[string, StepRoute, [string, "code" | "data"][], number[]]>([
    [
      "code, then data",
      { hasLoader: true, moduleLoaded: true },
      [
        ["p", "code"],
        ["p", "data"],
      ],
      [30, 30],
    ],
    ["data only: the code was loaded before", { hasLoader: true, moduleLoaded: true }, [["p", "data"]], [45]],
    ["code only: no loader", { hasLoader: false, moduleLoaded: true }, [["p", "code"]], [45]],
    [
      "a step heard twice counts once",
      { hasLoader: true, moduleLoaded: true },
      [
        ["p", "data"],
        ["p", "data"],
      ],
      [45],
    ],
  ])("%s", (_name, route, steps, expected) => {
    expect(increases({ p: route }, steps)).toEqual(expected);
  });

  it("gives each route of the navigation its own share", () => {
    const routes = {
      layout: { hasLoader: true, moduleLoaded: true },
      page: { hasLoader: true, moduleLoaded: false },
    };
    expect(
      increases(routes, [
        ["page", "data"],
        ["layout", "data"],
        ["page", "code"],
      ]),
    ).toEqual([30, 45, 30]);
  });

  it("notes a route whose code failed, adding nothing, until the next navigation", () => {
    const added: number[] = [];
    const progress = createStepProgress({ increase: (amount) => added.push(amount) }, () => ({
      hasLoader: true,
      moduleLoaded: false,
    }));
    progress.step("layout", "data");
    expect(progress.failed()).toBe(false);
    progress.step("page", "failed");
    expect(progress.failed()).toBe(true);
    expect(added).toEqual([30]);
    progress.reset();
    expect(progress.failed()).toBe(false);
  });

  it("counts the steps again after reset (the next navigation)", () => {
    const added: number[] = [];
    const route: StepRoute = { hasLoader: true, moduleLoaded: true };
    const progress = createStepProgress({ increase: (amount) => added.push(amount) }, () => route);
    progress.step("p", "data");
    progress.reset();
    progress.step("p", "data");
    expect(added).toEqual([45, 45]);
  });

  it("moves the bar by the shares while it loads, never to 100", () => {
    vi.useFakeTimers();
    const bar = createLoadingBar();
    const progress = createStepProgress(bar, () => ({ hasLoader: true, moduleLoaded: false }));
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    expect(bar.getState()).toMatchObject({ visible: true, percent: 0 });
    progress.step("layout", "data");
    progress.step("page", "data");
    expect(bar.getState().percent).toBe(60);
    progress.step("layout", "code");
    progress.step("page", "code");
    expect(bar.getState().percent).toBe(99);
    bar.finish();
    expect(bar.getState().percent).toBe(100);
    bar.destroy();
    vi.useRealTimers();
  });
});

describe("what the bar does as the router's state changes", () => {
  it.each([
    [true, false, "start"],
    [true, true, "start"],
    [false, false, "finish"],
    [false, true, "fail"],
  ] as const)("showing %s, ended with errors %s → %s", (show, failed, expected) => {
    expect(loadingBarCommand(show, failed)).toBe(expected);
  });

  it.each([
    [null, false],
    [undefined, false],
    [{}, false],
    [{ "layout-default": new Error("loader") }, true],
  ])("router errors %j → failed %s", (errors, expected) => {
    expect(hasRouteErrors(errors)).toBe(expected);
  });

  it("a failed load shows in the error state, then hides and clears it", () => {
    vi.useFakeTimers();
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + 500);
    const command = loadingBarCommand(false, hasRouteErrors({ page: new Error("503") }));
    expect(command).toBe("fail");
    bar[command]();
    expect(bar.getState()).toEqual({ visible: true, percent: 100, failed: true });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_MS);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
    vi.useRealTimers();
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
