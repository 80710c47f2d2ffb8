import type { Locale } from "../i18n/locales.ts";

/*
 * Web Push subscriptions (decision 0066; decisions: Web Push with VAPID replaces the vendor push
 * token): the shapes the browser module (app/notifications/) and the API share.
 */

/** `GET push/vapid_public_key`: the key browsers subscribe with (applicationServerKey). */
export type VapidPublicKeyJson = { public_key: string };

/** Quiet hours as minutes since midnight in the reader's time zone; end may be before start (22:00–07:00). */
export type QuietHoursJson = { start: number; end: number };

/** A stored subscription as `POST push/subscriptions` answers it (never its keys). */
export type PushSubscriptionJson = {
  endpoint: string;
  time_zone: string;
  quiet_hours: QuietHoursJson | null;
  locale: Locale;
  created_at: string;
};

/**
 * The local storage key of the spec's push token (docs/behaviour/platform.md#local-storage-keys: `FirebaseToken`, prefixed
 * by the site name): the subscription's endpoint, or the string `false` when push is unavailable.
 */
export function pushTokenStorageKey(siteName: string): string {
  return `${siteName}FirebaseToken`;
}
