import type { AttemptKeys, AttemptLimiter } from "./attempt-limiter.ts";

/** The limiter's key of an account: the site and the e-mail, whatever its case. */
export function accountKey(siteId: number, email: string): string {
  return `${siteId}:${email.toLowerCase()}`;
}

/** Runs an attempt under the limiter: refused while over, counted when it fails with a 4xx. */
export async function limitedAttempt<T>(
  limiter: AttemptLimiter,
  keys: AttemptKeys,
  attempt: () => Promise<T>,
): Promise<T> {
  await limiter.check(keys);
  try {
    const result = await attempt();
    await limiter.succeed(keys);
    return result;
  } catch (error) {
    if (error instanceof Error && "status" in error && Number(error.status) < 500) await limiter.fail(keys);
    throw error;
  }
}
