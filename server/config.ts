import { z } from "zod";
import { LOCALES, type Locale } from "#core/i18n/locales.ts";
import { parseProxyTrust } from "./http/middleware/client-address.ts";

/** A comma-separated list of host names, lower-cased, blanks dropped; empty when unset. */
function hostList(fallback = "") {
  return z
    .string()
    .default(fallback)
    .transform((text) =>
      text
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    );
}

/** Every setting Icaro reads from the environment, validated once at start-up. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  ICARO_DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  ICARO_SITE_ID: z.coerce.number().int().positive().default(763),
  /** Accounts: a new access-token on every header-authenticated request (devise_token_auth style). */
  ICARO_TOKEN_ROTATION: z.enum(["on", "off"]).default("off"),
  /**
   * The proxies in front of the server, whose X-Forwarded-For entries are believed: `off`, `on`
   * (one), a number of hops, or their address ranges (server/http/middleware/client-address.ts).
   */
  ICARO_TRUST_PROXY: z
    .string()
    .default("off")
    .transform((value, ctx) => {
      const trust = parseProxyTrust(value);
      if (trust) return trust;
      ctx.addIssue({
        code: "custom",
        message: "must be off, on, a number of proxies or their address ranges",
      });
      return z.NEVER;
    }),
  /** Accounts: hosts a password-reset `redirect_url` may point to, besides PUBLIC_URL's, comma-separated. */
  ICARO_AUTH_REDIRECT_HOSTS: hostList(),
  /** Mail over SMTP (smtp://user:pass@host:port or smtps://); unset writes .eml files to the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Icaro <no-reply@localhost>"),
  /** Social login (OAuth 2.0): Facebook's app, or any provider with the three endpoints below. */
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  OAUTH_AUTHORIZE_URL: z.url().default("https://www.facebook.com/v19.0/dialog/oauth"),
  OAUTH_TOKEN_URL: z.url().default("https://graph.facebook.com/v19.0/oauth/access_token"),
  OAUTH_PROFILE_URL: z.url().default("https://graph.facebook.com/me?fields=id,about,name,picture,email"),

  ICARO_DEFAULT_LOCALE: z.enum(["en", "pt"]).default("en"),
  ICARO_API_PREFIX: z
    .string()
    .regex(/^api\/v\d+\/$/, "must look like api/v3/")
    .default("api/v3/"),
  ICARO_DEMO: z.enum(["on", "off"]).default("on"),
  PUBLIC_URL: z.url().optional(),
  ICARO_CONTACT_EMAIL: z.email().optional(),
  /**
   * The runtime configuration's "data saving" (docs/behaviour/limits.md#brand, default false): on, every reader is warned
   * before an external link and pages prefetch nothing while idle, as with the browser's Save-Data.
   */
  ICARO_DATA_SAVING: z.enum(["on", "off"]).default("off"),
  /** How often the server polls the registered feeds; 0 turns polling off. */
  ICARO_FEED_POLL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(15),
  /** A fixed key for the operator endpoint, accepted besides the one written to operator.json. */
  ICARO_OPERATOR_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  /** Days the raw analytics events are kept before the hourly sums alone remain (decision 0078). */
  ICARO_ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Who may read /metrics: this machine or the operator key, the key only, or anyone. */
  ICARO_METRICS: z.enum(["loopback", "key", "open"]).default("loopback"),
  /**
   * Page renders at once (server/http/pages/render-queue.ts); the others wait their turn. Renders share
   * one CPU, so more at once answer none sooner and hold more memory.
   */
  ICARO_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /** How long anonymous pages are reused (s-maxage and the in-memory page cache); 0 turns it off. */
  ICARO_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * Hosts whose pictures /_ipx may fetch and convert, comma-separated ("img.example.com,
   * cdn.example.org:8443"); pictures from other hosts are shown as they are.
   */
  ICARO_IMAGE_HOSTS: hostList().pipe(
    z.array(
      z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$/, "must be host names (host or host:port), comma-separated"),
    ),
  ),
  /** The demo's live games (demo/match-simulator.ts): "off" leaves the demo's matches as they are. */
  ICARO_SPORTS_SIMULATOR: z.enum(["on", "off"]).default("on"),
  /** How often the simulator brings live games to the clock's minute (tests shorten it). */
  ICARO_SPORTS_SIMULATOR_TICK_SECONDS: z.coerce.number().min(0.1).max(3600).default(15),
  /**
   * Web Push (decision 0066): the VAPID key pair, both or neither (base64url: the 65-byte public
   * point, the 32-byte private scalar); without them a pair is made in the data directory
   * (vapid.json) on the first start and kept.
   */
  ICARO_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (65 bytes)")
    .optional(),
  ICARO_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (32 bytes)")
    .optional(),
  /** Who the push services may contact about this sender: mailto: or https:. */
  ICARO_VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
    .optional(),
  /**
   * The push services a subscription's endpoint may point to (host names; `*.` also matches
   * sub-domains): the browsers' own. An endpoint elsewhere is refused, so nobody can make the server
   * post to a host of their choosing.
   */
  ICARO_PUSH_SERVICES: hostList(
    "fcm.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com",
  ).pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+$/, "must be host names, comma-separated"))),
  /**
   * Tests only, refused in production: host:port pairs whose plain-http, local endpoints are
   * accepted (the tests' stand-in push service).
   */
  ICARO_PUSH_TEST_HOSTS: hostList().pipe(
    z.array(z.string().regex(/^[a-z0-9.-]+:\d{1,5}$/, "must be host:port pairs, comma-separated")),
  ),
  /** Stories at least this important are sent as breaking alerts to readers following their tags. */
  ICARO_PUSH_BREAKING_IMPORTANCE: z.coerce.number().int().min(0).max(1000).default(8),
  /** Push messages in flight at once (the sending queue's width). */
  ICARO_PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  /**
   * Rewards fulfilment (decision 0075): the carrier's provisioning endpoint and the shared secret
   * its calls are signed with (HMAC-SHA256), both or neither; without them claims wait for the
   * operator (`icaro rewards pending|fulfil`).
   */
  ICARO_REWARDS_PROVISIONING_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ICARO_REWARDS_PROVISIONING_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** How often claims still pending after their calls are offered to the carrier again (0: never). */
  ICARO_REWARDS_RETRY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export type Config = z.infer<typeof schema>;

/** Rules between settings, checked after each one is valid on its own. */
function crossCheck(config: Config): { name: string; message: string } | null {
  if (Boolean(config.ICARO_VAPID_PUBLIC_KEY) !== Boolean(config.ICARO_VAPID_PRIVATE_KEY)) {
    const missing = config.ICARO_VAPID_PUBLIC_KEY ? "ICARO_VAPID_PRIVATE_KEY" : "ICARO_VAPID_PUBLIC_KEY";
    return { name: missing, message: "must be set with its pair (both VAPID keys or neither)" };
  }
  if (Boolean(config.ICARO_REWARDS_PROVISIONING_URL) !== Boolean(config.ICARO_REWARDS_PROVISIONING_SECRET)) {
    const missing = config.ICARO_REWARDS_PROVISIONING_URL
      ? "ICARO_REWARDS_PROVISIONING_SECRET"
      : "ICARO_REWARDS_PROVISIONING_URL";
    return {
      name: missing,
      message: "must be set with its pair (the provisioning URL and secret, or neither)",
    };
  }
  if (config.NODE_ENV === "production" && config.ICARO_PUSH_TEST_HOSTS.length > 0) {
    return { name: "ICARO_PUSH_TEST_HOSTS", message: "is for tests only and cannot be set in production" };
  }
  return null;
}

export class ConfigError extends Error {}

/** Reads the configuration; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most twelve-factor apps.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0]);
    const got = env[name];
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(got)})`);
  }
  const conflict = crossCheck(result.data);
  if (conflict) {
    const got = env[conflict.name];
    throw new ConfigError(
      `Invalid configuration: ${conflict.name} ${conflict.message} (got ${JSON.stringify(got)})`,
    );
  }
  return result.data;
}

/** The locales in URL order for this deployment: the default one has no prefix. */
export function localePrefixes(config: Pick<Config, "ICARO_DEFAULT_LOCALE">) {
  return LOCALES.map((locale) => ({
    locale,
    basename: locale === config.ICARO_DEFAULT_LOCALE ? "/" : `/${locale}`,
  }));
}

/** Each locale's path prefix for building URLs: "" for the default locale, "/es" for Spanish. */
export function localePrefixMap(config: Pick<Config, "ICARO_DEFAULT_LOCALE">): Record<Locale, string> {
  return Object.fromEntries(
    localePrefixes(config).map(({ locale, basename }) => [locale, basename === "/" ? "" : basename]),
  ) as Record<Locale, string>;
}
