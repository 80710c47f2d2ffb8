import { DEFAULT_SITE_ID } from "#core/constants.ts";
import {
  ARTICLE_CONTEXTS,
  AUTOCOMPLETE_PER,
  CONTENT_LANGUAGES,
  FEED_PER_DEFAULT,
  INDIVIDUAL_FEED_PER,
  PER_MAX,
  PROFILE_CONTEXTS,
  RELATED_N,
  SECTION_KEYS,
} from "#core/content.ts";
import { PAGE_MAX } from "#server/content/list-query.ts";
import { sportsLiveOpenApiPaths } from "#server/sports/sports-live-openapi.ts";
import { sportsOpenApiPaths } from "#server/sports/sports-openapi.ts";

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
const nullable = (type: "string"): JsonSchema["type"] => [type, "null"];

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

const lang: OpenApiParameter = {
  name: "lang",
  in: "query",
  description: "The language of node names.",
  schema: { type: "string", enum: CONTENT_LANGUAGES, default: "en" },
};

const pathParam = (name: string, schema: JsonSchema, description?: string): OpenApiParameter => ({
  name,
  in: "path",
  required: true,
  description,
  schema,
});

const profilePath = [
  pathParam("context", { type: "string", enum: PROFILE_CONTEXTS }),
  pathParam("id", id32, "The profile's id."),
];

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
  Publisher: {
    type: "object",
    required: ["id", "name", "context", "common_name", "logo"],
    properties: {
      id: { type: "integer" },
      name: { type: "string" },
      context: { type: "string", examples: ["publishers"] },
      common_name: { type: "string" },
      logo: { type: nullable("string") },
    },
  },
  Profile: {
    type: "object",
    description: "A thing one follows: an athlete, league, team or topic (entity).",
    required: ["id", "context", "name", "common_name", "short_name", "photo", "has_standings"],
    properties: {
      id: { type: "integer" },
      context: { type: "string", enum: PROFILE_CONTEXTS },
      name: { type: "string" },
      common_name: { type: "string" },
      short_name: { type: nullable("string") },
      photo: {
        type: "object",
        properties: { small: { type: nullable("string") }, original: { type: nullable("string") } },
      },
      has_standings: { type: "boolean" },
    },
  },
  ProfileWithCount: {
    description: "A profile and how many articles mention it.",
    allOf: [
      ref("Profile"),
      {
        type: "object",
        required: ["article_count"],
        properties: { article_count: { type: "integer", minimum: 0 } },
      },
    ],
  },
  Tag: {
    description: "A profile an article mentions, and whether the reader follows it.",
    allOf: [
      ref("Profile"),
      { type: "object", required: ["following"], properties: { following: { type: "boolean" } } },
    ],
  },
  Article: {
    type: "object",
    description: "A story (news_stories) or a video (videos), spec §3. Lists leave `body` out.",
    required: [
      "id",
      "context",
      "name",
      "description",
      "publish_date",
      "publisher",
      "verticals",
      "photos",
      "tags",
      "link",
      "external",
      "offline",
      "importance",
      "videos",
      "categories",
      "language",
      "author",
      "amphtml",
      "feed",
      "video",
    ],
    properties: {
      id: { type: "integer" },
      context: { type: "string", enum: ARTICLE_CONTEXTS },
      name: { type: "string" },
      description: { type: "string" },
      publish_date: { type: "string", format: "date-time" },
      publisher: ref("Publisher"),
      verticals: {
        type: "array",
        items: {
          type: "object",
          properties: { key: { type: "string", enum: SECTION_KEYS }, label: { type: "string" } },
        },
      },
      photos: {
        type: "array",
        items: {
          type: "object",
          required: ["original"],
          properties: {
            original: { type: "string" },
            width: { type: "integer" },
            height: { type: "integer" },
            caption: { type: "string" },
          },
        },
      },
      body: { type: "string", description: "Sanitized HTML; only on media/{type}/{id}." },
      tags: arrayOf("Tag"),
      link: {
        oneOf: [
          { type: "array", items: { type: "object", properties: { url: { type: "string" } } } },
          { type: "string" },
        ],
      },
      external: { type: "boolean" },
      offline: { type: "boolean" },
      importance: { type: "integer" },
      videos: {
        type: "array",
        items: {
          type: "object",
          required: ["link"],
          properties: {
            link: { type: "string" },
            guid: { type: "string" },
            type: { type: "string" },
            duration: { type: "number" },
          },
        },
      },
      categories: { type: "array", items: { type: "string" } },
      language: { type: "string", enum: CONTENT_LANGUAGES },
      author: { type: nullable("string") },
      amphtml: { type: nullable("string") },
      feed: { type: "object", properties: { goto_short_link: { type: nullable("string") } } },
      video: {
        oneOf: [
          {
            type: "object",
            properties: { link: { type: "string" }, guid: { type: nullable("string") } },
          },
          { type: "null" },
        ],
      },
    },
  },
  DiscoverNode: {
    type: "object",
    description:
      "A node of the Discover tree (spec §3 'Favourite topic node'): a `label` groups child nodes, a `dynamic` node stands for every profile of `context_type`, a `profile` node is one profile. `api` is where the node's content is read: `site/favorites/{key}/content` for labels and dynamic nodes, `profiles/{context}/{id}` (+ `/feed`) for profiles.",
    required: [
      "key",
      "name",
      "type",
      "nodes",
      "profile",
      "context_type",
      "filter_context",
      "load_profile",
      "canDrill",
      "api",
    ],
    properties: {
      key: { type: "string" },
      name: { type: "string" },
      type: { type: "string", enum: ["label", "dynamic", "profile"] },
      nodes: arrayOf("DiscoverNode"),
      profile: { oneOf: [ref("Profile"), { type: "null" }] },
      context_type: { type: nullable("string") },
      filter_context: { type: nullable("string") },
      load_profile: { type: "boolean" },
      canDrill: { type: "boolean" },
      api: { type: nullable("string") },
    },
  },
  SiteConfig: {
    type: "object",
    description: "A site's configuration (spec §3 'Site configuration').",
    required: ["id", "uuid", "name", "template"],
    properties: {
      id: { type: "integer" },
      uuid: { type: "string", format: "uuid" },
      name: { type: "string" },
      context: { type: "string" },
      language: { type: "string" },
      description: { type: "string" },
      about_url: { type: "string" },
      privacy_policy_url: { type: "string" },
      terms_and_conditions_url: { type: "string" },
      social: { type: "object" },
      site_default_follows: { type: "array" },
      template: {
        type: "object",
        properties: {
          branding: {
            type: "object",
            properties: {
              logos: { type: "object", properties: { large: { type: "string" }, small: { type: "string" } } },
              favicon: { type: "object", properties: { url: { type: "string" } } },
              colors: { type: "object", additionalProperties: { type: "string" } },
            },
          },
          ads: {
            type: "array",
            items: {
              type: "object",
              properties: {
                type: { type: "string" },
                device: { type: "string" },
                page_types: { type: "array", items: { type: "string" } },
                ad_tags: {
                  type: "array",
                  items: { type: "object", properties: { ad_tag: { type: "string" } } },
                },
              },
            },
          },
        },
      },
      allowed_hosts: { type: "array", items: { type: "string" } },
    },
  },
  Section: {
    type: "object",
    required: ["key", "label"],
    properties: {
      key: { type: "string", enum: SECTION_KEYS },
      label: {
        type: "object",
        properties: { en: { type: "string" }, es: { type: "string" }, pt: { type: "string" } },
      },
    },
  },
};

/** The document for an API served under `/{apiPrefix}` (ICARO_API_PREFIX, default `api/v3/`). */
export function openApiDocument(apiPrefix: string): OpenApiDocument {
  const v3 = `/${apiPrefix.replace(/^\/+|\/+$/g, "")}`;
  const articleList = (description: string) => ok(description, arrayOf("Article"));
  const individualFeed = (operationId: string, summary: string): OpenApiOperation => ({
    operationId,
    summary,
    tags: ["profiles"],
    description:
      "The articles tagged with one profile, newest first. The generic form of spec §7 is `{endpoint}/{context}/{id}/feed`; `profiles` is the endpoint served here.",
    parameters: [
      ...profilePath,
      page(),
      per("per", INDIVIDUAL_FEED_PER),
      {
        name: "start_date",
        in: "query",
        description:
          "Only articles published on or after this day: YYYY-MM-DD, YYYY_MM (the 1st) or ISO 8601.",
        schema: { type: "string", examples: ["2024-05-01", "2024_05"] },
      },
    ],
    responses: {
      "200": articleList("Articles, newest first."),
      "400": badInput,
      "404": error("`profile_not_found`: no profile of that context and id."),
    },
  });

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
      [`${v3}/site/config`]: {
        get: {
          operationId: "getSiteConfig",
          summary: "A site's configuration",
          tags: ["site"],
          parameters: [
            { name: "app", in: "query", schema: { type: "string", maxLength: 32, examples: ["web"] } },
            { ...siteId("The site."), required: true },
          ],
          responses: {
            "200": ok("The configuration.", ref("SiteConfig")),
            "400": error("`invalid_query`: site_id missing or not a number."),
            "404": error("`site_not_found`."),
          },
        },
      },
      [`${v3}/site/sections`]: {
        get: {
          operationId: "listSections",
          summary: "The eight sections with labels in each language",
          tags: ["site"],
          responses: {
            "200": ok("The sections in menu order.", {
              type: "object",
              required: ["sections"],
              properties: { sections: arrayOf("Section") },
            }),
          },
        },
      },
      [`${v3}/site/content/hero`]: {
        get: {
          operationId: "getHero",
          summary: "The most important recent stories",
          description:
            "Stories of the last 48 hours (widened to 7 days, 30 days, a year, then all time when that holds less than a page), those with a photo first, then by importance, then newest. Ranks at most the 1000 newest stories of the window.",
          tags: ["feeds"],
          parameters: [
            page(),
            per("per", FEED_PER_DEFAULT),
            siteId(),
            {
              name: "language",
              in: "query",
              description: "Only stories in this language (not in the spec's call).",
              schema: { type: "string", enum: CONTENT_LANGUAGES },
            },
          ],
          responses: { "200": articleList("Articles."), "400": badInput },
        },
      },
      [`${v3}/feed`]: {
        get: {
          operationId: "getFeed",
          summary: "All articles, newest first",
          tags: ["feeds"],
          parameters: [
            page(),
            per("per", FEED_PER_DEFAULT),
            {
              name: "timestamp",
              in: "query",
              description:
                "Epoch milliseconds or ISO 8601: only articles published at or before it, so pages hold still while new stories arrive.",
              schema: { type: "string", examples: ["1717200000000", "2024-06-01T00:00:00Z"] },
            },
            { name: "section", in: "query", schema: { type: "string", enum: SECTION_KEYS } },
            { name: "language", in: "query", schema: { type: "string", enum: CONTENT_LANGUAGES } },
            { name: "context", in: "query", schema: { type: "string", enum: ARTICLE_CONTEXTS } },
            {
              name: "from",
              in: "query",
              description:
                "Epoch milliseconds or ISO 8601: only articles published at or after it (the sitemap's days).",
              schema: { type: "string", examples: ["2024-06-01"] },
            },
            {
              name: "to",
              in: "query",
              description: "Epoch milliseconds or ISO 8601: only articles published before it (exclusive).",
              schema: { type: "string", examples: ["2024-06-02"] },
            },
          ],
          responses: { "200": articleList("Articles, newest first."), "400": badInput },
        },
      },
      [`${v3}/site/content/calendar`]: {
        get: {
          operationId: "getContentCalendar",
          summary: "How many articles each month or day holds (the sitemap)",
          description:
            "Without year: every month with articles; with year: that year's months; with year and month: that month's days. Periods are UTC, newest first; articles dated in the future are left out.",
          tags: ["feeds"],
          parameters: [
            { name: "language", in: "query", schema: { type: "string", enum: CONTENT_LANGUAGES } },
            { name: "year", in: "query", schema: { type: "integer", minimum: 1, maximum: 9999 } },
            {
              name: "month",
              in: "query",
              description: "Needs year.",
              schema: { type: "integer", minimum: 1, maximum: 12 },
            },
          ],
          responses: {
            "200": {
              description: "Counts per period.",
              content: json({
                type: "object",
                required: ["counts"],
                properties: {
                  counts: {
                    type: "array",
                    items: {
                      type: "object",
                      required: ["period", "count"],
                      properties: {
                        period: { type: "string", examples: ["2024-06", "2024-06-01"] },
                        count: { type: "integer", minimum: 1 },
                      },
                    },
                  },
                },
              }),
            },
            "400": badInput,
          },
        },
      },
      [`${v3}/profiles/feed`]: {
        post: {
          operationId: "getProfilesFeed",
          summary: "Articles tagged with any of the given profiles",
          description:
            "Each article once, newest first. A profile whose id and context do not match is ignored.",
          tags: ["feeds", "profiles"],
          parameters: [page(), per("per", FEED_PER_DEFAULT)],
          requestBody: {
            required: true,
            content: json({
              type: "object",
              required: ["profiles"],
              properties: {
                profiles: {
                  type: "array",
                  minItems: 1,
                  maxItems: PER_MAX,
                  items: {
                    type: "object",
                    required: ["id", "context"],
                    properties: {
                      id: { oneOf: [id32, { type: "string", pattern: "^\\d{1,9}$" }] },
                      context: { type: "string", enum: PROFILE_CONTEXTS },
                      name: { type: "string" },
                    },
                  },
                },
              },
            }),
          },
          responses: {
            "200": articleList("Articles, newest first."),
            "400": error("`invalid_body` (no profiles, more than 100, a bad id or context), `invalid_json`."),
            "415": error("The body is not application/json."),
          },
        },
      },
      [`${v3}/profiles/{context}/{id}/feed`]: {
        get: individualFeed("getProfileFeed", "One profile's articles"),
      },
      [`${v3}/profiles/{context}/{id}`]: {
        get: {
          operationId: "getProfile",
          summary: "One profile",
          tags: ["profiles"],
          parameters: profilePath,
          responses: {
            "200": ok("The profile and its article count.", ref("ProfileWithCount")),
            "400": badInput,
            "404": error("`profile_not_found`."),
          },
        },
      },
      [`${v3}/media/{type}/{id}`]: {
        get: {
          operationId: "getMedia",
          summary: "One article with its body",
          description:
            "Spec §7 writes the query into the path: `media/news_stories/42&frequency=2&offset=1`; both that and `?frequency=2&offset=1` are accepted. `frequency` and `offset` (0..100) are checked; the answer is the article alone. The article's type must match `type`.",
          tags: ["media"],
          parameters: [
            articleTypePath,
            pathParam(
              "id",
              { type: "string", pattern: "^\\d{1,9}(&.*)?$" },
              "The article id, optionally followed by `&frequency=…&offset=…`.",
            ),
            {
              name: "frequency",
              in: "query",
              schema: { type: "integer", minimum: 0, maximum: PER_MAX, default: 2 },
            },
            {
              name: "offset",
              in: "query",
              schema: { type: "integer", minimum: 0, maximum: PER_MAX, default: 1 },
            },
          ],
          responses: {
            "200": ok("`[article]` with `body` and `tags`, or `[]` for an unknown id.", arrayOf("Article")),
            "400": badInput,
          },
        },
      },
      [`${v3}/site/discover`]: {
        get: {
          operationId: "getDiscoverTree",
          summary: "The Discover tree",
          description:
            "Top-level nodes with their descendants in `nodes`; dynamic nodes list their profiles through `site/favorites/{key}/content`.",
          tags: ["discover"],
          parameters: [siteId(), lang],
          responses: { "200": ok("The tree.", arrayOf("DiscoverNode")), "400": badInput },
        },
      },
      [`${v3}/site/favorites`]: {
        get: {
          operationId: "getFavoriteRoots",
          summary: "The top-level Discover nodes",
          tags: ["discover"],
          parameters: [siteId(), lang],
          responses: { "200": ok("The nodes, without children.", arrayOf("DiscoverNode")), "400": badInput },
        },
      },
      [`${v3}/site/favorites/{key}/content`]: {
        get: {
          operationId: "getFavoriteContent",
          summary: "A Discover node's content",
          description:
            "A label's child nodes; a dynamic node's profiles as profile nodes (by name, keys `<key>:<profile id>`); a profile node's articles, newest first.",
          tags: ["discover"],
          parameters: [
            pathParam("key", { type: "string", maxLength: 200 }),
            page(),
            per("per", FEED_PER_DEFAULT),
            siteId(),
            lang,
          ],
          responses: {
            "200": ok("Nodes or articles.", { oneOf: [arrayOf("DiscoverNode"), arrayOf("Article")] }),
            "400": badInput,
            "404": error("`node_not_found`."),
          },
        },
      },
      [`${v3}/site/favorites/ac`]: {
        get: {
          operationId: "autocompleteProfiles",
          summary: "Profiles by name, for the favourites picker",
          description:
            "Matches name, common name and aliases, ignoring case and accents; names starting with `q` first, then names with a word starting with it, then the rest.",
          tags: ["discover"],
          parameters: [
            {
              name: "q",
              in: "query",
              required: true,
              schema: { type: "string", minLength: 1, maxLength: 100 },
            },
            page(),
            per("per", AUTOCOMPLETE_PER),
            siteId(),
          ],
          responses: { "200": ok("Profiles.", arrayOf("Profile")), "400": badInput },
        },
      },
      [`${v3}/reads`]: {
        post: {
          operationId: "recordRead",
          summary: "Record that the visitor read an article",
          description:
            "The article page's beacon, counted once per visitor (PSID) and article within 30 minutes. Send it as application/json.",
          tags: ["reads"],
          parameters: [{ name: "site-id", in: "header", schema: { type: "integer" } }],
          requestBody: {
            required: true,
            content: json({
              type: "object",
              required: ["id", "context"],
              properties: {
                id: { oneOf: [id32, { type: "string", pattern: "^\\d{1,9}$" }] },
                context: { type: "string", enum: ARTICLE_CONTEXTS },
              },
            }),
          },
          responses: {
            "204": { description: "Recorded (or a repeat, ignored)." },
            "400": error("`invalid_body`, `invalid_json`, `invalid_header`."),
            "404": error("`article_not_found`."),
            "415": error("The body is not application/json."),
          },
        },
      },
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
    components: { schemas },
  };
}
