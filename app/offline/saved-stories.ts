import { pickPictureUrl, type Screen } from "#core/media/srcset-pick.ts";
import {
  dataRequestUrl,
  isSitePath,
  manifestRequestUrl,
  OFFLINE_INDEX_URL,
  type OfflineIndex,
  offlinePlan,
  parseOfflineIndex,
  READ_LATER_PAGE_KEY,
  replacedUrls,
} from "#core/offline/offline-copies.ts";
import type { ReadLaterItem } from "#core/read-later/read-later.ts";
import { SAVED_STORIES_CACHE } from "#core/service-worker/offline-caches.ts";

/*
 * Saved stories readable offline (decision 0084): whenever the read-later list changes,
 * the newest 50 saved stories of this site get a copy in the saved-stories cache — the page's HTML,
 * its data request and route-discovery request, the route code and styles the page needs, and its
 * pictures at this screen's size — and removed ones are freed; the /readlater page (and its data) is stored again. The
 * service worker (helper A's) answers from this cache when the network cannot. Page code only:
 * the Cache API works without a worker. Loaded lazily by the save toggles (app/read-later/
 * save-toggles.ts), never on a first load. Offline it only frees: the stores wait for `online`.
 */

export type KeepOptions = {
  items: readonly ReadLaterItem[];
  /** The page's locale prefix ("" or "/es"): the copies are of the reader's language. */
  localePrefix: string;
  /** The browser refused to store more (QuotaExceededError): the list stays, the copy does not. */
  onQuotaFull?: () => void;
  /** The list itself changed (not a page start): /readlater is stored again. */
  listChanged?: boolean;
};

class NotStored extends Error {}

/** What Chromium's `<img>` sends as Accept. */
const IMG_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED";
}

/**
 * Puts a response under its URL without its `Vary` header: the pictures vary on Accept, and the
 * worker's lookup (an `<img>`'s or a navigation's headers, not this fetch's) must still match.
 */
async function put(cache: Cache, url: string, response: Response): Promise<number> {
  const headers = new Headers(response.headers);
  headers.delete("Vary");
  const body = await response.blob();
  await cache.put(
    url,
    new Response(body, { status: response.status, statusText: response.statusText, headers }),
  );
  return body.size;
}

async function fetchAndPut(cache: Cache, url: string, init: RequestInit = {}): Promise<boolean> {
  const response = await fetch(url, { credentials: "same-origin", ...init });
  if (!response.ok) return false;
  await put(cache, url, response);
  return true;
}

const sameOrigin = (url: string | null): url is string => {
  if (!url) return false;
  try {
    return new URL(url, location.origin).origin === location.origin;
  } catch {
    return false;
  }
};

const pathOf = (url: string) => {
  const parsed = new URL(url, location.origin);
  return `${parsed.pathname}${parsed.search}`;
};

function screenNow(): Screen {
  return { width: window.innerWidth || 360, devicePixelRatio: window.devicePixelRatio || 1 };
}

/**
 * The route code and styles a page needs (hashed /assets/ files): its stylesheet links, and the
 * modules its inline script imports and preloads (app/routing/defer-module-script.ts moves the
 * modulepreload links into that script, so they are read from the text).
 */
function linkedAssets(html: string, doc: Document): string[] {
  const links = doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[rel="modulepreload"][href], link[rel="stylesheet"][href], script[type="module"][src]',
  );
  const linked = [...links].map((element) => element.getAttribute("href") ?? element.getAttribute("src"));
  const imported = [...html.matchAll(/["'](\/assets\/[\w.~-]+\.(?:js|css))["']/g)].map((match) => match[1]);
  return [...linked, ...imported].filter(sameOrigin);
}

const ASSET_PATH = /^\/assets\/[\w.~-]+\.(?:js|css)$/;

/**
 * The code and texts this page has loaded since it opened — its islands, the save toggles, the
 * offline queue, its catalogs: lazy chunks no page's HTML names, which a page opened offline needs
 * to be more than text. Stored once with /readlater (hashed files, shared by every page).
 */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter(sameOrigin)
    .map(pathOf)
    .filter((path) => ASSET_PATH.test(path));
}

/** The story's own pictures (not its related cards') at this screen's size, same-origin only. */
function storyPictures(doc: Document, screen: Screen): string[] {
  const scope = doc.querySelector("article.article") ?? doc.querySelector("main");
  const images = scope ? [...scope.querySelectorAll("img")] : [];
  return images
    .map((img) =>
      pickPictureUrl(
        {
          src: img.getAttribute("src"),
          srcset: img.getAttribute("srcset"),
          sizes: img.getAttribute("sizes"),
        },
        screen,
      ),
    )
    .filter(sameOrigin);
}

/** Stores one page with everything it needs to open offline; answers the URLs it stored. */
export async function storePage(
  cache: Cache,
  path: string,
  options: { localePrefix: string; pictures: boolean; screen?: Screen; assets?: readonly string[] },
): Promise<string[]> {
  const response = await fetch(path, { credentials: "same-origin", headers: { Accept: "text/html" } });
  if (!response.ok || !(response.headers.get("Content-Type") ?? "").includes("text/html"))
    throw new NotStored();
  const html = await response.clone().text();
  await put(cache, path, response);
  const stored = [path];
  const data = dataRequestUrl(path, options.localePrefix);
  if (await fetchAndPut(cache, data)) stored.push(data);
  // The route discovery a client navigation to it makes first (this build's version: the same code).
  const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
  const manifest = version ? manifestRequestUrl(path, options.localePrefix, version) : null;
  if (manifest && (await fetchAndPut(cache, manifest))) stored.push(manifest);
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const asset of new Set([...linkedAssets(html, doc).map(pathOf), ...(options.assets ?? [])])) {
    // Hashed build files never change: one copy serves every saved story.
    if (!(await cache.match(asset)) && !(await fetchAndPut(cache, asset))) continue;
    stored.push(asset);
  }
  if (options.pictures) {
    for (const picture of new Set(storyPictures(doc, options.screen ?? screenNow()).map(pathOf))) {
      // The picture as an <img> asks for it (Chromium's Accept): the image server answers by Accept
      // (our own drawings as SVG), so this is the answer the page already has, not a new encoding.
      if (await fetchAndPut(cache, picture, { headers: { Accept: IMG_ACCEPT } })) stored.push(picture);
    }
  }
  return stored;
}

async function readIndex(cache: Cache): Promise<OfflineIndex> {
  try {
    const entry = await cache.match(OFFLINE_INDEX_URL);
    return parseOfflineIndex(entry ? await entry.json() : null);
  } catch {
    // Not JSON (a corrupt entry): rebuilt from what the list wants.
    return {};
  }
}

async function writeIndex(cache: Cache, index: OfflineIndex) {
  await cache.put(
    OFFLINE_INDEX_URL,
    new Response(JSON.stringify(index), { headers: { "Content-Type": "application/json" } }),
  );
}

const storyKey = (item: Pick<ReadLaterItem, "context" | "id">) => `${item.context}:${item.id}`;

async function keepNow(options: KeepOptions): Promise<void> {
  if (typeof caches === "undefined") return;
  const cache = await caches.open(SAVED_STORIES_CACHE);
  const index = await readIndex(cache);
  const list = options.items
    .filter((item) => isSitePath(item.url))
    .map((item) => ({ key: storyKey(item), path: `${options.localePrefix}${item.url}` }));
  const plan = offlinePlan(index, list);
  for (const url of plan.freeUrls) await cache.delete(url);
  for (const key of plan.forget) delete index[key];
  if (plan.forget.length > 0) await writeIndex(cache, index);
  if (!navigator.onLine) return;
  try {
    if (options.listChanged || !index[READ_LATER_PAGE_KEY]) {
      const stored = await storePage(cache, `${options.localePrefix}/readlater`, {
        localePrefix: options.localePrefix,
        pictures: false,
        assets: loadedAssets(),
      });
      for (const url of replacedUrls(index, READ_LATER_PAGE_KEY, stored)) await cache.delete(url);
      index[READ_LATER_PAGE_KEY] = stored;
      await writeIndex(cache, index);
    }
    for (const story of plan.store) {
      try {
        index[story.key] = await storePage(cache, story.path, {
          localePrefix: options.localePrefix,
          pictures: true,
        });
      } catch (error) {
        if (isQuotaError(error)) throw error;
        // A story that cannot be fetched now (gone, or the connection dropped) is tried next time.
        continue;
      }
      await writeIndex(cache, index);
    }
  } catch (error) {
    if (isQuotaError(error)) options.onQuotaFull?.();
    else if (!(error instanceof NotStored)) throw error;
  }
}

let running: Promise<void> | null = null;
let next: KeepOptions | null = null;

/**
 * Brings the offline copies in line with the list; calls made while one runs are folded into one
 * more run with the latest list. Never rejects.
 */
export function keepSavedStoriesOffline(options: KeepOptions): Promise<void> {
  if (running) {
    next = { ...options, listChanged: Boolean(options.listChanged || next?.listChanged) };
    return running;
  }
  running = keepNow(options)
    .catch(() => {
      // A failed copy leaves the list as it is; the next change or start tries again.
    })
    .finally(() => {
      running = null;
      const queued = next;
      next = null;
      if (queued) void keepSavedStoriesOffline(queued);
    });
  return running;
}
