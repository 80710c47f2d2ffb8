import { Hono } from "hono";
import { DEFAULT_SITE_ID } from "#core/site/constants.ts";
import type { Database } from "#server/db/client.ts";
import { handle } from "#server/http/api/api-operation.ts";
import { requestErrors } from "#server/http/api/request-errors.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { contentErrors } from "./content-errors.ts";
import { readHeaders, recordReadOperation } from "./read-operations.ts";
import { recordRead } from "./record-read.ts";

/**
 * `POST reads` with `{id, context}`: the article page's beacon (app/content/read-beacon.ts). The body
 * must be sent as application/json (a Blob of that type with navigator.sendBeacon): the API's body
 * reader answers 415 to text/plain. Answers 204 with no body, also for a repeat within 30 minutes.
 * A signed-in reader's read is recorded under their tid (the web's session cookie, with its XSRF
 * echo, or the token headers), a guest's under the PSID. A read sent with an `Idempotency-Key` (a
 * queued offline read replayed, app/offline/offline-queue.ts) counts once however often it comes.
 */
export function readRoutes(db: Database) {
  const app = new Hono<AppEnv>();
  handle(app, recordReadOperation, async (c, { body }) => {
    // After the body, as before: a bad body is reported first.
    const headers = readHeaders.safeParse({
      "site-id": c.req.header("site-id"),
      "idempotency-key": c.req.header("idempotency-key"),
    });
    if (!headers.success) throw requestErrors.invalidHeader(headers.error.issues[0].message);
    const siteHeader = headers.data["site-id"];
    const result = await recordRead(db, {
      articleId: body.id,
      context: body.context,
      psid: c.var.psid,
      // A signed-in reader's read is theirs: their "For you" learns from it (decision 0052).
      userId: c.var.user?.tid ?? null,
      siteId: siteHeader ? Number(siteHeader) : DEFAULT_SITE_ID,
      requestKey: headers.data["idempotency-key"] ?? null,
    });
    if (result === "not_found") throw contentErrors.articleNotFound(body.context, body.id);
    return c.body(null, 204);
  });
  return app;
}
