import { and, eq, isNull } from "drizzle-orm";
import type { Locale } from "#core/i18n/locales.ts";
import { passwordResets, users } from "#server/db/schema.ts";
import { type AttemptKeys, REQUEST_FREE_FAILURES } from "./attempt-limiter.ts";
import { authErrors } from "./auth-error.ts";
import { validEmail, validNewPassword } from "./auth-input.ts";
import type { AuthDeps, ClientInfo, SignedIn } from "./auth-types.ts";
import { accountKey, limitedAttempt } from "./limited-attempt.ts";
import { resetMessage } from "./mail-catalog.ts";
import { hashPassword } from "./passwords.ts";
import { allowedRedirect } from "./redirect-allow-list.ts";
import { randomSecret, sha256 } from "./secrets.ts";
import { issueToken, revokeAllTokens } from "./token-store.ts";
import { findUserByEmail } from "./user-by-email.ts";
import { toUserJson } from "./user-json.ts";

/** Reset links work once, for an hour. */
export const RESET_LIFETIME_MINUTES = 60;

/** Password reset (docs/behaviour/accounts.md#password-rules): the e-mailed link, its check and the new password. */
export function createPasswordReset(deps: AuthDeps) {
  const { db, settings, limiter } = deps;
  // Reset requests are counted apart from sign-ins: a stranger's tries must not delay the owner's sign-in.
  const resetKey = (email: string) => `reset:${accountKey(settings.siteId, email)}`;
  const limited = <T>(keys: AttemptKeys, attempt: () => Promise<T>) => limitedAttempt(limiter, keys, attempt);

  /**
   * Sends the reset e-mail. An unknown e-mail is a 404 `email_not_found` (docs/behaviour/accounts.md#password-rules "Password reset
   * HTTP 404"); every request counts against the limits (as the account's own kind of try, so
   * they never delay its sign-in), so nobody can mail-bomb an address.
   */
  async function requestPasswordReset(input: {
    email: unknown;
    redirectUrl?: string | null;
    locale: Locale;
    address: string;
  }): Promise<{ sentTo: string }> {
    const email = validEmail(input.email);
    const keys = { address: input.address, account: resetKey(email), freeFailures: REQUEST_FREE_FAILURES };
    await limiter.check(keys);
    await limiter.fail(keys);
    let base = `${settings.publicOrigin}${settings.localePrefixes[input.locale]}/accounts/user/reset_password`;
    if (input.redirectUrl) {
      const allowed = allowedRedirect(input.redirectUrl, {
        publicOrigin: settings.publicOrigin,
        allowedHosts: settings.allowedRedirectHosts,
      });
      if (!allowed) throw authErrors.invalidRedirect();
      base = allowed;
    }
    const row = await findUserByEmail(db, settings.siteId, email);
    if (!row) throw authErrors.emailNotFound();
    const token = randomSecret();
    const expiresAt = new Date(Date.now() + RESET_LIFETIME_MINUTES * 60_000);
    await db.insert(passwordResets).values({ userId: row.id, tokenHash: sha256(token), expiresAt });
    const link = new URL(base);
    link.searchParams.set("token", token);
    await deps.mailer.send(resetMessage(row.email, input.locale, link.toString(), RESET_LIFETIME_MINUTES));
    return { sentTo: row.email };
  }

  /** Checks a reset token without using it (the reset page shows /invalid_token early). */
  async function checkResetToken(token: unknown): Promise<"valid" | "invalid_token" | "expired_token"> {
    if (typeof token !== "string" || token.length === 0 || token.length > 200) return "invalid_token";
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)))
      .limit(1);
    if (!row) return "invalid_token";
    if (row.usedAt || row.expiresAt.getTime() <= Date.now()) return "expired_token";
    return "valid";
  }

  /**
   * Sets a new password with a reset token: once only (the row is marked used in the same
   * transaction), and every other signed-in client is signed out, as a reset means the old password
   * may be known to someone else. Signs this client in.
   */
  async function resetPassword(input: {
    token: unknown;
    password: unknown;
    passwordConfirmation?: unknown;
    client: ClientInfo;
  }): Promise<SignedIn> {
    return limited({ address: input.client.address }, async () => {
      const state = await checkResetToken(input.token);
      if (state === "invalid_token") throw authErrors.invalidToken();
      if (state === "expired_token") throw authErrors.expiredToken();
      const password = validNewPassword(input.password, input.passwordConfirmation);
      const passwordHash = await hashPassword(password);
      const hash = sha256(input.token as string);
      const row = await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt)))
          .returning();
        // A second request with the same token, racing this one, finds it used.
        if (!reset) throw authErrors.expiredToken();
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, reset.userId))
          .returning();
        if (!user) throw authErrors.invalidToken();
        return user;
      });
      await revokeAllTokens(db, row.id);
      const issued = await issueToken(db, row.id, input.client);
      return { user: toUserJson(row), issued };
    });
  }

  return { requestPasswordReset, checkResetToken, resetPassword };
}
