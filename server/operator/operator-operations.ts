import { z } from "zod";
import { SECTION_KEYS } from "#core/content/content.ts";
import { contract } from "#core/schemas/contract.ts";
import type { DemoGenerateResult } from "#server/demo-edition.ts";
import type { FeedJson } from "#server/feeds/feed-registry.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import type { IngestResult } from "#server/ingest/store-feed.ts";

/*
 * `POST /api/operator/<command>`: what the `icaro` command hands to the server that owns the
 * database. The routes (operator-routes.ts) parse with these schemas and /api/docs is generated
 * from them.
 */

/** Where the operator's commands are mounted. */
export const OPERATOR_BASE = "/api/operator";

/** The operator key, checked for every command (operator-key.ts). */
export const operatorKeyHeader = z.object({
  authorization: z.string().meta({
    description: "`Bearer <key>`: the key in operator.json of the data directory, or ICARO_OPERATOR_KEY.",
    examples: ["Bearer 3q2-7w…"],
  }),
});

export const invalidOperatorKey = errorResponse(
  "`invalid_operator_key`: no `Authorization: Bearer <key>` with a key accepted now.",
);

const STREAMED =
  'With `stream=1` the answer is NDJSON (`application/x-ndjson`) instead: progress lines `{"progress":{"done","total"}}`, then `{"result":…}` with the JSON below, or `{"error":{"code","message"}}`; the status is then 200 whatever the outcome.';

const streamParam = z
  .enum(["0", "1"])
  .optional()
  .meta({ description: "`1`: answer NDJSON with progress lines (the command's progress bar)." });

const section = z.enum(SECTION_KEYS);

export const ingestQuery = z.object({
  publisher: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .meta({ description: "The publisher's name; found case-insensitively, created when new." }),
  language: z
    .string()
    .trim()
    .min(1)
    .max(35)
    .optional()
    .meta({ description: "Overrides the feed's language (en, es, pt; `pt-BR` counts as pt)." }),
  section: section
    .optional()
    .meta({ description: "Puts every item in this section instead of reading it from the categories." }),
  base_url: z
    .url({ protocol: /^https?$/ })
    .max(4000)
    .optional()
    .meta({ description: "Where the feed came from, to resolve its relative links." }),
  stream: streamParam,
});

const ingestResultJson = contract<IngestResult>()(
  z.object({
    new: z.number().int().min(0),
    updated: z.number().int().min(0),
    skipped: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Items already stored unchanged, and repeats of an item within the feed." }),
    failed: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Items that could not be used (no title, no usable link)." }),
    publisherId: z.number().int(),
  }),
);

export const ingestOperation = operation({
  method: "post",
  base: OPERATOR_BASE,
  path: "ingest",
  operationId: "operatorIngest",
  summary: "Ingest a feed (`icaro ingest`)",
  description: `The body is the feed's raw bytes (RSS, Atom or JSON Feed), up to 20 MB, with its Content-Type passed on for the charset; not JSON. ${STREAMED}`,
  tags: ["operator"],
  headers: operatorKeyHeader,
  query: ingestQuery,
  responses: {
    200: { description: "What the feed added.", schema: ingestResultJson },
    400: errorResponse("`invalid_query` (no publisher, an unknown section, a bad base_url) or `empty_body`."),
    401: invalidOperatorKey,
    413: errorResponse("`body_too_large`: the feed is over 20 MB."),
    422: errorResponse("`feed_refused`: not a feed, or a broken one (the message says why)."),
  },
});

const feedJson = contract<FeedJson>()(
  z
    .object({
      id: z.number().int(),
      publisherId: z.number().int(),
      publisher: z.string(),
      url: z.string(),
      language: z.string().nullable(),
      section: z.string().nullable(),
      etag: z.string().nullable(),
      lastModified: z.string().nullable(),
      lastFetchedAt: z.string().nullable().meta({ format: "date-time" }),
      lastStatus: z.string().nullable(),
      lastError: z.string().nullable(),
      failures: z.number().int().min(0),
      nextFetchAt: z.string().meta({ format: "date-time" }),
    })
    .meta({ id: "PublisherFeed", description: "A feed URL the poller fetches for a publisher." }),
);

export const addFeedOperation = operation({
  method: "post",
  base: OPERATOR_BASE,
  path: "feeds/add",
  operationId: "operatorAddFeed",
  summary: "Register a feed for polling (`icaro feeds add`)",
  description:
    "The publisher is created when new; a URL the publisher already has gets its language and section updated instead. The feed is due for polling at once.",
  tags: ["operator"],
  headers: operatorKeyHeader,
  query: z.object({
    publisher: z.string().trim().min(1).max(200),
    url: z.string().trim().min(1).max(4000).meta({ description: "An http(s) URL." }),
    language: z.string().trim().min(1).max(35).optional(),
    section: section.optional(),
  }),
  responses: {
    200: {
      description: "The feed, and whether it is new.",
      schema: z.object({ feed: feedJson, created: z.boolean() }),
    },
    400: errorResponse(
      "`invalid_query`, or `invalid_request` (a URL that is not http(s), an unknown section).",
    ),
    401: invalidOperatorKey,
  },
});

export const listFeedsOperation = operation({
  method: "post",
  base: OPERATOR_BASE,
  path: "feeds/list",
  operationId: "operatorListFeeds",
  summary: "The registered feeds (`icaro feeds list`)",
  tags: ["operator"],
  headers: operatorKeyHeader,
  responses: {
    200: { description: "Every feed.", schema: z.object({ feeds: z.array(feedJson) }) },
    401: invalidOperatorKey,
  },
});

export const removeFeedOperation = operation({
  method: "post",
  base: OPERATOR_BASE,
  path: "feeds/remove",
  operationId: "operatorRemoveFeed",
  summary: "Stop polling a feed (`icaro feeds remove`)",
  tags: ["operator"],
  headers: operatorKeyHeader,
  query: z.object({
    target: z.string().trim().min(1).max(4000).meta({ description: "The feed's id or URL." }),
  }),
  responses: {
    200: { description: "The removed feeds.", schema: z.object({ removed: z.array(feedJson) }) },
    400: errorResponse("`invalid_query`, or `invalid_request`: no such feed."),
    401: invalidOperatorKey,
  },
});

const demoResultJson = contract<DemoGenerateResult>()(
  z.object({
    publishers: z.number().int().min(0),
    profiles: z.number().int().min(0),
    articles: z.number().int().min(0),
    videos: z.number().int().min(0),
  }),
);

export const demoOperation = operation({
  method: "post",
  base: OPERATOR_BASE,
  path: "demo",
  operationId: "operatorDemo",
  summary: "Generate a demo edition of a given size (`icaro demo`)",
  description: STREAMED,
  tags: ["operator"],
  headers: operatorKeyHeader,
  query: z.object({
    articles: z.coerce.number().int().min(1).max(2_000_000).optional(),
    videos: z.coerce.number().int().min(0).max(1_000_000).optional(),
    stream: streamParam,
  }),
  responses: {
    200: { description: "How much was generated.", schema: demoResultJson },
    400: errorResponse("`invalid_query`: a count out of range."),
    401: invalidOperatorKey,
  },
});

export const migrateOperation = operation({
  method: "post",
  base: OPERATOR_BASE,
  path: "migrate",
  operationId: "operatorMigrate",
  summary: "Apply the database migrations (`icaro migrate`)",
  tags: ["operator"],
  headers: operatorKeyHeader,
  responses: {
    200: {
      description: "Migrated.",
      schema: z.object({
        migrated: z.literal(true),
        engine: z.string().meta({ examples: ["pglite", "postgres"] }),
      }),
    },
    401: invalidOperatorKey,
  },
});

/** The operator's commands but the sports ones (sports-operator-operations.ts). */
export const operatorOperations = [
  ingestOperation,
  addFeedOperation,
  listFeedsOperation,
  removeFeedOperation,
  demoOperation,
  migrateOperation,
];
