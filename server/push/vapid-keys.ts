import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "#server/config.ts";

/** The server's VAPID identity (RFC 8292): the browsers subscribe with the public key. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export const VAPID_FILE = "vapid.json";

const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

function readPair(file: string): { publicKey: string; privateKey: string } | null {
  try {
    const json = JSON.parse(readFileSync(file, "utf8")) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof json.publicKey !== "string" || typeof json.privateKey !== "string") return null;
    if (!PUBLIC_KEY.test(json.publicKey) || !PRIVATE_KEY.test(json.privateKey)) return null;
    return { publicKey: json.publicKey, privateKey: json.privateKey };
  } catch {
    return null;
  }
}

/**
 * The VAPID pair from the settings, else from `vapid.json` in the data directory, made there (its
 * user's only, like operator.json) on the first start and kept: a new pair would orphan every
 * browser's subscription. The subject is ICARO_VAPID_SUBJECT, the contact address, or PUBLIC_URL.
 */
export function loadVapidKeys(
  config: Pick<
    Config,
    | "ICARO_DATA_DIR"
    | "ICARO_VAPID_PUBLIC_KEY"
    | "ICARO_VAPID_PRIVATE_KEY"
    | "ICARO_VAPID_SUBJECT"
    | "ICARO_CONTACT_EMAIL"
    | "PUBLIC_URL"
  >,
): VapidKeys {
  const subject =
    config.ICARO_VAPID_SUBJECT ??
    (config.ICARO_CONTACT_EMAIL
      ? `mailto:${config.ICARO_CONTACT_EMAIL}`
      : config.PUBLIC_URL?.startsWith("https:")
        ? config.PUBLIC_URL
        : "mailto:no-reply@localhost");
  if (config.ICARO_VAPID_PUBLIC_KEY && config.ICARO_VAPID_PRIVATE_KEY) {
    return { publicKey: config.ICARO_VAPID_PUBLIC_KEY, privateKey: config.ICARO_VAPID_PRIVATE_KEY, subject };
  }
  const file = path.resolve(config.ICARO_DATA_DIR, VAPID_FILE);
  const kept = readPair(file);
  if (kept) return { ...kept, subject };
  const made = webpush.generateVAPIDKeys();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey })}\n`, {
    mode: 0o600,
  });
  chmodSync(file, 0o600);
  return { publicKey: made.publicKey, privateKey: made.privateKey, subject };
}
