import { Hono } from "hono";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { requireOperatorKey } from "#server/operator/operator-key.ts";
import { updateEventOperation } from "./sporting-event-operations.ts";
import { sportsErrors } from "./sports-errors.ts";
import { type UpdateDeps, updateEvent } from "./update-event.ts";

/**
 * `POST sporting_events/{id}/update`: a data provider's score change, authenticated with
 * `Authorization: Bearer <ICARO_OPERATOR_KEY>` (or the key the running server gave the `icaro`
 * command), compared in constant time. Answers the event as it now is.
 */
export function eventUpdateRoutes(deps: UpdateDeps, keys: () => readonly string[]) {
  const app = new Hono<AppEnv>();
  handle(
    app,
    updateEventOperation,
    async (c, { params: { id }, body }) => {
      const event = await updateEvent(deps, id, body);
      if (!event) throw sportsErrors.eventNotFound(id);
      return c.json(event);
    },
    requireOperatorKey(keys),
  );
  return app;
}
