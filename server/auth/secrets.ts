import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random secret for tokens, clients, states: 32 bytes, URL-safe. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** How tokens are stored: a leaked table gives no usable token (they are random, so no salt is needed). */
export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Compares two strings without leaking where they differ; unequal lengths are simply unequal. */
export function safeEqual(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== "string" || typeof b !== "string") return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    // Compare anyway so the time does not depend on which side was shorter.
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/**
 * The XSRF token of a session: derived from the session token, so a cookie planted by a sibling
 * host cannot be paired with a header of the attacker's choosing.
 */
export function xsrfTokenFor(sessionToken: string): string {
  return createHash("sha256").update(`xsrf:${sessionToken}`).digest("base64url");
}
