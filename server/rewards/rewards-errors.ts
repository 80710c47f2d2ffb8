import { ApiError } from "#server/http/api/api-error.ts";

/** The rewards API's errors (core/rewards/rewards-api.ts REWARD_ERROR_CODES); texts in `rewards.error.*`. */
export const rewardsErrors = {
  forgedToken: () => new ApiError(400, "invalid_token", "This click token was not issued for the campaign"),
  unknownToken: () => new ApiError(404, "invalid_token", "No program of yours has this click token"),
  tokenExpired: () => new ApiError(410, "token_expired", "This click token's time ran out"),
  campaignNotFound: () => new ApiError(404, "campaign_not_found", "No campaign has that code or page"),
  campaignNotStarted: () => new ApiError(409, "campaign_not_started", "The campaign has not started yet"),
  campaignEnded: () => new ApiError(410, "campaign_ended", "The campaign has ended"),
  notComplete: () => new ApiError(409, "not_complete", "The campaign's conditions are not met yet"),
  alreadyClaimed: () => new ApiError(409, "already_claimed", "This reward was already claimed"),
  dailyLimitReached: () =>
    new ApiError(429, "daily_limit_reached", "Today's rewards are used up; come back tomorrow"),
  rewardLimitReached: () => new ApiError(409, "reward_limit_reached", "The reward limit is reached"),
  emailRegistered: () => new ApiError(409, "email_registered", "This email has already been registered"),
  tryAgainLater: () =>
    new ApiError(503, "try_again_later", "The server is busy; nothing was recorded, try again"),
};
