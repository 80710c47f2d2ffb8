/**
 * The route table (docs/behaviour/routes.md#route-forms): one entry per page, written once without locale prefixes. app/routes.ts
 * turns it into the route tree that the server mounts under each locale's basename. Later
 * capabilities add their pages here; routing/route-table.test.ts checks every entry in the three
 * locales.
 */
export type LayoutName = "default" | "dark" | "new" | "empty" | "no-container" | "not-supported" | "sports";

import type { AuthGuard } from "#core/account/auth-guard.ts";
import type { CatalogDomain } from "#core/i18n/translations.ts";
import type { MiddlewareName } from "./middleware.ts";

/** docs/behaviour/accounts.md#sign-in-and-sign-up: pages are guest-only, need login, or are exempt (see page-loader.ts). */
export type Guard = AuthGuard;

export type RouteEntry = {
  /** Unique route id, also the page name used by analytics and ads. */
  id: string;
  /** Path pattern without a leading slash; null for the home (index) route. */
  path: string | null;
  /** Page module, relative to app/. */
  file: string;
  layout: LayoutName;
  /** i18n key of the page title; omitted when the page sets its own (e.g. with a query). */
  titleKey?: string;
  /** Named middleware run before the page, after the defaults (docs/behaviour/routes.md#named-middleware). */
  middleware?: MiddlewareName[];
  /** Query keys whose change shows the loading bar (docs/behaviour/screens.md#page-loading-bar). */
  watchQuery?: string[];
  guard: Guard;
  /**
   * Anonymous responses are the same for every reader: sent with `Cache-Control: public, s-maxage…`
   * and kept in the server's page cache (server/http/pages/page-cache.ts), dropped when content changes.
   * Opt in only for pages whose HTML depends on the URL and the content alone (personal parts
   * must load after, in the browser); signed-in readers always bypass it.
   */
  cache?: boolean;
};

/**
 * Run before every page, in this order (docs/behaviour/routes.md#named-middleware). Double slashes are collapsed
 * before a request reaches any page, by the server (server/http/middleware/path-rules.ts).
 */
export const DEFAULT_MIDDLEWARE: MiddlewareName[] = ["logger", "route-tracker", "i18n"];

export const ROUTE_TABLE: RouteEntry[] = [
  {
    id: "home",
    cache: true,
    path: null,
    file: "home/HomePage.tsx",
    layout: "default",
    titleKey: "titles.home",
    guard: "exempt",
  },
  {
    id: "home-new",
    cache: true,
    path: "new",
    file: "home/HomePage.tsx",
    layout: "new",
    titleKey: "titles.home",
    guard: "exempt",
  },
  {
    id: "home-old",
    cache: true,
    path: "old",
    file: "home/HomePage.tsx",
    layout: "default",
    titleKey: "titles.home",
    guard: "exempt",
  },
  { id: "pwa", path: "pwa", file: "routing/redirects/PwaRedirect.tsx", layout: "empty", guard: "exempt" },
  {
    id: "feed-headlines-index",
    path: "feed/headlines",
    file: "routing/redirects/FeedIndexRedirect.tsx",
    layout: "empty",
    guard: "exempt",
  },
  {
    id: "feed-home-index",
    path: "feed/home",
    file: "routing/redirects/FeedIndexRedirect.tsx",
    layout: "empty",
    guard: "exempt",
  },
  {
    id: "feed-myfeed-index",
    path: "feed/myfeed",
    file: "routing/redirects/FeedIndexRedirect.tsx",
    layout: "empty",
    guard: "exempt",
  },
  {
    id: "feed-recent-index",
    path: "feed/recent",
    file: "routing/redirects/FeedIndexRedirect.tsx",
    layout: "empty",
    guard: "exempt",
  },
  {
    id: "feed-headlines",
    path: "feed/headlines/:selected",
    file: "feed/FeedPage.tsx",
    layout: "default",
    watchQuery: ["page"],
    guard: "exempt",
    // The same for every reader; /feed/home and /feed/myfeed are personal and never shared.
    cache: true,
  },
  {
    id: "feed-home",
    path: "feed/home/:selected",
    file: "feed/FeedPage.tsx",
    layout: "default",
    watchQuery: ["page"],
    guard: "exempt",
  },
  {
    id: "feed-myfeed",
    path: "feed/myfeed/:selected",
    file: "feed/FeedPage.tsx",
    layout: "default",
    watchQuery: ["page"],
    guard: "exempt",
  },
  {
    id: "feed-recent",
    path: "feed/recent/:selected",
    file: "feed/FeedPage.tsx",
    layout: "default",
    watchQuery: ["page"],
    guard: "exempt",
    // The same for every reader; /feed/home and /feed/myfeed are personal and never shared.
    cache: true,
  },
  {
    id: "not-found",
    path: "404",
    file: "errors/NotFoundPage.tsx",
    layout: "default",
    titleKey: "titles.notFound",
    guard: "exempt",
  },
  {
    id: "content-not-found",
    path: "error/content_not_found",
    file: "errors/ContentNotFoundPage.tsx",
    layout: "default",
    titleKey: "titles.contentNotFound",
    guard: "exempt",
  },
  // docs/behaviour/content.md#content-pages: three URL forms each for stories and videos; the page sets its own title.
  {
    id: "article-web",
    path: ":post/news_stories/web/:id",
    file: "article/ArticlePage.tsx",
    layout: "dark",
    guard: "exempt",
    cache: true,
  },
  {
    id: "article-slug",
    path: ":post/news_stories/:id/:slugs",
    file: "article/ArticlePage.tsx",
    layout: "dark",
    guard: "exempt",
    cache: true,
  },
  {
    id: "article-full",
    path: ":post/news_stories/:category/:publisher/:slugs/:id",
    file: "article/ArticlePage.tsx",
    layout: "dark",
    guard: "exempt",
    cache: true,
  },
  {
    id: "video-web",
    path: ":post/videos/web/:id",
    file: "article/VideoPage.tsx",
    layout: "dark",
    guard: "exempt",
    cache: true,
  },
  {
    id: "video-slug",
    path: ":post/videos/:id/:slugs",
    file: "article/VideoPage.tsx",
    layout: "dark",
    guard: "exempt",
    cache: true,
  },
  {
    id: "video-full",
    path: ":post/videos/:category/:publisher/:slugs/:id",
    file: "article/VideoPage.tsx",
    layout: "dark",
    guard: "exempt",
    cache: true,
  },
  // docs/behaviour/video-tv.md#tv-video-pages: a video on the TV pages, with the player, its countdown and the up-next list or
  // the gallery page. /tv/videos/{id} is the optional form with every optional segment left out.
  {
    id: "tv-video",
    path: "tv/videos/:post?/:category?/:title?/:id",
    file: "tv/TvVideoPage.tsx",
    layout: "dark",
    guard: "exempt",
    cache: true,
  },
  {
    id: "tv-post",
    path: "tv/:post/:id",
    file: "tv/TvVideoPage.tsx",
    layout: "dark",
    guard: "exempt",
    cache: true,
  },
  {
    id: "coming-soon",
    path: "coming_soon",
    file: "pages/ComingSoonPage.tsx",
    layout: "not-supported",
    titleKey: "titles.comingSoon",
    guard: "exempt",
  },
  {
    id: "not-supported",
    path: "notsupported",
    file: "pages/NotSupportedPage.tsx",
    layout: "not-supported",
    titleKey: "titles.notSupported",
    guard: "exempt",
  },
  {
    id: "invalid-token",
    path: "invalid_token",
    file: "pages/InvalidTokenPage.tsx",
    layout: "default",
    titleKey: "titles.invalidToken",
    guard: "exempt",
  },
  {
    id: "sitemap",
    cache: true,
    path: "sitemap",
    file: "sitemap/SitemapPage.tsx",
    layout: "default",
    titleKey: "sitemap.title",
    guard: "exempt",
  },
  // The deeper sitemap pages name their own title, which holds the date.
  {
    id: "sitemap-year",
    cache: true,
    path: "sitemap/:year",
    file: "sitemap/SitemapYearPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "sitemap-month",
    cache: true,
    path: "sitemap/:year/:month",
    file: "sitemap/SitemapMonthPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "sitemap-day",
    cache: true,
    path: "sitemap/:year/:month/:day",
    file: "sitemap/SitemapDayPage.tsx",
    layout: "default",
    watchQuery: ["page"],
    guard: "exempt",
  },
  {
    id: "external",
    path: "external",
    file: "pages/ExternalPage.tsx",
    layout: "default",
    titleKey: "titles.external",
    watchQuery: ["url"],
    guard: "exempt",
  },
  // docs/behaviour/accounts.md#account-pages; their guards are enforced by routing/page-loader.ts (docs/behaviour/accounts.md#page-guards).
  {
    id: "account-sign-in",
    path: "accounts/user",
    file: "account/SignInPage.tsx",
    layout: "default",
    titleKey: "account.titles.signIn",
    guard: "guest",
  },
  {
    id: "account-signup-email",
    path: "accounts/user/signup-email",
    file: "account/SignUpEmailPage.tsx",
    layout: "default",
    titleKey: "account.titles.signUp",
    guard: "guest",
  },
  {
    id: "account-signup-password",
    path: "accounts/user/signup-password",
    file: "account/SignUpPasswordPage.tsx",
    layout: "default",
    titleKey: "account.titles.signUpPassword",
    guard: "guest",
  },
  {
    id: "account-forgot-password",
    path: "accounts/user/forgotpassword",
    file: "account/ForgotPasswordPage.tsx",
    layout: "default",
    titleKey: "account.titles.forgotPassword",
    guard: "guest",
  },
  // The link of the reset e-mail; /reset_password is the spec's fixed page of the same form.
  {
    id: "account-reset-password",
    path: "accounts/user/reset_password",
    file: "account/ResetPasswordPage.tsx",
    layout: "default",
    titleKey: "account.titles.resetPassword",
    guard: "exempt",
  },
  {
    id: "reset-password",
    path: "reset_password",
    file: "account/ResetPasswordPage.tsx",
    layout: "default",
    titleKey: "account.titles.resetPassword",
    guard: "exempt",
  },
  {
    id: "account-signed-out",
    path: "accounts/user/signedout",
    file: "account/SignedOutPage.tsx",
    layout: "default",
    titleKey: "account.titles.signedOut",
    guard: "exempt",
  },
  {
    // Personal (a guest's list is in the browser, a reader's on the server): never in the page
    // cache. Its title is the page's own (PageTitle): every byte of the route meta is on every page.
    id: "readlater",
    path: "readlater",
    file: "read-later/ReadLaterPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "account-signed-in",
    path: "accounts/user/signedin",
    file: "account/SignedInIndex.tsx",
    layout: "default",
    guard: "login",
  },
  {
    id: "account-saved",
    path: "accounts/user/signedin/saved",
    file: "account/SavedPage.tsx",
    layout: "default",
    titleKey: "account.titles.saved",
    guard: "login",
  },
  {
    id: "account-entities",
    path: "accounts/user/signedin/entities",
    file: "account/EntitiesPage.tsx",
    layout: "default",
    titleKey: "account.titles.entities",
    guard: "login",
  },
  {
    id: "account-profile",
    path: "accounts/user/signedin/profile",
    file: "account/ProfilePage.tsx",
    layout: "default",
    titleKey: "account.titles.profile",
    guard: "login",
  },
  {
    id: "site-redirect",
    path: "site_redirect",
    file: "pages/SiteRedirectPage.tsx",
    layout: "empty",
    guard: "exempt",
  },
  // Sports (docs/behaviour/sports.md#sports-pages, "Calendar"): splat routes keep the optional segments to one entry
  // each (an optional segment doubles the router's work); the pages parse the segments themselves.
  // Favourites (docs/decisions/0064-favourites-in-the-browser.md): personal pages, never cached.
  {
    id: "favorites",
    path: "favorites",
    file: "favorites/FavoritesPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "favorites-view",
    path: "favorites/:name/:tab",
    file: "favorites/FavoritesViewPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "favorites-view-selected",
    path: "favorites/:name/:selected/:tab",
    file: "favorites/FavoritesViewPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  { id: "sports", path: "sports", file: "sports/ScoresPage.tsx", layout: "sports", guard: "exempt" },
  { id: "esportes", path: "esportes", file: "sports/ScoresPage.tsx", layout: "sports", guard: "exempt" },
  {
    id: "sports-scores",
    path: "sports/scores/*",
    file: "sports/ScoresPage.tsx",
    layout: "sports",
    guard: "exempt",
  },
  {
    id: "sports-standings",
    path: "sports/standings/*",
    file: "sports/StandingsPage.tsx",
    layout: "sports",
    guard: "exempt",
  },
  {
    id: "sports-feed",
    path: "sports/feed/*",
    file: "sports/SportsFeedPage.tsx",
    layout: "sports",
    guard: "exempt",
  },
  { id: "calendar", path: "calendar/*", file: "sports/CalendarPage.tsx", layout: "sports", guard: "exempt" },
  {
    id: "calendar-standings",
    path: "calendar/standings/*",
    file: "sports/CalendarStandingsPage.tsx",
    layout: "sports",
    guard: "exempt",
  },
  {
    id: "calendar-event",
    path: "calendar/sporting_events/:id",
    file: "sports/EventPage.tsx",
    layout: "sports",
    guard: "exempt",
  },
  // Discover (docs/behaviour/discover.md#discover-pages, docs/behaviour/discover.md#discovery): the tree, its drill-down forms and the Olympic
  // node's. A static "olympic" outranks a {breadcrumb}, "label" a {feed}. A {breadcrumb} ending
  // with the Olympic node goes to /discover/olympic (the `olympic` middleware).
  {
    id: "discover",
    path: "discover",
    file: "discover/DiscoverPage.tsx",
    layout: "default",
    titleKey: "discover.title",
    guard: "exempt",
  },
  {
    id: "discover-olympic",
    path: "discover/olympic/:feed?/:id?",
    file: "discover/DiscoverPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "discover-label",
    path: "discover/:breadcrumb/label/:id?",
    file: "discover/DiscoverPage.tsx",
    layout: "default",
    middleware: ["olympic"],
    watchQuery: ["page"],
    guard: "exempt",
  },
  {
    id: "discover-node",
    path: "discover/:breadcrumb/:feed?/:id?",
    file: "discover/DiscoverPage.tsx",
    layout: "default",
    middleware: ["olympic"],
    watchQuery: ["page"],
    guard: "exempt",
  },
  // Search (docs/decisions/0069-search-pages-and-header-dropdown.md, docs/behaviour/search.md#search-pages): the form (a plain GET form's ?q= redirects to the free-text
  // URL), the trending page, and the results of a free-text or an entity search. A static "trending"
  // outranks a {sort}. Not in the page cache: the API counts every search it answers for trending.
  // The pages name their own titles (a results title holds the query), and optional segments keep
  // the entries few: the route meta that every page's JavaScript carries says only their catalog.
  {
    id: "search",
    path: "search/:sort?",
    file: "search/SearchFormPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "search-trending",
    path: "search/trending/:query?",
    file: "search/TrendingPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "search-results",
    path: "search/:sort/:query",
    file: "search/SearchResultsPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "search-entity",
    path: "search/:sort/:type/:key",
    file: "search/SearchResultsPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  // TV (decision 0073): the TV page, the gallery by category (?page&publisher) and the
  // live-event calendar under /tv (two segments, so they never meet /tv/{post}/{id} or
  // /tv/videos/{id}), the carrier's and the media group's channel pages and a live channel. Every
  // page but the calendar (the reader's zone, from a cookie) is the same for every reader.
  {
    id: "tv",
    cache: true,
    path: "tv",
    file: "tv/TvHomePage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "tv-gallery",
    cache: true,
    path: "tv/gallery/:category?",
    file: "tv/TvGalleryPage.tsx",
    layout: "default",
    watchQuery: ["page", "publisher"],
    guard: "exempt",
  },
  {
    id: "tv-calendar",
    path: "tv/calendar",
    file: "tv/TvCalendarPage.tsx",
    layout: "default",
    watchQuery: ["sport", "channel"],
    guard: "exempt",
  },
  {
    id: "timtv",
    cache: true,
    path: "timtv",
    file: "tv/TvChannelsPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  {
    id: "zoometv",
    cache: true,
    path: "zoometv",
    file: "tv/TvChannelsPage.tsx",
    layout: "default",
    guard: "exempt",
  },
  // A live channel: its player reaches both edges of a phone's screen (the no-container layout).
  {
    id: "timtv-channel",
    cache: true,
    path: "timtv/:name",
    file: "tv/TvChannelPage.tsx",
    layout: "no-container",
    guard: "exempt",
  },
  // The legal pages of the footer (docs/decisions/0059-brand-legal-pages-meta-description.md); their ids are their paths (core/site/legal-pages.ts).
  // Their old addresses, /about.html…, redirect here before routing (server/http/middleware/path-rules.ts).
  ...(["about", "privacy_policy", "terms_and_conditions"] as const).map(
    (page): RouteEntry => ({
      id: page,
      cache: true,
      path: page,
      file: "pages/LegalPage.tsx",
      layout: "default",
      titleKey: `legal.${page}.title`,
      guard: "exempt",
    }),
  ),
  // docs/behaviour/rewards.md#campaign-pages: the rewards campaigns' landing pages, as the operator fills them (app/rewards/).
  ...(
    [
      ["Eduka7", "campaign/Eduka7"],
      ["saudeiD", "campaign/saudeiD"],
      ["jej", "jej"],
      ["aspis", "aspis"],
    ] as const
  ).map(
    ([landing, path]): RouteEntry => ({
      id: `campaign-${landing}`,
      path,
      file: "rewards/CampaignPage.tsx",
      layout: "new",
      guard: "exempt",
    }),
  ),
];

/**
 * The translation domains a route's page shows besides the general catalog: the account pages
 * (app/account/), every page of the sports layout, the stories' pages (home, feeds, articles) and
 * the other pages (sitemap, Discover, external link, unsupported browser, coming soon, legal pages),
 * the search pages. The browser loads only those
 * (app/i18n/load-catalog.ts); scripts/check-budgets.ts counts them per route.
 */
export function catalogDomainsOf(entry: RouteEntry): CatalogDomain[] {
  const domains: CatalogDomain[] = [];
  // The read-later texts are the account's (its saved stories page shows the same list). /readlater
  // does not list them: its list is the browser's, rendered after hydration, which loads them
  // (useI18n), and the route meta it would need is on every page's first load.
  // The invalid-token page is the password reset's: its texts are the account domain's.
  if (entry.file.startsWith("account/") || entry.file === "pages/InvalidTokenPage.tsx")
    domains.push("account");
  if (entry.layout === "sports") domains.push("sports");
  // A live channel's page plays its stream in the article page's player, whose texts are the stories'.
  if (/^(home|feed|article)\//.test(entry.file) || entry.file === "tv/TvChannelPage.tsx")
    domains.push("stories");
  if (/^(sitemap\/|discover\/|pages\/(External|NotSupported|ComingSoon|Legal)Page)/.test(entry.file))
    domains.push("pages");
  // The Favourites pages, and the account's list of follows and alerts.
  if (entry.file.startsWith("favorites/") || entry.file === "account/EntitiesPage.tsx")
    domains.push("favorites");
  if (entry.file.startsWith("search/")) domains.push("search");
  if (entry.file.startsWith("tv/")) domains.push("tv");
  if (entry.file.startsWith("rewards/")) domains.push("rewards");
  return domains;
}

export function routeEntry(id: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((entry) => entry.id === id);
}

/**
 * The pattern React Router gives a page's loader (`args.pattern`, its matched routes' paths
 * joined): "/" for the home, "a/:b" for the others (no layout or root adds a segment).
 */
export function patternOf(entry: Pick<RouteEntry, "path">): string {
  return entry.path ?? "/";
}

const BY_PATTERN = new Map(ROUTE_TABLE.map((entry) => [patternOf(entry), entry]));

/**
 * The entry of the page a loader or action runs for, from the route pattern React Router matched:
 * a page module serving several entries (the feed kinds, the article forms) needs no id of its own.
 */
export function routeEntryOfPattern(pattern: string): RouteEntry | undefined {
  return BY_PATTERN.get(pattern);
}
