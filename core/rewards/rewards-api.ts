/**
 * The data-rewards campaign's API (docs/decisions/0075-rewards-campaigns-and-claims.md; docs/behaviour/rewards.md#claiming `tagger/reward`, docs/behaviour/rewards.md#rewards-messages rewards rows): the JSON
 * shapes the server answers and the rewards bar, form and landing pages read. Paths are under the
 * API prefix (`/api/v3/`). The arithmetic is core/rewards/rewards.ts; the server computes progress from
 * the reader's real reads, so these answers, not local storage, decide what a reader may claim.
 */
import type { RewardConditions } from "./rewards.ts";

/** The landing pages an operator may fill (docs/behaviour/rewards.md#campaign-pages): /campaign/Eduka7, /campaign/saudeiD, /jej, /aspis. */
export const CAMPAIGN_LANDINGS = ["Eduka7", "saudeiD", "jej", "aspis"] as const;
export type CampaignLanding = (typeof CAMPAIGN_LANDINGS)[number];

/** A click token (`clickid`): letters, digits, `.`, `_` and `-`, 8 to 200 characters. */
export const CLICK_TOKEN_PATTERN = /^[A-Za-z0-9._-]{8,200}$/;

/**
 * Why a claim or a program was refused: the `error.code` of the 4xx answer. Each has a translated
 * message in the `rewards` catalog (`rewards.error.<code>`) — docs/behaviour/rewards.md#rewards-messages: try again later, something is
 * wrong, campaign has ended, daily limit reached (come back tomorrow), reward limit reached, "This
 * email has already been registered".
 */
export const REWARD_ERROR_CODES = [
  "invalid_token", // 400/404 malformed, forged (bad HMAC) or unknown token
  "token_expired", // 410 the token's time ran out
  "campaign_not_found", // 404 no campaign with that code or landing page
  "campaign_not_started", // 409
  "campaign_ended", // 410 ended (by date or by the operator)
  "not_complete", // 409 the conditions are not met yet
  "already_claimed", // 409 this token was claimed (a second claim, or the loser of two at once)
  "daily_limit_reached", // 429 the campaign's claims for today are used up
  "reward_limit_reached", // 409 the campaign's total or this reader's limit is used up
  "email_registered", // 409 the rewards form's e-mail is already registered for the campaign
  "try_again_later", // 503 the database was busy; nothing was recorded
] as const;
export type RewardErrorCode = (typeof REWARD_ERROR_CODES)[number];

/** A campaign as readers see it (never its limits' counters or its click secret). */
export type CampaignJson = {
  code: string;
  megabytes: number;
  conditions: RewardConditions;
  starts_at: string;
  ends_at: string;
  /** Running now: started, not ended by date or by the operator. */
  active: boolean;
  landing: CampaignLanding | null;
};

/** docs/behaviour/rewards.md#rewards-state's `done`, as the server counts it. */
export type RewardProgressJson = {
  /** Story ids read since the program started (read beacon), once each. */
  read: number[];
  /** Story ids shared since the program started, once each. */
  shared: number[];
  /** Signed up (an account made after the program started) or registered with the rewards form. */
  registered: boolean;
};

/**
 * A reader's program: `POST rewards/program {token, campaign}` starts it (or answers the same
 * token's program again; a new token for the same campaign replaces the reader's older one),
 * `GET rewards/program?token=` reads it.
 */
export type RewardProgramJson = {
  token: string;
  campaign: CampaignJson;
  progress: RewardProgressJson;
  /** core/rewards/rewards.ts rewardFill / rewardTotal / rewardPercent of the server's progress. */
  fill: number;
  total: number;
  percent: number;
  /** Progress reached the total and the reward is not claimed. */
  complete: boolean;
  claimed: boolean;
  expires_at: string;
};

/** `GET tagger/reward?token=` (header PSID): the claim. 200 → this; 4xx → `{error:{code,message}}`. */
export type RewardClaimJson = {
  success: true;
  megabytes: number;
  /** pending until the carrier's provisioning endpoint (or the operator) fulfils it. */
  status: "pending" | "fulfilled" | "failed";
};

/** `POST rewards/share {token, id}`: a shared story recorded once → the program as it is now. */
export type RewardShareBody = { token: string; id: number };

/** `POST rewards/registration {campaign, token?, name, email}`: the rewards form (docs/behaviour/rewards.md#rewards-form). */
export type RewardRegistrationBody = { campaign: string; token?: string; name: string; email: string };

/** `GET rewards/campaign/{landing}?language=`: a landing page the operator filled. */
export type CampaignPageJson = {
  campaign: CampaignJson;
  title: string;
  text: string;
  picture: string | null;
};

/** Why a rewards-form field was refused (docs/behaviour/accounts.md#e-mail-rules): missing, or not a name / an e-mail address. */
export type RegistrationFieldError = "required" | "invalid";

/**
 * `POST rewards/registration` refused for its fields: 400 with `error.code` `invalid_registration`
 * and, per field, why — the form shows each message beside its field (`rewards.form.<field>_<why>`).
 */
export type RegistrationErrorJson = {
  error: {
    code: "invalid_registration";
    message: string;
    fields: { name?: RegistrationFieldError; email?: RegistrationFieldError };
  };
};

/** `POST rewards/registration` accepted (201). */
export type RegistrationJson = { registered: true; campaign: string };
