import type { Logger } from "pino";
import { onContentChange } from "#server/cache/content-version.ts";
import { type Config, localePrefixMap } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { createPushAlerts, type PushAlerts } from "./push-alerts.ts";
import type { EndpointRules } from "./push-endpoint.ts";
import { createPushSender, type PushSender } from "./push-sender.ts";
import { loadVapidKeys } from "./vapid-keys.ts";

/** Web Push as the server runs it (decision 0066): its key, the endpoint rules, the alerts and the sender. */
export type PushService = {
  vapidPublicKey: string;
  endpointRules: EndpointRules;
  alerts: PushAlerts;
  sender: PushSender;
  stop(): Promise<void>;
};

export function createPushService(db: Database, config: Config, log: Logger): PushService {
  const vapid = loadVapidKeys(config);
  const sender = createPushSender({
    db,
    log,
    vapid,
    concurrency: config.ICARO_PUSH_CONCURRENCY,
    testHosts: config.ICARO_PUSH_TEST_HOSTS,
  });
  const prefixes = localePrefixMap(config);
  const alerts = createPushAlerts({
    db,
    sender,
    log,
    prefixes,
    breakingImportance: config.ICARO_PUSH_BREAKING_IMPORTANCE,
  });
  // Every write readers can see bumps the content version: new stories may be breaking news.
  const stopListening = onContentChange(() => alerts.storiesChanged());
  return {
    vapidPublicKey: vapid.publicKey,
    endpointRules: { services: config.ICARO_PUSH_SERVICES, testHosts: config.ICARO_PUSH_TEST_HOSTS },
    alerts,
    sender,
    async stop() {
      stopListening();
      await alerts.stop();
    },
  };
}
