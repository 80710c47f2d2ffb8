import { Hono } from "hono";
import { articlesByIds } from "#server/content/article-json.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import { profileArticleIds } from "#server/content/feed-queries.ts";
import type { Database } from "#server/db/client.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import {
  autocompleteOperation,
  discoverTreeOperation,
  favoriteContentOperation,
  favoriteRootsOperation,
} from "./discover-operations.ts";
import { discoverTree, nodeContent, topLevelNodes } from "./discover-tree.ts";
import { autocompleteProfiles } from "./profile-autocomplete.ts";

/** The Discover tree and the favourites picker (docs/behaviour/discover.md#discover-calls). */
export function discoverRoutes(db: Database) {
  const app = new Hono<AppEnv>();
  handle(app, discoverTreeOperation, async (c, { query: { site_id, lang } }) =>
    c.json(await discoverTree(db, site_id, lang)),
  );
  handle(app, favoriteRootsOperation, async (c, { query: { site_id, lang } }) =>
    c.json(await topLevelNodes(db, site_id, lang)),
  );
  handle(app, autocompleteOperation, async (c, { query: { q, page, per } }) =>
    c.json(await autocompleteProfiles(db, q, { page, per })),
  );
  handle(
    app,
    favoriteContentOperation,
    async (c, { params: { key }, query: { site_id, lang, page, per } }) => {
      const content = await nodeContent(db, site_id, key, lang, { page, per });
      if (!content) throw contentErrors.nodeNotFound(key);
      if (content.kind === "nodes") return c.json(content.nodes);
      return c.json(await articlesByIds(db, await profileArticleIds(db, [content.profileId], { page, per })));
    },
  );
  return app;
}
