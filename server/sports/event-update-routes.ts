import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseBody, parseParams } from "#server/http/validate.ts";
import { requireOperatorKey } from "#server/operator/operator-key.ts";
import { idParam } from "./event-query.ts";
import { sportsErrors } from "./sports-errors.ts";
import { eventUpdate, type UpdateDeps, updateEvent } from "./update-event.ts";

/**
 * `POST sporting_events/{id}/update`: a data provider's score change, authenticated with
 * `Authorization: Bearer <ICARO_OPERATOR_KEY>` (or the key the running server gave the `icaro`
 * command), compared in constant time. Answers the event as it now is.
 */
export function eventUpdateRoutes(deps: UpdateDeps, keys: () => readonly string[]) {
  return new Hono<AppEnv>().post("/sporting_events/:id/update", requireOperatorKey(keys), async (c) => {
    const { id } = parseParams(c, z.object({ id: idParam }));
    const update = parseBody(c, eventUpdate);
    const event = await updateEvent(deps, id, update);
    if (!event) throw sportsErrors.eventNotFound(id);
    return c.json(event);
  });
}
