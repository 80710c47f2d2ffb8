import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** `Algorithm.Argon2id` (a const enum, which this project's module settings cannot import). */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id at OWASP's first recommended setting (19 MiB of memory, 2 passes, 1 lane): memory-hard
 * enough that a GPU guesses slowly, cheap enough (~25 ms on one core of this 2-core machine) that
 * sign-in stays fast under load. docs/decisions/0016-argon2id-cost.md has the measurements.
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work one request can cause; long passphrases still fit. */
export const PASSWORD_MAX_LENGTH = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows: verified against for unknown e-mails so both paths cost the same. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored PHC string (argon2's own comparison is constant-time). With
 * no stored hash (an unknown e-mail, a social-only account) it still runs one verification, so the
 * answer's timing does not tell which e-mails have accounts.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
