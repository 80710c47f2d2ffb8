import { z } from "zod";
import { ARTICLE_CONTEXTS, CONTENT_LANGUAGES, FEED_PER_DEFAULT, RELATED_N } from "#core/content/content.ts";
import { articleListJson, recommendedArticleJson } from "#core/schemas/content-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { idParam, intParam, pageParam, perParam, siteIdParam } from "#server/http/api/params.ts";
import { boolParam } from "./query-params.ts";
import { parseUserId } from "./recommend.ts";

/*
 * Related articles and personalised recommendations (docs/behaviour/content.md#related-articles): what each operation takes and
 * answers. The routes (related-routes.ts, related-fallback-routes.ts, recommendation-routes.ts)
 * parse with these schemas and /api/docs is generated from them.
 */

/** The spec names these with api/v4 whatever the main API version is. */
const V4 = "/api/v4";

/** The largest candidate pool a client may ask for with `N`. */
export const RELATED_N_MAX = 200;

const badInput = errorResponse(
  "`invalid_param` or `invalid_query`: an unknown type, a non-numeric id, a size, page or N out of range.",
);
const articles = (description: string) => ({ description, schema: articleListJson });
const articleNotFound = errorResponse("`article_not_found`: no article of that type and id.");

const articleParams = {
  type: z.enum(ARTICLE_CONTEXTS, { error: `type must be one of ${ARTICLE_CONTEXTS.join(", ")}` }),
  id: idParam().meta({ description: "The article's id." }),
};

export const relatedOperation = operation({
  method: "get",
  base: V4,
  path: "related/{type}/{id}",
  operationId: "getRelated",
  summary: "Articles related to one article",
  description:
    "Related by shared tags and text similarity, newest first among equals. An unknown article is a 404 so the client can fall back; an article nothing relates to gives `[]`.",
  tags: ["recommendations"],
  params: z.object(articleParams),
  query: z.object({
    N: intParam("N", 1, RELATED_N_MAX).default(RELATED_N).meta({ description: "Candidate pool size." }),
    size: perParam("size", FEED_PER_DEFAULT),
    page: pageParam(),
    // Lists never carry bodies, so summary=false changes nothing; it is still checked.
    summary: boolParam("summary"),
    latest: boolParam("latest").meta({ description: "Order the pool by date, newest first." }),
    site_id: siteIdParam.optional(),
  }),
  responses: { 200: articles("Related articles."), 400: badInput, 404: articleNotFound },
});

export const relatedFallbackOperation = operation({
  method: "get",
  path: "{post}/{type}/{id}/related",
  operationId: "getRelatedFallback",
  summary: "Related articles by shared tags (the spec's second fallback)",
  description:
    "The same service as `/api/v4/related/{type}/{id}` with shared tags only, so it still answers when the text search is what failed.",
  tags: ["recommendations"],
  params: z.object({
    post: z.string().meta({ description: "Any segment the client puts there." }),
    ...articleParams,
  }),
  query: z.object({ per: perParam("per", FEED_PER_DEFAULT), page: pageParam() }),
  responses: { 200: articles("Related articles."), 400: badInput, 404: articleNotFound },
});

export const recommendationsOperation = operation({
  method: "get",
  base: V4,
  path: "personalized_recommendations",
  operationId: "getRecommendations",
  summary: "Stories picked for one reader",
  description:
    "Ranks recent, important and popular stories with section diversity, using what the reader has read or followed; with no history, the general feed. Only for the reader asking: `anon-<psid>` needs that PSID in the `psid` header or the PSID cookie, a user's tid needs that user's credentials (access-token headers, Bearer token or session cookie).",
  tags: ["recommendations"],
  query: z.object({
    user_id: z
      .string({ error: "user_id is required (a user's tid or anon-<psid>)" })
      .transform((value, context) => {
        const reader = parseUserId(value);
        if (!reader) {
          context.addIssue({ code: "custom", message: "user_id must be a user's tid or anon-<psid>" });
          return z.NEVER;
        }
        return reader;
      })
      .meta({
        description: "The signed-in user's tid, or `anon-<psid>` with the request's own PSID.",
        examples: ["anon-6d1f5a3c-2b4e-4c8d-9e7f-0a1b2c3d4e5f"],
      }),
    size: perParam("size", FEED_PER_DEFAULT),
    page: pageParam(),
    site_id: siteIdParam.optional(),
    // Not in the spec's list but useful to a localised home page; `fields`, `paginate` and
    // `search_keys` are accepted and ignored (every field is sent, paging is always on).
    language: z.enum(CONTENT_LANGUAGES).optional(),
  }),
  responses: {
    200: {
      description: "Articles, each with the reason it is there (`reason`).",
      schema: z.array(recommendedArticleJson),
    },
    400: errorResponse(
      "`invalid_query`: user_id missing or neither a tid nor `anon-<psid>`, size or page out of range, an unknown language.",
    ),
    403: errorResponse(
      "`forbidden_reader`: user_id is another reader's: a PSID the request does not carry, or a user it is not signed in as.",
    ),
  },
});

export const recommendationOperations = [
  relatedFallbackOperation,
  relatedOperation,
  recommendationsOperation,
];
