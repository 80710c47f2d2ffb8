import { z } from "zod";
import { AUTOCOMPLETE_PER, CONTENT_LANGUAGES } from "#core/content/content.ts";
import { articleListJson, discoverNodeJson, profileJson } from "#core/schemas/content-json.ts";
import { DEFAULT_SITE_ID } from "#core/site/constants.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { intParam, pagingShape } from "#server/http/api/params.ts";

/*
 * The Discover tree and the favourites picker (docs/behaviour/discover.md#discover-calls): what each operation
 * takes and answers. The routes (discover-routes.ts) parse with these schemas and /api/docs is
 * generated from them.
 */

/** Node names are stored per language; `lang` picks one (English by default). */
const siteShape = {
  site_id: intParam("site_id", 1, 999_999_999)
    .default(DEFAULT_SITE_ID)
    .meta({ description: "The site (brand); accepted and checked." }),
  lang: z.enum(CONTENT_LANGUAGES).default("en").meta({ description: "The language of node names." }),
};

const badInput = errorResponse(
  "`invalid_query` or `invalid_param`: an unknown site_id or lang, page or per out of range, a key over 200 characters.",
);
const nodes = (description: string) => ({ description, schema: z.array(discoverNodeJson) });

export const discoverTreeOperation = operation({
  method: "get",
  path: "site/discover",
  operationId: "getDiscoverTree",
  summary: "The Discover tree",
  description:
    "Top-level nodes with their descendants in `nodes`; dynamic nodes list their profiles through `site/favorites/{key}/content`.",
  tags: ["discover"],
  query: z.object(siteShape),
  responses: { 200: nodes("The tree."), 400: badInput },
});

export const favoriteRootsOperation = operation({
  method: "get",
  path: "site/favorites",
  operationId: "getFavoriteRoots",
  summary: "The top-level Discover nodes",
  tags: ["discover"],
  query: z.object(siteShape),
  responses: { 200: nodes("The nodes, without children."), 400: badInput },
});

export const favoriteContentOperation = operation({
  method: "get",
  path: "site/favorites/{key}/content",
  operationId: "getFavoriteContent",
  summary: "A Discover node's content",
  description:
    "A label's child nodes; a dynamic node's profiles as profile nodes (by name, keys `<key>:<profile id>`); a profile node's articles, newest first.",
  tags: ["discover"],
  params: z.object({ key: z.string().max(200, "key is too long") }),
  query: z.object({ ...pagingShape(), ...siteShape }),
  responses: {
    200: {
      description: "Nodes or articles.",
      schema: z.union([z.array(discoverNodeJson), articleListJson]),
    },
    400: badInput,
    404: errorResponse("`node_not_found`."),
  },
});

export const autocompleteOperation = operation({
  method: "get",
  path: "site/favorites/ac",
  operationId: "autocompleteProfiles",
  summary: "Profiles by name, for the favourites picker",
  description:
    "Matches name, common name and aliases, ignoring case and accents; names starting with `q` first, then names with a word starting with it, then the rest.",
  tags: ["discover"],
  query: z.object({
    q: z
      .string({ error: "q is required" })
      .trim()
      .min(1, "q must not be empty")
      .max(100, "q must be at most 100 characters"),
    ...pagingShape(AUTOCOMPLETE_PER),
    site_id: siteShape.site_id,
  }),
  responses: { 200: { description: "Profiles.", schema: z.array(profileJson) }, 400: badInput },
});

export const discoverOperations = [
  discoverTreeOperation,
  favoriteRootsOperation,
  favoriteContentOperation,
  autocompleteOperation,
];
