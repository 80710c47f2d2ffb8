import { Hono } from "hono";
import { onContentChange } from "#server/cache/content-version.ts";
import { ttlCache } from "#server/cache/ttl-cache.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import type { Database } from "#server/db/client.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getSiteConfig, listSections } from "./site-config.ts";
import { sectionsOperation, siteConfigOperation } from "./site-operations.ts";

export const SITE_CACHE_MS = 10_000;

/** `site/config` and `site/sections`, mounted under the API version prefix. */
export function siteRoutes(db: Database) {
  // Read on every page render, written by operators rarely: a few seconds of staleness is fine.
  const configs = ttlCache<number, Awaited<ReturnType<typeof getSiteConfig>>>({ ttlMs: SITE_CACHE_MS });
  const sectionList = ttlCache<"sections", Awaited<ReturnType<typeof listSections>>>({
    ttlMs: SITE_CACHE_MS,
  });
  // An operator's change (`icaro site ads …`, server/site/site-ads.ts) shows at once.
  onContentChange(() => configs.clear());
  const app = new Hono<AppEnv>();
  handle(app, siteConfigOperation, async (c, { query: { site_id } }) => {
    const config = await configs.getOrLoad(site_id, (id) => getSiteConfig(db, id));
    if (!config) throw contentErrors.siteNotFound(site_id);
    return c.json(config);
  });
  handle(app, sectionsOperation, async (c) =>
    c.json({ sections: await sectionList.getOrLoad("sections", () => listSections(db)) }),
  );
  return app;
}
