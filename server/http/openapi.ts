import { sportsLiveOpenApiPaths } from "#server/sports/sports-live-openapi.ts";
import { sportsOpenApiPaths } from "#server/sports/sports-openapi.ts";
import { apiOperations } from "./api-operations.ts";
import { pathsOf, SchemaComponents } from "./openapi-from-zod.ts";

/*
 * The OpenAPI 3.1 description of the API, served at /api/docs: generated from the operations of
 * every domain (api-operations.ts), whose zod schemas the routes validate with, plus the sports
 * paths still written by hand (server/sports/*-openapi.ts). A unit test checks that every route
 * the API app registers is described here.
 */

/** The subset of JSON Schema 2020-12 the hand-written sports paths use. */
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

/** The document for an API served under `/{apiPrefix}` (ICARO_API_PREFIX, default `api/v3/`). */
export function openApiDocument(apiPrefix: string): OpenApiDocument {
  const v3 = `/${apiPrefix.replace(/^\/+|\/+$/g, "")}`;
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
      ...sportsLiveOpenApiPaths(v3),
    },
    components: { schemas: components.schemas as OpenApiDocument["components"]["schemas"] },
  };
}
