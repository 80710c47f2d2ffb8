import { ApiError } from "./api-error.ts";

/**
 * The errors of a request any route can make: input that does not parse, a body too large or of
 * the wrong type, a path no route answers. Each code has a translated text in the web app
 * (`errors.codes.*`), checked by server/http/api/error-catalogues.test.ts.
 */
export const requestErrors = {
  invalidQuery: (detail: string) => new ApiError(400, "invalid_query", detail),
  invalidParam: (detail: string) => new ApiError(400, "invalid_param", detail),
  invalidBody: (detail: string) => new ApiError(400, "invalid_body", detail),
  invalidHeader: (detail: string) => new ApiError(400, "invalid_header", detail),
  /** A NUL character, invalid UTF-8 or a lone surrogate (core/content/safe-text.ts), which no field may hold. */
  invalidText: (where: string) =>
    new ApiError(400, "invalid_text", `${where} holds a NUL character, invalid UTF-8 or a lone surrogate`),
  invalidJson: () => new ApiError(400, "invalid_json", "The request body is not valid JSON"),
  badRequest: (detail: string) => new ApiError(400, "bad_request", detail || "Bad request"),
  bodyTooLarge: (what: string, limit: string) =>
    new ApiError(413, "body_too_large", `The ${what} is larger than ${limit}`),
  unsupportedMediaType: () =>
    new ApiError(415, "unsupported_media_type", "Send the body as application/json"),
  noRoute: (method: string, path: string) =>
    new ApiError(404, "not_found", `No API route for ${method} ${path}`),
  internal: () => new ApiError(500, "internal_error", "Something went wrong on our side"),
};
