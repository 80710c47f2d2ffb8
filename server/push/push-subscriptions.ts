import { and, eq } from "drizzle-orm";
import { isLocale, type Locale } from "#core/i18n/locales.ts";
import type { Database } from "#server/db/client.ts";
import { pushSubscriptions, users } from "#server/db/schema.ts";

export type NewSubscription = {
  endpoint: string;
  p256dh: string;
  auth: string;
  timeZone: string;
  quiet: { start: number; end: number } | null;
  locale: Locale;
};

/**
 * Stores a browser's subscription for an owner. The same endpoint saved again by the same owner
 * (re-enabling alerts) is the same browser: its keys, zone, quiet hours and language are replaced,
 * its creation time restarted. An endpoint another reader holds is left alone: "taken" (the browser
 * then makes a new subscription).
 */
export async function saveSubscription(
  db: Database,
  ownerId: number,
  sub: NewSubscription,
): Promise<typeof pushSubscriptions.$inferSelect | "taken"> {
  const values = {
    ownerId,
    endpoint: sub.endpoint,
    p256dh: sub.p256dh,
    auth: sub.auth,
    timeZone: sub.timeZone,
    quietStart: sub.quiet?.start ?? null,
    quietEnd: sub.quiet?.end ?? null,
    locale: sub.locale,
    createdAt: new Date(),
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      setWhere: eq(pushSubscriptions.ownerId, ownerId),
    })
    .returning();
  return row ?? "taken";
}

/** Deletes the owner's subscription with this endpoint; false when the owner has none such. */
export async function deleteSubscription(db: Database, ownerId: number, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.ownerId, ownerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** The language an account chose, for a subscription that names none; null when it names none we serve. */
export async function accountLocale(db: Database, userId: number): Promise<Locale | null> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return user && isLocale(user.locale) ? user.locale : null;
}
