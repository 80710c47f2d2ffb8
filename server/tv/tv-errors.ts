import { ApiError } from "#server/http/api/api-error.ts";

/**
 * The TV API's errors. Both are 404s, which a page shows with its own "not found" text
 * (app/errors/ErrorView.tsx), so like the other *_not_found codes they have no `errors.codes.*`
 * text: the general catalog ships on every page and is at the JavaScript budget's edge.
 */
export const tvErrors = {
  /** An unknown id, or a story's id asked for as a video (docs/decisions/0071-tv-api-and-live-channels.md). */
  videoNotFound: (id: number) => new ApiError(404, "video_not_found", `There is no video ${id}`),
  channelNotFound: (name: string) =>
    new ApiError(404, "channel_not_found", `There is no live channel ${JSON.stringify(name.slice(0, 80))}`),
};
