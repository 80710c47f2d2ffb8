import { DEFAULT_SITE_ID } from "#core/constants.ts";
import { ARTICLE_CONTEXTS, CONTENT_LANGUAGES, FEED_PER_DEFAULT, PER_MAX, RELATED_N } from "#core/content.ts";
import { PAGE_MAX } from "#server/http/params.ts";
import { sportsLiveOpenApiPaths } from "#server/sports/sports-live-openapi.ts";
import { sportsOpenApiPaths } from "#server/sports/sports-openapi.ts";
import { apiOperations } from "./api-operations.ts";
import { pathsOf, SchemaComponents } from "./openapi-from-zod.ts";

/*
 * The OpenAPI 3.1 description of the content API, served at /api/docs. Written as a typed object
 * (not generated from the zod schemas) so it reads as documentation; a unit test checks that
 * every route the API app registers is described here.
 */

/** The subset of JSON Schema 2020-12 the document uses. */
export type JsonSchema = {
  $ref?: string;
  type?: "object" | "array" | "string" | "integer" | "number" | "boolean" | "null" | ("string" | "null")[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: readonly (string | number)[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  examples?: unknown[];
};

export type OpenApiParameter = {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  description?: string;
  schema: JsonSchema;
};

export type OpenApiResponse = {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
};

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
};

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<"get" | "post" | "put" | "delete", OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema> };
};

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (name: string): JsonSchema => ({ type: "array", items: ref(name) });
const json = (schema: JsonSchema) => ({ "application/json": { schema } });
const ok = (description: string, schema: JsonSchema): OpenApiResponse => ({
  description,
  content: json(schema),
});
const error = (description: string): OpenApiResponse => ({ description, content: json(ref("Error")) });

const id32 = { type: "integer", minimum: 1, maximum: 2_147_483_647 } as const;

function page(): OpenApiParameter {
  return {
    name: "page",
    in: "query",
    description: `Page number from 1 (at most ${PAGE_MAX}).`,
    schema: { type: "integer", minimum: 1, maximum: PAGE_MAX, default: 1 },
  };
}

function per(name: string, fallback: number): OpenApiParameter {
  return {
    name,
    in: "query",
    description: `Page size, at most ${PER_MAX}.`,
    schema: { type: "integer", minimum: 1, maximum: PER_MAX, default: fallback },
  };
}

const siteId = (description = "The site (brand); accepted and checked."): OpenApiParameter => ({
  name: "site_id",
  in: "query",
  description,
  schema: { type: "integer", minimum: 1, default: DEFAULT_SITE_ID },
});

const pathParam = (name: string, schema: JsonSchema, description?: string): OpenApiParameter => ({
  name,
  in: "path",
  required: true,
  description,
  schema,
});

const articleTypePath = pathParam("type", { type: "string", enum: ARTICLE_CONTEXTS });

const badInput = error("Bad input: a non-numeric id, an unknown context, page or per out of range.");

const schemas: Record<string, JsonSchema> = {
  Error: {
    type: "object",
    required: ["error"],
    properties: {
      error: {
        type: "object",
        required: ["code", "message"],
        properties: {
          code: { type: "string", examples: ["invalid_query", "profile_not_found"] },
          message: { type: "string" },
        },
      },
    },
  },
};

/** The document for an API served under `/{apiPrefix}` (ICARO_API_PREFIX, default `api/v3/`). */
export function openApiDocument(apiPrefix: string): OpenApiDocument {
  const v3 = `/${apiPrefix.replace(/^\/+|\/+$/g, "")}`;
  const articleList = (description: string) => ok(description, arrayOf("Article"));
  const components = new SchemaComponents();
  const generated = pathsOf(apiOperations, v3, components) as OpenApiDocument["paths"];
  return {
    openapi: "3.1.0",
    info: {
      title: "Icaro content API",
      version: "1",
      description:
        'News, videos, profiles and the Discover tree (spec §7). Lists are JSON arrays, newest first (`publish_date desc, id desc`); `page` starts at 1 and `per` is at most 100. Errors are `{"error":{"code","message"}}` with a 4xx/5xx status.',
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "site", description: "Site configuration and sections." },
      {
        name: "sporting events",
        description: "Events by day, one event, its stories, the live stream and updates.",
      },
      { name: "feeds", description: "Article lists." },
      { name: "profiles", description: "Profiles and their feeds." },
      { name: "media", description: "One article with its body." },
      { name: "discover", description: "The Discover tree and favourites picker." },
      { name: "recommendations", description: "Related articles and personalised recommendations." },
      { name: "reads", description: "Read beacons." },
      { name: "sports", description: "Leagues and standings." },
      { name: "docs", description: "This document." },
    ],
    paths: {
      ...sportsOpenApiPaths(v3),
      ...generated,
      [`${v3}/{post}/{type}/{id}/related`]: {
        get: {
          operationId: "getRelatedFallback",
          summary: "Related articles by shared tags (the spec's second fallback)",
          tags: ["recommendations"],
          parameters: [
            pathParam("post", { type: "string" }, "Any segment the client puts there."),
            articleTypePath,
            pathParam("id", id32),
            per("per", FEED_PER_DEFAULT),
            page(),
          ],
          responses: {
            "200": articleList("Related articles."),
            "400": badInput,
            "404": error("`article_not_found`."),
          },
        },
      },
      "/api/v4/related/{type}/{id}": {
        get: {
          operationId: "getRelated",
          summary: "Articles related to one article",
          description:
            "Related by shared tags and text similarity, newest first among equals. An unknown article is a 404 so the client can fall back; an article nothing relates to gives `[]`.",
          tags: ["recommendations"],
          parameters: [
            articleTypePath,
            pathParam("id", id32),
            {
              name: "N",
              in: "query",
              description: "Candidate pool size.",
              schema: { type: "integer", minimum: 1, maximum: 200, default: RELATED_N },
            },
            per("size", FEED_PER_DEFAULT),
            page(),
            { name: "summary", in: "query", schema: { type: "boolean" } },
            { name: "latest", in: "query", schema: { type: "boolean" } },
            siteId(),
          ],
          responses: {
            "200": articleList("Related articles."),
            "400": badInput,
            "404": error("`article_not_found`."),
          },
        },
      },
      "/api/v4/personalized_recommendations": {
        get: {
          operationId: "getRecommendations",
          summary: "Stories picked for one reader",
          description:
            "Ranks recent, important and popular stories with section diversity, using what the reader has read or followed; with no history, the general feed.",
          tags: ["recommendations"],
          parameters: [
            {
              name: "user_id",
              in: "query",
              required: true,
              description: "A user's tid, or `anon-<psid>`.",
              schema: { type: "string" },
            },
            per("size", FEED_PER_DEFAULT),
            page(),
            siteId(),
            { name: "language", in: "query", schema: { type: "string", enum: CONTENT_LANGUAGES } },
          ],
          responses: { "200": articleList("Articles."), "400": badInput },
        },
      },
      ...sportsLiveOpenApiPaths(v3),
      "/api/docs": {
        get: {
          operationId: "getOpenApi",
          summary: "This document",
          tags: ["docs"],
          responses: { "200": ok("OpenAPI 3.1.", { type: "object" }) },
        },
      },
      "/api/docs/openapi.json": {
        get: {
          operationId: "getOpenApiJson",
          summary: "This document (file name form)",
          tags: ["docs"],
          responses: { "200": ok("OpenAPI 3.1.", { type: "object" }) },
        },
      },
    },
    components: { schemas: { ...schemas, ...components.schemas } },
  };
}
