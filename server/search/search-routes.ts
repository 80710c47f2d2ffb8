import { type Context, Hono } from "hono";
import { AUTOCOMPLETE_PER } from "#core/content/content.ts";
import type { SearchAutocompleteJson } from "#core/search/search.ts";
import type { Database } from "#server/db/client.ts";
import { autocompleteProfiles } from "#server/discover/profile-autocomplete.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { requestPsid } from "#server/http/middleware/psid.ts";
import {
  searchAutocompleteOperation,
  searchOperation,
  searchTrendingOperation,
} from "./search-operations.ts";
import { parseSearchText } from "./search-query.ts";
import type { SearchService } from "./search-service.ts";
import type { Trending } from "./trending.ts";

/** Top stories in the header's dropdown. */
export const AUTOCOMPLETE_STORIES = 3;

/**
 * Who searched, for trending's once-per-reader count (kept in memory as a hash, never stored): the
 * signed-in user, else the PSID the request carries. A request that carries neither (a script
 * without cookies) is not counted.
 */
function trendingVoterOf(c: Context<AppEnv>): string | null {
  const user = c.var.user;
  if (user) return `user:${user.tid}`;
  const psid = requestPsid(c);
  return psid ? `psid:${psid}` : null;
}

/**
 * `GET /api/v4/content/search`, `…/search/autocomplete` and `…/search/trending` (docs/behaviour/discover.md#discover-calls, issue
 * 18). The pages' loaders call these too, so their free-text searches count for trending.
 */
export function searchRoutes(db: Database, services: { search: SearchService; trending: Trending }) {
  const { search, trending } = services;
  const app = new Hono<AppEnv>();

  handle(app, searchOperation, async (c, { query }) => {
    const parsed = parseSearchText(query.text);
    const common = {
      language: query.language,
      sort: query.sortby,
      filter: query.filter,
      page: query.page,
      per: query.per,
    };
    const answer =
      query.searchType === "entity" && query.entityType && query.entityId
        ? await search.search({
            ...common,
            type: "entity",
            context: query.entityType,
            id: query.entityId,
            query: parsed,
          })
        : await search.search({ ...common, type: "freeform", query: parsed });
    if (query.searchType === "freeform" && query.page === 1) {
      void trending.record({
        reader: trendingVoterOf(c),
        language: query.language,
        query: parsed,
        total: answer.total,
      });
    }
    return c.json(answer);
  });

  handle(app, searchAutocompleteOperation, async (c, { query }) => {
    const parsed = parseSearchText(query.text);
    if (parsed.display === "") return c.json({ profiles: [], articles: [] } satisfies SearchAutocompleteJson);
    const [profiles, articles] = await Promise.all([
      autocompleteProfiles(db, parsed.display, { page: 1, per: AUTOCOMPLETE_PER }, { typos: true }),
      search.topStories(parsed, query.language, AUTOCOMPLETE_STORIES),
    ]);
    return c.json({ profiles, articles } satisfies SearchAutocompleteJson);
  });

  handle(app, searchTrendingOperation, async (c, { query }) => c.json(await trending.list(query.language)));

  return app;
}
