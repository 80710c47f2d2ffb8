import { z } from "zod";
import { ARTICLE_CONTEXTS } from "#core/content/content.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "#core/offline/offline-queue.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { ID_MAX, INTEGER_META } from "#server/http/api/params.ts";

/*
 * The read beacon: what it takes and answers. The route (read-routes.ts) parses with these schemas
 * and /api/docs is generated from them.
 */

/** `site-id`: the site the read counts for; absent means the default site. */
export const readHeaders = z.object({
  "site-id": z
    .string()
    .regex(/^\d{1,9}$/, "site-id must be a number")
    .optional()
    .meta({
      description: "The site the read counts for (the default site when absent).",
      [INTEGER_META]: { minimum: 0, maximum: 999_999_999 },
    }),
  "idempotency-key": z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, "Idempotency-Key must be 8 to 64 letters, digits, - or _")
    .optional()
    .meta({
      description:
        "A key the client made for this read (an offline read sent later): the same key counts once, however late or often it is sent again.",
    }),
});

export const recordReadOperation = operation({
  method: "post",
  path: "reads",
  operationId: "recordRead",
  summary: "Record that the visitor read an article",
  description:
    "The article page's beacon, counted once per visitor (PSID) and article within 30 minutes, and once per Idempotency-Key. Send it as application/json.",
  tags: ["reads"],
  headers: readHeaders,
  body: z.object({
    // An unknown id (0 included) is a 404, so the string form is not bounded below.
    id: z.union(
      [
        z.number().int().positive().max(ID_MAX),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ],
      {
        error: "id must be an article id",
      },
    ),
    context: z.enum(ARTICLE_CONTEXTS, { error: `context must be one of ${ARTICLE_CONTEXTS.join(", ")}` }),
  }),
  responses: {
    204: { description: "Recorded (or a repeat, ignored)." },
    400: errorResponse("`invalid_body`, `invalid_json`, `invalid_header`."),
    404: errorResponse("`article_not_found`."),
    415: errorResponse("`unsupported_media_type`: the body is not application/json."),
  },
});

export const readOperations = [recordReadOperation];
