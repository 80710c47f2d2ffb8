import type { BrowserApi } from "#app/api/browser-api.ts";
import { pushTokenStorageKey } from "#core/push/push.ts";
import { SITE_TITLE } from "#core/site/constants.ts";
import {
  browserStorage,
  type EntryStorage,
  readEntry,
  writeEntry,
} from "#core/storage/local-storage-entry.ts";

/*
 * Web Push alerts in the browser (decision 0066; docs/behaviour/offline-push.md#push-token). Loaded lazily,
 * by the controls that turn alerts on for a follow, never with a page: permission is asked only
 * then. The subscription's endpoint is the spec's push token (`<site>FirebaseToken` in local
 * storage, and the follow's device_token); a failure stores `false` there, which hides the
 * notification controls (`pushAlertsAvailable`).
 */

/** What the module needs of the browser; the page's own by default, a test's fakes otherwise. */
export type PushEnvironment = {
  userAgent: string;
  /** The page runs as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** Touch points of the device: iPadOS reports itself as a Mac with several. */
  maxTouchPoints: number;
  serviceWorker: ServiceWorkerContainer | undefined;
  /** Undefined where the Notification API is missing. */
  notification: Pick<typeof Notification, "permission" | "requestPermission"> | undefined;
  hasPushManager: boolean;
  /** Local storage through core/storage/local-storage-entry.ts: the token never expires, a `false` after 14 days. */
  storage: EntryStorage | undefined;
  timeZone: string;
  language: string;
};

export type PushOptions = {
  api?: BrowserApi;
  /** The API's prefix as the pages use it (`/api/v3/`): the setting, from the root loader's data. */
  apiPrefix: string;
  /** The site's name: the local storage key's prefix (docs/behaviour/platform.md#local-storage-keys). */
  siteName?: string;
  environment?: PushEnvironment;
};

/**
 * docs/behaviour/offline-push.md#push-token: no push token on iOS browsers and web views. An iPhone or iPad has Web Push only in a
 * web app added to the home screen (standalone); an Android web view (`; wv)`) never has it.
 */
export function pushSkipped(
  environment: Pick<PushEnvironment, "userAgent" | "standalone" | "maxTouchPoints">,
) {
  const ua = environment.userAgent;
  const ios =
    /\b(iPhone|iPad|iPod)\b/.test(ua) || (/\bMacintosh\b/.test(ua) && environment.maxTouchPoints > 1);
  const androidWebView = /\bAndroid\b/.test(ua) && /;\s*wv\)/.test(ua);
  return (ios && !environment.standalone) || androidWebView;
}

function pageEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  let timeZone = "UTC";
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    // An engine without time zones: UTC, quiet hours then read in UTC.
  }
  return {
    userAgent: nav.userAgent,
    standalone: nav.standalone === true || window.matchMedia?.("(display-mode: standalone)").matches === true,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    serviceWorker: "serviceWorker" in nav ? nav.serviceWorker : undefined,
    notification: "Notification" in window ? window.Notification : undefined,
    hasPushManager: "PushManager" in window,
    storage: browserStorage(),
    timeZone,
    language: document.documentElement.lang || "en",
  };
}

/** The applicationServerKey from its base64url text. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

async function defaultApi(): Promise<BrowserApi> {
  const { createBrowserApi } = await import("#app/api/browser-api.ts");
  return createBrowserApi();
}

/**
 * Turns Web Push on for this browser: asks the Notification permission (called after the reader
 * turned alerts on for something, never on page load), registers /sw.js, subscribes with the
 * server's VAPID key and saves the subscription for the reader with their time zone and language.
 * Answers the endpoint (for the follow's device_token and stored as the push token), or false,
 * stored too, when this browser cannot or may not have alerts.
 */
export async function enablePushAlerts(options: PushOptions): Promise<{ endpoint: string } | false> {
  const environment = options.environment ?? pageEnvironment();
  const key = pushTokenStorageKey(options.siteName ?? SITE_TITLE);
  const fail = (): false => {
    // Storage full or off: the controls simply show again next time.
    if (environment.storage) writeEntry(environment.storage, key, false, Date.now());
    return false;
  };
  try {
    const { serviceWorker, notification } = environment;
    if (pushSkipped(environment) || !serviceWorker || !notification || !environment.hasPushManager)
      return fail();
    const permission =
      notification.permission === "granted" ? "granted" : await notification.requestPermission();
    if (permission !== "granted") return fail();
    const api = options.api ?? (await defaultApi());
    const prefix = options.apiPrefix;
    await serviceWorker.register("/sw.js", { scope: "/" });
    const registration = await serviceWorker.ready;
    const keyResponse = await api(`${prefix}push/vapid_public_key`);
    if (!keyResponse.ok) return fail();
    const serverKey = base64UrlBytes(((await keyResponse.json()) as { public_key: string }).public_key);

    const subscribe = async (fresh: boolean) => {
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && (fresh || !sameKey(subscription.options.applicationServerKey, serverKey))) {
        await subscription.unsubscribe();
        subscription = null;
      }
      return (
        subscription ??
        registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey })
      );
    };
    const save = (subscription: PushSubscription) =>
      api(`${prefix}push/subscriptions`, {
        method: "POST",
        body: JSON.stringify({
          subscription: subscription.toJSON(),
          time_zone: environment.timeZone,
          locale: environment.language.slice(0, 2),
        }),
      });

    let subscription = await subscribe(false);
    let saved = await save(subscription);
    // Another reader of this device held the subscription: this reader gets a new one.
    if (saved.status === 409) {
      subscription = await subscribe(true);
      saved = await save(subscription);
    }
    if (!saved.ok) return fail();
    if (environment.storage) writeEntry(environment.storage, key, subscription.endpoint, Date.now());
    return { endpoint: subscription.endpoint };
  } catch {
    return fail();
  }
}

/**
 * False once enabling failed on this browser (the push token is `false`), or where the browser has
 * no Web Push or is skipped (iOS outside an installed app, web views): the UI hides its
 * notification controls then.
 */
export function pushAlertsAvailable(options: Pick<PushOptions, "siteName" | "environment"> = {}): boolean {
  const environment = options.environment ?? pageEnvironment();
  if (pushSkipped(environment) || !environment.serviceWorker || !environment.notification) return false;
  if (!environment.hasPushManager) return false;
  return storedPushToken(environment, options.siteName) !== false;
}

/** The endpoint stored for this browser (the follow's device_token), or null when there is none. */
export function storedPushEndpoint(
  options: Pick<PushOptions, "siteName" | "environment"> = {},
): string | null {
  const value = storedPushToken(options.environment ?? pageEnvironment(), options.siteName);
  return typeof value === "string" && value ? value : null;
}

/** The push token entry: the endpoint, `false` after a failure, or null. */
function storedPushToken(environment: PushEnvironment, siteName: string | undefined): string | false | null {
  if (!environment.storage) return null;
  return readEntry<string | false>(
    environment.storage,
    pushTokenStorageKey(siteName ?? SITE_TITLE),
    Date.now(),
  );
}
