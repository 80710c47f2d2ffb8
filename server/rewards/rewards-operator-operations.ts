import { z } from "zod";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import {
  invalidOperatorKey,
  OPERATOR_BASE,
  operatorKeyHeader,
} from "#server/operator/operator-operations.ts";
import { campaignInput, campaignRef, claimRef } from "./campaign-input.ts";

/*
 * The `icaro campaigns` and `icaro rewards` commands, run by the server that owns the database:
 * mounted inside the operator's routes, behind their key check (rewards-operator-routes.ts). The
 * inputs are campaign-input.ts's, so the command and the endpoint refuse the same things.
 */

export const CAMPAIGNS_OPERATOR_BASE = `${OPERATOR_BASE}/campaigns`;
export const REWARDS_OPERATOR_BASE = `${OPERATOR_BASE}/rewards`;
const tags = ["operator", "rewards"];

const count = z.number().int().min(0);
const campaignEntry = z.object({
  code: z.string(),
  conditions: z.object({ articles: count, shares: count, registration: count }),
  megabytes: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  ended_at: z.string().nullable(),
  active: z.boolean(),
  daily_limit: z.number().int().nullable(),
  total_limit: z.number().int().nullable(),
  per_reader: z.number().int(),
  token_hours: z.number().int(),
  click_secret: z.boolean().meta({ description: "Whether click tokens must carry the HMAC." }),
  landing: z.string().nullable(),
  languages: z.array(z.string()),
  claims: z.object({ total: count, today: count, pending: count }),
});
const refused = errorResponse(
  "`invalid_query`: a malformed code, a number out of range, a time without an offset, an end before the start, a page text without its title, a landing page without an English title. `invalid_request`: a code or landing page in use, an unknown or ended campaign, an unknown or fulfilled claim.",
);

export const addCampaignOperation = operation({
  method: "post",
  base: CAMPAIGNS_OPERATOR_BASE,
  path: "add",
  operationId: "operatorAddCampaign",
  summary: "Start a data-rewards campaign (`icaro campaigns add`)",
  description:
    "Conditions default to the code's own (`up_december`: 3 articles; `shared2`, `registration1`); 50 MB, one reward per reader, tokens valid 72 hours, starting now unless told.",
  tags,
  headers: operatorKeyHeader,
  query: campaignInput,
  responses: {
    200: { description: "The campaign.", schema: z.object({ campaign: campaignEntry }) },
    400: refused,
    401: invalidOperatorKey,
  },
});

export const listCampaignsOperation = operation({
  method: "post",
  base: CAMPAIGNS_OPERATOR_BASE,
  path: "list",
  operationId: "operatorListCampaigns",
  summary: "The campaigns and their claims (`icaro campaigns list`)",
  tags,
  headers: operatorKeyHeader,
  responses: {
    200: {
      description: "Every campaign of the site.",
      schema: z.object({ campaigns: z.array(campaignEntry) }),
    },
    401: invalidOperatorKey,
  },
});

export const endCampaignOperation = operation({
  method: "post",
  base: CAMPAIGNS_OPERATOR_BASE,
  path: "end",
  operationId: "operatorEndCampaign",
  summary: "End a campaign now (`icaro campaigns end`)",
  description: "No program starts and no reward is claimed after this; claims already made stay.",
  tags,
  headers: operatorKeyHeader,
  query: campaignRef,
  responses: {
    200: { description: "The campaign ended.", schema: z.object({ campaign: campaignEntry }) },
    400: refused,
    401: invalidOperatorKey,
  },
});

const pendingClaim = z.object({
  id: z.number().int(),
  campaign: z.string(),
  reader: z.string(),
  megabytes: z.number().int(),
  status: z.string(),
  claimed_at: z.string(),
  idempotency_key: z.string(),
  calls: z.array(
    z.object({
      attempt: z.number().int(),
      http_status: z.number().int().nullable(),
      ok: z.boolean(),
      error: z.string().nullable(),
      at: z.string(),
    }),
  ),
});

export const pendingClaimsOperation = operation({
  method: "post",
  base: REWARDS_OPERATOR_BASE,
  path: "pending",
  operationId: "operatorPendingRewards",
  summary: "Claims waiting for fulfilment, with their provisioning calls (`icaro rewards pending`)",
  tags,
  headers: operatorKeyHeader,
  responses: {
    200: { description: "Oldest first.", schema: z.object({ claims: z.array(pendingClaim) }) },
    401: invalidOperatorKey,
  },
});

export const fulfilClaimOperation = operation({
  method: "post",
  base: REWARDS_OPERATOR_BASE,
  path: "fulfil",
  operationId: "operatorFulfilReward",
  summary: "Mark a claim fulfilled by the operator (`icaro rewards fulfil`)",
  tags,
  headers: operatorKeyHeader,
  query: claimRef,
  responses: {
    200: {
      description: "The claim fulfilled.",
      schema: z.object({
        fulfilled: z.object({ id: z.number().int(), megabytes: z.number().int(), reader: z.string() }),
      }),
    },
    400: refused,
    401: invalidOperatorKey,
  },
});

export const rewardsOperatorOperations = [
  addCampaignOperation,
  listCampaignsOperation,
  endCampaignOperation,
  pendingClaimsOperation,
  fulfilClaimOperation,
];
