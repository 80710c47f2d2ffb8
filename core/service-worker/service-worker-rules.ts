import { SIGNED_OUT_PATH } from "../account/auth-guard.ts";
import { isLocale, type Locale } from "../i18n/locales.ts";

/*
 * Which of the service worker's caching rules a request falls under (decision 0082), and what a
 * response must be to be kept. Pure, so the worker (app/service-worker/sw.ts) and its tests share
 * them.
 */

/**
 * - `navigation`: a page, network first (3 s), then the last good copy, a saved story, the offline page;
 * - `page-data`: React Router's `.data` request of a client-side navigation, the same way;
 * - `route-discovery`: React Router's `__manifest` request (lazy route discovery), the same way;
 * - `assets`: the build's hashed files, cache first (they never change under their name);
 * - `api-list`: a public API list, stale while revalidate;
 * - `pictures`: `/_ipx` and the pictures of `/media`, cache first with an expiry;
 * - `sign-out`: the sign-out form's post, which empties the caches first;
 * - `none`: left to the network (other origins, writes, personal API calls, video, the worker itself).
 */
export type CacheRule =
  | "navigation"
  | "page-data"
  | "route-discovery"
  | "assets"
  | "api-list"
  | "pictures"
  | "sign-out"
  | "none";

export type RequestFacts = {
  method: string;
  url: string;
  /** `navigate` for a document load. */
  mode: string;
  /** Accept header: an event stream (live scores) is never cached. */
  accept?: string | null;
};

/**
 * API paths (after `/api/vN/`) that answer something of one reader: accounts, follows, likes,
 * reading lists, rewards, the personal feed, push settings. Their answers are never cached, even
 * when a guest's carry no Cache-Control.
 */
const PERSONAL_API = new Set([
  "auth",
  "feed",
  "feedback",
  "follows",
  "follows_anon",
  "like",
  "likes",
  "push",
  "read_later",
  "reads",
  "recommendations",
  "rewards",
  "tagger",
  "user",
  "users",
  "whoami",
]);

const PICTURE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

/** A locale prefix ("/es") and the rest of the path, or no locale prefix. */
function withoutLocale(pathname: string): { locale: Locale | null; rest: string } {
  const first = pathname.split("/")[1] ?? "";
  if (!isLocale(first)) return { locale: null, rest: pathname };
  return { locale: first, rest: pathname.slice(first.length + 1) || "/" };
}

function isSignOut(pathname: string): boolean {
  const { rest } = withoutLocale(pathname.replace(/\.data$/, ""));
  return rest === SIGNED_OUT_PATH;
}

/** The caching rule of a request the worker sees from a page of `origin`. */
export function cacheRuleOf(request: RequestFacts, origin: string): CacheRule {
  const url = new URL(request.url);
  if (url.origin !== origin) return "none";
  const path = url.pathname;
  if (request.method === "POST" && isSignOut(path)) return "sign-out";
  if (request.method !== "GET") return "none";
  if (request.accept?.includes("text/event-stream")) return "none";
  if (path === "/sw.js" || path === "/healthz" || path === "/metrics") return "none";
  if (path.startsWith("/assets/")) return "assets";
  if (path.startsWith("/_ipx/")) return "pictures";
  if (path.startsWith("/media/")) return PICTURE.test(path) ? "pictures" : "none";
  const api = /^\/api\/v\d+\/([^/]+)(\/[^/]+)?/.exec(path);
  if (api) {
    const [, first, second] = api;
    if (PERSONAL_API.has(first) || (first === "sporting_events" && second === "/stream")) return "none";
    return "api-list";
  }
  if (path.startsWith("/api/") || path.startsWith("/tagger/") || path === "/trk") return "none";
  if (request.mode === "navigate") return "navigation";
  if (path.endsWith(".data")) return "page-data";
  if (/^(\/[a-z]{2})?\/__manifest$/.test(path)) return "route-discovery";
  return "none";
}

/**
 * A response the worker may keep: a full 200 that no Cache-Control marks as one reader's
 * (`private`: the pages and data of a signed-in reader, the account API) or as not to be stored.
 */
export function mayKeep(response: {
  status: number;
  headers: { get(name: string): string | null };
}): boolean {
  if (response.status !== 200) return false;
  const control = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/i.test(control);
}

/**
 * The language of the offline page for a path: its locale prefix (`/es/…`, `/pt/…`, `/en/…` where
 * English is not the default), else the site's default locale.
 */
export function offlineLocaleOf(pathname: string, defaultLocale: Locale): Locale {
  return withoutLocale(pathname).locale ?? defaultLocale;
}

/** A path of the route table in the locale of the offline page ("/readlater" → "/es/readlater"). */
export function localePath(path: string, locale: Locale, defaultLocale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The page a `.data` request belongs to ("/es/sitemap.data?_routes=…" → "/es/sitemap"; "/_root.data" → "/"). */
export function pageOfData(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete("_routes");
  let path = parsed.pathname.replace(/\.data$/, "");
  if (path === "/_root") path = "/";
  else if (path.endsWith("/_root")) path = path.slice(0, -"/_root".length);
  const search = parsed.searchParams.toString();
  return `${path}${search ? `?${search}` : ""}`;
}

/**
 * Where a `.data` request's answer sends React Router for a document load of its page
 * (X-Remix-Redirect): the page without its locale prefix, the app's basename, as React Router's
 * own server writes a redirect; the client adds the basename back ("/es/sitemap.data" →
 * "/sitemap", loaded as /es/sitemap). With the prefix the browser went to /es/es/sitemap.
 */
export function dataRedirectOf(url: string): string {
  const page = new URL(pageOfData(url), "http://page.invalid");
  return `${withoutLocale(page.pathname).rest}${page.search}`;
}
