/**
 * The page loading bar (docs/behaviour/screens.md#page-loading-bar, constants in docs/behaviour/limits.md#loading-bar-limits): a pure state
 * machine with no framework and no DOM. Timers are injectable so tests drive it with fake timers.
 *
 * - start(): hidden for LOADING_BAR_THROTTLE_MS, then visible, growing every LOADING_BAR_STEP_MS
 *   with an ease-out toward 100 (about 94 after LOADING_BAR_DURATION_MS), never above
 *   LOADING_BAR_PENDING_CAP until finish().
 * - finish(): 100 at once, then hidden and reset after LOADING_BAR_HIDE_MS. A finish before the
 *   throttle has elapsed means the bar never shows.
 * - fail(): marks the bar failed (an error colour), then finishes.
 */

import {
  INITIAL_LOADING_BAR_STATE,
  LOADING_BAR_MAX_PERCENT,
  LOADING_BAR_STEP_MS,
  type LoadingBarState,
} from "./loading-bar-state.ts";

export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_HIDE_MS = 500;
/** While loading the bar stays below this, so only finish() reaches 100. */
export const LOADING_BAR_PENDING_CAP = 99;

/**
 * Share of the remaining distance to the cap covered by each step: after DURATION the bar has
 * covered 1 - e^-3 (95%) of the way, so it reads about 94 after 5 s.
 */
const STEP_FACTOR = 1 - Math.exp((-3 * LOADING_BAR_STEP_MS) / LOADING_BAR_DURATION_MS);

type TimerHandle = ReturnType<typeof setTimeout>;
type IntervalHandle = ReturnType<typeof setInterval>;

export interface LoadingBarOptions {
  /** Called with a fresh state object after every change. */
  onChange?: (state: LoadingBarState) => void;
  setTimeout?: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout?: (handle: TimerHandle) => void;
  setInterval?: (callback: () => void, ms: number) => IntervalHandle;
  clearInterval?: (handle: IntervalHandle) => void;
}

export interface LoadingBar {
  /** Begin loading. Does nothing while already loading; restarts from 0 while finishing. */
  start(): void;
  /** Add `amount` percent while loading (never past LOADING_BAR_PENDING_CAP). */
  increase(amount: number): void;
  /** Jump to 100 and hide after LOADING_BAR_HIDE_MS; if not yet shown, never show. */
  finish(): void;
  /** Mark the load failed, then finish. */
  fail(): void;
  getState(): LoadingBarState;
  /** Cancel every timer (for unmounting); the state is left as it is. */
  destroy(): void;
}

type Phase = "idle" | "pending" | "running" | "finishing";

export function createLoadingBar(options: LoadingBarOptions = {}): LoadingBar {
  // Looked up at call time, so fake timers installed after creation still apply.
  const schedule = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const cancel = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle));
  const repeat = options.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms));
  const stopRepeat = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle));

  let state: LoadingBarState = INITIAL_LOADING_BAR_STATE;
  let phase: Phase = "idle";
  let throttleTimer: TimerHandle | undefined;
  let hideTimer: TimerHandle | undefined;
  let stepTimer: IntervalHandle | undefined;

  function update(next: Partial<LoadingBarState>): void {
    const merged = { ...state, ...next };
    if (
      merged.visible === state.visible &&
      merged.percent === state.percent &&
      merged.failed === state.failed
    ) {
      return;
    }
    state = merged;
    options.onChange?.(state);
  }

  function clearTimers(): void {
    if (throttleTimer !== undefined) cancel(throttleTimer);
    if (hideTimer !== undefined) cancel(hideTimer);
    if (stepTimer !== undefined) stopRepeat(stepTimer);
    throttleTimer = hideTimer = stepTimer = undefined;
  }

  function step(): void {
    const percent = state.percent + (LOADING_BAR_PENDING_CAP - state.percent) * STEP_FACTOR;
    update({ percent: Math.min(percent, LOADING_BAR_PENDING_CAP) });
  }

  function run(): void {
    phase = "running";
    throttleTimer = undefined;
    update({ visible: true });
    stepTimer = repeat(step, LOADING_BAR_STEP_MS);
  }

  const bar: LoadingBar = {
    start() {
      if (phase === "pending" || phase === "running") return;
      const wasVisible = phase === "finishing" && state.visible;
      clearTimers();
      update({ percent: 0, failed: false });
      if (wasVisible) {
        // Already on screen: carry on from 0 rather than hide and flash back 200 ms later.
        run();
      } else {
        phase = "pending";
        throttleTimer = schedule(run, LOADING_BAR_THROTTLE_MS);
      }
    },

    increase(amount) {
      if (phase !== "pending" && phase !== "running") return;
      if (!Number.isFinite(amount) || amount <= 0) return;
      update({ percent: Math.min(state.percent + amount, LOADING_BAR_PENDING_CAP) });
    },

    finish() {
      if (phase === "idle" || phase === "finishing") return;
      const shown = phase === "running";
      clearTimers();
      if (!shown) {
        phase = "idle";
        update(INITIAL_LOADING_BAR_STATE);
        return;
      }
      phase = "finishing";
      update({ percent: LOADING_BAR_MAX_PERCENT });
      hideTimer = schedule(() => {
        hideTimer = undefined;
        phase = "idle";
        update(INITIAL_LOADING_BAR_STATE);
      }, LOADING_BAR_HIDE_MS);
    },

    fail() {
      if (phase !== "pending" && phase !== "running") return;
      update({ failed: true });
      bar.finish();
    },

    getState() {
      return state;
    },

    destroy() {
      clearTimers();
      phase = "idle";
    },
  };
  return bar;
}

/** A page's share of the progress: 30 when it has both asynchronous data and a fetch step, else 45. */
export function pageProgressShare(page: { hasAsyncData: boolean; hasFetch: boolean }): number {
  return page.hasAsyncData && page.hasFetch ? 30 : 45;
}

/**
 * A step a navigation waits for on one of its routes: its code (the route module) or its data (its
 * loader) has arrived; or its code could not be loaded ("failed": the navigation ends in an error).
 */
export type NavigationStep = "code" | "data" | "failed";

/** What the progress needs to know of a route, when its first step of a navigation ends. */
export type StepRoute = { hasLoader: boolean; moduleLoaded: boolean };

export interface StepProgress {
  /** A step of a route ended: the bar grows by the route's share, once per route and step. */
  step(routeId: string, step: NavigationStep): void;
  /** Whether a route's code failed during this navigation. */
  failed(): boolean;
  /** A new navigation starts: every route's steps count again. */
  reset(): void;
}

/**
 * The bar's progress from the steps of a navigation (docs/behaviour/screens.md#loading-bar-shares "a page's share of progress"): each
 * route the navigation loads adds its share when each of its steps ends — 30 when it has both
 * asynchronous data (a loader) and a fetch step (its code, not loaded yet), otherwise 45. The
 * share is settled at the route's first step: code first means its code was being fetched (and
 * it has data when it has a loader); data first means it has a fetch step still to come exactly
 * when its module is not loaded yet. The machine keeps the sum below 100 until finish().
 */
export function createStepProgress(
  bar: Pick<LoadingBar, "increase">,
  routeOf: (routeId: string) => StepRoute,
): StepProgress {
  const shares = new Map<string, number>();
  const done = new Set<string>();
  let failed = false;
  return {
    step(routeId, step) {
      if (step === "failed") {
        failed = true;
        return;
      }
      const key = `${step}:${routeId}`;
      if (done.has(key)) return;
      done.add(key);
      let share = shares.get(routeId);
      if (share === undefined) {
        const route = routeOf(routeId);
        share =
          step === "code"
            ? pageProgressShare({ hasAsyncData: route.hasLoader, hasFetch: true })
            : pageProgressShare({ hasAsyncData: true, hasFetch: !route.moduleLoaded });
        shares.set(routeId, share);
      }
      bar.increase(share);
    },
    failed: () => failed,
    reset() {
      shares.clear();
      done.clear();
      failed = false;
    },
  };
}

/**
 * What the bar does when the router's state changes: it starts while a navigation that shows it
 * is in progress; once none is, it is marked failed when the navigation ended in an error (a
 * loader that threw: a route error; a route module that could not be loaded: a failed step), and
 * finishes otherwise.
 */
export function loadingBarCommand(show: boolean, failed: boolean): "start" | "fail" | "finish" {
  return show ? "start" : failed ? "fail" : "finish";
}

/** Whether the router's errors (its state's `errors`, by route id) hold any. */
export function hasRouteErrors(errors: Record<string, unknown> | null | undefined): boolean {
  return errors != null && Object.keys(errors).length > 0;
}

export interface NavigationPoint {
  /** The matched route's id; optional because, on the client, the same pathname means the same route. */
  routeId?: string;
  pathname: string;
  /** A query string, with or without the leading "?". */
  search: string;
}

/**
 * Whether moving from `prev` to `next` shows the loading bar: when the route or the path changes,
 * or when the value of a query key the page watches changes. Other query keys are ignored.
 */
export function shouldShowForNavigation(
  prev: NavigationPoint,
  next: NavigationPoint,
  watchedQueryKeys: readonly string[] = [],
): boolean {
  if (prev.routeId !== next.routeId || prev.pathname !== next.pathname) return true;
  if (watchedQueryKeys.length === 0) return false;
  const before = new URLSearchParams(prev.search);
  const after = new URLSearchParams(next.search);
  return watchedQueryKeys.some((key) => !sameValues(before.getAll(key), after.getAll(key)));
}

function sameValues(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
