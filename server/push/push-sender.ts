import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import webpush from "web-push";
import { ttlCache } from "#server/cache/ttl-cache.ts";
import type { Database } from "#server/db/client.ts";
import { pushSubscriptions } from "#server/db/schema.ts";
import { isPrivateAddress } from "#server/media/image-sources.ts";
import type { PushPayload } from "./push-payload.ts";
import type { VapidKeys } from "./vapid-keys.ts";

export type PushTarget = { id: number; endpoint: string; p256dh: string; auth: string };

export type PushSender = {
  /** Queues one message; returns at once (sending is never on a request's path). */
  send(target: PushTarget, payload: PushPayload): void;
  /** Resolves when nothing is queued or in flight (tests, the bench, shutdown). */
  idle(): Promise<void>;
  readonly stats: { sent: number; failed: number; expired: number; dropped: number };
  stop(): Promise<void>;
};

/** How long a push service may take to answer one message. */
const SEND_TIMEOUT_MS = 10_000;
/** Messages waiting beyond this are dropped with a warning: a stuck push service must not eat the memory. */
const QUEUE_MAX = 200_000;
/** How long a VAPID token is valid (RFC 8292 allows at most 24 hours). */
const VAPID_VALID_SECONDS = 12 * 60 * 60;
/** How long a push service keeps an alert for an offline browser: a goal alert a day late is noise. */
const TTL_SECONDS = 60 * 60;

/** Resolves the push service's name, refusing private addresses (an allowed name re-pointed inward). */
function publicLookup(
  hostname: string,
  options: object,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "");
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address))) {
      return callback(
        Object.assign(new Error(`${hostname} resolves to a private address`), { code: "EPRIVATE" }),
        "",
      );
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    callback(null, list[0].address, list[0].family);
  });
}

/**
 * The Web Push sender (decision 0066): `web-push` encrypts each payload (aes128gcm) and signs the
 * VAPID header (once per push service, kept for hours); this queue posts it with at most `concurrency` requests in flight, over https with
 * a lookup that refuses private addresses (plain http only to the tests' stand-in hosts). A 404 or
 * 410 from the push service means the browser dropped the subscription: it is deleted. Other
 * failures are logged and forgotten; nothing here throws into its caller.
 */
export function createPushSender(options: {
  db: Database;
  log: Pick<Logger, "warn" | "debug">;
  vapid: VapidKeys;
  concurrency: number;
  /** host:port pairs reached over plain http without the address check (ICARO_PUSH_TEST_HOSTS). */
  testHosts: readonly string[];
}): PushSender {
  const queue: { target: PushTarget; payload: PushPayload }[] = [];
  const stats = { sent: 0, failed: 0, expired: 0, dropped: 0 };
  const secureAgent = new https.Agent({ keepAlive: true, lookup: publicLookup as never, maxSockets: 64 });
  const plainAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let active = 0;
  let stopped = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (active === 0 && queue.length === 0) {
      const told = waiters;
      waiters = [];
      for (const resolve of told) resolve();
    }
  };

  /**
   * The VAPID Authorization of each push service (audience), signed once and reused until an hour
   * before it expires: signing an ES256 token per message would cost more than encrypting it.
   */
  const authorizations = ttlCache<string, string>({ ttlMs: (VAPID_VALID_SECONDS - 3600) * 1000 });
  function authorizationFor(audience: string): string {
    const kept = authorizations.get(audience);
    if (kept) return kept;
    const expiresAt = Math.floor(Date.now() / 1000) + VAPID_VALID_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      options.vapid.subject,
      options.vapid.publicKey,
      options.vapid.privateKey,
      "aes128gcm",
      expiresAt,
    );
    authorizations.set(audience, Authorization);
    return Authorization;
  }

  function post(target: PushTarget, payload: PushPayload): Promise<number> {
    // RFC 8291 (aes128gcm) by web-push: a fresh key pair and salt per message.
    const encrypted = webpush.encrypt(target.p256dh, target.auth, JSON.stringify(payload), "aes128gcm");
    const url = new URL(target.endpoint);
    const details = {
      method: "POST",
      endpoint: target.endpoint,
      body: encrypted.cipherText,
      headers: {
        TTL: String(TTL_SECONDS),
        Urgency: "high",
        "Content-Type": "application/octet-stream",
        "Content-Encoding": "aes128gcm",
        "Content-Length": String(encrypted.cipherText.length),
        Authorization: authorizationFor(url.origin),
      },
    };
    const hostPort = `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`;
    const plain = options.testHosts.includes(hostPort);
    if (url.protocol !== "https:" && !plain) return Promise.reject(new Error("not an https endpoint"));
    const client = url.protocol === "https:" ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: details.method,
          headers: details.headers,
          agent: url.protocol === "https:" ? (plain ? undefined : secureAgent) : plainAgent,
          timeout: SEND_TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("push service timeout")));
      request.on("error", reject);
      request.end(details.body);
    });
  }

  async function deliver(target: PushTarget, payload: PushPayload) {
    try {
      const status = await post(target, payload);
      if (status >= 200 && status < 300) {
        stats.sent++;
      } else if (status === 404 || status === 410) {
        stats.expired++;
        await options.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
        options.log.debug({ subscription: target.id, status }, "push subscription expired; deleted");
      } else {
        stats.failed++;
        options.log.warn({ subscription: target.id, status }, "the push service refused an alert");
      }
    } catch (error) {
      stats.failed++;
      options.log.warn({ err: error, subscription: target.id }, "a push alert could not be sent");
    }
  }

  function pump() {
    while (!stopped && active < options.concurrency && queue.length > 0) {
      const next = queue.shift();
      if (!next) break;
      active++;
      deliver(next.target, next.payload).finally(() => {
        active--;
        pump();
        settle();
      });
    }
    settle();
  }

  return {
    send(target, payload) {
      if (stopped) return;
      if (queue.length >= QUEUE_MAX) {
        stats.dropped++;
        if (stats.dropped === 1 || stats.dropped % 1000 === 0) {
          options.log.warn({ dropped: stats.dropped }, "the push queue is full; alerts dropped");
        }
        return;
      }
      queue.push({ target, payload });
      pump();
    },
    idle() {
      if (active === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    stats,
    async stop() {
      stopped = true;
      queue.length = 0;
      if (active > 0) await new Promise<void>((resolve) => waiters.push(resolve));
      secureAgent.destroy();
      plainAgent.destroy();
    },
  };
}
