import { apiJson } from "#app/api/api-json.ts";
import { FOLLOWS_MAX, type FollowJson, followKey } from "#core/favorites/follows.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";

/**
 * The reader's follows for a page the server renders: a signed-in reader's (GET follows), else the
 * guest's by PSID (GET follows_anon, the site's defaults until they choose). A failure renders the
 * page without them (every star off) rather than failing it.
 */
export async function fetchReaderFollows(context: IcaroLoadContext): Promise<FollowJson[]> {
  const path = context.user ? `follows?page=1&per=${FOLLOWS_MAX}` : "follows_anon";
  return apiJson<FollowJson[], FollowJson[]>(context, path, { otherwise: [] });
}

/** The keys (`teams:12`) of the reader's follows, for the stars of a page. */
export async function fetchFollowedKeys(context: IcaroLoadContext): Promise<string[]> {
  return (await fetchReaderFollows(context)).map(followKey);
}
