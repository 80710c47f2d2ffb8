import { Hono } from "hono";
import webpush from "web-push";
import { apiAppOf, trackingRoutesOf } from "#server/app.ts";
import type { AttemptLimiter } from "#server/auth/attempt-limiter.ts";
import { loadConfig } from "#server/config.ts";
import { openApiDocument } from "#server/http/api/openapi.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/services.ts";
import { capturingMailer } from "../test-auth.ts";
import { createTestDatabase, type Engine } from "../test-database.ts";
import { fuzzOperation, plausibleValue } from "./fuzz-requests.ts";

const fuzzVapid = webpush.generateVAPIDKeys();

/**
 * A limiter that never refuses: the fuzzer sends thousands of failed sign-ins from one address,
 * and a 429 at the door would keep its values from the code behind it (the limiter has its own tests).
 */
const openLimiter: AttemptLimiter = {
  check: async () => {},
  fail: async () => {},
  succeed: async () => {},
  rememberDevice: async () => {},
  close: async () => {},
};

/**
 * The whole API as `npm start` mounts it (server/app.ts): accounts, the operator's hand-off and
 * the live scores, over the services on a fresh database with the demo edition, so that ids,
 * keys and seasons the fuzzer reaches exist. Call `close()` afterwards.
 */
export async function createFuzzApi(engine: Engine) {
  const database = await createTestDatabase(engine);
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "production",
    PUBLIC_URL: "http://icaro.test",
    ICARO_DEMO: "on",
    ICARO_SPORTS_SIMULATOR: "off",
    ICARO_FEED_POLL_MINUTES: "0",
    // The fuzzer's own pair: no vapid.json written into the working directory's data/.
    ICARO_VAPID_PUBLIC_KEY: fuzzVapid.publicKey,
    ICARO_VAPID_PRIVATE_KEY: fuzzVapid.privateKey,
  });
  const log = createLogger("silent");
  const services = await createServices(config, log, {
    database: database.handle,
    mailer: capturingMailer(),
    limiter: openLimiter,
  });
  // As the whole app mounts them (server/app.ts): the analytics beacons at the root, then the API.
  const api = new Hono().route("/", trackingRoutesOf(services)).route("/", apiAppOf(services));
  // The account of the plausible bodies, so that a sign-in gets past the password.
  const account = plausibleValue(
    fuzzOperation(openApiDocument(config.ICARO_API_PREFIX), "signUp").body?.schema ?? {},
    "body",
  );
  const signUp = await api.request(`/${config.ICARO_API_PREFIX}auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (signUp.status !== 200) throw new Error(`the fuzzer's account: ${signUp.status} ${await signUp.text()}`);
  return {
    api,
    apiPrefix: config.ICARO_API_PREFIX,
    operatorKey: services.operatorKey,
    close: async () => {
      await services.stop();
      await database.drop();
    },
  };
}
