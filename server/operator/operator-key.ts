import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether `given` is one of `keys`, compared in constant time: both sides are hashed to the same
 * length first, and every key is compared, so neither the length nor the position of a match leaks.
 */
export function isOperatorKey(given: string, keys: readonly string[]): boolean {
  const candidate = digest(given);
  let found = false;
  for (const key of keys) {
    if (key.length === 0) continue;
    if (timingSafeEqual(candidate, digest(key))) found = true;
  }
  return found;
}
