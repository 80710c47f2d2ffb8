import { ApiError } from "#server/http/api/api-error.ts";

/** Web Push's errors; texts in `errors.codes.*`. */
export const pushErrors = {
  /** Not https, a private or local address, or not a push service (decision 0066). */
  invalidEndpoint: (reason: string) => new ApiError(422, "invalid_push_endpoint", `The endpoint ${reason}`),
  /** p256dh is not a P-256 public point, or auth not 16 bytes. */
  invalidKeys: (detail: string) => new ApiError(422, "invalid_push_keys", detail),
  /** Another reader holds this endpoint: the browser makes a new subscription. */
  taken: () =>
    new ApiError(409, "push_subscription_taken", "This push subscription belongs to another reader"),
  /** None of the reader's subscriptions has this endpoint (another reader's is not theirs to delete). */
  notFound: () =>
    new ApiError(404, "push_subscription_not_found", "You have no push subscription with this endpoint"),
};
