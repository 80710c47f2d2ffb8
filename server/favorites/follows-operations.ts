import { z } from "zod";
import { PROFILE_CONTEXTS } from "#core/content/content.ts";
import { ALERT_KINDS, FOLLOWS_MAX } from "#core/favorites/follows.ts";
import { followJson, followListJson } from "#core/schemas/follows-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { idField, intParam, pageParam } from "#server/http/api/params.ts";

/*
 * Follows (docs/behaviour/favorites.md#follows-calls): what each operation takes and answers. The routes
 * (follows-routes.ts) parse with these schemas and /api/docs is generated from them. `follows`
 * is the signed-in reader's list, `follows_anon` the guest's, kept under the PSID.
 */

const pushOn = z
  .union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")], { error: "push_on must be 0 or 1" })
  .transform((value) => (Number(value) === 1 ? 1 : 0) as 0 | 1);

/** A push subscription's endpoint (decisions: Web Push); null forgets it. */
const deviceToken = z
  .string()
  .max(2048, "device_token is too long")
  .nullable()
  .meta({ description: "The Web Push subscription endpoint, or null." });

const context = z.enum(PROFILE_CONTEXTS, { error: `context must be one of ${PROFILE_CONTEXTS.join(", ")}` });

const profileRef = z.object({
  id: idField(),
  context,
  name: z.string().max(500).optional(),
  push_on: pushOn.optional(),
  device_token: deviceToken.optional(),
});

const oneFollow = z.object({
  id: idField(),
  context,
  push_on: pushOn.optional(),
  device_token: deviceToken.optional(),
});

const profileList = z
  .array(profileRef)
  .min(1, "profiles must name at least one profile")
  .max(FOLLOWS_MAX, `profiles may name at most ${FOLLOWS_MAX} profiles`);

const alerts = z
  .object(Object.fromEntries(ALERT_KINDS.map((kind) => [kind, z.boolean().optional()])))
  .strict()
  .meta({ description: "Alert kinds to switch on or off; the others keep their setting." });

const badBody = errorResponse("`invalid_body` (a bad id, context, push_on or list), `invalid_json`.");
const unsupported = errorResponse("The body is not application/json.");
const list = (description: string) => ({ description, schema: followListJson });

export const listFollowsOperation = operation({
  method: "get",
  path: "follows",
  operationId: "listFollows",
  summary: "The signed-in reader's follows",
  description: "Oldest first. A reader who never changed their follows follows the site's default follows.",
  tags: ["follows"],
  query: z.object({ page: pageParam(), per: intParam("per", 1, FOLLOWS_MAX).default(FOLLOWS_MAX) }),
  responses: {
    200: list("The follows."),
    400: errorResponse("`invalid_query`."),
    401: errorResponse("`sign_in_required`."),
  },
});

export const listGuestFollowsOperation = operation({
  method: "get",
  path: "follows_anon",
  operationId: "listGuestFollows",
  summary: "The guest's follows",
  description:
    "The follows kept under the request's PSID (cookie or header); the site's defaults before any change.",
  tags: ["follows"],
  responses: { 200: list("The follows.") },
});

const followResponses = {
  200: list("The whole list after the upload (`profiles` form)."),
  201: { description: "The new follow (one-profile form).", schema: followJson },
  400: badBody,
  401: errorResponse("`sign_in_required` (`follows` only)."),
  404: errorResponse("`profile_not_found`."),
  409: errorResponse("`already_following`."),
  415: unsupported,
  422: errorResponse(`\`too_many_follows\`: at most ${FOLLOWS_MAX}.`),
};

const followBody = z.union([z.object({ profiles: profileList }), oneFollow], {
  error: "send {id, context} or {profiles: [{id, context}]}",
});

export const followOperation = operation({
  method: "post",
  path: "follows",
  operationId: "follow",
  summary: "Follow a profile, or upload a list",
  description:
    "`{id, context, push_on?, device_token?}` follows one profile (201). `{profiles: [...]}` adds every profile not yet followed in one call, merging duplicates (the sync after sign-up or sign-in); nothing is written when one is unknown.",
  tags: ["follows"],
  body: followBody,
  responses: followResponses,
});

export const followAsGuestOperation = operation({
  method: "post",
  path: "follows_anon",
  operationId: "followAsGuest",
  summary: "Follow a profile as a guest",
  description: "As `POST follows`, kept under the request's PSID.",
  tags: ["follows"],
  body: followBody,
  responses: followResponses,
});

export const updateFollowOperation = operation({
  method: "put",
  path: "follows",
  operationId: "updateFollow",
  summary: "Turn a follow's alerts on or off",
  description:
    "The signed-in reader's follow, else the guest's (by PSID). `push_on` 1 subscribes, 0 unsubscribes; `alerts` switches single kinds.",
  tags: ["follows"],
  body: z.object({
    id: idField(),
    context,
    push_on: pushOn.optional(),
    device_token: deviceToken.optional(),
    alerts: alerts.optional(),
  }),
  responses: {
    200: { description: "The follow.", schema: followJson },
    400: badBody,
    404: errorResponse("`profile_not_found`, `follow_not_found`."),
    415: unsupported,
  },
});

const unfollowBody = z.object({ profiles: profileList });

export const unfollowOperation = operation({
  method: "delete",
  path: "follows",
  operationId: "unfollow",
  summary: "Unfollow profiles",
  description: "Profiles not followed are ignored. Answers what remains.",
  tags: ["follows"],
  body: unfollowBody,
  responses: {
    200: list("The remaining follows."),
    400: badBody,
    401: errorResponse("`sign_in_required`."),
    415: unsupported,
  },
});

export const unfollowAsGuestOperation = operation({
  method: "delete",
  path: "follows_anon",
  operationId: "unfollowAsGuest",
  summary: "Unfollow profiles as a guest",
  tags: ["follows"],
  body: unfollowBody,
  responses: { 200: list("The remaining follows."), 400: badBody, 415: unsupported },
});

export const whoamiHeaders = z.object({
  device_token: z.string().max(2048).optional().meta({ description: "The push subscription endpoint." }),
});

export const whoamiOperation = operation({
  method: "get",
  path: "whoami",
  operationId: "whoami",
  summary: "Who the request is, and whether alerts are on for its push subscription",
  description:
    'The signed-in user (or null) and `push_notification.push_on`: "1" when one of the reader\'s follows sends alerts to `device_token`, else "0".',
  tags: ["follows"],
  headers: whoamiHeaders,
  responses: {
    200: {
      description: "The reader.",
      schema: z.object({
        user: z.object({ id: z.number(), tid: z.string(), email: z.string() }).passthrough().nullable(),
        push_notification: z.object({ push_on: z.enum(["0", "1"]) }),
      }),
    },
  },
});

export const followsOperations = [
  listFollowsOperation,
  listGuestFollowsOperation,
  followOperation,
  followAsGuestOperation,
  updateFollowOperation,
  unfollowOperation,
  unfollowAsGuestOperation,
  whoamiOperation,
];
