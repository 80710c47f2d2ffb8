import type { Logger } from "pino";
import type { UserJson } from "#core/account/user-json.ts";
import type { Locale } from "#core/i18n/locales.ts";
import type { Database } from "#server/db/client.ts";
import type { AttemptLimiter } from "./attempt-limiter.ts";
import type { Mailer } from "./mailer.ts";
import type { IssuedToken, TokenKind } from "./token-store.ts";

/* What the accounts modules share: the service's settings and dependencies, and a sign-in's answer. */

export type AuthSettings = {
  siteId: number;
  /** Where links in e-mails point (PUBLIC_URL, or this server's address). */
  publicOrigin: string;
  /** The URL prefix of each locale ("" for the default one). */
  localePrefixes: Record<Locale, string>;
  /** Hosts besides the public origin's that a reset `redirect_url` may name. */
  allowedRedirectHosts: readonly string[];
  /** ICARO_TOKEN_ROTATION: a new access-token on each header-authenticated request. */
  rotation: boolean;
  /** Send cookies with Secure (an https PUBLIC_URL). */
  secureCookies: boolean;
};

export type AuthDeps = {
  db: Database;
  log: Logger;
  mailer: Mailer;
  limiter: AttemptLimiter;
  settings: AuthSettings;
};

/** A successful sign-in, sign-up or reset: the user and the token issued to this client. */
/** A signed-in client, and the device id to keep in its `icaro_device` cookie after a sign-in. */
export type SignedIn = { user: UserJson; issued: IssuedToken; device?: string };

/** Who is signing in and how the token will travel (devise headers, or the web's cookie / bearer). */
export type ClientInfo = {
  address: string;
  kind: TokenKind;
  deviceToken?: string | null;
  client?: string;
  /** The `icaro_device` cookie the client sent, if any (attempt-limiter.ts: known devices). */
  deviceCookie?: string | null;
};
