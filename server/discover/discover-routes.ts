import { Hono } from "hono";
import { z } from "zod";
import { DEFAULT_SITE_ID } from "#core/constants.ts";
import { AUTOCOMPLETE_PER, CONTENT_LANGUAGES } from "#core/content.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import { profileArticleIds } from "#server/content/feed-queries.ts";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { intParam, pagingShape } from "#server/http/params.ts";
import { requestErrors } from "#server/http/request-errors.ts";
import { parseQuery } from "#server/http/validate.ts";
import { discoverTree, nodeContent, topLevelNodes } from "./discover-tree.ts";
import { autocompleteProfiles } from "./profile-autocomplete.ts";

/** Node names are stored per language; `lang` picks one (English by default). */
const siteShape = {
  site_id: intParam("site_id", 1, 999_999_999).default(DEFAULT_SITE_ID),
  lang: z.enum(CONTENT_LANGUAGES).default("en"),
};

const contentQuery = z.object({ ...siteShape, ...pagingShape() });

const autocompleteQuery = z.object({
  ...siteShape,
  ...pagingShape(AUTOCOMPLETE_PER),
  q: z
    .string({ error: "q is required" })
    .trim()
    .min(1, "q must not be empty")
    .max(100, "q must be at most 100 characters"),
});

/** The Discover tree and the favourites picker (spec §7 "Feeds and discovery"). */
export function discoverRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/site/discover", async (c) => {
      const { site_id, lang } = parseQuery(c, z.object(siteShape));
      return c.json(await discoverTree(db, site_id, lang));
    })
    .get("/site/favorites", async (c) => {
      const { site_id, lang } = parseQuery(c, z.object(siteShape));
      return c.json(await topLevelNodes(db, site_id, lang));
    })
    .get("/site/favorites/ac", async (c) => {
      const { q, page, per } = parseQuery(c, autocompleteQuery);
      return c.json(await autocompleteProfiles(db, q, { page, per }));
    })
    .get("/site/favorites/:key/content", async (c) => {
      const key = c.req.param("key");
      const { site_id, lang, page, per } = parseQuery(c, contentQuery);
      if (key.length > 200) throw requestErrors.invalidParam("key is too long");
      const content = await nodeContent(db, site_id, key, lang, { page, per });
      if (!content) throw contentErrors.nodeNotFound(key);
      if (content.kind === "nodes") return c.json(content.nodes);
      return c.json(await articlesByIds(db, await profileArticleIds(db, [content.profileId], { page, per })));
    });
}
