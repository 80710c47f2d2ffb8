import { ApiError } from "#server/http/api-error.ts";

/** The TV API's errors; texts in `errors.codes.*` for the pages that show them. */
export const tvErrors = {
  /** An unknown id, or a story's id asked for as a video (issue 19 "Bad input"). */
  videoNotFound: (id: number) => new ApiError(404, "video_not_found", `There is no video ${id}`),
  channelNotFound: (name: string) =>
    new ApiError(404, "channel_not_found", `There is no live channel ${JSON.stringify(name.slice(0, 80))}`),
};
