import { z } from "zod";
import { CONTENT_LANGUAGES } from "#core/content/content.ts";
import { CAMPAIGN_LANDINGS, CLICK_TOKEN_PATTERN } from "#core/rewards/rewards-api.ts";
import {
  campaignPageJson,
  registrationErrorJson,
  registrationJson,
  rewardClaimJson,
  rewardProgramJson,
} from "#core/schemas/rewards-json.ts";
import { errorJson, errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { idField } from "#server/http/api/params.ts";
import { campaignCode } from "./campaign-input.ts";

/*
 * The data-rewards campaign's reader API (decision 0075): what each operation takes and
 * answers. The routes (rewards-routes.ts) parse with these schemas and /api/docs is generated from
 * them. The shapes are core/rewards/rewards-api.ts's.
 */

const tags = ["rewards"];

export const clickToken = z
  .string({ error: "token must be a click token" })
  .regex(CLICK_TOKEN_PATTERN, "token must be 8 to 200 letters, digits, dots, underscores or hyphens")
  .meta({ description: "The click token (`clickid`) of the campaign link." });

const program = {
  description: "The program, its progress counted on the server.",
  schema: rewardProgramJson,
};
const unknownToken = errorResponse("`invalid_token`: no program of this reader has the token.");
const ended = errorResponse("`campaign_ended`, or `token_expired`: the token's time ran out.");

export const startProgramOperation = operation({
  method: "post",
  path: "rewards/program",
  operationId: "startRewardProgram",
  summary: "Start (or answer) the program of a click token",
  description:
    "For the request's PSID and, signed in, the account. A token already held by another reader is `invalid_token`; a new token for the same campaign replaces the reader's older unclaimed program.",
  tags,
  body: z.object({ token: clickToken, campaign: campaignCode }),
  responses: {
    200: program,
    400: errorResponse("`invalid_body`, `invalid_json`, or `invalid_token` (forged)."),
    404: errorResponse("`campaign_not_found`, or `invalid_token` (another reader's, or another campaign's)."),
    409: errorResponse("`campaign_not_started`."),
    410: errorResponse("`campaign_ended`."),
    415: errorResponse("`unsupported_media_type`."),
  },
});

export const getProgramOperation = operation({
  method: "get",
  path: "rewards/program",
  operationId: "getRewardProgram",
  summary: "The reader's program of a click token, with its progress",
  description:
    "Progress comes from the reader's reads (the read beacon) since the program started, their shares, and a sign-up after it started or the rewards form.",
  tags,
  query: z.object({ token: clickToken }),
  responses: { 200: program, 400: errorResponse("`invalid_query`."), 404: unknownToken },
});

export const shareOperation = operation({
  method: "post",
  path: "rewards/share",
  operationId: "recordRewardShare",
  summary: "Record a shared story for the program",
  description: "Each story counts once.",
  tags,
  body: z.object({ token: clickToken, id: idField() }),
  responses: {
    200: program,
    400: errorResponse("`invalid_body`, `invalid_json`."),
    404: unknownToken,
    409: errorResponse("`campaign_not_started`."),
    410: ended,
    415: errorResponse("`unsupported_media_type`."),
  },
});

/** Loose on purpose: the route tells the form which field is missing or wrong (docs/behaviour/rewards.md#rewards-form). */
const formField = z.string({ error: "must be text" }).max(1000, "is too long").optional();

export const registrationOperation = operation({
  method: "post",
  path: "rewards/registration",
  operationId: "registerForReward",
  summary: "The rewards form: register a name and an e-mail for a campaign",
  description:
    "An e-mail is registered once per campaign. With the reader's token, it meets the program's registration condition.",
  tags,
  body: z.object({ campaign: campaignCode, token: clickToken.optional(), name: formField, email: formField }),
  responses: {
    201: { description: "Registered.", schema: registrationJson },
    400: {
      description:
        "`invalid_registration` with `fields.name` / `fields.email` `required` or `invalid`; `invalid_body`, `invalid_json`.",
      schema: z.union([registrationErrorJson, errorJson]),
    },
    404: errorResponse("`campaign_not_found`, `invalid_token`."),
    409: errorResponse("`email_registered`, `campaign_not_started`."),
    410: errorResponse("`campaign_ended`."),
    415: errorResponse("`unsupported_media_type`."),
  },
});

export const landingPageOperation = operation({
  method: "get",
  path: "rewards/campaign/{landing}",
  operationId: "getCampaignPage",
  summary: "A campaign's landing page in the reader's language",
  description: "Falls back to English, then to any language the operator filled.",
  tags,
  params: z.object({
    landing: z.enum(CAMPAIGN_LANDINGS, { error: `landing must be one of ${CAMPAIGN_LANDINGS.join(", ")}` }),
  }),
  query: z.object({
    language: z
      .enum(CONTENT_LANGUAGES, { error: `language must be one of ${CONTENT_LANGUAGES.join(", ")}` })
      .default("en"),
  }),
  responses: {
    200: { description: "The page.", schema: campaignPageJson },
    400: errorResponse("`invalid_param`, `invalid_query`."),
    404: errorResponse("`campaign_not_found`: no campaign has this landing page."),
  },
});

export const claimHeaders = z.object({
  psid: z.string().max(200).optional().meta({ description: "The visitor's PSID (else the cookie's)." }),
});

export const claimRewardOperation = operation({
  method: "get",
  path: "tagger/reward",
  operationId: "claimReward",
  summary: "Claim the reward of a completed program",
  description:
    "Once per token, within the campaign's daily (UTC day), total and per-reader limits, even under concurrent claims. The carrier is called after the answer.",
  tags,
  headers: claimHeaders,
  query: z.object({ token: clickToken }),
  responses: {
    200: { description: "Claimed.", schema: rewardClaimJson },
    400: errorResponse("`invalid_query`."),
    404: unknownToken,
    409: errorResponse(
      "`not_complete`, `already_claimed`, `reward_limit_reached` (total or this reader's), `campaign_not_started`.",
    ),
    410: ended,
    429: errorResponse("`daily_limit_reached`: come back tomorrow (UTC)."),
    503: errorResponse("`try_again_later`: the database was busy; nothing was recorded."),
  },
});

export const rewardsOperations = [
  startProgramOperation,
  getProgramOperation,
  shareOperation,
  registrationOperation,
  landingPageOperation,
  claimRewardOperation,
];
