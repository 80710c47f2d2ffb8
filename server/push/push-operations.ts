import { z } from "zod";
import { LOCALES } from "#core/i18n/locales.ts";
import { isTimeZone } from "#core/i18n/zoned-time.ts";
import { pushSubscriptionJson, quietHoursJson, vapidPublicKeyJson } from "#core/schemas/push-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { ENDPOINT_MAX_LENGTH } from "./push-endpoint.ts";

/*
 * Web Push (decision 0066): the server's VAPID key and the reader's subscriptions. The reader is
 * the signed-in account (cookie with its X-XSRF-TOKEN echo, or the token headers), else the guest's
 * PSID; nobody reads or deletes another reader's subscription.
 */

export const vapidPublicKeyOperation = operation({
  method: "get",
  path: "push/vapid_public_key",
  operationId: "getVapidPublicKey",
  summary: "The key browsers subscribe to alerts with",
  description: "Pass it as `applicationServerKey` to `PushManager.subscribe` (base64url-decoded).",
  tags: ["push"],
  responses: {
    200: { description: "The VAPID public key.", schema: vapidPublicKeyJson },
  },
});

const endpoint = z
  .string({ error: "endpoint must be the subscription's URL" })
  .min(1)
  .max(ENDPOINT_MAX_LENGTH, `endpoint must be at most ${ENDPOINT_MAX_LENGTH} characters`);

export const subscribePushOperation = operation({
  method: "post",
  path: "push/subscriptions",
  operationId: "subscribePush",
  summary: "Send this browser the reader's alerts",
  description:
    "Stores the browser's push subscription (`PushSubscription.toJSON()`) for the reader, with their IANA time zone, optional quiet hours (minutes since midnight there) and language. Alerts of the reader's follows with push_on go to each of their subscriptions. The endpoint must be https on a browser's push service. Saving the same endpoint again replaces it.",
  tags: ["push"],
  body: z.object({
    subscription: z.object({
      endpoint,
      expirationTime: z.number().nullable().optional(),
      keys: z.object({
        p256dh: z
          .string()
          .regex(/^[A-Za-z0-9_-]{87}=?$/, "keys.p256dh must be a base64url P-256 public key (65 bytes)"),
        auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, "keys.auth must be a base64url 16-byte secret"),
      }),
    }),
    time_zone: z
      .string({ error: "time_zone must be an IANA time zone" })
      .max(64)
      .refine(isTimeZone, "time_zone must be an IANA time zone, e.g. America/Sao_Paulo"),
    quiet_hours: quietHoursJson.nullable().optional(),
    locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(", ")}` }).optional(),
  }),
  responses: {
    201: { description: "Stored.", schema: pushSubscriptionJson },
    400: errorResponse("`invalid_body`, `invalid_json`."),
    403: errorResponse("`xsrf_mismatch`: a cookie-authenticated write without its X-XSRF-TOKEN echo."),
    409: errorResponse("`push_subscription_taken`: another reader holds this endpoint."),
    415: errorResponse("`unsupported_media_type`: the body is not application/json."),
    422: errorResponse(
      "`invalid_push_endpoint` (not https, a private address, not a push service), `invalid_push_keys`.",
    ),
  },
});

export const unsubscribePushOperation = operation({
  method: "delete",
  path: "push/subscriptions",
  operationId: "unsubscribePush",
  summary: "Stop sending this browser alerts",
  description: "Deletes the reader's subscription with this endpoint.",
  tags: ["push"],
  body: z.object({ endpoint }),
  responses: {
    204: { description: "Deleted." },
    400: errorResponse("`invalid_body`, `invalid_json`."),
    403: errorResponse("`xsrf_mismatch`: a cookie-authenticated write without its X-XSRF-TOKEN echo."),
    404: errorResponse("`push_subscription_not_found`: the reader has no subscription with this endpoint."),
    415: errorResponse("`unsupported_media_type`: the body is not application/json."),
  },
});

export const pushOperations = [vapidPublicKeyOperation, subscribePushOperation, unsubscribePushOperation];
