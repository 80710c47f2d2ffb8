import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { operatorErrors } from "#server/operator/operator-errors.ts";
import {
  addChannelOperation,
  listChannelsOperation,
  removeChannelOperation,
  scheduleOperation,
} from "./channel-operator-operations.ts";
import {
  addProgramme,
  ChannelRegistryError,
  listChannelEntries,
  removeChannel,
  saveChannel,
} from "./channel-registry.ts";

/** A refusal the operator can act on (an unknown channel or game) as the endpoint's 400. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChannelRegistryError) throw operatorErrors.invalidRequest(error.message);
    throw error;
  }
}

/** `POST /api/operator/channels/{add,list,remove,schedule}`: `icaro channel …` on the server's database. */
export function channelOperatorRoutes(db: Database, siteId: number) {
  const app = new Hono<AppEnv>();
  handle(app, addChannelOperation, async (c, { query }) => c.json(await saveChannel(db, siteId, query)));
  handle(app, listChannelsOperation, async (c) => c.json({ channels: await listChannelEntries(db, siteId) }));
  handle(app, removeChannelOperation, async (c, { query }) =>
    c.json({ removed: await refusing(() => removeChannel(db, siteId, query.name)) }),
  );
  handle(app, scheduleOperation, async (c, { query }) =>
    c.json(await refusing(() => addProgramme(db, siteId, query))),
  );
  return app;
}
