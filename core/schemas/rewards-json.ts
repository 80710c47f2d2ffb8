import { z } from "zod";
import {
  CAMPAIGN_LANDINGS,
  type CampaignJson,
  type CampaignPageJson,
  type RegistrationErrorJson,
  type RegistrationJson,
  type RewardClaimJson,
  type RewardProgramJson,
  type RewardProgressJson,
} from "../rewards/rewards-api.ts";
import { contract } from "./contract.ts";

/*
 * The rewards API's JSON (core/rewards/rewards-api.ts) as zod schemas tied to the contract types by
 * `contract`: the server documents its answers with them (/api/docs); the pages import the types only.
 */

const dateTime = z.iso.datetime().meta({ description: "ISO 8601 in UTC." });
const count = z.number().int().min(0);

export const campaignJson = contract<CampaignJson>()(
  z
    .object({
      code: z.string().meta({ description: "The `utm_campaign` code of the campaign's links." }),
      megabytes: z.number().int().positive(),
      conditions: z.object({ articles: count, shares: count, registration: count }),
      starts_at: dateTime,
      ends_at: dateTime,
      active: z.boolean().meta({ description: "Started, and not ended by date or by the operator." }),
      landing: z.enum(CAMPAIGN_LANDINGS).nullable(),
    })
    .meta({ id: "Campaign", description: "A data-rewards campaign as readers see it." }),
);

export const rewardProgressJson = contract<RewardProgressJson>()(
  z.object({
    read: z.array(z.number().int()).meta({ description: "Stories read since the program started." }),
    shared: z.array(z.number().int()).meta({ description: "Stories shared since the program started." }),
    registered: z.boolean(),
  }),
);

export const rewardProgramJson = contract<RewardProgramJson>()(
  z
    .object({
      token: z.string(),
      campaign: campaignJson,
      progress: rewardProgressJson,
      fill: z.number().min(0),
      total: z.number().min(0),
      percent: z.number().int().min(0).max(100),
      complete: z.boolean(),
      claimed: z.boolean(),
      expires_at: dateTime,
    })
    .meta({ id: "RewardProgram", description: "A reader's program, its progress counted on the server." }),
);

export const rewardClaimJson = contract<RewardClaimJson>()(
  z
    .object({
      success: z.literal(true),
      megabytes: z.number().int().positive(),
      status: z.enum(["pending", "fulfilled", "failed"]),
    })
    .meta({ id: "RewardClaim", description: "The reward claimed." }),
);

export const campaignPageJson = contract<CampaignPageJson>()(
  z
    .object({ campaign: campaignJson, title: z.string(), text: z.string(), picture: z.string().nullable() })
    .meta({ id: "CampaignPage", description: "A landing page in the reader's language." }),
);

const fieldError = z.enum(["required", "invalid"]);

export const registrationErrorJson = contract<RegistrationErrorJson>()(
  z.object({
    error: z.object({
      code: z.literal("invalid_registration"),
      message: z.string(),
      fields: z.object({ name: fieldError.optional(), email: fieldError.optional() }),
    }),
  }),
);

export const registrationJson = contract<RegistrationJson>()(
  z.object({ registered: z.literal(true), campaign: z.string() }),
);
