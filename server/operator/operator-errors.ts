import { ApiError } from "#server/http/api/api-error.ts";

/** The operator endpoints' errors (the `icaro` command, data providers); texts in `errors.codes.*`. */
export const operatorErrors = {
  invalidKey: () =>
    new ApiError(
      401,
      "invalid_operator_key",
      "A valid operator key is required (Authorization: Bearer <key>)",
    ),
  emptyBody: () => new ApiError(400, "empty_body", "Send the feed's bytes as the request body"),
  feedRefused: (detail: string) => new ApiError(422, "feed_refused", detail),
  invalidRequest: (detail: string) => new ApiError(400, "invalid_request", detail),
};
