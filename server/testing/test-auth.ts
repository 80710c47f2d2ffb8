import { createAttemptLimiter } from "#server/auth/attempt-limiter.ts";
import { createAuth } from "#server/auth/auth-setup.ts";
import type { MailMessage } from "#server/auth/mail-catalog.ts";
import type { Mailer } from "#server/auth/mailer.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { createPushService } from "#server/push/push-service.ts";
import { seedSections } from "#server/site/sections.ts";
import { ensureDefaultSite } from "#server/site/site-config.ts";
import { testApiApp } from "./test-api.ts";
import { createTestDatabase, type Engine } from "./test-database.ts";

/** A mailer that keeps what it sends, for tests that read the reset link. */
export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/**
 * The API with the accounts capability over a fresh database: a capturing mailer unless the env
 * names SMTP_URL, a memory limiter (X-Forwarded-For trusted, so tests can play several addresses).
 */
export async function createAuthTestApi(
  engine: Engine,
  env: Record<string, string> = {},
  options: {
    operatorKeys?: string[];
    push?: boolean;
    /** The rewards claims' hand-off to fulfilment (server/rewards/fulfilment.ts). */
    rewards?: { onClaimed?: (claimId: number) => void };
  } = {},
) {
  const database = await createTestDatabase(engine);
  const log = createLogger("silent");
  await ensureDefaultSite(database.handle.db);
  await seedSections(database.handle.db);
  const config = loadConfig({
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://icaro.test",
    ICARO_TRUST_PROXY: "on",
    ...env,
  });
  const mailer = capturingMailer();
  const auth = createAuth({
    db: database.handle.db,
    log,
    config,
    mailer: env.SMTP_URL ? undefined : mailer,
    limiter: createAttemptLimiter({ prefix: `test:${Math.random()}` }),
  });
  // Web Push (server/push/): the subscriptions' routes and the alerts of the sports update path.
  const push = options.push ? createPushService(database.handle.db, config, log) : undefined;
  const api = testApiApp(database.handle.db, {
    log,
    domain: { sharedListCacheMs: 0, onRewardClaimed: options.rewards?.onClaimed },
    auth,
    // The providers' score updates, for tests that send them.
    sportsLive: options.operatorKeys
      ? { operatorKeys: () => options.operatorKeys ?? [], alerts: push?.alerts }
      : undefined,
    push,
    siteId: config.ICARO_SITE_ID,
  });
  return {
    api,
    auth,
    mail: mailer.sent,
    push,
    db: database.handle.db,
    close: async () => {
      await auth.close();
      await push?.stop();
      await database.drop();
    },
  };
}

/** Anything that answers requests in process, like Hono's `app.request`. */
type RequestHandler = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/** Creates an account through the API (POST api/v3/auth), signs it in and returns its token. */
export async function signUpAndLogIn(api: RequestHandler, email: string, password: string): Promise<string> {
  const credentials = JSON.stringify({ email, password });
  const json = { "content-type": "application/json" };
  await api.request("/api/v3/auth", { method: "POST", headers: json, body: credentials });
  const login = await api.request("/api/auth/login", { method: "POST", headers: json, body: credentials });
  return ((await login.json()) as { token: string }).token;
}
