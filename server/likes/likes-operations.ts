import { z } from "zod";
import { likeCountJson, likesJson } from "#core/schemas/read-later-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { idParam } from "#server/http/api/params.ts";
import { articleContext, storyRefBody } from "#server/read-later/read-later-operations.ts";

/*
 * Likes (docs/behaviour/read-later.md#likes "likes need an account"): `GET like`, `POST like`,
 * `DELETE like` and `POST unlike` with `{id, context}`, and a story's count. A second like, or an
 * unlike of a story not liked, changes nothing and answers the same.
 */

const signInRequired = errorResponse("`sign_in_required`: likes need an account.");
const notAllowed = errorResponse("`like_not_allowed`: the account's scopes do not include `like`.");
const badBody = errorResponse("`invalid_body` (a bad id or context), `invalid_json`, `invalid_text`.");
const notFound = errorResponse("`article_not_found`: no story with that id and context.");
const unsupported = errorResponse("`unsupported_media_type`: the body is not application/json.");
const counted = { description: "The story's count and the reader's like.", schema: likeCountJson };

export const listLikesOperation = operation({
  method: "get",
  path: "like",
  operationId: "listLikes",
  summary: "The signed-in reader's liked stories",
  description: "Newest like first, as `{status, likes: {apiResults: [{id, context}]}}`.",
  tags: ["likes"],
  responses: {
    200: { description: "The liked stories.", schema: likesJson },
    401: signInRequired,
    403: notAllowed,
  },
});

const likeResponses = {
  200: counted,
  400: badBody,
  401: signInRequired,
  403: notAllowed,
  404: notFound,
  415: unsupported,
};

export const likeOperation = operation({
  method: "post",
  path: "like",
  operationId: "like",
  summary: "Like a story",
  description: "Liking a liked story again changes nothing.",
  tags: ["likes"],
  body: storyRefBody,
  responses: likeResponses,
});

export const unlikeOperation = operation({
  method: "delete",
  path: "like",
  operationId: "unlike",
  summary: "Take back a like",
  description: "A story not liked stays so.",
  tags: ["likes"],
  body: storyRefBody,
  responses: likeResponses,
});

export const unlikePostOperation = operation({
  method: "post",
  path: "unlike",
  operationId: "unlikeByPost",
  summary: "Take back a like (the spec's POST form)",
  description: "As `DELETE like`.",
  tags: ["likes"],
  body: storyRefBody,
  responses: likeResponses,
});

export const likeCountOperation = operation({
  method: "get",
  path: "like/count",
  operationId: "likeCount",
  summary: "How many readers like a story, and whether the reader asking does",
  description: "Counts are kept a few seconds per process; the reader's own like is always current.",
  tags: ["likes"],
  query: z.object({ id: idParam(), context: articleContext }),
  responses: { 200: counted, 400: errorResponse("`invalid_query`."), 404: notFound },
});

export const likesOperations = [
  listLikesOperation,
  likeOperation,
  unlikeOperation,
  unlikePostOperation,
  likeCountOperation,
];
