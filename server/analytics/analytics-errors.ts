import { ApiError } from "#server/http/api/api-error.ts";

/** The tracking endpoints' own refusals (the rest are requestErrors' `invalid_query`). */
export const analyticsErrors = {
  /**
   * One PSID or one address sent more events than a reader can (analytics-limits.ts), or the
   * write buffer is full: the event is dropped, the client may try later.
   */
  tooManyEvents: (retryAfterSeconds: number) =>
    Object.assign(new ApiError(429, "too_many_events", "Too many analytics events; try again later"), {
      retryAfterSeconds,
    }),
};
