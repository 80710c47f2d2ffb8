import { Hono } from "hono";
import { z } from "zod";
import { DEFAULT_SITE_ID } from "#core/constants.ts";
import { ARTICLE_CONTEXTS } from "#core/content.ts";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { requestErrors } from "#server/http/request-errors.ts";
import { parseBody } from "#server/http/validate.ts";
import { contentErrors } from "./content-errors.ts";
import { recordRead } from "./record-read.ts";

const readBody = z.object({
  id: z.union(
    [
      z.number().int().positive().max(2_147_483_647),
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
});

/**
 * `POST reads` with `{id, context}`: the article page's beacon (app/content/read-beacon.ts). The body
 * must be sent as application/json (a Blob of that type with navigator.sendBeacon): the API's body
 * reader answers 415 to text/plain. Answers 204 with no body, also for a repeat within 30 minutes.
 */
export function readRoutes(db: Database) {
  return new Hono<AppEnv>().post("/reads", async (c) => {
    const body = parseBody(c, readBody);
    const siteHeader = c.req.header("site-id");
    if (siteHeader !== undefined && !/^\d{1,9}$/.test(siteHeader)) {
      throw requestErrors.invalidHeader("site-id must be a number");
    }
    const result = await recordRead(db, {
      articleId: body.id,
      context: body.context,
      psid: c.var.psid,
      siteId: siteHeader ? Number(siteHeader) : DEFAULT_SITE_ID,
    });
    if (result === "not_found") throw contentErrors.articleNotFound(body.context, body.id);
    return c.body(null, 204);
  });
}
