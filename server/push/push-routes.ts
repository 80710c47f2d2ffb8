import { createECDH } from "node:crypto";
import { Hono } from "hono";
import { isLocale, type Locale } from "#core/i18n/locales.ts";
import type { PushSubscriptionJson } from "#core/push/push.ts";
import type { Database } from "#server/db/client.ts";
import { ensureOwner, findOwner } from "#server/favorites/follow-owners.ts";
import { readerOf } from "#server/favorites/follows-routes.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { checkEndpoint, type EndpointRules } from "./push-endpoint.ts";
import { pushErrors } from "./push-errors.ts";
import {
  subscribePushOperation,
  unsubscribePushOperation,
  vapidPublicKeyOperation,
} from "./push-operations.ts";
import { accountLocale, deleteSubscription, saveSubscription } from "./push-subscriptions.ts";

/** True when `p256dh` is a point on P-256 (what a browser's subscription key must be). */
function isP256Point(p256dh: string): boolean {
  try {
    const point = Buffer.from(p256dh, "base64url");
    if (point.length !== 65 || point[0] !== 4) return false;
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET push/vapid_public_key`, `POST push/subscriptions`, `DELETE push/subscriptions` (decision
 * 0066). The reader is the signed-in account, else the request's PSID (readerOf, as the follows
 * routes decide it); their owner row, the one their follows hang on, is made at their first
 * subscription.
 */
export function pushRoutes(options: {
  db: Database;
  vapidPublicKey: string;
  endpointRules: EndpointRules;
  siteId: number;
}) {
  const { db, siteId } = options;
  const app = new Hono<AppEnv>();

  handle(app, vapidPublicKeyOperation, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ public_key: options.vapidPublicKey });
  });

  handle(app, subscribePushOperation, async (c, { body }) => {
    const verdict = checkEndpoint(body.subscription.endpoint, options.endpointRules);
    if (!verdict.ok) throw pushErrors.invalidEndpoint(verdict.reason);
    if (!isP256Point(body.subscription.keys.p256dh)) {
      throw pushErrors.invalidKeys("keys.p256dh is not a P-256 public key");
    }
    const reader = readerOf(c, siteId);
    let locale: Locale = body.locale ?? "en";
    if (!body.locale && reader.userId !== null) locale = (await accountLocale(db, reader.userId)) ?? locale;
    // The follows' owner row (server/favorites/follow-owners.ts): a guest's adopted at sign-in, with
    // its subscriptions, so the browser a guest subscribed stays theirs once they have an account.
    const ownerId = await ensureOwner(db, reader);
    const saved = await saveSubscription(db, ownerId, {
      endpoint: body.subscription.endpoint,
      p256dh: body.subscription.keys.p256dh.replace(/=+$/, ""),
      auth: body.subscription.keys.auth.replace(/=+$/, ""),
      timeZone: body.time_zone,
      quiet: body.quiet_hours ?? null,
      locale,
    });
    if (saved === "taken") throw pushErrors.taken();
    const answer: PushSubscriptionJson = {
      endpoint: saved.endpoint,
      time_zone: saved.timeZone,
      quiet_hours:
        saved.quietStart !== null && saved.quietEnd !== null
          ? { start: saved.quietStart, end: saved.quietEnd }
          : null,
      locale: isLocale(saved.locale) ? saved.locale : "en",
      created_at: saved.createdAt.toISOString(),
    };
    c.header("Cache-Control", "no-store");
    return c.json(answer, 201);
  });

  handle(app, unsubscribePushOperation, async (c, { body }) => {
    const ownerId = await findOwner(db, readerOf(c, siteId));
    if (ownerId === null || !(await deleteSubscription(db, ownerId, body.endpoint)))
      throw pushErrors.notFound();
    return c.body(null, 204);
  });

  return app;
}
