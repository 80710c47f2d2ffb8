import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "#server/http/api/api-error.ts";

/** The form fields an error can belong to, so a form can show it next to that field. */
export const AUTH_FIELDS = ["email", "password", "passwordConfirmation", "token", "redirectUrl"] as const;
export type AuthField = (typeof AUTH_FIELDS)[number];

/**
 * An accounts error with a translatable code (the web maps `code` to its `accountErrors.*` text)
 * and docs/behaviour/errors.md#page-data-errors message. `retryAfterSeconds` is set on 429s and becomes `Retry-After`.
 */
export class AuthError extends ApiError {
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    readonly field?: AuthField,
    readonly retryAfterSeconds?: number,
  ) {
    super(status, code, message);
  }
}

/** The spec's texts (docs/behaviour/accounts.md#password-rules "Login texts", "Passwords") and the codes the web app translates. */
export const authErrors = {
  invalidCredentials: () => new AuthError(401, "invalid_credentials", "Email and Password do not match"),
  invalidEmail: () => new AuthError(422, "invalid_email", "Not a valid Email", "email"),
  emailNotFound: () => new AuthError(404, "email_not_found", "Email not found", "email"),
  emailTaken: () => new AuthError(422, "email_taken", "Account already exists", "email"),
  passwordTooShort: () =>
    new AuthError(422, "password_too_short", "Password needs to be 8 characters or longer", "password"),
  passwordTooLong: () =>
    new AuthError(422, "password_too_long", "Password must be at most 256 characters", "password"),
  passwordMismatch: () =>
    new AuthError(422, "password_mismatch", "Passwords do not match", "passwordConfirmation"),
  invalidToken: () => new AuthError(401, "invalid_token", "The link or token is not valid", "token"),
  expiredToken: () => new AuthError(401, "expired_token", "The link has expired; ask for a new one", "token"),
  unauthorized: () => new AuthError(401, "unauthorized", "You need to sign in first"),
  /** A form field holding a NUL character or a lone surrogate (core/content/safe-text.ts). */
  invalidText: () => new AuthError(400, "invalid_text", "The form holds characters that cannot be stored"),
  invalidRedirect: () =>
    new AuthError(
      422,
      "invalid_redirect",
      "redirect_url must be a path of this site or an allowed host",
      "redirectUrl",
    ),
  xsrfMismatch: () =>
    new AuthError(403, "xsrf_mismatch", "The X-XSRF-TOKEN header must match the XSRF-TOKEN cookie"),
  invalidState: () =>
    new AuthError(400, "invalid_state", "The sign-in was abandoned: its state does not match"),
  socialFailed: (detail: string) =>
    new AuthError(502, "social_login_failed", `The provider refused: ${detail}`),
  socialNoEmail: () =>
    new AuthError(422, "social_email_missing", "The provider did not share an e-mail address", "email"),
  providerNotConfigured: () =>
    new AuthError(404, "provider_not_configured", "This sign-in provider is not set up"),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      "too_many_attempts",
      `Too many attempts; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`,
      undefined,
      retryAfterSeconds,
    ),
};

/** The devise_token_auth error body: ours (with the form field, when there is one) plus its `errors` list of messages. */
export type AuthErrorJson = {
  error: { code: string; message: string; field?: AuthField };
  errors: string[];
};

export function authErrorBody(code: string, message: string, field?: AuthField): AuthErrorJson {
  return { error: field ? { code, message, field } : { code, message }, errors: [message] };
}
