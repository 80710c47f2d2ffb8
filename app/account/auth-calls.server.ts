import { data, redirect } from "react-router";
import type { IcaroLoadContext } from "#app/load-context.ts";
import { isSameOriginPost } from "#core/same-origin.ts";
import type { SessionUser } from "#core/session-state.ts";
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from "./session-cookies.ts";

/**
 * The account pages' actions call the accounts API in-process (docs/decisions/0003), as any other
 * client would, and pass on the cookies it sets (the HttpOnly web session and the XSRF token).
 */
export type AuthReply =
  | { ok: true; status: number; user: SessionUser | null; cookies: string[] }
  | {
      ok: false;
      status: number;
      code: string;
      /** The form field the API says the error belongs to, in the forms' naming. */
      field?: string;
      retryAfterSeconds?: number;
      cookies: string[];
    };

/** The API names fields in camel case (`passwordConfirmation`); the forms in snake case. */
function formFieldName(apiField: unknown): string | undefined {
  if (typeof apiField !== "string" || !/^[A-Za-z]{1,40}$/.test(apiField)) return undefined;
  return apiField.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function requestCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

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

function userOf(body: unknown): SessionUser | null {
  if (!body || typeof body !== "object") return null;
  const record = body as { data?: unknown; user?: unknown };
  const user = (record.data ?? record.user) as SessionUser | undefined;
  return user && typeof user === "object" && "id" in user ? user : null;
}

/**
 * Calls `<api prefix><path>` with a JSON body. The action already checked that the form came from
 * this site, so it may send the reader's XSRF cookie back as the header the API requires of
 * cookie-authenticated writes.
 */
export async function callAuth(
  context: IcaroLoadContext,
  request: Request,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: Record<string, unknown>,
): Promise<AuthReply> {
  const headers = new Headers({ "accept-language": context.locale, "x-icaro-client": "web" });
  if (body) headers.set("content-type", "application/json");
  const xsrf = requestCookie(request, XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  const forwarded = request.headers.get("x-forwarded-for");
  if (forwarded) headers.set("x-forwarded-for", forwarded);
  let response: Response;
  try {
    response = await context.api(`${context.apiPrefix}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    context.log.warn({ err: error, path }, "accounts API call failed");
    return { ok: false, status: 503, code: "generic", cookies: [] };
  }
  const cookies = response.headers.getSetCookie();
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, user: userOf(json), cookies };
  const error = (json as { error?: { code?: unknown; field?: unknown } } | null)?.error;
  const code = error?.code;
  const retryAfter = Number(response.headers.get("retry-after"));
  return {
    ok: false,
    status: response.status,
    code: typeof code === "string" ? code : "generic",
    field: formFieldName(error?.field),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    cookies,
  };
}

/** Whether the API's reply already sets (or clears) the web session cookie. */
export function setsSession(cookies: string[]): boolean {
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

/** A redirect carrying the cookies the API set, plus any of the action's own. */
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
  reply: Extract<AuthReply, { ok: false }>,
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
