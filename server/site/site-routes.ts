import { Hono } from "hono";
import { z } from "zod";
import { ttlCache } from "#server/cache/ttl-cache.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseQuery } from "#server/http/validate.ts";
import { getSiteConfig, listSections } from "./site-config.ts";

export const SITE_CACHE_MS = 10_000;

const siteQuery = z.object({
  app: z.string().max(32).optional(),
  site_id: z
    .string({ error: "site_id is required" })
    .regex(/^\d{1,9}$/, "site_id must be a number")
    .transform(Number),
});

/** `site/config` and `site/sections`, mounted under the API version prefix. */
export function siteRoutes(db: Database) {
  // Read on every page render, written by operators rarely: a few seconds of staleness is fine.
  const configs = ttlCache(SITE_CACHE_MS, (id: number) => getSiteConfig(db, id));
  const sectionList = ttlCache(SITE_CACHE_MS, () => listSections(db));
  return new Hono<AppEnv>()
    .get("/site/config", async (c) => {
      const { site_id } = parseQuery(c, siteQuery);
      const config = await configs.get(site_id);
      if (!config) throw contentErrors.siteNotFound(site_id);
      return c.json(config);
    })
    .get("/site/sections", async (c) => c.json({ sections: await sectionList.get(undefined) }));
}
