/* The fixed pages and account pages of docs/behaviour/routes.md#fixed-pages and docs/behaviour/accounts.md#account-pages. */

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
