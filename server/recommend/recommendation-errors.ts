import { ApiError } from "#server/http/api/api-error.ts";

/** The recommendations API's errors. */
export const recommendationErrors = {
  /**
   * A reading history belongs to its reader: `user_id` names a PSID the request does not hold or
   * a user the request is not signed in as. 403 rather than 401, since signing in does not help a
   * guest asking for someone else's list, and the browser's client treats a 401 as "session ended".
   */
  forbiddenReader: () =>
    new ApiError(403, "forbidden_reader", "user_id names another reader: ask for your own PSID or user"),
};
