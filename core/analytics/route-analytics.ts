/**
 * Route analytics (docs/behaviour/consent-ads-analytics.md#analytics-state, docs/behaviour/consent-ads-analytics.md#route-analytics, docs/behaviour/limits.md#timers; docs/decisions/0079-cookie-banner-and-page-views.md): page views and
 * other events are sent one at a time — those pushed while one is being sent wait in the queue. The
 * first event probes connectivity (a GET of a tiny image, 3500 ms, no retries): if it fails the
 * reader is `dataLess` and the flag goes with every event. Where a tag manager is configured and the
 * reader consented, each event is also handed to it, retried every 250 ms until it has loaded.
 * Pure: the caller gives the network, the tag manager and the clock, so tests drive it with fakes.
 */

/** docs/behaviour/limits.md#timers Analytics retry: the tag-manager hand-off is retried this often. */
export const TAG_MANAGER_RETRY_MS = 250;
/** The hand-off gives up after this many retries (10 s): a blocked tag manager never loads. */
export const TAG_MANAGER_MAX_RETRIES = 40;
/** Events kept waiting at most; older ones are dropped first (a reader offline for an hour). */
export const ANALYTICS_QUEUE_MAX = 100;

export type AnalyticsEvent = Record<string, string | number | boolean | null>;
export type SentEvent = AnalyticsEvent & { dataLess: boolean };

/** docs/behaviour/consent-ads-analytics.md#analytics-state. */
export type RouteAnalyticsState = {
  dataLess: { init: boolean; results: boolean };
  inQueue: AnalyticsEvent[];
  loading: boolean;
};

export type RouteAnalyticsDeps = {
  /** True when the tiny image loaded (within 3500 ms, no retry); false or a rejection → data-less. */
  probe: () => Promise<boolean>;
  /** Sends one event (the first-party `/tagger/analytics`); a failure is ignored. */
  send: (event: SentEvent) => Promise<unknown>;
  /** The tag manager's queue once it has loaded; absent when none is configured or consented. */
  tagManager?: () => { push: (event: SentEvent) => unknown } | null | undefined;
  schedule: (run: () => void, ms: number) => unknown;
};

export type RouteAnalytics = { push: (event: AnalyticsEvent) => Promise<void>; state: RouteAnalyticsState };

export function createRouteAnalytics(deps: RouteAnalyticsDeps): RouteAnalytics {
  const state: RouteAnalyticsState = {
    dataLess: { init: false, results: false },
    inQueue: [],
    loading: false,
  };
  let draining: Promise<void> = Promise.resolve();

  const handOff = (event: SentEvent, retries = 0) => {
    const tagManager = deps.tagManager;
    if (!tagManager) return;
    const target = tagManager();
    if (target) {
      target.push(event);
      return;
    }
    if (retries < TAG_MANAGER_MAX_RETRIES)
      deps.schedule(() => handOff(event, retries + 1), TAG_MANAGER_RETRY_MS);
  };

  const drain = async () => {
    state.loading = true;
    try {
      for (let next = state.inQueue.shift(); next; next = state.inQueue.shift()) {
        if (!state.dataLess.init) {
          const reached = await deps.probe().catch(() => false);
          state.dataLess = { init: true, results: !reached };
        }
        const event: SentEvent = { ...next, dataLess: state.dataLess.results };
        // Analytics never breaks a page: a failed send is dropped, the queue goes on.
        await deps.send(event).catch(() => undefined);
        handOff(event);
      }
    } finally {
      state.loading = false;
    }
  };

  return {
    state,
    push(event) {
      state.inQueue.push(event);
      if (state.inQueue.length > ANALYTICS_QUEUE_MAX)
        state.inQueue.splice(0, state.inQueue.length - ANALYTICS_QUEUE_MAX);
      if (!state.loading) draining = drain();
      return draining;
    },
  };
}
