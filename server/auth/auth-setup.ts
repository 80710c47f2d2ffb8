import path from "node:path";
import type { Logger } from "pino";
import { type Config, localePrefixMap } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { ProxyTrust } from "#server/http/middleware/client-address.ts";
import { type AttemptLimiter, createAttemptLimiter } from "./attempt-limiter.ts";
import { type AuthService, createAuthService } from "./auth-service.ts";
import { createMailer, type Mailer } from "./mailer.ts";
import { type SocialProvider, socialProvider } from "./social-provider.ts";

export type AuthSetup = {
  service: AuthService;
  social?: SocialProvider;
  trustProxy: ProxyTrust;
  close(): Promise<void>;
};

type ConfigPart = Pick<
  Config,
  | "PORT"
  | "PUBLIC_URL"
  | "ICARO_SITE_ID"
  | "ICARO_DEFAULT_LOCALE"
  | "ICARO_DATA_DIR"
  | "ICARO_TOKEN_ROTATION"
  | "ICARO_TRUST_PROXY"
  | "ICARO_AUTH_REDIRECT_HOSTS"
  | "REDIS_URL"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "FACEBOOK_APP_ID"
  | "FACEBOOK_APP_SECRET"
  | "OAUTH_AUTHORIZE_URL"
  | "OAUTH_TOKEN_URL"
  | "OAUTH_PROFILE_URL"
>;

/**
 * Builds the accounts capability from the configuration: mail (SMTP or the outbox), the attempt
 * limiter (memory, or Redis when REDIS_URL is set), the social provider when FACEBOOK_APP_ID and
 * FACEBOOK_APP_SECRET are set. Tests pass their own mailer or limiter.
 */
export function createAuth(options: {
  db: Database;
  log: Logger;
  config: ConfigPart;
  mailer?: Mailer;
  limiter?: AttemptLimiter;
}): AuthSetup {
  const { config } = options;
  const publicOrigin = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
  const prefixes = localePrefixMap(config);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      outboxDir: path.resolve(config.ICARO_DATA_DIR, "outbox"),
      from: config.MAIL_FROM,
      log: options.log,
    });
  const limiter = options.limiter ?? createAttemptLimiter({ redisUrl: config.REDIS_URL });
  const service = createAuthService({
    db: options.db,
    log: options.log,
    mailer,
    limiter,
    settings: {
      siteId: config.ICARO_SITE_ID,
      publicOrigin,
      localePrefixes: prefixes,
      allowedRedirectHosts: config.ICARO_AUTH_REDIRECT_HOSTS,
      rotation: config.ICARO_TOKEN_ROTATION === "on",
      secureCookies: publicOrigin.startsWith("https:"),
    },
  });
  const social =
    config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
      ? socialProvider({
          name: "facebook",
          clientId: config.FACEBOOK_APP_ID,
          clientSecret: config.FACEBOOK_APP_SECRET,
          authorizeUrl: config.OAUTH_AUTHORIZE_URL,
          tokenUrl: config.OAUTH_TOKEN_URL,
          profileUrl: config.OAUTH_PROFILE_URL,
        })
      : undefined;
  return { service, social, trustProxy: config.ICARO_TRUST_PROXY, close: () => limiter.close() };
}
