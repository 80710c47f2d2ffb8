import { z } from "zod";
import { CONTENT_LANGUAGES, PROFILE_CONTEXTS } from "#core/content/content.ts";
import { searchAutocompleteJson, searchResponseJson, trendingJson } from "#core/schemas/search-json.ts";
import {
  SEARCH_FILTERS,
  SEARCH_PAGE_MAX,
  SEARCH_PER,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX,
  SEARCH_TYPES,
} from "#core/search/search.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { idParam, intParam, siteIdParam } from "#server/http/api/params.ts";
import { SEARCH_CANDIDATES } from "./search-query.ts";

/*
 * Search (docs/behaviour/search.md#search-call, docs/decisions/0068-search-engine.md): what each operation takes and answers. The
 * routes (search-routes.ts) parse with these schemas and /api/docs is generated from them.
 */

/** The spec names search with api/v4 whatever the main API version is. */
const V4 = "/api/v4";

/** The largest page size a client may ask for (ranking cost does not grow with it; highlighting does). */
export const SEARCH_PER_MAX = 50;

const language = z
  .enum(CONTENT_LANGUAGES, { error: `language must be one of ${CONTENT_LANGUAGES.join(", ")}` })
  .default("en")
  .meta({
    description:
      "The reader's language: the query is stemmed in it, and stories in it come before the others.",
  });

const text = (description: string) =>
  z
    .string()
    .max(SEARCH_TEXT_MAX, `text must be at most ${SEARCH_TEXT_MAX} characters`)
    .default("")
    .meta({ description });

/** Parameters the spec's clients send with fixed values; accepted and not used. */
const ignored = (name: string, value: string) =>
  z
    .string()
    .max(100, `${name} is too long`)
    .optional()
    .meta({ description: `Sent as \`${value}\` by the spec's clients; accepted and not used.` });

export const searchOperation = operation({
  method: "get",
  base: V4,
  path: "content/search",
  operationId: "searchContent",
  summary: "Search stories by free text or by a profile",
  description: [
    "Free text (`searchType=freeform`): full text search in English, Spanish and Portuguese, accent- and case-insensitive, each word stemmed (`jogadores` finds `jogador`); every word must match, words in double quotes side by side; a title match ranks over a body match, words side by side over scattered ones, then recency and importance. Stories in the reader's `language` come first, then the others. When fewer than 3 stories match, words that match nothing are corrected by trigram similarity to titles and profile names and the stories of the corrected query are added; `suggestion` is then the corrected text (“Did you mean …?”).",
    "Entity (`searchType=entity`): the stories tagged with the profile `entityType`/`entityId`; an unknown profile gives an empty page.",
    `At most ${SEARCH_CANDIDATES} stories per language are ranked, the newest matches, so \`total\` is capped at ${3 * SEARCH_CANDIDATES}. \`sortby=date\` orders them newest first (the reader's language still first).`,
    "Characters such as `&|!():*<>'\"\\` and any query syntax are only text.",
  ].join("\n\n"),
  tags: ["search"],
  query: z
    .object({
      text: text(
        `The query (at most ${SEARCH_TEXT_MAX} characters); required for free text, the profile's name for an entity search.`,
      ),
      searchType: z
        .enum(SEARCH_TYPES, { error: `searchType must be one of ${SEARCH_TYPES.join(", ")}` })
        .default("freeform")
        .meta({ description: "`freeform` (default) or `entity`." }),
      entityType: z
        .enum(PROFILE_CONTEXTS, { error: `entityType must be one of ${PROFILE_CONTEXTS.join(", ")}` })
        .optional()
        .meta({ description: "The profile's context; required with `searchType=entity`." }),
      entityId: idParam("entityId")
        .optional()
        .meta({ description: "The profile's id; required with `searchType=entity`." }),
      sortby: z
        .enum(SEARCH_SORTS, { error: `sortby must be one of ${SEARCH_SORTS.join(", ")}` })
        .default("relevance")
        .meta({ description: "`relevance` (default) or `date` (newest first)." }),
      filter: z
        .enum(SEARCH_FILTERS, { error: `filter must be one of ${SEARCH_FILTERS.join(", ")}` })
        .default("all")
        .meta({
          description:
            "`all` (default): every stored story; `internal`: only stories read on this site (not `external` links).",
        }),
      page: intParam("page", 1, SEARCH_PAGE_MAX)
        .default(1)
        .meta({ description: `Page number from 1 (at most ${SEARCH_PAGE_MAX}).` }),
      per: intParam("per", 1, SEARCH_PER_MAX)
        .default(SEARCH_PER)
        .meta({ description: `Page size, ${SEARCH_PER} by default, at most ${SEARCH_PER_MAX}.` }),
      language,
      site_id: siteIdParam.optional(),
      action: ignored("action", "get_content"),
      intent: ignored("intent", "all"),
      format: ignored("format", "new"),
    })
    .superRefine((query, context) => {
      if (query.searchType === "entity" && (query.entityType === undefined || query.entityId === undefined)) {
        context.addIssue({
          code: "custom",
          path: ["entityType"],
          message: "an entity search needs entityType and entityId",
        });
      }
      if (query.searchType === "freeform" && query.text.trim() === "") {
        context.addIssue({ code: "custom", path: ["text"], message: "Query cannot be empty" });
      }
    }),
  responses: {
    200: { description: "One page of results.", schema: searchResponseJson },
    400: errorResponse(
      "`invalid_query`: empty or whitespace `text` on a free-text search (“Query cannot be empty”), `text` over 200 characters, an unknown `sortby`, `searchType`, `filter` or `language`, `page` outside 1–10000, `per` outside 1–50, an entity search without a valid `entityType` and `entityId`. `invalid_text`: a NUL character or invalid UTF-8 anywhere in the query string.",
    ),
  },
});

export const searchAutocompleteOperation = operation({
  method: "get",
  base: V4,
  path: "content/search/autocomplete",
  operationId: "searchAutocomplete",
  summary: "Profiles and top stories while the reader types",
  description:
    "Up to 5 profiles whose names contain the text (accent- and case-insensitive; a mistyped name is found by trigram similarity) and the top 3 stories, the last word matched as a prefix (from 3 letters). Whitespace-only text gives empty lists.",
  tags: ["search"],
  query: z.object({
    text: text(`What the reader typed so far (at most ${SEARCH_TEXT_MAX} characters).`),
    language,
    site_id: siteIdParam.optional(),
  }),
  responses: {
    200: { description: "Profiles and stories.", schema: searchAutocompleteJson },
    400: errorResponse("`invalid_query`: `text` over 200 characters, an unknown `language`."),
  },
});

export const searchTrendingOperation = operation({
  method: "get",
  base: V4,
  path: "content/search/trending",
  operationId: "searchTrending",
  summary: "What readers search and read now",
  description:
    "The queries most readers searched in the last 24 hours in `language` (each reader counted once per query and hour, a query shown from 3 readers; nothing about who searched is kept), and the stories read most in the same hours.",
  tags: ["search"],
  query: z.object({ language, site_id: siteIdParam.optional() }),
  responses: {
    200: { description: "Trending queries and stories.", schema: trendingJson },
    400: errorResponse("`invalid_query`: an unknown `language`."),
  },
});

export const searchOperations = [searchOperation, searchAutocompleteOperation, searchTrendingOperation];
