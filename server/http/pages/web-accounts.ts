import type { Context } from "hono";
import type { AccountFailure, AccountReply, AccountsGateway } from "#core/account/accounts-gateway.ts";
import type { SessionUser } from "#core/account/session-state.ts";
import { unsafeTextPath } from "#core/content/safe-text.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { AuthError, authErrors } from "#server/auth/auth-error.ts";
import type { AuthService } from "#server/auth/auth-service.ts";
import {
  clearedSessionCookies,
  credentialsOf,
  deviceCookie,
  sessionCookies,
} from "#server/auth/session-cookies.ts";
import type { AppEnv } from "../app-env.ts";
import { clientAddress, type ProxyTrust } from "../middleware/client-address.ts";

/** The API names fields in camel case (`passwordConfirmation`); the forms in snake case. */
function formField(field: string | undefined): string | undefined {
  return field?.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** An accounts error as a reply the page can show; anything else is logged and rethrown (a 500). */
function failure(error: unknown, cookies: string[] = []): AccountFailure {
  if (!(error instanceof AuthError)) throw error;
  return {
    ok: false,
    status: error.status,
    code: error.code,
    field: formField(error.field),
    retryAfterSeconds: error.retryAfterSeconds,
    cookies,
  };
}

/**
 * The accounts service for one page request (core/account/accounts-gateway.ts): in-process calls
 * of server/auth's service with this reader's address, language and session cookie. The forms'
 * actions have checked that the POST came from this site, which is the XSRF protection here.
 */
export function webAccounts(
  c: Context<AppEnv>,
  options: { locale: Locale; trustProxy: ProxyTrust; auth: AuthService },
): AccountsGateway {
  const address = clientAddress(c, options.trustProxy);
  const service = () => options.auth;
  const secure = () => service().settings.secureCookies;
  const signedIn = (result: {
    user: SessionUser;
    issued: { token: string; expiresAt: Date };
    device?: string;
  }) => ({
    ok: true as const,
    value: result.user,
    cookies: [
      ...sessionCookies(result.issued, secure()),
      ...(result.device ? [deviceCookie(result.device, secure())] : []),
    ],
  });
  /** Who signs in: this reader's address, the session cookie kind, and the device cookie held. */
  const signInClient = () => ({
    address,
    kind: "session" as const,
    deviceCookie: credentialsOf(c.req.raw.headers).deviceCookie,
  });
  const current = async () => service().authenticate(credentialsOf(c.req.raw.headers));
  /** Runs a call of the service, unless a field of its input holds text no column can store. */
  const attempt = async <T>(
    input: unknown,
    run: () => Promise<AccountReply<T>>,
  ): Promise<AccountReply<T>> => {
    if (unsafeTextPath(input) !== undefined) return failure(authErrors.invalidText());
    try {
      return await run();
    } catch (error) {
      return failure(error);
    }
  };
  const unauthorized = (): AccountFailure => ({
    ok: false,
    status: 401,
    code: "unauthorized",
    cookies: clearedSessionCookies(secure()),
  });

  return {
    signIn: (input) =>
      attempt(input, async () => signedIn(await service().signIn({ ...input, client: signInClient() }))),
    // With the device cookie: a sign-up for a taken e-mail is a sign-in try at that account.
    signUp: (input) =>
      attempt(input, async () =>
        signedIn(await service().signUp({ ...input, locale: options.locale, client: signInClient() })),
      ),
    signOut: async () => {
      const cleared = clearedSessionCookies(secure());
      try {
        const auth = await current();
        if (auth) await service().signOut(auth);
      } catch (error) {
        // docs/behaviour/accounts.md#sign-out-and-removal: a failed server sign-out still signs the reader out here.
        c.var.log.warn({ err: error }, "sign-out failed on the server; clearing the session anyway");
      }
      return { ok: true, value: null, cookies: cleared };
    },
    requestPasswordReset: (input) =>
      attempt(input, async () => {
        await service().requestPasswordReset({ email: input.email, locale: options.locale, address });
        return { ok: true, value: null, cookies: [] };
      }),
    checkResetToken: (token) => service().checkResetToken(token),
    resetPassword: (input) =>
      attempt(input, async () =>
        signedIn(await service().resetPassword({ ...input, client: { address, kind: "session" } })),
      ),
    changePassword: (input) =>
      attempt(input, async () => {
        const auth = await current();
        if (!auth) return unauthorized();
        await service().changePassword({ ...input, userId: auth.user.id, address });
        return { ok: true, value: null, cookies: [] };
      }),
    updateProfile: (input) =>
      attempt(input, async () => {
        const auth = await current();
        if (!auth) return unauthorized();
        return { ok: true, value: await service().updateProfile(auth.user.id, input), cookies: [] };
      }),
    removeAccount: () =>
      attempt(null, async () => {
        const auth = await current();
        if (!auth) return unauthorized();
        await service().removeAccount(auth.user.id);
        return { ok: true, value: null, cookies: clearedSessionCookies(secure()) };
      }),
  };
}
