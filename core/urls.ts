/**
 * URL builders for the route forms of docs/behaviour/routes.md#route-forms: pure functions, with no I/O, no clock and no React.
 *
 * Conventions:
 * - Paths have no locale prefix. The app mounts each locale under its own basename, and the router
 *   keeps it (docs/decisions/0002). Code that has to leave the basename, such as the language
 *   switcher or a server redirect, uses `withLocalePrefix`.
 * - There are two layers of encoding. A *param value* is what React Router gives a page in
 *   `params`: the router decodes each path segment once. Plain params (a query, a name, a slug)
 *   are one raw value, written with encodeURIComponent. *Composite* params (feed `selected`,
 *   discover `breadcrumb` and node id, search entity `key`) pack several values with "&"
 *   (and "=" for key=value pairs). Their values escape "%", "&" and "=" as %25, %26 and %3D, so
 *   the delimiters are still unambiguous after the router's decoding. The delimiters themselves
 *   stay literal in the path, so the URL reads like the spec ("id=-1&name=home&context=hero").
 *   Because of this, "&" inside a value is written as "%2526" in the URL, not "%26". With one
 *   layer of encoding, the router would turn it back into a delimiter.
 * - Builders never throw and never validate. Any input gives a well-formed path. An empty
 *   required segment is written as "-", because "//" would be collapsed by the double-slash rule
 *   (docs/behaviour/routes.md#route-handling) and then match another route. Data read back from URLs is checked by the
 *   `parse*` and `is*` functions, which take router param values.
 * - Known limitations of plain params, which no encoding can avoid:
 *   - Browsers remove a path segment that is exactly "." or "..", even when it is percent-encoded
 *     (WHATWG dot segments). So such a value (for example a search for "..") cannot be carried in
 *     a path.
 *   - After decoding, React Router turns any "%2F" left in a param into "/", so a value containing
 *     the literal text "%2F" reads back with a slash. Composite params are not affected.
 */

import { boundedMemo } from "./bounded-memo.ts";

type Id = string | number;

/** Longest decoded value accepted inside a composite param; anything longer is not ours. */
export const MAX_PARAM_VALUE_LENGTH = 200;

/** Written in place of an empty required segment, so the path keeps its segment count. */
export const EMPTY_SEGMENT = "-";

// A lone UTF-16 surrogate (half an emoji, say) makes encodeURIComponent throw; U+FFFD keeps builders total.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One path segment for a plain route param: encodeURIComponent that cannot throw. */
export function encodeSegment(value: Id): string {
  return encodeURIComponent(String(value).replace(LONE_SURROGATE, "\uFFFD"));
}

/** A required segment: encoded, or EMPTY_SEGMENT when empty, so that no "//" appears. */
export function requiredSegment(value: Id): string {
  return encodeSegment(value) || EMPTY_SEGMENT;
}

/** Escapes one value of a composite param: only its delimiters and the escape character itself. */
export function escapeValue(value: Id): string {
  return String(value).replace(/[%&=]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Path segment for a composite param value. "&" and "=" are legal in a path segment (RFC 3986
 * sub-delims), so they stay readable. A value's own "&" and "=" were already escaped to %26 and
 * %3D, and encoding makes those %2526 and %253D, which this replacement does not touch.
 */
export function compositeSegment(packed: string): string {
  return encodeSegment(packed).replace(/%26/g, "&").replace(/%3D/g, "=") || EMPTY_SEGMENT;
}

export function packPairs(pairs: ReadonlyArray<readonly [string, Id]>): string {
  return pairs.map(([key, value]) => `${key}=${escapeValue(value)}`).join("&");
}

function decodeValue(raw: string): string | null {
  try {
    const value = decodeURIComponent(raw);
    return value.length > MAX_PARAM_VALUE_LENGTH ? null : value;
  } catch {
    return null; // A stray "%" that is not an escape: not something a builder wrote.
  }
}

/** key=value&… → map. Null on unknown or repeated keys, a pair without "=", or a bad value. */
export function unpackPairs(packed: string, keys: readonly string[]): Map<string, string> | null {
  const out = new Map<string, string>();
  for (const pair of packed.split("&")) {
    const eq = pair.indexOf("=");
    if (eq < 1) return null;
    const key = pair.slice(0, eq);
    if (!keys.includes(key) || out.has(key)) return null;
    const value = decodeValue(pair.slice(eq + 1));
    if (value === null) return null;
    out.set(key, value);
  }
  return out;
}

/** a&b&c → ["a","b","c"], each decoded. Null if any part is empty or malformed. */
export function unpackList(packed: string): string[] | null {
  const parts = packed.split("&").map(decodeValue);
  return parts.every((p): p is string => p !== null && p !== "") ? parts : null;
}

// Canonical integers only ("-1", "0", "42"; not "007" or "-0"), so that parse and pack round-trip exactly.
const INTEGER = /^(?:0|-?[1-9]\d*)$/;

export function parseInteger(value: string | undefined): number | null {
  if (value === undefined || !INTEGER.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

// ---------------------------------------------------------------------------------------------
// Locale prefix and route hygiene
// ---------------------------------------------------------------------------------------------

/** docs/behaviour/routes.md#locale-prefixes URL strategy: "" for the default locale, "/es" or "/pt" otherwise; "/" maps to "/es", not "/es/". */
export function withLocalePrefix(path: string, prefix: string): string {
  const base = prefix.replace(/\/+$/, ""); // Accept "/", "/es/" as well as "" and "/es".
  const rooted = path.startsWith("/") ? path : `/${path}`;
  if (!base) return rooted;
  // The home path, bare or with a query or hash, takes no slash after the prefix: /es, /es?x, /es#y.
  return /^\/(?=[?#]|$)/.test(rooted) ? base + rooted.slice(1) : base + rooted;
}

/** docs/behaviour/routes.md#double-slashes: "//a///b/" → "/a/b/". Only the path part is touched; the query and hash are kept. */
export function collapseSlashes(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? "" : url.slice(cut);
  return path.replace(/\/{2,}/g, "/") + rest;
}

// docs/behaviour/accounts.md#safe-redirect: a slash, then letters, digits, @ - % _ ~ and /. The lookahead rejects "//host" (protocol-relative).
// The query and hash use a conservative URL character set. It has no whitespace or backslash, so a
// stored value cannot inject a header line or be read as "/\host" by lenient parsers.
const SAFE_REDIRECT =
  /^\/(?!\/)[A-Za-z0-9@\-%_~/]*(?:\?[A-Za-z0-9@\-%_~/?.=&+,:;!*'()$]*)?(?:#[A-Za-z0-9@\-%_~/?.=&+,:;!*'()$]*)?$/;

/** Longest stored redirect accepted; a real in-app path is far shorter. */
export const MAX_REDIRECT_LENGTH = 2048;

/**
 * docs/behaviour/accounts.md#safe-redirect stored redirect: a relative path starting with one slash, made of letters, digits, @ - % _ ~ /,
 * with an optional query and hash. Per the spec, a path with "=" or "&" (a packed feed `selected`)
 * is NOT safe, and the caller falls back to home.
 */
export function isSafeRedirect(path: unknown): path is string {
  return typeof path === "string" && path.length <= MAX_REDIRECT_LENGTH && SAFE_REDIRECT.test(path);
}

// ---------------------------------------------------------------------------------------------
// Fixed and account pages
// ---------------------------------------------------------------------------------------------

/** docs/behaviour/routes.md#home-page: the home page. */
export const HOME_PATH = "/";

/** docs/behaviour/routes.md#fixed-pages: every single-segment fixed page, as listed. */
export const FIXED_PAGE_PATHS = [
  "/404",
  "/aspis",
  "/coming_soon",
  "/discover",
  "/esportes",
  "/external",
  "/favorites",
  "/invalid_token",
  "/jej",
  "/new",
  "/notsupported",
  "/old",
  "/pwa",
  "/readlater",
  "/reset_password",
  "/site_redirect",
  "/sitemap",
  "/sports",
  "/timtv",
  "/tv",
  "/zoometv",
] as const;

/** docs/behaviour/routes.md#fixed-pages Fixed pages / docs/behaviour/errors.md#not-found: the 404 page. */
export const NOT_FOUND_PATH = "/404";
/** docs/behaviour/screens.md#coming-soon-page Other screens / docs/behaviour/errors.md#site-config-failure: where a failed site-config load redirects (302). */
export const COMING_SOON_PATH = "/coming_soon";
/** docs/behaviour/screens.md#invalid-token-page: the invalid-token page. */
export const INVALID_TOKEN_PATH = "/invalid_token";
/** docs/behaviour/routes.md#fixed-pages: /error/content_not_found. */
export const CONTENT_NOT_FOUND_PATH = "/error/content_not_found";
/** docs/behaviour/rewards.md#campaign-pages: the two campaign pages (case as in the spec). */
export const CAMPAIGN_PATHS = { eduka7: "/campaign/Eduka7", saudeiD: "/campaign/saudeiD" } as const;

/** docs/behaviour/accounts.md#account-pages: every account path. */
export const ACCOUNT_PATHS = {
  user: "/accounts/user",
  loginCallback: "/accounts/user?login=1",
  forgotPassword: "/accounts/user/forgotpassword",
  signedIn: "/accounts/user/signedin",
  signedOut: "/accounts/user/signedout",
  signupEmail: "/accounts/user/signup-email",
  signupPassword: "/accounts/user/signup-password",
  entities: "/accounts/user/signedin/entities",
  profile: "/accounts/user/signedin/profile",
  saved: "/accounts/user/signedin/saved",
} as const;

/** docs/behaviour/accounts.md#auth-redirect-targets, auth redirect targets: login, logout, home, login callback, profile. */
export const AUTH_REDIRECTS = {
  login: ACCOUNT_PATHS.user,
  logout: ACCOUNT_PATHS.signedOut,
  home: ACCOUNT_PATHS.user,
  callback: ACCOUNT_PATHS.loginCallback,
  profile: ACCOUNT_PATHS.signedIn,
} as const;

/** docs/behaviour/accounts.md#account-pages Account pages / docs/behaviour/accounts.md#page-guards Auth: a signed-in user at /accounts/user/signedin (or a visitor-only page) moves here. */
export const SIGNED_IN_HOME_PATH = ACCOUNT_PATHS.saved;

// ---------------------------------------------------------------------------------------------
// Feed
// ---------------------------------------------------------------------------------------------

/** docs/behaviour/routes.md#feed-pages: the four feeds. */
export const FEED_KINDS = ["headlines", "home", "myfeed", "recent"] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** docs/behaviour/content.md#feed-page-state: selected (context, id, name). */
export interface Selected {
  id: number;
  name: string;
  context: string;
}

const SELECTED_KEYS = ["id", "name", "context"] as const;

/** docs/behaviour/routes.md#feed-pages {selected}: id=…&name=…&context=… (a param value; values escape % & =). */
export function packSelected(selected: Selected): string {
  return packPairs([
    ["id", selected.id],
    ["name", selected.name],
    ["context", selected.context],
  ]);
}

/**
 * docs/behaviour/routes.md#feed-pages {selected}, read back from the router param. Keys may come in any order. The
 * result is null for a missing, unknown or repeated key, an id that is not a canonical integer
 * (e.g. "-1", "42"), an empty name or context, a value over MAX_PARAM_VALUE_LENGTH, or a bad escape.
 */
export function parseSelected(value: string): Selected | null {
  const pairs = unpackPairs(value, SELECTED_KEYS);
  if (!pairs) return null;
  const id = parseInteger(pairs.get("id"));
  const name = pairs.get("name");
  const context = pairs.get("context");
  if (id === null || !name || !context) return null;
  return { id, name, context };
}

/** docs/behaviour/routes.md#feed-pages: /feed/{kind} and /feed/{kind}/{selected}. */
export function feedPath(kind: FeedKind, selected?: Selected): string {
  return selected ? `/feed/${kind}/${compositeSegment(packSelected(selected))}` : `/feed/${kind}`;
}

/**
 * docs/behaviour/routes.md#feed-index-redirects, the selection: headlines and home → id=-1&name=home&context=hero;
 * myfeed → id=-1&name=all&context=all (literal, untranslated); recent → id=-1&name={translated All}&context=recent.
 */
export function feedIndexSelected(kind: FeedKind, translatedAll: string): Selected {
  switch (kind) {
    case "headlines":
    case "home":
      return { id: -1, name: "home", context: "hero" };
    case "myfeed":
      return { id: -1, name: "all", context: "all" };
    case "recent":
      return { id: -1, name: translatedAll, context: "recent" };
  }
}

/** docs/behaviour/routes.md#feed-index-redirects: the target of /feed/{kind}. Only "recent" needs the translated "All". */
export function feedIndexPath(kind: Exclude<FeedKind, "recent">): string;
export function feedIndexPath(kind: FeedKind, translatedAll: string): string;
export function feedIndexPath(kind: FeedKind, translatedAll = ""): string {
  return feedPath(kind, feedIndexSelected(kind, translatedAll));
}

/** docs/behaviour/routes.md#feed-index-redirects: the home index (and the PWA index, via home) go to the headlines hero. */
export const HOME_INDEX_REDIRECT = feedIndexPath("headlines");

// ---------------------------------------------------------------------------------------------
// Content pages
// ---------------------------------------------------------------------------------------------

/** docs/behaviour/content.md#content-pages: the type param. */
export type ContentType = "news_stories" | "videos";

/** docs/behaviour/content.md#content-pages: the post value that means "no proxy". */
export const NO_PROXY_POST = "noproxy";

/**
 * docs/behaviour/routes.md#page-titles "post pages (CENS alert, news story, video)": the post value of the carrier's
 * emergency alerts (CENS) — the links its alert messages carry open the story or video under
 * /cens/…, which is titled as an alert (decision 0090).
 */
export const CENS_ALERT_POST = "cens";

/** Whether a post page is a CENS alert: its post segment is `cens` (any case). */
export function isCensAlertPost(post: string | undefined): boolean {
  return post?.toLowerCase() === CENS_ALERT_POST;
}

export interface ArticleRef {
  post: string;
  type: ContentType;
  id: Id;
  category?: string;
  publisher?: string;
  slug?: string;
}

/**
 * docs/behaviour/content.md#content-pages. There is one canonical form per input, chosen by what is known, the most
 * descriptive first:
 * - category, publisher and slug: /{post}/{type}/{category}/{publisher}/{slug}/{id}
 * - slug only: /{post}/{type}/{id}/{slug}
 * - no slug: /{post}/{type}/web/{id}
 * Segments are percent-encoded as given. Make a slug from a title with `slugify`.
 */
export function articlePath(ref: ArticleRef): string {
  const head = `/${requiredSegment(ref.post)}/${ref.type}`;
  const id = requiredSegment(ref.id);
  if (ref.slug && ref.category && ref.publisher) {
    const category = encodeSegment(ref.category);
    const publisher = encodeSegment(ref.publisher);
    return `${head}/${category}/${publisher}/${encodeSegment(ref.slug)}/${id}`;
  }
  if (ref.slug) return `${head}/${id}/${encodeSegment(ref.slug)}`;
  return `${head}/web/${id}`;
}

/** Longest slug, so that long headlines do not make unwieldy URLs. */
export const MAX_SLUG_LENGTH = 80;

/**
 * docs/behaviour/content.md#content-pages {slugs}: lower case; accents removed (NFD, then the combining marks dropped); every run of
 * other characters made one "-"; trimmed of dashes; at most 80 characters. Only ASCII letters and
 * digits are kept, so the slug never needs encoding. Letters that NFD does not decompose (ß, ø, æ)
 * and emoji become dashes. The result may be "".
 */
function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, ""); // The cut may end on a dash.
}

/** Every card and link of a page slugs its headline: remembered, since the same stories repeat. */
export const slugify: (text: string) => string = boundedMemo(4000, slugOf);

// Search: core/search-urls.ts (its builders stay out of the pages' shared chunk, which holds this module).

// TV: core/tv-urls.ts (its builders stay out of the pages' shared chunk, which holds this module).

// Discover: core/discover-urls.ts (as search's and TV's builders, off the pages' shared chunk).

// ---------------------------------------------------------------------------------------------
// Dates (sports and sitemap)
// ---------------------------------------------------------------------------------------------

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// A route param is a string of digits (with no sign, space or decimal point); a caller's number must be an integer.
function toDatePart(value: number | string, maxDigits: number): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  return new RegExp(`^\\d{1,${maxDigits}}$`).test(value) ? Number(value) : null;
}

/** docs/behaviour/sports.md#sports-date: YYYY-MM-DD, zero-padded (year to 4 digits, month and day to 2). */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
}

/** docs/behaviour/sports.md#sports-date: true for a real calendar day written exactly YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isValidSitemapDate(match[1], match[2], match[3]);
}

// ---------------------------------------------------------------------------------------------
// Sports
// ---------------------------------------------------------------------------------------------

/** docs/behaviour/sports.md#sports-category-menu: a category (name, optional) and its id. The fixed menu entries use words in place of ids. */
export interface SportsTarget {
  name?: string;
  id: Id;
}

/** docs/behaviour/sports.md#sports-fixed-entries Sports fixed entry All: /sports/.../{translated All}/sports. */
export function sportsAllEntry(translatedAll: string): SportsTarget {
  return { name: translatedAll, id: "sports" };
}

/** docs/behaviour/sports.md#sports-fixed-entries Sports fixed entry Favorites: /sports/.../favorites (written as the id, like "sports" in the All entry). */
export const SPORTS_FAVORITES_ENTRY: Readonly<SportsTarget> = { id: "favorites" };
/** docs/behaviour/sports.md#sports-fixed-entries Sports fixed entry On going/live: /sports/.../live. */
export const SPORTS_LIVE_ENTRY: Readonly<SportsTarget> = { id: "live" };

// The present segments in order. An empty name is treated as absent: "/sports/scores//12" would be collapsed anyway.
function sportsSegments(name: string | undefined, id: Id | undefined, date?: string): string {
  const parts = [name, id, date].filter((p): p is Id => p !== undefined && p !== "");
  return parts.map(encodeSegment).join("/");
}

function joinPath(base: string, tail: string): string {
  return tail ? `${base}/${tail}` : base;
}

/**
 * docs/behaviour/sports.md#sports-pages Sports scores: /sports/scores/{name?}/{id?}/{date}. The date is YYYY-MM-DD (see `isoDate`).
 * Without a date, the segment is left out and the page shows today. The builder cannot know today.
 */
export function sportsScoresPath({ name, id, date }: { name?: string; id?: Id; date?: string } = {}): string {
  return joinPath("/sports/scores", sportsSegments(name, id, date));
}

/**
 * Where a section's entry in the menu and the footer leads: its row on the home, except Sports,
 * which is its own product (the day's scores) — and TV, its own page (docs/decisions/0073-tv-index-pages.md).
 */
export function sectionEntryPath(sectionKey: string): string {
  if (sectionKey === "sports") return sportsScoresPath();
  // The TV section has its own page (docs/decisions/0073-tv-index-pages.md): featured videos, live channels, the galleries.
  if (sectionKey === "tv") return "/tv";
  return `/#section-${sectionKey}`;
}

/** docs/behaviour/sports.md#sports-pages Sports scores, calendar form: /sports/scores/{name?}/{id?}/{date?}/calendar. */
export function sportsScoresCalendarPath({
  name,
  id,
  date,
}: {
  name?: string;
  id?: Id;
  date?: string;
} = {}): string {
  return `${joinPath("/sports/scores", sportsSegments(name, id, date))}/calendar`;
}

/** docs/behaviour/sports.md#sports-pages Sports standings: /sports/standings/{name?}/{id}. */
export function sportsStandingsPath({ name, id }: SportsTarget): string {
  return `/sports/standings/${sportsSegments(name, id) || EMPTY_SEGMENT}`;
}

/** docs/behaviour/sports.md#sports-pages Sports feed: /sports/feed/{name?}/{id}. */
export function sportsFeedPath({ name, id }: SportsTarget): string {
  return `/sports/feed/${sportsSegments(name, id) || EMPTY_SEGMENT}`;
}

// ---------------------------------------------------------------------------------------------
// Calendar and favorites
// ---------------------------------------------------------------------------------------------

/** docs/behaviour/sports.md#calendar-routes: {context?}/{id?}. An id needs its context, because one segment alone would be read as the context. */
export type CalendarTarget = { context?: undefined; id?: undefined } | { context: string; id?: Id };

function calendarTail({ context, id }: CalendarTarget): string {
  if (!context) return "";
  return id === undefined || id === ""
    ? encodeSegment(context)
    : `${encodeSegment(context)}/${encodeSegment(id)}`;
}

/** docs/behaviour/sports.md#calendar-routes: /calendar/{context?}/{id?}. */
export function calendarPath(target: CalendarTarget = {}): string {
  return joinPath("/calendar", calendarTail(target));
}

/** docs/behaviour/sports.md#calendar-routes: /calendar/standings/{context?}/{id?}. */
export function calendarStandingsPath(target: CalendarTarget = {}): string {
  return joinPath("/calendar/standings", calendarTail(target));
}

// Favorites: core/favorites-urls.ts (off the pages' shared chunk).

// ---------------------------------------------------------------------------------------------
// Sitemap
// ---------------------------------------------------------------------------------------------

/**
 * docs/behaviour/routes.md#sitemap: /sitemap, /sitemap/{year}, /sitemap/{year}/{month}, /sitemap/{year}/{month}/{day}.
 * The year is written as given (4 digits in practice). The month and day are zero-padded to 2
 * digits, so each page has one URL. Check the values first with `isValidSitemapDate`.
 */
export function sitemapPath(): string;
export function sitemapPath(year: number, month?: number): string;
export function sitemapPath(year: number, month: number, day: number): string;
export function sitemapPath(year?: number, month?: number, day?: number): string {
  if (year === undefined) return "/sitemap";
  if (month === undefined) return `/sitemap/${year}`;
  return day === undefined
    ? `/sitemap/${year}/${pad2(month)}`
    : `/sitemap/${year}/${pad2(month)}/${pad2(day)}`;
}

/**
 * docs/behaviour/routes.md#sitemap Sitemap params check. Integers, or digit strings as route params give them: year 1–9999 (up to
 * 4 digits), month 1–12 and day 1–28/29/30/31 (1 or 2 digits, so "2" and "02" both pass), with the
 * Gregorian leap-year rule. A day without a month, a sign, spaces or a decimal point → false.
 */
export function isValidSitemapDate(
  year: number | string,
  month?: number | string,
  day?: number | string,
): boolean {
  const y = toDatePart(year, 4);
  if (y === null || y < 1 || y > 9999) return false;
  if (month === undefined) return day === undefined;
  const m = toDatePart(month, 2);
  if (m === null || m < 1 || m > 12) return false;
  if (day === undefined) return true;
  const d = toDatePart(day, 2);
  return d !== null && d >= 1 && d <= daysInMonth(y, m);
}
