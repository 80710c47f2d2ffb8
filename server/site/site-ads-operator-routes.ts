import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { operatorErrors } from "#server/operator/operator-errors.ts";
import { addSiteAd, listSiteAds, removeSiteAd, SiteAdsError, setSiteThirdParty } from "./site-ads.ts";
import { siteAdOf } from "./site-ads-input.ts";
import {
  addSiteAdOperation,
  listSiteAdsOperation,
  removeSiteAdOperation,
  setSiteThirdPartyOperation,
} from "./site-ads-operator-operations.ts";

/** A refusal the operator can act on (no such entry) as the endpoint's 400. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SiteAdsError) throw operatorErrors.invalidRequest(error.message);
    throw error;
  }
}

/** `POST /api/operator/site/ads/{list,add,remove,set}`: `icaro site ads …` on the server's database. */
export function siteAdsOperatorRoutes(db: Database, siteId: number) {
  const app = new Hono<AppEnv>();
  handle(app, listSiteAdsOperation, async (c) => c.json(await refusing(() => listSiteAds(db, siteId))));
  handle(app, addSiteAdOperation, async (c, { query }) =>
    c.json(await refusing(() => addSiteAd(db, siteId, siteAdOf(query)))),
  );
  handle(app, removeSiteAdOperation, async (c, { query }) =>
    c.json(await refusing(() => removeSiteAd(db, siteId, query.position))),
  );
  handle(app, setSiteThirdPartyOperation, async (c, { query }) =>
    c.json(await refusing(() => setSiteThirdParty(db, siteId, query))),
  );
  return app;
}
