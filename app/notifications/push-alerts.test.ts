import { describe, expect, it, vi } from "vitest";
import {
  base64UrlBytes,
  enablePushAlerts,
  type PushEnvironment,
  pushAlertsAvailable,
  pushSkipped,
  storedPushEndpoint,
} from "./push-alerts.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPAD_AS_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const ANDROID_WEBVIEW =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe("the iOS and web view rule", () => {
  it.each([
    [CHROME, false, 0, false],
    [ANDROID_CHROME, false, 5, false],
    [IPHONE, false, 5, true],
    [IPHONE, true, 5, false], // added to the home screen
    [IPAD_AS_MAC, false, 5, true],
    [IPAD_AS_MAC, false, 0, false], // a real Mac
    [ANDROID_WEBVIEW, false, 5, true],
  ])("%s standalone=%s touch=%i skipped=%s", (userAgent, standalone, maxTouchPoints, skipped) => {
    expect(pushSkipped({ userAgent, standalone, maxTouchPoints })).toBe(skipped);
  });
});

const KEY = "BPz6ewc0ErW4wcdgKCwZSLQWp2ZiUDDwJmjKtV-xpKZ05vPHmQlF5ZA-6uRuy-0WgRtZXwxYmQuwjjAfpPN3Oqs";

function fakes(
  options: { permission?: NotificationPermission; answer?: NotificationPermission; userAgent?: string } = {},
) {
  const stored = new Map<string, string>();
  let serial = 0;
  let current: PushSubscription | null = null;
  const makeSubscription = (key: Uint8Array) => {
    serial++;
    const endpoint = `https://fcm.googleapis.com/fcm/send/browser-${serial}`;
    const subscription = {
      endpoint,
      options: { applicationServerKey: key.buffer },
      toJSON: () => ({ endpoint, keys: { p256dh: "p", auth: "a" } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    } as unknown as PushSubscription;
    current = subscription;
    return subscription;
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) =>
      makeSubscription(applicationServerKey),
    ),
  };
  const register = vi.fn(async () => ({}));
  const requestPermission = vi.fn(async () => options.answer ?? "granted");
  const environment: PushEnvironment = {
    userAgent: options.userAgent ?? CHROME,
    standalone: false,
    maxTouchPoints: 0,
    serviceWorker: { register, ready: Promise.resolve({ pushManager }) } as unknown as ServiceWorkerContainer,
    notification: { permission: options.permission ?? "default", requestPermission } as never,
    hasPushManager: true,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    timeZone: "America/Sao_Paulo",
    language: "pt-BR",
  };
  return { environment, stored, register, requestPermission, pushManager };
}

function fakeApi(saveStatuses: number[] = [201]) {
  const calls: { path: string; body?: unknown }[] = [];
  const api = vi.fn(async (path: string, init?: RequestInit) => {
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.endsWith("vapid_public_key")) return Response.json({ public_key: KEY });
    return new Response(null, { status: saveStatuses.shift() ?? 201 });
  });
  return { api, calls };
}

describe("enablePushAlerts", () => {
  it("asks permission, registers /sw.js, subscribes with the server's key and saves the subscription", async () => {
    const browser = fakes();
    const { api, calls } = fakeApi();
    const result = await enablePushAlerts({
      api,
      apiPrefix: "/api/v3/",
      siteName: "Icaro",
      environment: browser.environment,
    });
    expect(result).toEqual({ endpoint: "https://fcm.googleapis.com/fcm/send/browser-1" });
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    const subscribed = browser.pushManager.subscribe.mock.calls[0][0];
    expect(subscribed.applicationServerKey).toEqual(base64UrlBytes(KEY));
    expect(calls[1]).toEqual({
      path: "/api/v3/push/subscriptions",
      body: {
        subscription: {
          endpoint: "https://fcm.googleapis.com/fcm/send/browser-1",
          keys: { p256dh: "p", auth: "a" },
        },
        time_zone: "America/Sao_Paulo",
        locale: "pt",
      },
    });
    // The push token set with a value never expires (docs/behaviour/platform.md#local-storage-expiry).
    expect(JSON.parse(browser.stored.get("IcaroFirebaseToken") ?? "")).toEqual({
      value: "https://fcm.googleapis.com/fcm/send/browser-1",
      expiry: null,
    });
    expect(storedPushEndpoint({ siteName: "Icaro", environment: browser.environment })).toBe(
      "https://fcm.googleapis.com/fcm/send/browser-1",
    );
  });

  it("stores false and hides the controls when the reader refuses the permission", async () => {
    const browser = fakes({ answer: "denied" });
    const { api } = fakeApi();
    expect(
      await enablePushAlerts({
        api,
        apiPrefix: "/api/v3/",
        siteName: "Icaro",
        environment: browser.environment,
      }),
    ).toBe(false);
    expect(JSON.parse(browser.stored.get("IcaroFirebaseToken") ?? "")).toMatchObject({ value: false });
    expect(pushAlertsAvailable({ siteName: "Icaro", environment: browser.environment })).toBe(false);
    expect(api).not.toHaveBeenCalled();
  });

  it("does not even ask on an iPhone's browser", async () => {
    const browser = fakes({ userAgent: IPHONE });
    const { api } = fakeApi();
    expect(
      await enablePushAlerts({
        api,
        apiPrefix: "/api/v3/",
        siteName: "Icaro",
        environment: browser.environment,
      }),
    ).toBe(false);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(pushAlertsAvailable({ siteName: "Icaro", environment: browser.environment })).toBe(false);
  });

  it("stores false when the server refuses the subscription", async () => {
    const browser = fakes({ permission: "granted" });
    const { api } = fakeApi([422]);
    expect(
      await enablePushAlerts({
        api,
        apiPrefix: "/api/v3/",
        siteName: "Icaro",
        environment: browser.environment,
      }),
    ).toBe(false);
    expect(JSON.parse(browser.stored.get("IcaroFirebaseToken") ?? "")).toMatchObject({ value: false });
  });

  it("makes a new subscription when another reader of the device holds this one", async () => {
    const browser = fakes({ permission: "granted" });
    const { api } = fakeApi([409, 201]);
    const result = await enablePushAlerts({
      api,
      apiPrefix: "/api/v3/",
      siteName: "Icaro",
      environment: browser.environment,
    });
    expect(result).toEqual({ endpoint: "https://fcm.googleapis.com/fcm/send/browser-2" });
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it("is available until it fails", () => {
    const browser = fakes();
    expect(pushAlertsAvailable({ siteName: "Icaro", environment: browser.environment })).toBe(true);
    expect(pushAlertsAvailable({ environment: { ...browser.environment, hasPushManager: false } })).toBe(
      false,
    );
  });
});
