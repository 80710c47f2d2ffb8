import { createECDH } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { isLocale, type Locale } from "#core/locales.ts";
import type { PushSubscriptionJson } from "#core/push.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { handle } from "#server/http/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { checkEndpoint, type EndpointRules } from "./push-endpoint.ts";
import { pushErrors } from "./push-errors.ts";
import {
  subscribePushOperation,
  unsubscribePushOperation,
  vapidPublicKeyOperation,
} from "./push-operations.ts";
import { deleteSubscription, saveSubscription } from "./push-subscriptions.ts";
import { type Reader, readerOwnerId } from "./reader-owner.ts";

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
 * 0066). The reader is the signed-in account, else the request's PSID; their owner row (the one
 * their follows hang on) is made at their first subscription.
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

  const readerOf = (c: { var: AppEnv["Variables"] }): Reader =>
    c.var.user ? { userId: Number(c.var.user.id) } : { psid: c.var.psid };

  handle(app, subscribePushOperation, async (c, { body }) => {
    const verdict = checkEndpoint(body.subscription.endpoint, options.endpointRules);
    if (!verdict.ok) throw pushErrors.invalidEndpoint(verdict.reason);
    if (!isP256Point(body.subscription.keys.p256dh)) {
      throw pushErrors.invalidKeys("keys.p256dh is not a P-256 public key");
    }
    const reader = readerOf(c);
    let locale: Locale = body.locale ?? "en";
    if (!body.locale && "userId" in reader) {
      const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, reader.userId));
      if (user && isLocale(user.locale)) locale = user.locale;
    }
    const saved = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const ownerId = await readerOwnerId(txDb, reader, { siteId, create: true });
      if (ownerId === null) return null;
      // A guest who signed in re-subscribes the same browser: their guest row's subscription is theirs.
      const mine = [ownerId];
      if ("userId" in reader) {
        const guest = await readerOwnerId(txDb, { psid: c.var.psid }, { siteId, create: false });
        if (guest !== null) mine.push(guest);
      }
      return saveSubscription(
        txDb,
        ownerId,
        {
          endpoint: body.subscription.endpoint,
          p256dh: body.subscription.keys.p256dh.replace(/=+$/, ""),
          auth: body.subscription.keys.auth.replace(/=+$/, ""),
          timeZone: body.time_zone,
          quiet: body.quiet_hours ?? null,
          locale,
        },
        mine,
      );
    });
    if (saved === "taken") throw pushErrors.taken();
    if (saved === null) throw pushErrors.notFound();
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
    const ownerId = await readerOwnerId(db, readerOf(c), { siteId, create: false });
    if (ownerId === null || !(await deleteSubscription(db, ownerId, body.endpoint)))
      throw pushErrors.notFound();
    return c.body(null, 204);
  });

  return app;
}
