import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { operatorErrors } from "#server/operator/operator-errors.ts";
import {
  addCampaign,
  CampaignRegistryError,
  endCampaign,
  fulfilClaim,
  listCampaigns,
  listPendingClaims,
} from "./campaign-registry.ts";
import {
  addCampaignOperation,
  endCampaignOperation,
  fulfilClaimOperation,
  listCampaignsOperation,
  pendingClaimsOperation,
} from "./rewards-operator-operations.ts";

/** A refusal the operator can act on (a code in use, an unknown claim) as the endpoint's 400. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CampaignRegistryError) throw operatorErrors.invalidRequest(error.message);
    throw error;
  }
}

/** `POST /api/operator/campaigns/{add,list,end}`: `icaro campaigns …` on the server's database. */
export function campaignsOperatorRoutes(db: Database, siteId: number) {
  const app = new Hono<AppEnv>();
  handle(app, addCampaignOperation, async (c, { query }) =>
    c.json({ campaign: await refusing(() => addCampaign(db, siteId, query)) }),
  );
  handle(app, listCampaignsOperation, async (c) => c.json({ campaigns: await listCampaigns(db, siteId) }));
  handle(app, endCampaignOperation, async (c, { query }) =>
    c.json({ campaign: await refusing(() => endCampaign(db, siteId, query.code)) }),
  );
  return app;
}

/** `POST /api/operator/rewards/{pending,fulfil}`: `icaro rewards …` on the server's database. */
export function rewardsOperatorRoutes(db: Database, siteId: number) {
  const app = new Hono<AppEnv>();
  handle(app, pendingClaimsOperation, async (c) => c.json({ claims: await listPendingClaims(db, siteId) }));
  handle(app, fulfilClaimOperation, async (c, { query }) =>
    c.json(await refusing(() => fulfilClaim(db, siteId, query.claim))),
  );
  return app;
}
