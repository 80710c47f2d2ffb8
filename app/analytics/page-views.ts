import { WIDE_SCREEN_PX } from "#core/ads/banner-ad.ts";
import { createRouteAnalytics, type SentEvent } from "#core/analytics/route-analytics.ts";
import { consented, consentFromCookies } from "#core/consent/consent.ts";
import { pageViewEvent, pageViewUrl } from "./page-view-event.ts";

declare const __ICARO_LOGIN_ROUTES__: string[];

/** docs/behaviour/limits.md#timers: the analytics call waits 5000 ms and the connectivity probe 3500 ms, neither retried. */
const SEND_TIMEOUT_MS = 5000;
const PROBE_TIMEOUT_MS = 3500;
/** A tiny image of ours (public/probe.gif), asked past every cache. */
const PROBE_URL = "/probe.gif";

type RouterState = {
  navigation: { state: string };
  location: { pathname: string; search: string };
  matches: { route: { id: string }; params: Record<string, string | undefined> }[];
  loaderData: Record<string, unknown>;
};
type Router = { state: RouterState; subscribe: (listener: (state: RouterState) => void) => () => void };
type TagManagerWindow = Window & { dataLayer?: { push: (event: object) => unknown } };

/** Resolves true when the probe image loaded in time. */
function probe(): Promise<boolean> {
  return fetch(`${PROBE_URL}?t=${Date.now()}`, {
    cache: "no-store",
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  })
    .then((response) => response.ok)
    .catch(() => false);
}

function send(event: SentEvent): Promise<unknown> {
  return fetch(pageViewUrl(event), {
    credentials: "same-origin",
    keepalive: true,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  }).catch(() => undefined);
}

/**
 * Page views of this visit (docs/behaviour/consent-ads-analytics.md#route-analytics): the first page and every navigation after
 * it, sent one at a time to our own `/tagger/analytics` (always: first-party, decision 0078), and
 * handed to the site's tag manager too when one is loaded and the reader allowed analytics.
 * Loaded at idle (app/idle/after-load.ts), so no first load carries it; it follows React Router's
 * router, which the framework keeps on `window.__reactRouterDataRouter`.
 */
export function startPageViews(win: Window = window): void {
  const router = (win as Window & { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
  if (!router) return;
  const analytics = createRouteAnalytics({
    probe,
    send,
    tagManager: () => {
      const layer = (win as TagManagerWindow).dataLayer;
      if (!layer || !consented(consentFromCookies(win.document.cookie), "analytics")) return null;
      return { push: (event) => layer.push({ event: "page_view", ...event }) };
    },
    schedule: (run, ms) => win.setTimeout(run, ms),
  });
  let last: string | null = null;
  const record = (state: RouterState) => {
    if (state.navigation.state !== "idle") return;
    const shown = `${state.location.pathname}${state.location.search}`;
    if (shown === last) return;
    const referrer = last === null ? win.document.referrer : `${win.location.origin}${last}`;
    last = shown;
    const root = state.loaderData.root as { user?: unknown } | undefined;
    const event = pageViewEvent({
      matches: state.matches,
      location: state.location,
      loginRoutes: __ICARO_LOGIN_ROUTES__,
      loggedIn: Boolean(root?.user),
      referrer,
      isMobile: win.matchMedia(`(max-width: ${WIDE_SCREEN_PX}px)`).matches,
      isIosMobile: /iPad|iPhone|iPod/.test(win.navigator.userAgent),
      pwa: win.matchMedia("(display-mode: standalone)").matches,
    });
    if (event) void analytics.push(event);
  };
  router.subscribe(record);
  record(router.state);
}
