import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { pushSubscriptions } from "#server/db/schema.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";

const vapid = webpush.generateVAPIDKeys();

/** A browser's subscription keys: a P-256 point and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}
const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString("base64url")}`;

describe.each(ENGINES)("push subscriptions API on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  const tokens: string[] = [];
  const json = { "content-type": "application/json" };

  beforeAll(async () => {
    harness = await createAuthTestApi(
      engine,
      { ICARO_VAPID_PUBLIC_KEY: vapid.publicKey, ICARO_VAPID_PRIVATE_KEY: vapid.privateKey },
      { push: true },
    );
    for (const [index, locale] of (["pt", "es"] as const).entries()) {
      const credentials = { email: `reader${index}@example.com`, password: "a reader's password" };
      await harness.api.request("/api/v3/auth", {
        method: "POST",
        headers: { ...json, "accept-language": locale },
        body: JSON.stringify({ ...credentials, locale }),
      });
      const login = await harness.api.request("/api/auth/login", {
        method: "POST",
        headers: json,
        body: JSON.stringify(credentials),
      });
      tokens.push(((await login.json()) as { token: string }).token);
    }
  }, 120_000);
  afterAll(() => harness?.close());

  /** Two accounts and two guests. */
  const readers = {
    alice: () => ({ authorization: `Bearer ${tokens[0]}` }),
    bob: () => ({ authorization: `Bearer ${tokens[1]}` }),
    guestA: () => ({ psid: "guest-a-0001" }),
    guestB: () => ({ psid: "guest-b-0002" }),
  };
  type Who = keyof typeof readers;

  const call = (method: string, path: string, who: Who | null, body?: unknown) =>
    harness.api.request(`/api/v3/${path}`, {
      method,
      headers: { ...json, ...(who ? readers[who]() : {}) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const subscribe = (who: Who, endpoint: string, extra: Record<string, unknown> = {}) =>
    call("POST", "push/subscriptions", who, {
      subscription: { endpoint, expirationTime: null, keys: browserKeys() },
      time_zone: "America/Sao_Paulo",
      ...extra,
    });
  const errorCode = async (response: Response) =>
    ((await response.json()) as { error: { code: string } }).error.code;

  it("gives the VAPID public key", async () => {
    const response = await call("GET", "push/vapid_public_key", null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ public_key: vapid.publicKey });
  });

  it("stores a signed-in reader's subscription with their zone, quiet hours and language", async () => {
    const endpoint = fcm();
    const response = await subscribe("alice", endpoint, {
      quiet_hours: { start: 1320, end: 420 },
      locale: "es",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      endpoint,
      time_zone: "America/Sao_Paulo",
      quiet_hours: { start: 1320, end: 420 },
      locale: "es",
    });
  });

  it("stores a guest's subscription under their PSID, their language defaulting to English", async () => {
    const response = await subscribe("guestA", fcm());
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ quiet_hours: null, locale: "en" });
  });

  it.each([
    ["http://fcm.googleapis.com/fcm/send/x", "invalid_push_endpoint"],
    ["https://127.0.0.1/push", "invalid_push_endpoint"],
    ["https://10.1.2.3/push", "invalid_push_endpoint"],
    ["https://169.254.169.254/latest", "invalid_push_endpoint"],
    ["https://[::1]/push", "invalid_push_endpoint"],
    ["https://localhost/push", "invalid_push_endpoint"],
    ["https://attacker.example.com/push", "invalid_push_endpoint"],
    ["not a url", "invalid_push_endpoint"],
  ])("refuses the endpoint %s (%s), storing nothing", async (endpoint, code) => {
    const response = await subscribe("bob", endpoint);
    expect(response.status).toBe(422);
    expect(await errorCode(response)).toBe(code);
    const rows = await harness.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toEqual([]);
  });

  it.each([
    ["a short p256dh", { keys: { p256dh: "AAAA", auth: browserKeys().auth } }, 400, "invalid_body"],
    ["a long auth", { keys: { p256dh: browserKeys().p256dh, auth: "A".repeat(30) } }, 400, "invalid_body"],
    [
      "a p256dh that is not a curve point",
      {
        keys: {
          p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url"),
          auth: browserKeys().auth,
        },
      },
      422,
      "invalid_push_keys",
    ],
    ["no keys", {}, 400, "invalid_body"],
  ])("refuses %s", async (_, subscription, status, code) => {
    const response = await call("POST", "push/subscriptions", "bob", {
      subscription: { endpoint: fcm(), ...subscription },
      time_zone: "UTC",
    });
    expect(response.status).toBe(status);
    expect(await errorCode(response)).toBe(code);
  });

  it.each([
    ["an unknown time zone", { time_zone: "Mars/Olympus" }],
    ["a time zone that is a path", { time_zone: "../../etc/passwd" }],
    ["quiet hours past midnight's minutes", { quiet_hours: { start: 1440, end: 60 } }],
    ["negative quiet hours", { quiet_hours: { start: -1, end: 60 } }],
    ["an unknown language", { locale: "fr" }],
  ])("refuses %s with invalid_body", async (_, extra) => {
    const response = await subscribe("bob", fcm(), extra);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("invalid_body");
  });

  it("refuses malformed bodies with 4xx, never 500", async () => {
    expect((await call("POST", "push/subscriptions", "bob", "{")).status).toBe(400);
    expect((await call("POST", "push/subscriptions", "bob", "[]")).status).toBe(400);
    expect((await call("POST", "push/subscriptions", "bob", { subscription: "x" })).status).toBe(400);
    expect((await call("DELETE", "push/subscriptions", "bob", { endpoint: 12 })).status).toBe(400);
  });

  describe("no reader reaches another's subscription", () => {
    const who: Who[] = ["alice", "bob", "guestA", "guestB"];
    const endpoints = new Map<Who, string>();
    beforeAll(async () => {
      for (const reader of who) {
        const endpoint = fcm();
        expect((await subscribe(reader, endpoint)).status).toBe(201);
        endpoints.set(reader, endpoint);
      }
    });

    it.each(
      who.flatMap((owner) => who.filter((other) => other !== owner).map((other) => [other, owner] as const)),
    )("%s cannot delete %s's subscription, nor take it over", async (other, owner) => {
      const endpoint = endpoints.get(owner) as string;
      const deleted = await call("DELETE", "push/subscriptions", other, { endpoint });
      expect(deleted.status).toBe(404);
      expect(await errorCode(deleted)).toBe("push_subscription_not_found");
      const taken = await subscribe(other, endpoint);
      expect(taken.status).toBe(409);
      expect(await errorCode(taken)).toBe("push_subscription_taken");
      const [row] = await harness.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint));
      expect(row).toBeDefined();
    });

    it("a reader re-saves and deletes their own", async () => {
      for (const reader of who) {
        const endpoint = endpoints.get(reader) as string;
        expect((await subscribe(reader, endpoint, { time_zone: "Europe/Madrid" })).status).toBe(201);
        expect((await call("DELETE", "push/subscriptions", reader, { endpoint })).status).toBe(204);
        expect((await call("DELETE", "push/subscriptions", reader, { endpoint })).status).toBe(404);
      }
    });

    it("a guest who signs in keeps the browser's subscription", async () => {
      const endpoint = fcm();
      expect((await subscribe("guestB", endpoint)).status).toBe(201);
      const response = await call("POST", "push/subscriptions", null, {
        subscription: { endpoint, keys: browserKeys() },
        time_zone: "UTC",
      });
      // Without the guest's PSID or an account, another reader: refused.
      expect(response.status).toBe(409);
      const signedIn = await harness.api.request("/api/v3/push/subscriptions", {
        method: "POST",
        headers: { ...json, ...readers.alice(), ...readers.guestB() },
        body: JSON.stringify({ subscription: { endpoint, keys: browserKeys() }, time_zone: "UTC" }),
      });
      expect(signedIn.status).toBe(201);
      expect((await call("DELETE", "push/subscriptions", "guestB", { endpoint })).status).toBe(404);
      expect((await call("DELETE", "push/subscriptions", "alice", { endpoint })).status).toBe(204);
    });
  });
});
