import { createECDH, type ECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import ece from "http_ece";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import type { EventGoal } from "#core/sports/sporting-events.ts";
import { bumpContentVersion } from "#server/cache/content-version.ts";
import { pushSubscriptions } from "#server/db/schema.ts";
import { insertArticle, insertPublisher } from "#server/recommend/content-fixtures.ts";
import { insertEvents, insertLeague } from "#server/testing/sports-fixtures.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import type { PushPayload } from "./push-payload.ts";

/**
 * The Web Push test of docs/decisions/0066-web-push-alerts.md: key pairs made here as a browser makes them (ECDH P-256 and a
 * 16-byte auth secret) are subscribed with endpoints at a local HTTP server standing in for the
 * push service (allowed by the test-only ICARO_PUSH_TEST_HOSTS); goals go through the real sports
 * update path (`POST sporting_events/{id}/update`); what arrives is decrypted with the test's
 * private key (http_ece, aes128gcm) and read.
 */

const vapid = webpush.generateVAPIDKeys();
const OPERATOR_KEY = "operator-key-for-push-tests";

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
type Browser = { name: string; ecdh: ECDH; auth: string; endpoint: string };

const goal = (side: "home" | "away", minute: number, scorer: string): EventGoal => ({
  side,
  minute,
  offset: null,
  scorer,
  penalty: false,
  own_goal: false,
});

describe.each(ENGINES)("Web Push alerts on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  let pushService: Server;
  let base: string;
  const received: Received[] = [];
  /** Paths the stand-in answers 410 Gone for (a subscription the browser dropped). */
  const gone = new Set<string>();
  let league: Awaited<ReturnType<typeof insertLeague>>;
  let eventId: number;
  let homeTeamId: number;

  beforeAll(async () => {
    pushService = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = request.url ?? "";
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = gone.has(path) ? 410 : 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
    const { port } = pushService.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    harness = await createAuthTestApi(
      engine,
      {
        ICARO_VAPID_PUBLIC_KEY: vapid.publicKey,
        ICARO_VAPID_PRIVATE_KEY: vapid.privateKey,
        ICARO_VAPID_SUBJECT: "mailto:alerts@example.com",
        ICARO_PUSH_TEST_HOSTS: `127.0.0.1:${port}`,
      },
      { push: true, operatorKeys: [OPERATOR_KEY] },
    );
    league = await insertLeague(harness.db, "Push League", ["Flamengo", "Palmeiras"]);
    homeTeamId = league.teamId("Flamengo");
    const [event] = await insertEvents(harness.db, league, [
      { home: "Flamengo", away: "Palmeiras", start: new Date().toISOString() },
    ]);
    eventId = event.id;
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    await new Promise((resolve) => pushService?.close(resolve));
  });

  const json = { "content-type": "application/json" };
  const home = () => ({ id: homeTeamId, context: "teams" as const });

  /** A browser of a guest: its own keys, subscribed with its time zone and quiet hours. */
  async function browser(name: string, extra: Record<string, unknown> = {}): Promise<Browser> {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16).toString("base64url");
    const endpoint = `${base}/push/${name}`;
    const response = await harness.api.request("/api/v3/push/subscriptions", {
      method: "POST",
      headers: { ...json, psid: `psid-${name}` },
      body: JSON.stringify({
        subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } },
        time_zone: "UTC",
        ...extra,
      }),
    });
    expect(response.status).toBe(201);
    return { name, ecdh, auth, endpoint };
  }

  /** Follows a profile with alerts on through the follows API, as the follow star does after enablePushAlerts. */
  async function follow(
    who: Browser,
    profile: { id: number; context: "teams" | "leagues" },
    alerts?: Record<string, boolean>,
  ) {
    const headers = { ...json, psid: `psid-${who.name}` };
    const followed = await harness.api.request("/api/v3/follows_anon", {
      method: "POST",
      headers,
      body: JSON.stringify({ ...profile, push_on: 1, device_token: who.endpoint }),
    });
    expect(followed.status).toBe(201);
    if (alerts) {
      const updated = await harness.api.request("/api/v3/follows", {
        method: "PUT",
        headers,
        body: JSON.stringify({ ...profile, push_on: 1, device_token: who.endpoint, alerts }),
      });
      expect(updated.status).toBe(200);
    }
  }

  async function update(id: number, body: Record<string, unknown>) {
    const response = await harness.api.request(`/api/v3/sporting_events/${id}/update`, {
      method: "POST",
      headers: { ...json, authorization: `Bearer ${OPERATOR_KEY}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    await harness.push?.alerts.idle();
  }

  /** What `who`'s browser was sent since `from`, decrypted with its private key. */
  function alertsOf(who: Browser, from = 0): PushPayload[] {
    return received
      .slice(from)
      .filter((request) => request.path === `/push/${who.name}`)
      .map((request) => {
        expect(request.headers["content-encoding"]).toBe("aes128gcm");
        expect(request.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
        expect(request.headers.authorization).toContain(`k=${vapid.publicKey}`);
        const plain = ece.decrypt(request.body, {
          version: "aes128gcm",
          privateKey: who.ecdh,
          authSecret: who.auth,
        });
        return JSON.parse(plain.toString("utf8")) as PushPayload;
      });
  }

  it("sends kick-off and each goal, encrypted for the browser, in its language; quiet hours hold them back", async () => {
    const fan = await browser("fan", { locale: "pt" });
    const english = await browser("english");
    const minute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const sleeper = await browser("sleeper", {
      quiet_hours: { start: (minute + 1380) % 1440, end: (minute + 60) % 1440 },
    });
    const noGoals = await browser("nogoals");
    await follow(fan, home());
    await follow(english, { id: league.league.id, context: "leagues" });
    await follow(sleeper, home());
    await follow(noGoals, home(), { goal: false });
    const start = received.length;

    await update(eventId, { status: "playing", period: "1'", home: 0, away: 0 });
    await update(eventId, { period: "12'", home: 1, goals: [goal("home", 12, "Pedro")] });

    expect(alertsOf(fan, start)).toEqual([
      {
        title: "Começou: Flamengo – Palmeiras",
        body: "A partida começou (Push League).",
        url: `/pt/calendar/sporting_events/${eventId}`,
        tag: `event-${eventId}`,
      },
      {
        title: "Gol! Flamengo 1–0 Palmeiras",
        body: "12' Pedro",
        url: `/pt/calendar/sporting_events/${eventId}`,
        tag: `event-${eventId}`,
      },
    ]);
    expect(alertsOf(english, start).map((alert) => alert.title)).toEqual([
      "Kick-off: Flamengo – Palmeiras",
      "Goal! Flamengo 1–0 Palmeiras",
    ]);
    expect(alertsOf(sleeper, start)).toEqual([]);
    expect(alertsOf(noGoals, start).map((alert) => alert.title)).toEqual(["Kick-off: Flamengo – Palmeiras"]);
  });

  it("does not send a replayed update twice", async () => {
    const start = received.length;
    await update(eventId, { period: "13'", home: 1, goals: [goal("home", 12, "Pedro")] });
    await update(eventId, { period: "13'", home: 1, goals: [goal("home", 12, "Pedro")] });
    expect(received.slice(start)).toEqual([]);
  });

  it("does not send earlier goals to a reader who follows during the match", async () => {
    const late = await browser("late");
    await follow(late, home());
    const fan = { name: "fan" } as Browser;
    const start = received.length;
    // The provider resends every goal so far with the new one.
    await update(eventId, {
      period: "30'",
      home: 1,
      away: 1,
      goals: [goal("home", 12, "Pedro"), goal("away", 30, "Endrick")],
    });
    expect(alertsOf(late, start).map((alert) => alert.title)).toEqual(["Goal! Flamengo 1–1 Palmeiras"]);
    expect(received.slice(start).filter((request) => request.path === `/push/${fan.name}`)).toHaveLength(1);
  });

  it("does not send what happened before the follow, even when the provider reports it late", async () => {
    const [other] = await insertEvents(harness.db, league, [
      { home: "Palmeiras", away: "Flamengo", start: new Date(Date.now() - 35 * 60_000).toISOString() },
    ]);
    const newcomer = await browser("newcomer");
    await follow(newcomer, home());
    const start = received.length;
    // First word of this match at minute 35, with goals at 10' (catch-up) and 32' (before the follow).
    await update(other.id, {
      status: "playing",
      period: "35'",
      home: 1,
      away: 1,
      goals: [goal("home", 10, "Veiga"), goal("away", 32, "Arrascaeta")],
    });
    expect(alertsOf(newcomer, start)).toEqual([]);
    // A goal now is news.
    await update(other.id, {
      period: "36'",
      away: 2,
      goals: [goal("home", 10, "Veiga"), goal("away", 32, "Arrascaeta"), goal("away", 36, "Pedro")],
    });
    expect(alertsOf(newcomer, start).map((alert) => alert.title)).toEqual(["Goal! Palmeiras 1–2 Flamengo"]);
  });

  it("sends full time, and deletes a subscription the push service says is gone", async () => {
    const dropped = await browser("dropped");
    await follow(dropped, home());
    gone.add("/push/dropped");
    const start = received.length;
    await update(eventId, {
      status: "final",
      period: null,
      home: 1,
      away: 1,
      goals: [goal("home", 12, "Pedro"), goal("away", 30, "Endrick")],
    });
    const fan = { name: "fan", ecdh: createECDH("prime256v1"), auth: "", endpoint: "" };
    expect(received.slice(start).filter((request) => request.path === `/push/${fan.name}`)).toHaveLength(1);
    expect(received.slice(start).some((request) => request.path === "/push/dropped")).toBe(true);
    const rows = await harness.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, dropped.endpoint));
    expect(rows).toEqual([]);
    const english = received.slice(start).filter((request) => request.path === "/push/english");
    expect(english).toHaveLength(1);
  });

  it("sends an important new story to the followers of its tags, once", async () => {
    const reader = await browser("reader", { locale: "pt" });
    const muted = await browser("muted");
    await follow(reader, home());
    await follow(muted, home(), { breaking: false });
    const start = received.length;
    const publisher = await insertPublisher(harness.db, "Push Press");
    const name = "Flamengo anuncia novo técnico";
    const id = await insertArticle(harness.db, publisher, {
      name,
      publishDate: new Date(),
      importance: 9,
      tags: [homeTeamId],
    });
    await insertArticle(harness.db, publisher, {
      name: "Flamengo treina à tarde",
      publishDate: new Date(),
      importance: 2,
      tags: [homeTeamId],
    });
    bumpContentVersion();
    await harness.push?.alerts.idle();
    expect(alertsOf(reader, start)).toEqual([
      {
        title: "Urgente",
        body: name,
        url: `/pt/p/news_stories/${id}/flamengo-anuncia-novo-tecnico`,
        tag: `article-${id}`,
      },
    ]);
    expect(alertsOf(muted, start)).toEqual([]);
    const after = received.length;
    bumpContentVersion();
    await harness.push?.alerts.idle();
    expect(received.length).toBe(after);
  });
});
