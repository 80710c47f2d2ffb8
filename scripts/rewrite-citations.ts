/**
 * Rewrites the comments that cite the outside product specification ("spec §N", "§N Sitemap") or
 * an issue tracker number ("issue N") so they point inside the repository: a rule of
 * docs/behaviour/<page>.md#<anchor>, or a decision record under docs/decisions.
 *
 *   npx tsx scripts/rewrite-citations.ts           rewrite the files, then report
 *   npx tsx scripts/rewrite-citations.ts --check   change nothing; exit 1 when something would change
 *
 * Deterministic and re-runnable: the mapping is the tables below (a spec section plus the words
 * the comment gives next to it, else the file's domain, else the section's own page), and a
 * rewritten comment has nothing left to rewrite. Only comments (found by TypeScript's scanner) and
 * the titles of tests are touched, never another string or a JSX text; in docs/decisions the whole
 * text is, spec citations only (a record's issues are its history).
 * Anything left that could not be mapped is listed at the end (scripts/citations.test.ts fails on
 * it).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The folders whose source comments are rewritten, and the kinds of file. */
export const SOURCE_ROOTS = ["app", "core", "server", "demo", "scripts", "bench", "tests"];
export const SOURCE_EXTENSIONS = [".ts", ".tsx", ".js", ".cjs", ".css"];
/** Records are Markdown: their whole text is rewritten, spec citations only. */
export const DECISIONS_FOLDER = "docs/decisions";
const SKIPPED = new Set(["node_modules", "build", "fixtures", ".react-router", "test-results"]);

/** A spec citation's target: `page.md#anchor` under docs/behaviour. */
type Target = string;
/** [words next to the citation, target]: the first whose pattern matches wins. */
type Rule = readonly [RegExp, Target];

// ---------------------------------------------------------------------------------------------
// The mapping table. For each spec section: rules on the words the comment gives right after the
// citation (the subsection it names, or what it quotes), then on the words before it; rules on
// the file's path; and the section's page when nothing more precise is said.
// ---------------------------------------------------------------------------------------------

const SECTION_RULES: Record<number, readonly Rule[]> = {
  1: [
    [/cookie|365/i, "routes.md#locale-cookie"],
    [/URL strategy|prefix|default|detection|locale|language/i, "routes.md#locale-prefixes"],
    [/section|label/i, "content.md#sections"],
    [/site id|763|brand|carrier/i, "routes.md#site-identity"],
    [/calendar/i, "sports.md#calendar-screens"],
    [/offline/i, "offline-push.md#service-worker"],
  ],
  2: [
    [/Sitemap/i, "routes.md#sitemap"],
    [/index redirect/i, "routes.md#feed-index-redirects"],
    [/password-reset link|link that expired/i, "screens.md#invalid-token-page"],
    [/Favourites picker|picker/i, "favorites.md#favourites-picker"],
    [/Home feed|score strip|hero|recommender/i, "screens.md#home-feed"],
    [/share of progress|30 for a route/i, "screens.md#loading-bar-shares"],
    [/loading bar|progress bar/i, "screens.md#page-loading-bar"],
    [/chunk/i, "screens.md#chunk-load-failures"],
    [/error page|fails, a fallback|large status/i, "screens.md#error-page"],
    [/dark/i, "screens.md#dark-layout"],
    [/Page titles|period and h|page's title|titles/i, "routes.md#page-titles"],
    [/middleware/i, "routes.md#named-middleware"],
    [/double.slash|"\/\/a/i, "routes.md#double-slashes"],
    [/validity|false shows the 404|own check|validate/i, "routes.md#page-validity"],
    [/Screens and routes|scroll/i, "routes.md#scroll-on-navigation"],
    [/Auth redirect|login callback|login=1|remembered|page to return/i, "accounts.md#auth-redirect-targets"],
    [/Account pages|\/accounts\/user|signedin/i, "accounts.md#account-pages"],
    [/trending/i, "search.md#search-pages"],
    [/free text/i, "search.md#free-text-search"],
    [/favourite entity|\{key\}/i, "search.md#entity-search"],
    [/"Search"|\bSearch\b|\/search/, "search.md#search-pages"],
    [/gallery form/i, "video-tv.md#tv-gallery-form"],
    [/\/timtv|\/zoometv|live channel/i, "video-tv.md#tv-fixed-pages"],
    [/\bTV\b|\/tv/, "video-tv.md#tv-video-pages"],
    [/Olympic|Tokyo/i, "discover.md#olympic-node"],
    [/Drill-down|label node|profile or entity node|breadcrumb|node/i, "discover.md#drill-down-forms"],
    [/Discover/i, "discover.md#discover-pages"],

    [/"new" layout|: new\b|new variant/i, "screens.md#new-layout"],
    [/empty\)|: empty|no-container/i, "screens.md#empty-and-no-container-layouts"],
    [/: sports|Sports layout|two-thirds|top ad banner/i, "screens.md#sports-layout"],
    [/not-supported layout/i, "screens.md#not-supported-layout"],
    [/1278|hamburger|menu is forced/i, "screens.md#hamburger-menu"],
    [/Layouts|search dropdown|bottom ad|footer|header/i, "screens.md#default-layout"],
    [/date|YYYY/i, "sports.md#sports-date"],
    [/fixed entr|All\/sports|\/live\b/i, "sports.md#sports-fixed-entries"],
    [/Categor|menu/i, "sports.md#sports-category-menu"],
    [/top bar|Scores and Standings|refresh/i, "sports.md#sports-top-bar"],
    [/Sports|\/sports/i, "sports.md#sports-pages"],
    [/Calendar/i, "sports.md#calendar-routes"],
    [/Favorites|Favourites|\/favorites/i, "favorites.md#favourites-pages"],
    [
      /Content pages|news_stories|\/videos\/|post value|type param|\{slugs\}|noproxy|clickid/i,
      "content.md#content-pages",
    ],
    [/login popup|popup asking|asking for login|need an account/i, "screens.md#login-popup"],
    [/invalid.token/i, "screens.md#invalid-token-page"],
    [/coming.soon|contact-us|campaign landing|site-config|302/i, "screens.md#coming-soon-page"],
    [/\/campaign|campaign/i, "rewards.md#campaign-pages"],
    [/Internet Explorer|Edge|not.supported/i, "screens.md#not-supported-page"],
    [/data.sav|external link|\/external/i, "screens.md#data-saver-popup"],
    [/adblock/i, "screens.md#adblocker-popup"],
    [/notification|cookie/i, "screens.md#cookie-and-notification-prompts"],
    [/event detail|event page|standings/i, "sports.md#calendar-screens"],
    [/read.later|\/readlater|saved for later/i, "read-later.md#read-later-list"],
    [/error page|fails, a fallback|status/i, "screens.md#error-page"],
    [/\b404\b|not found/i, "screens.md#not-found-page"],
    [/home page|\bhome\b/i, "routes.md#home-page"],
    [/Feed pages|\/feed\/|\{selected\}|\bfeed/i, "routes.md#feed-pages"],
    [/Fixed pages|fixed page|single-segment/i, "routes.md#fixed-pages"],
    [/Route handling/i, "routes.md#route-handling"],
  ],
  3: [
    [/Social login user info|about, name/i, "accounts.md#social-login"],
    [/Session id|PSID/i, "platform.md#psid"],
    [/Local storage entry/i, "platform.md#local-storage-entry"],
    [/RewardsDoneArticle|rewards.?program/i, "rewards.md#program-storage"],
    [/Local storage|storage key|keys|prefixed|site's name/i, "platform.md#local-storage-keys"],
    [/template\.ads|\bads\b|ad tag/i, "consent-ads-analytics.md#ad-entries"],
    [
      /Site configuration|site config|about_url|legal|favicon|branding|privacy/i,
      "platform.md#site-configuration",
    ],
    [/Meta image|400/i, "content.md#meta-image"],
    [/Score statuses|statuses|interrupted|walkover|postponed/i, "sports.md#score-statuses"],
    [/Countdown states|countdown states|upcoming, running|running, expired/i, "sports.md#countdown-states"],
    [/TV state|nextObj|nextCanceled|volume|isMuted|mute|gallery|"showing"|"hidden"/i, "video-tv.md#tv-state"],
    [/Search state|advance|freeform|\btype\b/i, "search.md#search-state"],
    [/Rewards state|conditions|`done`|clickid|program/i, "rewards.md#rewards-state"],
    [/Notification state/i, "offline-push.md#notification-state"],
    [/Route analytics state|Analytics page state|analytics/i, "consent-ads-analytics.md#analytics-state"],
    [/Feed page state/i, "content.md#feed-page-state"],
    [/Read-later list/i, "read-later.md#read-later-list"],
    [/Like list/i, "read-later.md#likes"],
    [/Favourite topic node|topic node|node/i, "discover.md#topic-node"],
    [/Calendar event|event|scores|status/i, "sports.md#calendar-event"],
    [/Sport\/category|category|has_standings|league/i, "sports.md#sport-category"],
    [/Follow/i, "favorites.md#follow"],
    [/scope|permission/i, "accounts.md#permissions"],
    [/Auth state|loggedIn/i, "accounts.md#signed-in-state"],
    [/User|short_name|common_name|camel|e-mail/i, "accounts.md#user-record"],
    [
      /Article or media|article|publisher|media event|verticals|photos|tag|story|\{url\}/i,
      "content.md#article",
    ],
    [/Route parameters|param/i, "routes.md#route-parameters"],
  ],
  4: [
    [/follows.{0,40}guest|guest.{0,40}follows/i, "favorites.md#guest-follows"],
    [/Local storage expiry|expiry|expire|14 days|12 h|\b3 h\b/i, "platform.md#local-storage-expiry"],
    [/Social login|state value/i, "accounts.md#social-login"],
    [/guest-only|exempt|guard|protected|visitor-only/i, "accounts.md#page-guards"],
    [/remember/i, "accounts.md#remembered-page"],
    [/sign-out|sign out|signed out|removal|removed|401|logout|cleared/i, "accounts.md#sign-out-and-removal"],
    [/naming|inverted.*logged|logged-in s|user record is empty/i, "accounts.md#signed-in-state"],
    [/Auth errors|listeners/i, "accounts.md#auth-errors"],
    [/sign-in|sign-up|busy|login runs|Auth and session|session/i, "accounts.md#sign-in-and-sign-up"],
    [/Service worker|swUpdated/i, "offline-push.md#service-worker"],
    [/Events lists|Load more|day filter|end-of-list|page counter/i, "sports.md#events-lists"],
    [/visible slice|per\*page|visible/i, "read-later.md#visible-slice"],
    [/marked offline|offline item/i, "read-later.md#offline-items"],
    [/Read later|\/readlater|login popup/i, "read-later.md#read-later-list"],
    [/Connectivity|prefetch|idle|2g|online|offline/i, "offline-push.md#connectivity"],
    [/guest|unsaved|not yet saved|pushed to the server|one call/i, "favorites.md#guest-follows"],
    [/push_on|subscribe|alerts/i, "favorites.md#follow-alerts"],
    [/Following|follow/i, "favorites.md#following"],
    [/Discovery|breadcrumb|crumb|called|500 ms/i, "discover.md#discovery"],
    [/Infinite scroll|appended|prepend|direction|loaded down/i, "content.md#infinite-scroll-feed"],
    [/video source|YouTube|m3u8|HLS|mp4|muted/i, "content.md#video-source"],
    [/Article loading|default News/i, "content.md#article-loading"],
    [/"Search"|\bSearch\b|new query|fewer than 15/, "search.md#new-query"],
    [/gallery/i, "video-tv.md#tv-gallery"],
    [
      /\bTV\b|countdown|reset overlay|nextCanceled|Cancel|Restart|next video/,
      "video-tv.md#next-video-countdown",
    ],
    [/Progress|ratio|percent/i, "rewards.md#progress"],
    [/Completion|complete/i, "rewards.md#completion"],
    [/Each condition|condition|\b33\b|up_december|utm_campaign/i, "rewards.md#conditions"],
    [/claim/i, "rewards.md#claiming"],
    [/icon|jj_december|share-marketing/i, "rewards.md#icon-and-flags"],
    [/clickid|program|key a program/i, "rewards.md#program-storage"],
    [/Read and shared|read story|recorded|10 s|100 ms/i, "rewards.md#reads-and-shares"],
    [/Rewards|campaign/i, "rewards.md#conditions"],
    [/in-page|notice|toast|message and a status/i, "offline-push.md#in-page-notices"],
    [/Push and notifications|token|push/i, "offline-push.md#push-token"],
    [/page.view|label|logged/i, "consent-ads-analytics.md#page-view-labels"],
    [/Route analytics|dataLess|tag manager|queued|analytics/i, "consent-ads-analytics.md#route-analytics"],
    [/Banner ad|banner|ad slot|desktopinpagebillboard/i, "consent-ads-analytics.md#banner-ad"],
    [/Data fetching|pending/i, "screens.md#data-fetching"],
  ],
  5: [
    [/Rewards form/i, "rewards.md#rewards-form"],
    [/Password|8 char|confirm/i, "accounts.md#password-rules"],
    [/redirect|relative path|safe|letters, digits/i, "accounts.md#safe-redirect"],
    [/search|query|autocomplete|lower-cased|entity search|URL-encoded/i, "search.md#query-rules"],
    [/Duplicate follows|follows/i, "favorites.md#following"],
    [/duplicate feed|merged|same id/i, "content.md#duplicate-items"],
    [/PSID|psid|cookie/i, "platform.md#psid"],
    [/video, link and photo|First-level/i, "content.md#article"],
    [/ad tag|parser|punctuation|Infinity|numeric/i, "consent-ads-analytics.md#ad-tag-parser"],
    [/Sign-up|sign-up e-mail/i, "accounts.md#sign-in-and-sign-up"],
    [/e-mail|email/i, "accounts.md#e-mail-rules"],
  ],
  6: [
    [/permission|scope/i, "accounts.md#permissions"],
    [/Likes/i, "read-later.md#likes"],
    [
      /post-based|get-based|body|anonymous|guest|offline follows|local storage|default follows|header|PSID/i,
      "accounts.md#guest-and-account-endpoints",
    ],
    [/signed-in area|\/accounts\/user/i, "accounts.md#visitors-and-signed-in-readers"],
  ],
  7: [
    [/site\/config|site configuration/i, "platform.md#site-configuration"],
    [/facebook|social|provider/i, "accounts.md#social-login"],
    [
      /Site and auth|auth\/|sign_in|sign_out|auth\/password|Bearer|\/api\/auth|\bauth\b|accounts/i,
      "accounts.md#account-api",
    ],
    [/sporting_events|related_leagues|Events and standings|standings|events/i, "sports.md#events-calls"],
    [
      /site\/discover|site\/favorites|autocomplete|\bac\?|Discover tree|favourites picker/i,
      "discover.md#discover-calls",
    ],
    [/tim-tv|live video|gallery/i, "video-tv.md#live-video-call"],
    [/Related articles|related/i, "content.md#related-articles"],
    [/media\/|frequency|offset/i, "content.md#media-call"],
    [/content\/search|search/i, "search.md#search-call"],
    [/whoami/i, "favorites.md#whoami-call"],
    [/\blike\b|unlike|likes/i, "read-later.md#likes"],
    [/profiles\/\{context\}\/\{id\}`|profile/i, "content.md#profile-call"],
    [/follows|Follows and likes/i, "favorites.md#follows-calls"],
    [/no time-?out|time-?out by default|retries|backoff/i, "platform.md#request-behaviour"],
    [/hero|feed|personali[sz]ed|recommend|Feeds and discovery/i, "content.md#feed-calls"],
    [/tagger\/reward|reward/i, "rewards.md#claiming"],
    [/HEAD probe|ad.?block/i, "consent-ads-analytics.md#ad-blocker"],
    [/tagger\/analytics|\/trk|analytics|tracking|click/i, "consent-ads-analytics.md#analytics-calls"],
    [/manifest/i, "offline-push.md#web-app-manifest"],
    [/sw\.js|service worker/i, "offline-push.md#service-worker"],
    [/ad scripts|publisher-tag|session-replay/i, "consent-ads-analytics.md#ad-scripts"],
    [/retr|time-?out|Request behaviour|backoff/i, "platform.md#request-behaviour"],
    [/psid|max age|session cookie/i, "platform.md#psid"],
    [/chunk|_ipx|image|Platform|Cloud/i, "platform.md#platform-calls"],
    [
      /same-origin|Sec-Fetch|form POST|header|site-uuid|app_version|device_type|XSRF|api\/v[34]|prefix|version|no-store|200/i,
      "platform.md#default-headers",
    ],
  ],
  8: [
    [/Email and Password|Username and Password|Email not found|Not a valid/i, "accounts.md#login-texts"],
    [/Unknown middleware/i, "errors.md#unknown-middleware"],
    [/chunk|stylesheet|CSS/i, "errors.md#chunk-failures"],
    [/Site.config|coming_soon/i, "errors.md#site-config-failure"],
    [/forced sign-out|Generic Error/i, "accounts.md#forced-sign-out"],
    [/Password|Passwords/, "accounts.md#password-rules"],
    [/422|sign-up|reset|expired|resend|token expired/i, "accounts.md#sign-up-and-reset-texts"],
    [
      /login|sign-in|Email and Password|Username|Email not found|Not a valid|account/i,
      "accounts.md#login-texts",
    ],
    [/subscri|favoriting|Follow|article's tag/i, "favorites.md#follow-notices"],
    [/Query cannot be empty|empty query/i, "search.md#query-rules"],
    [/Search/i, "search.md#search-failure"],
    [/Related/i, "content.md#related-articles"],
    [/Feed fetch|feed/i, "content.md#feed-calls"],
    [/\bLike/i, "read-later.md#likes"],
    [/claim/i, "rewards.md#claiming"],
    [/Reward|rewards/i, "rewards.md#rewards-messages"],
    [/Whoami/i, "favorites.md#whoami-call"],
    [/Token failure|push token|token/i, "offline-push.md#push-token"],
    [/Service-worker|service worker/i, "offline-push.md#service-worker"],
    [/Image-metadata|image|size cannot be read|0 × 0/i, "content.md#image-metadata"],
    [/HTTP client|Network Error|Request aborted|time-?out/i, "platform.md#request-behaviour"],
    [/HTTP 500|logged only|only logged/i, "errors.md#logged-only"],
    [/Missing scripts|JavaScript/i, "screens.md#missing-scripts"],
    [/Sports texts|No games|no table|ongoing/i, "sports.md#sports-texts"],
    [/Unsupported browser|Internet Explorer|Edge/i, "screens.md#not-supported-page"],
    [/Article|media array|Empty media/i, "errors.md#article-failures"],
    [/could not be found|no route|unmatched|not.found page|404 page/i, "errors.md#not-found"],
    [/status|page-data|error page|own error|message/i, "errors.md#page-data-errors"],
  ],
  9: [
    [/Viewport/i, "platform.md#viewport-height"],
    [/Rewards|50 MB|\b33\b|reward|December|up_december|articles to read/i, "limits.md#rewards-limits"],
    [/Next-video|countdown/i, "limits.md#timers"],
    [/Locale cookie|365/i, "limits.md#locale-cookie-limits"],
    [/Loading bar|throttle/i, "limits.md#loading-bar-limits"],
    [/1278|Wide-screen|desktop/i, "limits.md#wide-screen"],
    [/chunk|120000|Reload guard|60000/i, "limits.md#chunks-and-reloads"],
    [/Storage expiry|expiry/i, "limits.md#storage-limits"],
    [/Password|8 char/i, "limits.md#password-minimum"],
    [/Remote config/i, "limits.md#remote-config"],
    [/Meta image|\b400|breakpoint|Placeholder|icon|image|24 × 24|star/i, "limits.md#images"],
    [
      /Theme colou?r|#102245|Site title|ICARO|description|Runtime config|data saving|coming_soon|brand/i,
      "limits.md#brand",
    ],
    [
      /probe|3500|Analytics retry|250|prefetch|2000|Discovery history|minimum (display )?delay|200 ms|Unsupported-browser|100 ms|timer|queue|page views/i,
      "limits.md#timers",
    ],
    [
      /page size|\bper\b|Follows fetch|Autocomplete|Search page|Related|N=20|gallery|Media fetch|frequency|Feed defaults|\b120\b|\b15\b|day offset|`d`|0,1|individual feed|five a page/i,
      "limits.md#page-sizes",
    ],
    [/site id|763|API version|api\/v3|Token type|Bearer/i, "limits.md#site-and-api"],
  ],
};

/** [section, the file's path, target]: when the comment's words say nothing more precise. */
const PATH_RULES: readonly (readonly [number, RegExp, Target])[] = [
  [1, /i18n|locale/i, "routes.md#locale-prefixes"],
  [2, /\/tv|tv[-.]/i, "video-tv.md#tv-video-pages"],
  [2, /search/i, "search.md#search-pages"],
  [2, /sports|calendar/i, "sports.md#sports-pages"],
  [2, /discover/i, "discover.md#discover-pages"],
  [2, /favou?rite/i, "favorites.md#favourites-pages"],
  [2, /account|auth/i, "accounts.md#account-pages"],
  [2, /article|content/i, "content.md#content-pages"],
  [2, /feed|home/i, "routes.md#feed-pages"],
  [2, /layout/i, "screens.md#default-layout"],
  [2, /loading-?bar/i, "screens.md#page-loading-bar"],
  [2, /error/i, "screens.md#error-page"],
  [2, /sitemap/i, "routes.md#sitemap"],
  [2, /read-later/i, "read-later.md#read-later-list"],
  [2, /reward|campaign/i, "rewards.md#campaign-pages"],
  [3, /\/tv|tv[-.]/i, "video-tv.md#tv-state"],
  [3, /search/i, "search.md#search-state"],
  [3, /reward/i, "rewards.md#rewards-state"],
  [3, /sports|calendar|event/i, "sports.md#calendar-event"],
  [3, /favou?rite|follow/i, "favorites.md#follow"],
  [3, /discover/i, "discover.md#topic-node"],
  [3, /account|auth|user/i, "accounts.md#user-record"],
  [3, /content|article/i, "content.md#article"],
  [3, /psid/i, "platform.md#psid"],
  [3, /storage/i, "platform.md#local-storage-keys"],
  [3, /site/i, "platform.md#site-configuration"],
  [3, /analytics/i, "consent-ads-analytics.md#analytics-state"],
  [3, /read-later/i, "read-later.md#read-later-list"],
  [3, /\bads?\b|ad-/i, "consent-ads-analytics.md#ad-entries"],
  [4, /session|account|auth/i, "accounts.md#sessions"],
  [4, /\/tv|tv[-.]|next-video/i, "video-tv.md#next-video-countdown"],
  [4, /search/i, "search.md#new-query"],
  [4, /reward/i, "rewards.md#progress"],
  [4, /sports|events/i, "sports.md#events-lists"],
  [4, /favou?rite|follow/i, "favorites.md#following"],
  [4, /discover/i, "discover.md#discovery"],
  [4, /read-later/i, "read-later.md#read-later-list"],
  [4, /analytics|page-view/i, "consent-ads-analytics.md#route-analytics"],
  [4, /storage/i, "platform.md#local-storage-expiry"],
  [4, /service-worker|offline|connectivity/i, "offline-push.md#connectivity"],
  [4, /article|video/i, "content.md#article-loading"],
  [4, /feed/i, "content.md#infinite-scroll-feed"],
  [5, /search/i, "search.md#query-rules"],
  [5, /psid/i, "platform.md#psid"],
  [5, /ad-tag/i, "consent-ads-analytics.md#ad-tag-parser"],
  [5, /redirect/i, "accounts.md#safe-redirect"],
  [5, /reward/i, "rewards.md#rewards-form"],
  [5, /account|auth/i, "accounts.md#validation"],
  [7, /\/tv|tv[-.]/i, "video-tv.md#live-video-call"],
  [7, /search/i, "search.md#search-call"],
  [7, /reward/i, "rewards.md#claiming"],
  [7, /sports/i, "sports.md#events-calls"],
  [7, /favou?rite|follow/i, "favorites.md#follows-calls"],
  [7, /account|auth/i, "accounts.md#account-api"],
  [7, /content|article|feed/i, "content.md#feed-calls"],
  [7, /analytics/i, "consent-ads-analytics.md#analytics-calls"],
  [7, /psid/i, "platform.md#psid"],
  [7, /api|http/i, "platform.md#default-headers"],
  [8, /account|auth/i, "accounts.md#login-texts"],
  [8, /favou?rite|follow/i, "favorites.md#follow-notices"],
  [8, /search/i, "search.md#search-failure"],
  [8, /reward/i, "rewards.md#rewards-messages"],
  [8, /sports/i, "sports.md#sports-texts"],
  [8, /api|http/i, "platform.md#request-behaviour"],
  [9, /reward/i, "limits.md#rewards-limits"],
  [9, /\/tv|tv[-.]/i, "limits.md#timers"],
  [9, /search|sports|feed/i, "limits.md#page-sizes"],
];

/** The section's page when neither the words nor the path say more. */
const SECTION_DEFAULTS: Record<number, Target> = {
  1: "routes.md#languages",
  2: "routes.md#route-forms",
  3: "platform.md#site-configuration",
  4: "accounts.md#sessions",
  5: "accounts.md#validation",
  6: "accounts.md#roles-and-permissions",
  7: "platform.md#requests",
  8: "errors.md#page-errors",
  9: "limits.md#constants-and-limits",
};

/** Parts of the spec that span several domains: their name does not choose a page. */
const SPANNING_PARTS =
  /["'“]?(Feeds and discovery|Media, search, profiles|Follows and likes|Rewards, tracking, probes|Site and auth|Other screens|Route handling rules|Screens and routes|Layouts)["'”]?/gi;

/**
 * The spec's own names for its parts: a quoted (or bare) one right after a citation is what the
 * link now says, so it is dropped with the citation.
 */
const SPEC_PART_NAMES = [
  "Fixed pages",
  "Feed pages",
  "Account pages",
  "Search",
  "TV",
  "Calendar",
  "Discover",
  "Sports",
  "Favorites",
  "Sitemap",
  "Content pages",
  "Layouts",
  "Other screens",
  "Route handling rules",
  "Route handling",
  "Screens and routes",
  "Page titles",
  "Named middleware",
  "Auth redirect targets",
  "Drill-down forms",
  "Local storage expiry",
  "Auth and session",
  "Social login",
  "Service worker",
  "Connectivity",
  "Events lists",
  "Following",
  "Discovery",
  "Read later",
  "Infinite scroll feed",
  "Article loading",
  "Rewards",
  "Push and notifications",
  "Route analytics",
  "Banner ad",
  "Data fetching",
  "Site and auth",
  "Events and standings",
  "Feeds and discovery",
  "Related articles",
  "Media, search, profiles",
  "Follows and likes",
  "Rewards, tracking, probes",
  "Platform",
  "Request behaviour",
  "Article or media event",
  "Sport/category",
  "Site configuration",
  "Calendar event",
  "Follow",
  "Favourite topic node",
  "User",
  "Like list",
  "Read-later list",
  "Feed page state",
  "Search state",
  "TV state",
  "Rewards state",
  "Notification state",
  "Route analytics state",
  "Analytics page state",
  "Local storage keys",
  "Local storage entry",
  "Session id",
  "Countdown states",
  "Score statuses",
  "Social login user info",
  "Route parameters",
].map((name) => name.toLowerCase());

/**
 * [issue, words of the file's path or its comment, decision record number]: what an issue
 * citation becomes. An issue with no record here, or in a comment that already names a record,
 * is dropped: the comment's own words say the reason.
 */
const ISSUE_RULES: readonly (readonly [number, RegExp, string])[] = [
  [15, /fuzz|hostile/i, "0051"],
  [15, /privacy|reading history/i, "0052"],
  [15, /soak|memory|render|buffer pool|node-flags/i, "0058"],
  [16, /legal|brand|wordmark|ICARO|meta description|site-description|Until issue|since issue/i, "0059"],
  [16, /match centre|sports-match/i, "0060"],
  [16, /catalog-spelling|round-text|spelling/i, "0062"],
  [16, /most-read|reads reach the recommender/i, "0052"],
  [
    16,
    /reading mode|DarkLayout|dark|masthead|byline|ShareLinks|Sharing|article|updated|dateModified/i,
    "0063",
  ],
  [17, /DiscoverPage|profile nodes/i, "0065"],
  [17, /alerts|push/i, "0066"],
  [17, /favourites|favorites/i, "0064"],
  [18, /SearchDropdown|TrendingPage|search-pages|seo-routes|search\.spec|route-table/i, "0069"],
  [18, /search|trending/i, "0068"],
  [19, /TvHomePage|tv-pages|lighthouse|index pages|own page|TV section/i, "0073"],
  [19, /player|countdown|duration|captions|ingest|parse-feed|store-feed|tv-video-page/i, "0072"],
  [19, /tv-service|tv-routes|tv-operations|tv-errors|channel|live|schedule|server\/app\.ts/i, "0071"],
  [19, /./, "0073"],
  [20, /rewards\.css|CampaignPage|lighthouse/i, "0076"],
  [20, /reward|campaign/i, "0075"],
  [20, /read.later|likes|save/i, "0074"],
  [
    21,
    /analytics-(command|limits|report|page|input)|analytics report|metrics|device-class|bench\/analytics/i,
    "0078",
  ],
  [21, /consent|cookie/i, "0079"],
  [21, /page-views|page view/i, "0079"],
  [21, /\bads?\b|ad-tag|banner/i, "0080"],
  [21, /notice|toast|alerts-prompt/i, "0081"],
  [21, /analytics|metrics|device-class/i, "0078"],
  [22, /service worker|offline-caches/i, "0082"],
  [22, /manifest|install|head-tags|platform-head-script/i, "0083"],
  [22, /offline|saved stor|srcset|Idempotency/i, "0084"],
  [22, /./, "0082"],
  [32, /password step|accounts-pages/i, "0088"],
];

// ---------------------------------------------------------------------------------------------
// Finding the comments.
// ---------------------------------------------------------------------------------------------

export interface Range {
  start: number;
  end: number;
}

/** Every comment of a file, by TypeScript's scanner (JS, TS, TSX) or as CSS's `/* … *\/`. */
export function commentRanges(fileName: string, text: string): Range[] {
  if (fileName.endsWith(".css")) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
    }));
  }
  const kind = fileName.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : fileName.endsWith(".ts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, number>();
  // Every comment starts with a slash: a part of the tree with none in its text is passed over.
  const slashes: number[] = [];
  for (let at = text.indexOf("/"); at !== -1; at = text.indexOf("/", at + 1)) slashes.push(at);
  const hasSlash = (from: number, to: number): boolean => {
    let low = 0;
    let high = slashes.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (slashes[middle] < from) low = middle + 1;
      else high = middle;
    }
    return low < slashes.length && slashes[low] < to;
  };
  const visit = (node: ts.Node): void => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (!hasSlash(node.pos, node.end)) return;
    const children = node.getChildren(source);
    if (children.length === 0) {
      // A token: the comments are in the trivia before it. JSX text has no trivia of its own.
      if (node.kind === ts.SyntaxKind.JsxText || node.kind === ts.SyntaxKind.JsxTextAllWhiteSpaces) return;
      // Those on the line of the token before are its "trailing" ones, the rest "leading".
      for (const range of ts.getTrailingCommentRanges(text, node.pos) ?? []) found.set(range.pos, range.end);
      for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) found.set(range.pos, range.end);
      return;
    }
    for (const child of children) visit(child);
  };
  visit(source);
  return [...found].map(([start, end]) => ({ start, end })).sort((a, b) => a.start - b.start);
}

/** What names a test: `describe`, `it`, `test`, Playwright's `test.describe`, and their `.each(…)`. */
const TEST_CALL =
  /^(?:describe|it|test|bench)(?:\.(?:each|skip|only|todo|concurrent|sequential|fails|describe|step|serial|parallel|fixme))*$/;

/** The text of every test's title in a test file (inside its quotes), which reads like a comment. */
export function testTitleRanges(fileName: string, text: string): Range[] {
  if (!/\.(test|spec)\.tsx?$/.test(fileName)) return [];
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Range[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = ts.isCallExpression(node.expression) ? node.expression.expression : node.expression;
      const title = node.arguments[0];
      if (
        TEST_CALL.test(callee.getText(source)) &&
        (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))
      ) {
        found.push({ start: title.getStart(source) + 1, end: title.end - 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where a file may cite: its comments and its tests' titles, in order. */
export function citationRanges(fileName: string, text: string): Range[] {
  if (!/§|[Ii]ssue #?\d|docs\/behaviour\//.test(text)) return [];
  return [...commentRanges(fileName, text), ...testTitleRanges(fileName, text)].sort(
    (a, b) => a.start - b.start,
  );
}

// ---------------------------------------------------------------------------------------------
// Rewriting a comment.
// ---------------------------------------------------------------------------------------------

/** A spec citation: "spec §N", "the spec's §N", "§N.M", "§N's". */
export const SPEC_CITATION =
  /(?:(?:\b[Tt]he )?(?:\b[Pp]roduct )?\b[Ss]pec(?:'s|’s)?\s+)?§\s?([1-9])(?:\.(\d+))?(?:'s|’s)?/g;
/** An issue citation with its scopes, its own sections and a quoted part: "issue N scope M". */
export const ISSUE_CITATION =
  /\b[Ii]ssue #?(\d+)('s|’s)?(?:,?\s+scopes?\s+\d+(?:\s*(?:and|–|-|,)\s*\d+)*)?(?:\s+§\d+(?:,\s*§\d+)*)?(?:\s+"[^"\n]{1,40}")?/g;

/** How one citation was mapped, for the report. */
export interface Mapping {
  file: string;
  line: number;
  cited: string;
  to: string;
  how: "words" | "context" | "path" | "section" | "decision" | "dropped";
}

/** The comment's text on one line: the `*` and `//` that continue it are spaces. */
function flat(text: string): string {
  return text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*/g, " ");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function mapSection(section: number, after: string, before: string, file: string): [Target, Mapping["how"]] {
  const rules = SECTION_RULES[section] ?? [];
  // The words right after the citation, then the words that lead up to it, then more after it.
  // A part of the spec that spans domains says nothing here; the words around it do.
  const said = after.replace(SPANNING_PARTS, "");
  for (const [pattern, target] of rules) if (pattern.test(said.slice(0, 32))) return [target, "words"];
  for (const [pattern, target] of rules) if (pattern.test(before)) return [target, "context"];
  for (const [pattern, target] of rules) if (pattern.test(said)) return [target, "words"];
  for (const [s, pattern, target] of PATH_RULES)
    if (s === section && pattern.test(file)) return [target, "path"];
  return [SECTION_DEFAULTS[section], "section"];
}

/** A record's file name by its number, read from docs/decisions. */
function decisionFile(decisions: ReadonlyMap<string, string>, number: string): string | undefined {
  const name = decisions.get(number);
  return name ? `${DECISIONS_FOLDER}/${name}` : undefined;
}

const GAP = String.raw`[ \t]*(?:\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*)?`;
const DROP = "\uE001";
/** Marks a spec link's target until the name after it is looked at. */
const MARK = "\uE000";

/** Takes out a dropped issue citation with the punctuation that only held it. */
function tidyDrops(text: string): string {
  return (
    text
      // "(issue N): …" opening a line goes with its colon; in a sentence the colon stays.
      .replace(
        new RegExp(String.raw`(^|\n)([ \t]*(?:\*|\/\/)?[ \t]*)\(${GAP}${DROP}${GAP}\):[ \t]*`, "g"),
        "$1$2",
      )
      .replace(new RegExp(String.raw`[ \t]*\(${GAP}${DROP}${GAP}\)`, "g"), "")
      .replace(new RegExp(String.raw`\(${GAP}${DROP}[,;:]${GAP}`, "g"), "(")
      .replace(new RegExp(String.raw`[ \t]*[,;]${GAP}${DROP}`, "g"), "")
      .replace(new RegExp(String.raw`[ \t]*—${GAP}${DROP}(${GAP}—)?`, "g"), (_, dash) => (dash ? " —" : ""))
      .replace(new RegExp(String.raw`${DROP}[,;:][ \t]*`, "g"), "")
      .replace(new RegExp(String.raw`[ \t]*${DROP}`, "g"), "")
  );
}

/**
 * Rewrites the citations of one comment (or one record's text). `decisions` maps a record's
 * number to its file name; `allowIssues` is false for records, whose issues are their history.
 */
export function rewriteText(
  text: string,
  file: string,
  firstLine: number,
  decisions: ReadonlyMap<string, string>,
  options: { issues: boolean } = { issues: true },
): { text: string; mappings: Mapping[] } {
  const mappings: Mapping[] = [];
  const lineAt = (source: string, index: number) =>
    firstLine + (source.slice(0, index).match(/\n/g)?.length ?? 0);
  let out = text;

  if (options.issues) {
    const alreadyNamesRecord = /\bdecisions? \d{4}|docs\/decisions\//.test(text);
    const source = out;
    out = out.replace(
      ISSUE_CITATION,
      (match, number: string, possessive: string | undefined, index: number) => {
        const line = lineAt(source, index);
        if (possessive) {
          mappings.push({ file, line, cited: match, to: "the", how: "dropped" });
          return "the";
        }
        const around = `${file} ${flat(source.slice(Math.max(0, index - 200), index + 120))}`;
        const rule = alreadyNamesRecord
          ? undefined
          : ISSUE_RULES.find(([issue, pattern]) => issue === Number(number) && pattern.test(around));
        const record = rule && decisionFile(decisions, rule[2]);
        if (record) {
          mappings.push({ file, line, cited: match, to: record, how: "decision" });
          return record;
        }
        mappings.push({ file, line, cited: match, to: "", how: "dropped" });
        return DROP;
      },
    );
    out = tidyDrops(out);
  }

  const source = out;
  out = out.replace(SPEC_CITATION, (match, section: string, _sub: string | undefined, index: number) => {
    // An issue's own section ("Issue N §M" in a record) is not the spec's.
    if (/\b[Ii]ssue #?\d+(?:,? §\d+)*,? $/.test(source.slice(Math.max(0, index - 30), index))) return match;
    const end = index + match.length;
    let rest = source.slice(end);
    const nextCitation = rest.search(/§/);
    // "§N, §M: …" and "§N/§M": the words after the last of them are about each.
    if (
      nextCitation !== -1 &&
      /^[\s,/;]*(?:and\s*)?$/.test(rest.slice(0, nextCitation).replace(SPANNING_PARTS, ""))
    ) {
      rest = rest
        .replace(SPANNING_PARTS, "")
        .replace(
          /^(?:[\s,/;]*(?:and\s*)?(?:\b[Ss]pec\s+)?§\s?\d(?:'s)?(?:\s*["'“][^"'”\n]{1,40}["'”])?)+/,
          "",
        );
    }
    const next = rest.search(/§/);
    const after = flat(rest.slice(0, Math.min(next === -1 ? 90 : next, 90)));
    const before = flat(source.slice(Math.max(0, index - 120), index)).replace(
      /^[\s\S]*(?:docs\/behaviour\/\S+|\uE000)/,
      "",
    );
    const [target, how] = mapSection(Number(section), after, before, file);
    const link = `docs/behaviour/${target}`;
    mappings.push({ file, line: lineAt(source, index), cited: match, to: link, how });
    return `${link}${MARK}${target}${MARK}`;
  });

  // A quoted or bare name of the spec's part right after a citation is what the link says now.
  out = out.replace(
    /\uE000([^\uE000]+)\uE000((?:[ \t]*(?:"[^"\n]{1,40}"|'[^'\n]{1,40}'|“[^”\n]{1,40}”|[A-Za-z][\w/-]*(?: [\w/,-]+){0,3}))?)/g,
    (_, target: string, label: string) => {
      const name = label.trim().replace(/^["'“]|["'”]$/g, "");
      const anchor = target.split("#")[1];
      const quoted = /^["'“]/.test(label.trim());
      if (label && quoted && (SPEC_PART_NAMES.includes(name.toLowerCase()) || slug(name) === anchor))
        return "";
      if (label && !quoted) {
        // A bare name: only as much of it as names the part, followed by punctuation or the end.
        const words = label.trim().split(" ");
        for (let count = words.length; count > 0; count -= 1) {
          const taken = words.slice(0, count).join(" ");
          const clean = taken.replace(/[,:;.)]+$/, "");
          if (SPEC_PART_NAMES.includes(clean.toLowerCase()) || slug(clean) === anchor) {
            const kept = label.trim().slice(clean.length);
            if (kept === "" || /^[,:;.)\]]/.test(kept)) return kept;
          }
        }
      }
      return label;
    },
  );
  // "§N, §M" that both became the same rule: said once.
  out = out.replace(/(docs\/behaviour\/[\w.-]+#[\w-]+)(?:(?:,\s*|\s+and\s+|\/)\1(?![\w-]))+/g, "$1");
  return { text: out, mappings };
}

// ---------------------------------------------------------------------------------------------
// Files.
// ---------------------------------------------------------------------------------------------

/** The source files the codemod reads, relative to `root`, in a stable order. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(root, relative)).sort()) {
      if (SKIPPED.has(name)) continue;
      const child = path.posix.join(relative, name);
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith(".d.ts"))
        files.push(child);
    }
  };
  for (const folder of SOURCE_ROOTS) walk(folder);
  return files;
}

/** The decision records' file names by number. */
export function decisionRecords(root: string): Map<string, string> {
  const names = readdirSync(path.join(root, DECISIONS_FOLDER)).filter((name) => /^\d{4}-.+\.md$/.test(name));
  return new Map(names.sort().map((name) => [name.slice(0, 4), name]));
}

/** Rewrites one source file's comments; the text is unchanged when none cites anything. */
export function rewriteSource(
  file: string,
  text: string,
  decisions: ReadonlyMap<string, string>,
): { text: string; mappings: Mapping[] } {
  const mappings: Mapping[] = [];
  let out = "";
  let last = 0;
  for (const { start, end } of citationRanges(file, text)) {
    const comment = text.slice(start, end);
    if (!/§\s?\d|\b[Ii]ssue #?\d/.test(comment)) continue;
    const line = 1 + (text.slice(0, start).match(/\n/g)?.length ?? 0);
    const rewritten = rewriteText(comment, file, line, decisions);
    mappings.push(...rewritten.mappings);
    out += text.slice(last, start) + rewritten.text;
    last = end;
  }
  return { text: out + text.slice(last), mappings };
}

function main(): void {
  const root = process.cwd();
  const check = process.argv.includes("--check");
  const decisions = decisionRecords(root);
  const mappings: Mapping[] = [];
  const changed: string[] = [];
  const write = (file: string, before: string, after: string) => {
    if (after === before) return;
    changed.push(file);
    if (!check) writeFileSync(path.join(root, file), after);
  };
  for (const file of sourceFiles(root)) {
    const before = readFileSync(path.join(root, file), "utf8");
    const result = rewriteSource(file, before, decisions);
    mappings.push(...result.mappings);
    write(file, before, result.text);
  }
  for (const name of decisions.values()) {
    const file = `${DECISIONS_FOLDER}/${name}`;
    const before = readFileSync(path.join(root, file), "utf8");
    const result = rewriteText(before, file, 1, decisions, { issues: false });
    mappings.push(...result.mappings);
    write(file, before, result.text);
  }

  const count = (how: Mapping["how"]) => mappings.filter((m) => m.how === how).length;
  console.log(`${check ? "Would change" : "Changed"} ${changed.length} files.`);
  console.log(
    `Spec citations: ${count("words")} by their words, ${count("context")} by the comment around them, ` +
      `${count("path")} by the file's domain, ${count("section")} by the section alone.`,
  );
  console.log(`Issue citations: ${count("decision")} to a decision record, ${count("dropped")} dropped.`);
  const bySection = mappings.filter((m) => m.how === "section");
  if (bySection.length > 0) {
    console.log("\nMapped by the section alone (check the page fits):");
    for (const m of bySection) console.log(`  ${m.file}:${m.line}  ${m.cited} → ${m.to}`);
  }
  const left = check ? [] : leftOver(root);
  if (left.length > 0) {
    console.log("\nCould not map (rewrite by hand):");
    for (const entry of left) console.log(`  ${entry}`);
  }
  if (process.argv.includes("--verbose")) {
    for (const m of mappings) console.log(`  ${m.file}:${m.line}  ${m.how}  ${m.cited} → ${m.to}`);
  }
  if (check && changed.length > 0) process.exitCode = 1;
}

/** Comments that still cite the spec or an issue after a run: file:line and the citation. */
export function leftOver(root: string): string[] {
  const left: string[] = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const { start, end } of citationRanges(file, text)) {
      const comment = text.slice(start, end);
      for (const match of comment.matchAll(/§\s?\d|[\uE000\uE001]|\b[Ii]ssue #?\d+/g)) {
        const line = 1 + (text.slice(0, start + match.index).match(/\n/g)?.length ?? 0);
        left.push(`${file}:${line}  ${JSON.stringify(match[0])}`);
      }
    }
  }
  return left;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
