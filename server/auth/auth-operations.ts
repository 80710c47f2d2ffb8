import { z } from "zod";
import { userJson } from "#core/schemas/auth-json.ts";
import { contract } from "#core/schemas/contract.ts";
import { errorJson } from "#server/http/api/api-error.ts";
import { type ApiResponse, operation } from "#server/http/api/api-operation.ts";
import { AUTH_FIELDS, type AuthErrorJson } from "./auth-error.ts";
import {
  passwordRequestBody,
  passwordUpdateBody,
  removalBody,
  signInBody,
  signOutBody,
  signUpBody,
  socialLoginBody,
} from "./auth-input.ts";

/*
 * The accounts API (docs/behaviour/accounts.md#validation): devise_token_auth's protocol under the versioned prefix, the local
 * strategy and the social login under `/api/auth`. The routes (auth-routes.ts) parse with these
 * schemas and /api/docs is generated from them.
 */

/** Where the local strategy and the social login are mounted. */
export const LOCAL_AUTH_BASE = "/api/auth";

/** The accounts error body: devise_token_auth's `errors` list beside our `error`. */
export const authErrorJson = contract<AuthErrorJson>()(
  z
    .object({
      error: z.object({
        code: z.string().meta({
          description: "Stable snake_case code; the web app translates it (`accountErrors.*`).",
          examples: ["invalid_credentials", "password_too_short"],
        }),
        message: z.string().meta({ description: "The error's text, in English (docs/behaviour/errors.md)." }),
        field: z
          .enum(AUTH_FIELDS)
          .optional()
          .meta({ description: "The form field the error belongs to, when there is one." }),
      }),
      errors: z.array(z.string()).meta({ description: "devise_token_auth's list: the message." }),
    })
    .meta({ id: "AuthError", description: "An accounts error: ours plus devise_token_auth's `errors`." }),
);

const authError = (description: string): ApiResponse => ({ description, schema: authErrorJson });

/**
 * The API's JSON body reader answers before the accounts routes run, in the plain Error form
 * (`invalid_json`); a body that is JSON but not the operation's is an accounts error (`invalid_body`).
 */
const badBody: ApiResponse = {
  description:
    "`invalid_body` (an accounts error: a field of the wrong type or too long) or `invalid_json` (the plain Error form: the body is not JSON).",
  schema: z.union([authErrorJson, errorJson]),
};
const notJson: ApiResponse = {
  description: "The body is not application/json (the plain Error form).",
  schema: errorJson,
};
const tooLarge: ApiResponse = {
  description: "`body_too_large`: the body is over 1 MB (the plain Error form).",
  schema: errorJson,
};
const tooMany = authError(
  "`too_many_attempts`: 10 failed attempts in 15 minutes from the address or on the account; `Retry-After` says when to try again.",
);
const signInRequired = authError(
  "`unauthorized`: no valid credentials (headers, Bearer token or session cookie).",
);
const xsrf = authError(
  "`xsrf_mismatch`: authenticated by the session cookie alone without the matching `X-XSRF-TOKEN` header.",
);

/** What a sign-in (devise's or the local strategy's) can answer besides success. */
const signInErrors = {
  400: badBody,
  401: authError("`invalid_credentials`: Email and Password do not match."),
  413: tooLarge,
  415: notJson,
  422: authError("`invalid_email`."),
  429: tooMany,
};

const DEVISE_HEADERS =
  "The answer carries devise_token_auth's headers for the client's token: `access-token`, `client`, `uid` (the e-mail), `token-type` (`Bearer`) and `expiry` (epoch seconds); send the first three back on later requests.";

/** The credentials a request may carry (auth-middleware.ts), documented only. */
const credentialHeaders = z.object({
  "access-token": z
    .string()
    .optional()
    .meta({ description: "devise_token_auth: the client's token, with `client` and `uid`." }),
  client: z.string().optional().meta({ description: "devise_token_auth: the client's id." }),
  uid: z.string().optional().meta({ description: "devise_token_auth: the account's e-mail." }),
  authorization: z
    .string()
    .optional()
    .meta({ description: "`Bearer <token>`: the local strategy's token.", examples: ["Bearer 3q2-7w…"] }),
  "x-xsrf-token": z.string().optional().meta({
    description:
      "The XSRF-TOKEN cookie's value; required on writes authenticated by the `icaro_session` cookie alone.",
  }),
});

const success = z.literal(true);
const signedIn = (description: string, extra: z.ZodRawShape = {}) => ({
  description,
  schema: z.object({ ...extra, data: userJson }),
});

export const signUpOperation = operation({
  method: "post",
  path: "auth",
  operationId: "signUp",
  summary: "Create an account and sign it in",
  description: `Sends the welcome e-mail in the reader's language (\`locale\`, else Accept-Language, else English). \`password_confirmation\` (or \`passwordConfirmation\`) must match when sent. An e-mail that has an account, with that account's password, signs it in; such a try counts as a sign-in (its limits, its \`icaro_device\` cookie), and a wrong password as a failed sign-in. ${DEVISE_HEADERS}`,
  tags: ["accounts"],
  body: signUpBody,
  responses: {
    200: signedIn("The new account, signed in.", { status: z.literal("success") }),
    400: badBody,
    413: tooLarge,
    415: notJson,
    422: authError(
      "`invalid_email`, `email_taken`, `password_too_short` (under 8 characters), `password_too_long` (over 256) or `password_mismatch`.",
    ),
    429: tooMany,
  },
});

export const signInOperation = operation({
  method: "post",
  path: "auth/sign_in",
  operationId: "signIn",
  summary: "Sign in with e-mail and password",
  description: DEVISE_HEADERS,
  tags: ["accounts"],
  body: signInBody,
  responses: {
    200: signedIn("The signed-in user."),
    ...signInErrors,
  },
});

export const signOutOperation = operation({
  method: "delete",
  path: "auth/sign_out",
  operationId: "signOut",
  summary: "Sign this client out",
  description: "Ends the token of the request's credentials; a cookie session also gets its cookies cleared.",
  tags: ["accounts"],
  headers: credentialHeaders,
  body: signOutBody,
  responses: {
    200: { description: "Signed out.", schema: z.object({ success }) },
    400: badBody,
    401: signInRequired,
    403: xsrf,
    413: tooLarge,
    415: notJson,
  },
});

export const passwordRequestOperation = operation({
  method: "post",
  path: "auth/password",
  operationId: "requestPasswordReset",
  summary: "Send a password reset e-mail",
  description:
    "The link leads to `redirect_url` (a path of this site or an allowed host) or to the reset page of the reader's language. Every request counts against the attempt limits.",
  tags: ["accounts"],
  body: passwordRequestBody,
  responses: {
    200: {
      description: "The e-mail was sent.",
      schema: z.object({
        success,
        message: z.string().meta({ examples: ["An e-mail has been sent to ana@example.com"] }),
      }),
    },
    400: badBody,
    404: authError("`email_not_found`."),
    413: tooLarge,
    415: notJson,
    422: authError("`invalid_email` or `invalid_redirect`."),
    429: tooMany,
  },
});

export const passwordUpdateOperation = operation({
  method: "put",
  path: "auth/password",
  operationId: "resetPassword",
  summary: "Set a new password with a reset token",
  description: `The token is the e-mail link's (\`reset_password_token\` or \`token\`). Signs every other client out and signs this one in. ${DEVISE_HEADERS}`,
  tags: ["accounts"],
  body: passwordUpdateBody,
  responses: {
    200: signedIn("The user, signed in with the new password.", { success }),
    400: badBody,
    401: authError("`invalid_token` or `expired_token`."),
    413: tooLarge,
    415: notJson,
    422: authError("`password_too_short`, `password_too_long` or `password_mismatch`."),
    429: tooMany,
  },
});

export const removalOperation = operation({
  method: "delete",
  path: "auth",
  operationId: "removeAccount",
  summary: "Delete the account and everything tied to it",
  description: "A cookie session also gets its cookies cleared.",
  tags: ["accounts"],
  headers: credentialHeaders,
  body: removalBody,
  responses: {
    200: {
      description: "Deleted.",
      schema: z.object({
        status: z.literal("success"),
        message: z.string().meta({ examples: ["The account and everything tied to it were deleted"] }),
      }),
    },
    400: badBody,
    401: signInRequired,
    403: xsrf,
    413: tooLarge,
    415: notJson,
  },
});

export const validateTokenOperation = operation({
  method: "get",
  path: "auth/validate_token",
  operationId: "validateToken",
  summary: "The user of the request's credentials",
  tags: ["accounts"],
  headers: credentialHeaders,
  responses: {
    200: signedIn("The signed-in user.", { success }),
    401: authError("`invalid_token`: Invalid login credentials."),
  },
});

const dateTime = z.string().meta({ format: "date-time" });
const rows = z.array(z.looseObject({}));

export const exportOperation = operation({
  method: "get",
  path: "auth/export",
  operationId: "exportAccount",
  summary: "Everything stored about the account, as a JSON file",
  description:
    "Sent as an attachment (`icaro-account.json`, `Cache-Control: no-store`). Besides the fields below, one list per other table that keeps rows of the user (follows, reads, …), by table name.",
  tags: ["accounts"],
  headers: credentialHeaders,
  responses: {
    200: {
      description: "The account's data.",
      schema: z.looseObject({
        exportedAt: dateTime,
        user: z.object({
          ...userJson.shape,
          about: z.string().nullable(),
          locale: z.string(),
          siteId: z.number().int(),
          createdAt: dateTime,
          updatedAt: dateTime,
          password: z.enum(["stored (argon2id hash, not exported)", "none"]),
        }),
        sessions: rows.meta({ description: "The account's clients and sessions (no tokens)." }),
        passwordResets: rows,
        identities: rows.meta({ description: "The social logins linked to the account." }),
        readLater: z
          .array(
            z.object({ id: z.number().int(), context: z.string(), name: z.string(), saved_at: dateTime }),
          )
          .meta({ description: "The stories saved for later, newest first." }),
        likes: z
          .array(
            z.object({ id: z.number().int(), context: z.string(), name: z.string(), liked_at: dateTime }),
          )
          .meta({ description: "The stories the reader likes, newest first." }),
      }),
    },
    401: signInRequired,
  },
});

export const providersOperation = operation({
  method: "get",
  path: "auth/providers",
  operationId: "listAuthProviders",
  summary: "The sign-in providers set up besides e-mail",
  tags: ["accounts"],
  responses: {
    200: {
      description: "The strategy and the social providers, each with the path that starts its sign-in.",
      schema: z.object({
        strategy: z.literal("local"),
        providers: z.array(
          z.object({
            name: z.string().meta({ examples: ["facebook"] }),
            start: z.string().meta({ examples: ["/api/auth/social/start?provider=facebook"] }),
          }),
        ),
      }),
    },
  },
});

export const socialLoginOperation = operation({
  method: "post",
  path: "auth/{provider}/login",
  operationId: "socialLogin",
  summary: "Sign in with a provider's access token",
  description: `A mobile client's sign-in with the provider's own SDK: the account of the profile's e-mail, created or linked when new. ${DEVISE_HEADERS}`,
  tags: ["accounts"],
  params: z.object({ provider: z.string().meta({ examples: ["facebook"] }) }),
  body: socialLoginBody,
  responses: {
    200: signedIn("The signed-in user."),
    400: badBody,
    401: authError("`invalid_token`: the provider refused the access token."),
    404: authError("`provider_not_configured`: no such provider is set up."),
    413: tooLarge,
    415: notJson,
    422: authError("`social_email_missing` or `invalid_email`: the provider shared no usable e-mail."),
    502: authError("`social_login_failed`: the provider could not be reached or answered an error."),
  },
});

export const loginOperation = operation({
  method: "post",
  base: LOCAL_AUTH_BASE,
  path: "login",
  operationId: "login",
  summary: "Sign in with e-mail and password (local strategy)",
  description:
    "Answers the token (send it as `Authorization: Bearer <token>`) and also sets the web session's cookies: `icaro_session` (HttpOnly) and `XSRF-TOKEN` (echo it in `X-XSRF-TOKEN` on cookie-authenticated writes). `Cache-Control: no-store`.",
  tags: ["accounts"],
  body: signInBody,
  responses: {
    200: {
      description: "The token and the signed-in user.",
      schema: z.object({ token: z.string(), user: userJson }),
    },
    ...signInErrors,
  },
});

export const currentUserOperation = operation({
  method: "get",
  base: LOCAL_AUTH_BASE,
  path: "user",
  operationId: "getCurrentUser",
  summary: "The user of the request's credentials (local strategy)",
  description: "`Cache-Control: private, no-store`.",
  tags: ["accounts"],
  headers: credentialHeaders,
  responses: {
    200: { description: "The signed-in user.", schema: z.object({ user: userJson }) },
    401: signInRequired,
  },
});

export const logoutOperation = operation({
  method: "post",
  base: LOCAL_AUTH_BASE,
  path: "logout",
  operationId: "logout",
  summary: "Sign out (local strategy)",
  description:
    "Ends the request's token when it has one and clears the session cookies in any case, so it also succeeds signed out.",
  tags: ["accounts"],
  headers: credentialHeaders,
  responses: {
    200: { description: "Signed out.", schema: z.object({ success }) },
    403: xsrf,
  },
});

export const socialStartOperation = operation({
  method: "get",
  base: LOCAL_AUTH_BASE,
  path: "social/start",
  operationId: "startSocialLogin",
  summary: "Start a social sign-in in the browser",
  description:
    "Redirects to the provider's authorization page and keeps the hash of the OAuth state in an HttpOnly cookie on `/api/auth/social` for ten minutes.",
  tags: ["accounts"],
  query: z.object({
    provider: z
      .string()
      .optional()
      .meta({ description: "The provider; the one set up when left out.", examples: ["facebook"] }),
    locale: z
      .string()
      .optional()
      .meta({ description: "The reader's language (en, es, pt), else Accept-Language's, else English." }),
    redirect: z
      .string()
      .max(2048)
      .optional()
      .meta({
        description:
          "The page to return to after signing in: a relative path of this site (docs/behaviour/accounts.md); another value is ignored.",
        examples: ["/accounts/user/signedin/profile"],
      }),
  }),
  responses: {
    302: {
      description:
        "To the provider's authorization page. A browser's navigation (`Accept: text/html`) to a provider that is not set up goes to the login form, as a failed callback does.",
    },
    404: authError("`provider_not_configured`: no such provider is set up."),
  },
});

export const socialCallbackOperation = operation({
  method: "get",
  base: LOCAL_AUTH_BASE,
  path: "social/callback",
  operationId: "socialLoginCallback",
  summary: "Where the provider sends the browser back",
  description:
    "Checks the state against the start's cookie (used once, cleared whatever the outcome), exchanges the code for an access token, signs the profile's account in with the web session's cookies and redirects to the login callback `/accounts/user?login=1` of the reader's language (docs/behaviour/routes.md), which moves the reader on to the page the start remembered, else the home page. A browser's navigation (`Accept: text/html` or `Sec-Fetch-Mode: navigate`) whose sign-in fails is redirected to the login form `/accounts/user?social=failed` of its language, which shows the login error (docs/behaviour/errors.md); API clients get the JSON errors below.",
  tags: ["accounts"],
  query: z.object({
    state: z.string().optional().meta({ description: "The state the start sent to the provider." }),
    code: z.string().optional().meta({ description: "The authorization code to exchange." }),
    access_token: z.string().optional().meta({ description: "An access token, instead of a code." }),
    error: z.string().optional().meta({ description: "Set by the provider when the reader refused." }),
  }),
  responses: {
    302: {
      description:
        "Signed in: to `/accounts/user?login=1` (with `redirect`) in the reader's language. A browser whose sign-in failed: to `/accounts/user?social=failed`.",
    },
    400: authError("`invalid_state`: the state is missing or does not match the start's cookie."),
    401: authError("`social_login_denied` (the reader refused) or `invalid_token` (no usable token)."),
    404: authError("`provider_not_configured`."),
    422: authError("`social_email_missing` or `invalid_email`."),
    502: authError("`social_login_failed`: the provider could not be reached or answered an error."),
  },
});

/** The accounts operations, in the order of the routes. */
export const authOperations = [
  signUpOperation,
  signInOperation,
  signOutOperation,
  passwordRequestOperation,
  passwordUpdateOperation,
  removalOperation,
  validateTokenOperation,
  exportOperation,
  providersOperation,
  socialLoginOperation,
  loginOperation,
  currentUserOperation,
  logoutOperation,
  socialStartOperation,
  socialCallbackOperation,
];
