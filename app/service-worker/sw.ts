import { cacheNames, registerQuotaErrorCallback, setCacheNameDetails } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from "workbox-strategies";
import { isLocale, type Locale } from "#core/i18n/locales.ts";
import { type OfflinePageTexts, offlinePageHtml } from "#core/offline/offline-page.ts";
import { OFFLINE_QUEUE_SYNC } from "#core/offline/offline-queue.ts";
import { clearedAtSignOut } from "#core/offline/page-offline-rules.ts";
import { DOCUMENT_LOAD_MODULE } from "#core/page-load/document-load-module.ts";
import { pushAlertOf } from "#core/push/push-alert-message.ts";
import {
  API_CACHE,
  CACHE_PREFIX,
  keptAcrossUpdates,
  PAGES_CACHE,
  PICTURES_CACHE,
  SAVED_STORIES_CACHE,
} from "#core/service-worker/offline-caches.ts";
import { SW_MESSAGES, type SwMessage } from "#core/service-worker/service-worker-messages.ts";
import {
  cacheRuleOf,
  dataRedirectOf,
  localePath,
  mayKeep,
  offlineLocaleOf,
  pageOfData,
} from "#core/service-worker/service-worker-rules.ts";
import { XSRF_COOKIE } from "#core/storage/cookies.ts";
import { byteCapPlugin } from "./byte-cap-plugin.ts";
import { sendQueueFromWorker } from "./queue-sync.ts";
import type { ExtendableEvent, FetchEvent, SyncEvent, WorkerScope } from "./worker-scope.ts";

/*
 * Icaro's service worker, served at /sw.js with scope / (decisions 0066 and 0082), built with
 * Workbox by scripts/build-service-worker.ts as part of `npm run build`. It precaches the shell a
 * first load needs, keeps copies of pages, their data, public API lists and pictures for offline
 * reading, reads the stories the reader saved (the pages write that cache) and shows Web Push
 * alerts. Nothing marked private or no-store is kept: a signed-in reader's pages and the account
 * API never reach a cache.
 */

declare const self: WorkerScope;

/** Set at build time: the shell's files, every route's module, this build's id, the offline page's texts. */
declare const __PRECACHE__: { url: string; revision: string | null }[];
declare const __ROUTE_MODULES__: string[];
declare const __SW_BUILD__: string;
declare const __OFFLINE_TEXTS__: Record<Locale, OfflinePageTexts>;

/** The server writes the site's default locale here when it serves the file (server/service-worker/service-worker-route.ts). */
const SERVED_LOCALE: string = "__ICARO_DEFAULT_LOCALE__";
const DEFAULT_LOCALE: Locale = isLocale(SERVED_LOCALE) ? SERVED_LOCALE : "en";

/** A page that takes longer than this offers the last copy instead (spec: network first with a timeout). */
const NETWORK_TIMEOUT_SECONDS = 3;

// Every cache of this build is named with its id: the next build's worker deletes them all but
// the saved stories when it takes over (decision 0082).
setCacheNameDetails({ prefix: "icaro", precache: "precache", suffix: __SW_BUILD__ });
const pagesCache = `${PAGES_CACHE}-${__SW_BUILD__}`;
const apiCache = `${API_CACHE}-${__SW_BUILD__}`;
const picturesCache = `${PICTURES_CACHE}-${__SW_BUILD__}`;
const assetsCache = `${CACHE_PREFIX}assets-${__SW_BUILD__}`;
const ownCaches = () => new Set([cacheNames.precache, pagesCache, apiCache, picturesCache, assetsCache]);

const matchOptions = { ignoreVary: true };

async function fromSaved(request: Request | string, ignoreSearch = false): Promise<Response | undefined> {
  try {
    // caches.match with a name, not caches.open: opening would make the cache again after a
    // sign-out emptied it.
    const options = { ...matchOptions, ignoreSearch, cacheName: SAVED_STORIES_CACHE };
    return (await caches.match(request, options)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Pages and their data are asked of the server, not of the browser's HTTP cache: an anonymous page
 * is `public, stale-while-revalidate`, and the worker's fetch would get that copy back within its
 * minute even after the reader signed in (a browser's own navigation does not). A navigation's
 * request cannot take fetch options, so it is asked again as a plain request.
 */
const fromTheServer = {
  requestWillFetch: async ({ request }: { request: Request }) =>
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      credentials: "include",
      cache: "no-cache",
      redirect: request.mode === "navigate" ? "manual" : request.redirect,
    }),
};

/** Keeps only what mayKeep allows (nothing private, nothing of one reader). */
const keepable = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (mayKeep(response) ? response : null),
};

/**
 * A kept copy is used only while it still is what was kept (a 200 of the expected type): a corrupt
 * entry is dropped, and the next fallback answers. Then a story the reader saved.
 */
function copies(expectedType: RegExp | null) {
  return {
    cachedResponseWillBeUsed: async ({
      cachedResponse,
      request,
    }: {
      cachedResponse?: Response;
      request: Request;
    }) => {
      const type = cachedResponse?.headers.get("content-type") ?? "";
      const usable = cachedResponse?.status === 200 && (!expectedType || expectedType.test(type));
      if (cachedResponse && usable) return cachedResponse;
      return (await fromSaved(request)) ?? null;
    },
  };
}

const expiring = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * 24 * 60 * 60, purgeOnQuotaError: true });

/**
 * Pages and their data: network first, the last copy after 3 s — except for a signed-in reader,
 * whose pages are never kept (private): a slow answer is waited for rather than replaced by an
 * anonymous copy that would show them signed out. Offline, both fall back to the copies.
 */
function networkFirst(type: RegExp, timeout: boolean) {
  return new NetworkFirst({
    cacheName: pagesCache,
    networkTimeoutSeconds: timeout ? NETWORK_TIMEOUT_SECONDS : undefined,
    matchOptions,
    plugins: [fromTheServer, keepable, copies(type), expiring(60, 14)],
  });
}
const pages = { anonymous: networkFirst(/^text\/html/, true), signedIn: networkFirst(/^text\/html/, false) };
const pageData = {
  anonymous: networkFirst(/^text\/x-script/, true),
  signedIn: networkFirst(/^text\/x-script/, false),
};

/** The web session's readable cookie, where the worker can read cookies (the Cookie Store API). */
async function signedIn(): Promise<boolean> {
  try {
    return Boolean((await self.cookieStore?.get(XSRF_COOKIE))?.value);
  } catch {
    return false;
  }
}
const routeDiscovery = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions,
  plugins: [keepable, copies(/json/), expiring(60, 14)],
});
const assets = new CacheFirst({
  cacheName: assetsCache,
  matchOptions,
  plugins: [keepable, copies(null), expiring(300, 60)],
});
const apiLists = new StaleWhileRevalidate({
  cacheName: apiCache,
  matchOptions,
  plugins: [keepable, copies(/json/), expiring(80, 1)],
});
/** The pictures' cache at most: 200 pictures at a phone's size are a few MB, a wide screen's more. */
const PICTURES_MAX_BYTES = 25 * 1024 * 1024;
const pictures = new CacheFirst({
  cacheName: picturesCache,
  matchOptions,
  plugins: [keepable, copies(/^image\//), expiring(200, 30), byteCapPlugin(PICTURES_MAX_BYTES)],
});

function offlinePage(url: URL): Response {
  const locale = offlineLocaleOf(url.pathname, DEFAULT_LOCALE);
  const html = offlinePageHtml({
    locale,
    texts: __OFFLINE_TEXTS__[locale],
    homePath: localePath("/", locale, DEFAULT_LOCALE),
    savedPath: localePath("/readlater", locale, DEFAULT_LOCALE),
    retryPath: url.pathname + url.search,
  });
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Icaro-Offline": "1",
    },
  });
}

async function tryStrategy(strategy: Strategy, event: FetchEvent, request: Request) {
  try {
    return (await strategy.handle({ event: event as never, request })) ?? null;
  } catch {
    return null;
  }
}

async function clearCaches(keep: (name: string) => boolean) {
  for (const name of await caches.keys()) if (!keep(name)) await caches.delete(name);
}

/** What a sign-out empties: everything of the reader, not the build's files (decision 0082). */
const readerCachesCleared = () => clearCaches((name) => !clearedAtSignOut(name));

precacheAndRoute(__PRECACHE__);

/** The caching rule of a request of a page of this site. */
const ruleOf = (request: Request) =>
  cacheRuleOf(
    { method: request.method, url: request.url, mode: request.mode, accept: request.headers.get("accept") },
    self.location.origin,
  );

registerRoute(
  ({ request }) => ruleOf(request) === "navigation",
  async ({ request, event, url }) =>
    (await tryStrategy((await signedIn()) ? pages.signedIn : pages.anonymous, event as never, request)) ??
    (await fromSaved(url.href)) ??
    offlinePage(url),
);

/**
 * The answer to a page's data request that React Router turns into a load of that page as a
 * document (its single fetch redirect with a document reload).
 */
function loadAsDocument(url: URL): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "X-Remix-Redirect": dataRedirectOf(url.href),
      "X-Remix-Status": "302",
      "X-Remix-Reload-Document": "true",
    },
  });
}

registerRoute(
  ({ request }) => ruleOf(request) === "page-data",
  async ({ request, event, url }) => {
    const strategy = (await signedIn()) ? pageData.signedIn : pageData.anonymous;
    const answer = await tryStrategy(strategy, event as never, request);
    if (answer) return answer;
    // No copy: React Router loads the page as a document instead (its single fetch redirect with
    // a document reload), which the navigation rule answers with a copy or the offline page.
    return loadAsDocument(url);
  },
);

// React Router's route discovery before a client navigation: offline, the saved copy's (the
// pages store one per saved story; the answer is the same route whatever the story, so its search
// is ignored), else a document load, which the page rule answers.
registerRoute(
  ({ request }) => ruleOf(request) === "route-discovery",
  async ({ request, event }) =>
    (await tryStrategy(routeDiscovery, event as never, request)) ??
    (await fromSaved(request, true)) ??
    new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } }),
);

// A page's code: kept as it is used. One the worker neither holds nor can fetch is a network error,
// except a route's module, which React Router would answer by reloading the page being read: that
// one is a module that loads the page as a document (core/page-load/document-load-module.ts).
const routeModules = new Set(__ROUTE_MODULES__);
registerRoute(
  ({ request }) => ruleOf(request) === "assets",
  async ({ request, event, url }) =>
    (await tryStrategy(assets, event as never, request)) ??
    (routeModules.has(url.pathname)
      ? new Response(DOCUMENT_LOAD_MODULE, {
          headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" },
        })
      : Response.error()),
);

for (const [rule, strategy] of [
  ["api-list", apiLists],
  ["pictures", pictures],
] as const) {
  registerRoute(({ request }) => ruleOf(request) === rule, strategy);
}

// Signing out empties the caches first, so nothing of the reader stays even when the server
// cannot be reached; offline, the page goes on to the signed-out page (or the offline page).
registerRoute(
  ({ request }) => ruleOf(request) === "sign-out",
  async ({ request, url }) => {
    await readerCachesCleared();
    try {
      return await fetch(request);
    } catch {
      if (request.mode === "navigate") return offlinePage(new URL(pageOfData(url.href), url));
      return loadAsDocument(url);
    }
  },
  "POST",
);

// A full storage: Workbox empties the expiring caches (purgeOnQuotaError); the pages say so.
registerQuotaErrorCallback(() => {
  void self.clients.matchAll({ type: "window" }).then((open) => {
    for (const client of open) client.postMessage({ type: SW_MESSAGES.quota });
  });
});

self.addEventListener("install", (event: ExtendableEvent) => {
  // A new build waits for the reader's "Refresh" while a page is open (its prompt); with no page
  // open (a push woke the worker), it takes over at once.
  event.waitUntil(
    self.clients
      .matchAll({ type: "window", includeUncontrolled: true })
      .then((open) => (open.length === 0 ? self.skipWaiting() : undefined)),
  );
});

self.addEventListener("activate", (event: ExtendableEvent) => {
  // An update deletes every cache but this build's and the saved stories: nothing saved is lost.
  const own = ownCaches();
  event.waitUntil(
    clearCaches((name) => own.has(name) || keptAcrossUpdates(name)).then(() => self.clients.claim()),
  );
});

/** Keeps copies of the page the reader is on and of its files, fetched before this worker was there. */
async function keepCopies(urls: readonly string[]) {
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    const rule = cacheRuleOf({ method: "GET", url: url.href, mode: "navigate" }, self.location.origin);
    const isAsset = url.pathname.startsWith("/assets/");
    if (rule !== "navigation" && !isAsset) continue;
    try {
      const cache = await caches.open(isAsset ? assetsCache : pagesCache);
      if (isAsset && (await caches.match(url.href, matchOptions))) continue;
      const response = await fetch(url.href, { credentials: "same-origin" });
      if (mayKeep(response)) await cache.put(url.href, response);
    } catch {
      // Offline or storage full: the next visit tries again.
    }
  }
}

self.addEventListener("message", (event: ExtendableEvent & { data: unknown }) => {
  const message = event.data as SwMessage | null;
  if (message?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  else if (message?.type === SW_MESSAGES.keepCopies) event.waitUntil(keepCopies(message.urls));
  else if (message?.type === SW_MESSAGES.signedOut) event.waitUntil(readerCachesCleared());
});

// Background Sync: the changes made offline, sent once the connection is back, page open or not
// (decision 0085); a failure leaves them for the browser's next try and for the pages.
self.addEventListener("sync", (event: SyncEvent) => {
  if (event.tag === OFFLINE_QUEUE_SYNC) event.waitUntil(sendQueueFromWorker(self.cookieStore));
});

self.addEventListener("push", (event: ExtendableEvent & { data: PushMessageDataLike | null }) => {
  const alert = pushAlertOf(event.data, self.location.hostname);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      // A new goal in the same match replaces the last alert, and still rings.
      renotify: Boolean(alert.tag),
      icon: "/brand/logo-small.svg",
      badge: "/brand/soccer-ball.svg",
      data: { url: alert.url },
    } as NotificationOptions),
  );
});

type PushMessageDataLike = { json(): unknown; text(): string };

self.addEventListener(
  "notificationclick",
  (event: ExtendableEvent & { notification: Notification & { data?: { url?: string } } }) => {
    event.notification.close();
    const target = new URL(event.notification.data?.url ?? "/", self.location.origin);
    event.waitUntil(
      (async () => {
        const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const same = open.find((client) => new URL(client.url).pathname === target.pathname);
        if (same) return same.focus();
        return self.clients.openWindow(target.href);
      })(),
    );
  },
);
