import { ApiError } from "#server/http/api/api-error.ts";

/** The picture endpoints' errors (/_ipx, /media/demo); texts in `errors.codes.*`. */
export const mediaErrors = {
  invalidPath: () => new ApiError(400, "invalid_path", "expected /_ipx/<modifiers>/<source>"),
  invalidModifiers: (detail: string) => new ApiError(400, "invalid_modifiers", detail),
  invalidSource: (detail: string) => new ApiError(400, "invalid_source", detail),
  invalidName: () => new ApiError(400, "invalid_param", "name: not a demo picture name"),
  notFound: (detail: string) => new ApiError(404, "not_found", detail),
  hostNotAllowed: (host: string) =>
    new ApiError(403, "host_not_allowed", `${host} is not in ICARO_IMAGE_HOSTS`),
  /** An allowed host whose name resolves to a private address (no fetching the internal network). */
  privateAddress: (detail: string) => new ApiError(403, "host_not_allowed", detail),
  sourceTooLarge: () => new ApiError(413, "source_too_large", "the source is too large"),
  unsupportedSource: (detail: string) => new ApiError(415, "unsupported_source", detail),
  sourceUnavailable: (detail: string) => new ApiError(404, "source_unavailable", detail),
  unprocessableImage: () =>
    new ApiError(422, "unprocessable_image", "the source is not an image that can be converted"),
};
