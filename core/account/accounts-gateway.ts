import type { SessionUser } from "./session-state.ts";

/**
 * What the account pages' actions need from the accounts service, called in-process
 * (docs/decisions/0003, 0020). The server implements it per request (server/http/pages/web-accounts.ts)
 * and hands it over in the load context, so app/ never imports server/. A reply carries the
 * cookies to set: the HttpOnly web session and its XSRF companion, or their removal.
 */
export type AccountFailure = {
  ok: false;
  status: number;
  /** The accounts error code, an `accountErrors.*` key when the pages know it. */
  code: string;
  /** The form field the error belongs to, in the forms' naming (`password_confirmation`). */
  field?: string;
  retryAfterSeconds?: number;
  cookies: string[];
};

export type AccountReply<T> = { ok: true; value: T; cookies: string[] } | AccountFailure;

export type ResetTokenState = "valid" | "invalid_token" | "expired_token";

export type AccountsGateway = {
  /** Signs in with the web session cookie. */
  signIn(input: { email: string; password: string }): Promise<AccountReply<SessionUser>>;
  /** Creates the account (sending the welcome e-mail in the page's language) and signs it in. */
  signUp(input: {
    email: string;
    password: string;
    passwordConfirmation: string;
  }): Promise<AccountReply<SessionUser>>;
  /** Ends this browser's session; the cookies are cleared whatever the server had. */
  signOut(): Promise<AccountReply<null>>;
  /** Sends the reset e-mail in the page's language, linking to this language's reset page. */
  requestPasswordReset(input: { email: string }): Promise<AccountReply<null>>;
  checkResetToken(token: string): Promise<ResetTokenState>;
  /** Sets the new password, signs every other client out and signs this browser in. */
  resetPassword(input: {
    token: string;
    password: string;
    passwordConfirmation: string;
  }): Promise<AccountReply<SessionUser>>;
  changePassword(input: {
    currentPassword: string;
    password: string;
    passwordConfirmation: string;
  }): Promise<AccountReply<null>>;
  updateProfile(input: { name: string | null; photo: string | null }): Promise<AccountReply<SessionUser>>;
  /** Deletes the account and everything tied to it, and clears the session. */
  removeAccount(): Promise<AccountReply<null>>;
};
