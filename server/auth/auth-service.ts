import { eq } from "drizzle-orm";
import { ACCOUNT_SCOPES } from "#core/account/permissions.ts";
import type { UserJson } from "#core/account/user-json.ts";
import type { Locale } from "#core/i18n/locales.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { exportUserData, removeUserData } from "./account-data.ts";
import { type AttemptKeys, REQUEST_FREE_FAILURES } from "./attempt-limiter.ts";
import { authErrors } from "./auth-error.ts";
import { validEmail, validNewPassword } from "./auth-input.ts";
import type { AuthDeps, ClientInfo, SignedIn } from "./auth-types.ts";
import { limitedAttempt, accountKey as siteAccountKey } from "./limited-attempt.ts";
import { welcomeMessage } from "./mail-catalog.ts";
import { createPasswordReset } from "./password-reset.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { randomSecret } from "./secrets.ts";
import { type SocialProfile, signInWithProfile } from "./social-sign-in.ts";
import {
  type Authenticated,
  findByDeviseHeaders,
  findByToken,
  type IssuedToken,
  issueToken,
  revokeToken,
  rotateToken,
  touchToken,
} from "./token-store.ts";
import { findUserByEmail as findSiteUserByEmail } from "./user-by-email.ts";
import { toUserJson, type UserRow } from "./user-json.ts";

/** A device id as this server makes them; anything else in the cookie is ignored. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * The accounts capability in-process: the HTTP routes (auth-routes.ts) and the web app's loaders and
 * actions both call these, so a form and an API client get the same rules and errors.
 */
export function createAuthService(deps: AuthDeps) {
  const { db, settings, limiter } = deps;
  const accountKey = (email: string) => siteAccountKey(settings.siteId, email);
  // Sign-ups of new e-mails (and reset requests, password-reset.ts) are counted apart from sign-ins:
  // a stranger's tries at either must not delay the owner's sign-in. (A sign-up for a taken e-mail
  // is a password try at that account, and counts as a sign-in: passwordSignIn.)
  const signUpKey = (email: string) => `signup:${accountKey(email)}`;
  const reset = createPasswordReset(deps);
  const deviceOf = (client: ClientInfo) =>
    client.deviceCookie && DEVICE_ID.test(client.deviceCookie) ? client.deviceCookie : null;

  function findUserByEmail(email: string): Promise<UserRow | undefined> {
    return findSiteUserByEmail(db, settings.siteId, email);
  }

  /** Runs an attempt under the limiter: refused while over, counted when it fails with a 4xx. */
  function limited<T>(keys: AttemptKeys, attempt: () => Promise<T>): Promise<T> {
    return limitedAttempt(limiter, keys, attempt);
  }

  function homeUrl(locale: Locale) {
    return `${settings.publicOrigin}${settings.localePrefixes[locale]}/`;
  }

  async function sendSafely(kind: string, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      // The account exists either way; the reader can ask for the e-mail again.
      deps.log.error({ err: error, kind }, "account e-mail could not be sent");
    }
  }

  /**
   * A password try at an existing account, whichever endpoint it came through (a sign-in, or a
   * sign-up for a taken e-mail): under the account's sign-in limits, with the device cookie's own
   * allowance, and on success a token and the device remembered for the account's next sign-ins.
   * `verify` answers the account the password opens, or throws the endpoint's own refusal.
   */
  async function passwordSignIn(
    email: string,
    client: ClientInfo,
    verify: () => Promise<UserRow>,
  ): Promise<SignedIn> {
    const account = email ? accountKey(email) : undefined;
    const keys = { address: client.address, account, device: deviceOf(client) };
    return limited(keys, async () => {
      const row = await verify();
      const issued = await issueToken(db, row.id, client);
      // From now on this device signs in to the account even while strangers' tries delay others.
      const device = keys.device ?? randomSecret(18);
      await limiter.rememberDevice(account as string, device);
      return { user: toUserJson(row), issued, device };
    });
  }

  async function signUp(input: {
    email: unknown;
    password: unknown;
    passwordConfirmation?: unknown;
    name?: string;
    locale: Locale;
    client: ClientInfo;
  }): Promise<SignedIn> {
    const email = validEmail(input.email);
    // A sign-up for a taken e-mail signs in with the right password, so it is a sign-in try and
    // counts as one; under the sign-up limits it would let passwords be guessed past them.
    const existing = await findUserByEmail(email);
    if (existing) return signUpAgain(existing, input);
    const keys = {
      address: input.client.address,
      account: signUpKey(email),
      freeFailures: REQUEST_FREE_FAILURES,
    };
    const created = await limited(keys, async () => {
      const password = validNewPassword(input.password, input.passwordConfirmation);
      const passwordHash = await hashPassword(password);
      // The account and its first token together: never an account without a way in.
      const created = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            siteId: settings.siteId,
            email,
            passwordHash,
            name: input.name ?? null,
            locale: input.locale,
            scopes: [...ACCOUNT_SCOPES],
          })
          // Two sign-ups racing for one e-mail: the unique index decides.
          .onConflictDoNothing()
          .returning();
        if (!created) return null;
        return {
          row: created,
          issued: await issueToken(tx as unknown as Database, created.id, input.client),
        };
      });
      if (!created) return null;
      const { row, issued } = created;
      await sendSafely("welcome", () =>
        deps.mailer.send(welcomeMessage(row.email, input.locale, homeUrl(input.locale))),
      );
      return { user: toUserJson(row), issued };
    });
    if (created) return created;
    // Another sign-up took the e-mail meanwhile: this one is a try at that account now.
    const winner = await findUserByEmail(email);
    if (!winner) throw authErrors.emailTaken();
    return signUpAgain(winner, input);
  }

  /**
   * A sign-up for an e-mail that has an account: the same password is the same reader retrying
   * after a lost reply (or racing themselves), who is signed in; any other password is told the
   * e-mail is taken, as before, and counts as a failed sign-in.
   */
  async function signUpAgain(
    row: UserRow,
    input: { password: unknown; passwordConfirmation?: unknown; client: ClientInfo },
  ): Promise<SignedIn> {
    return passwordSignIn(row.email, input.client, async () => {
      const password = validNewPassword(input.password, input.passwordConfirmation);
      if (!(await verifyPassword(row.passwordHash, password))) throw authErrors.emailTaken();
      return row;
    });
  }

  async function signIn(input: { email: unknown; password: unknown; client: ClientInfo }): Promise<SignedIn> {
    const email = typeof input.email === "string" ? input.email.trim() : "";
    return passwordSignIn(email, input.client, async () => {
      validEmail(email);
      const password = typeof input.password === "string" ? input.password : "";
      const row = await findUserByEmail(email);
      // Verified even for an unknown e-mail (against a decoy), so timing does not reveal accounts.
      const ok = await verifyPassword(row?.passwordHash, password);
      if (!row || !ok) throw authErrors.invalidCredentials();
      return row;
    });
  }

  async function signOut(auth: Authenticated): Promise<void> {
    await revokeToken(db, auth.token.id);
  }
  /** Changes the password of a signed-in user who knows the current one (the profile page). */
  async function changePassword(input: {
    userId: number;
    currentPassword: unknown;
    password: unknown;
    passwordConfirmation?: unknown;
    address: string;
  }): Promise<void> {
    const [row] = await db.select().from(users).where(eq(users.id, input.userId));
    if (!row) throw authErrors.unauthorized();
    await limited({ address: input.address, account: accountKey(row.email) }, async () => {
      const current = typeof input.currentPassword === "string" ? input.currentPassword : "";
      if (!(await verifyPassword(row.passwordHash, current))) throw authErrors.invalidCredentials();
      const password = validNewPassword(input.password, input.passwordConfirmation);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(users.id, row.id));
    });
  }

  async function updateProfile(userId: number, fields: { name?: string | null; photo?: string | null }) {
    const [row] = await db
      .update(users)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw authErrors.unauthorized();
    return toUserJson(row);
  }

  async function removeAccount(userId: number): Promise<void> {
    if (!(await removeUserData(db, userId))) throw authErrors.unauthorized();
  }

  async function exportAccount(userId: number) {
    const data = await exportUserData(db, userId);
    if (!data) throw authErrors.unauthorized();
    return data;
  }

  /**
   * Who sent a request: devise headers (access-token + client + uid), a Bearer token, or the session
   * cookie, in that order. `via` tells the XSRF check whether the browser attached the credential
   * by itself (the cookie) or the client sent it on purpose (headers).
   */
  async function authenticate(credentials: {
    accessToken?: string | null;
    client?: string | null;
    uid?: string | null;
    bearer?: string | null;
    sessionCookie?: string | null;
  }): Promise<(Authenticated & { via: "headers" | "bearer" | "cookie" }) | null> {
    const now = new Date();
    let found: Authenticated | null = null;
    let via: "headers" | "bearer" | "cookie" = "headers";
    if (credentials.accessToken && credentials.client && credentials.uid) {
      found = await findByDeviseHeaders(db, settings.siteId, {
        accessToken: credentials.accessToken,
        client: credentials.client,
        uid: credentials.uid,
      });
    } else if (credentials.bearer) {
      via = "bearer";
      found = await findByToken(db, credentials.bearer, now);
    } else if (credentials.sessionCookie) {
      via = "cookie";
      found = await findByToken(db, credentials.sessionCookie, now);
    }
    if (!found || found.user.siteId !== settings.siteId) return null;
    await touchToken(db, found.token, now);
    return { ...found, via };
  }

  /** With rotation on: the next token for a header-authenticated client, or null to keep the current one. */
  async function nextToken(auth: Authenticated & { via: string }): Promise<IssuedToken | null> {
    if (!settings.rotation || auth.via !== "headers" || auth.viaPrevious) return null;
    return rotateToken(db, auth.token);
  }

  async function userById(userId: number): Promise<UserJson | null> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row ? toUserJson(row) : null;
  }

  return {
    settings,
    signUp,
    signIn,
    signOut,
    requestPasswordReset: reset.requestPasswordReset,
    checkResetToken: reset.checkResetToken,
    resetPassword: reset.resetPassword,
    changePassword,
    updateProfile,
    removeAccount,
    exportAccount,
    authenticate,
    nextToken,
    /** Links a social profile to an account by e-mail (creating one when none exists) and signs in. */
    signInWithProfile: (profile: SocialProfile, client: ClientInfo, locale: Locale): Promise<SignedIn> =>
      signInWithProfile(deps, profile, client, locale),
    userById,
  };
}
