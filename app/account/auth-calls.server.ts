import { data, redirect } from "react-router";
import type { AccountFailure } from "#core/account/accounts-gateway.ts";
import { isSameOriginPost } from "#core/account/same-origin.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";

/**
 * A form POST must come from the site itself (PLAN "Web session": the actions are protected by
 * Sec-Fetch-Site/Origin); one that does not is answered with a 403 and the form's own message.
 */
export function assertSameOrigin(request: Request, context: IcaroLoadContext) {
  const headers = request.headers;
  const own = new URL(request.url).origin;
  if (isSameOriginPost(headers, own) || isSameOriginPost(headers, context.origin)) return;
  throw data({ formError: "forbidden_origin", errors: {}, values: {} }, { status: 403 });
}

/** A redirect carrying the cookies the accounts service set, plus any of the action's own. */
export function redirectWithCookies(to: string, ...cookieLists: string[][]) {
  const headers = new Headers();
  for (const cookie of cookieLists.flat()) headers.append("set-cookie", cookie);
  return redirect(to, { headers });
}

/** What a failed form action returns: the field errors, a form error, the values to show again. */
export type FormReply = {
  errors: Partial<Record<string, string>>;
  formError?: string;
  /** Minutes to wait, for `too_many_attempts`. */
  minutes?: number;
  values: Record<string, string>;
};

export function formFailure(reply: FormReply, status = 400, cookies: string[] = []) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return data(reply, { status, headers });
}

/**
 * An API error as a form reply: an error of a field this form shows goes next to that field
 * (`fieldOfCode` names them, or the API's own `field` when the form has it), others above the form.
 */
export function replyOfApiError(
  reply: AccountFailure,
  fieldOfCode: Record<string, string>,
  values: Record<string, string>,
  formFields: readonly string[] = Object.values(fieldOfCode),
): FormReply {
  const fieldName =
    fieldOfCode[reply.code] ?? (reply.field && formFields.includes(reply.field) ? reply.field : undefined);
  if (fieldName && KNOWN_FORM_ERRORS.has(reply.code)) return { errors: { [fieldName]: reply.code }, values };
  const known = KNOWN_FORM_ERRORS.has(reply.code) ? reply.code : "generic";
  const minutes = reply.retryAfterSeconds ? Math.max(1, Math.ceil(reply.retryAfterSeconds / 60)) : 15;
  return {
    errors: {},
    formError: known,
    minutes: known === "too_many_attempts" ? minutes : undefined,
    values,
  };
}

/** Error codes of the API that have their own translated text (accountErrors.*). */
const KNOWN_FORM_ERRORS = new Set([
  "invalid_credentials",
  "invalid_text",
  "email_not_found",
  "invalid_email",
  "email_taken",
  "account_created",
  "password_too_short",
  "password_mismatch",
  "email_missing",
  "invalid_token",
  "expired_token",
  "invalid_current_password",
  "too_many_attempts",
  "xsrf_mismatch",
  "forbidden_origin",
  "invalid_state",
  "unauthorized",
  "password_too_long",
  "invalid_redirect",
  "social_login_failed",
  "social_email_missing",
  "provider_not_configured",
]);
