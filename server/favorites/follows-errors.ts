import { FOLLOWS_MAX } from "#core/favorites/follows.ts";
import { ApiError } from "#server/http/api/api-error.ts";

/** The follows API's errors; texts in `errors.codes.*`. */
export const followsErrors = {
  alreadyFollowing: (context: string, id: number) =>
    new ApiError(409, "already_following", `You already follow ${context} ${id}`),
  followNotFound: (context: string, id: number) =>
    new ApiError(404, "follow_not_found", `You do not follow ${context} ${id}`),
  tooManyFollows: () =>
    new ApiError(422, "too_many_follows", `You can follow at most ${FOLLOWS_MAX} profiles`),
  signInRequired: () =>
    new ApiError(401, "sign_in_required", "Sign in to keep your favorites in your account"),
};
