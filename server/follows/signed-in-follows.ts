import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { defaultFollows } from "#core/feed-pages.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getSiteConfig } from "#server/site/site-config.ts";

export type FollowRef = { id: number; context: string };

/**
 * The follows of the request's signed-in reader, or null for a guest (the sports routes answer
 * 401 then). Server-held follows arrive with the Favourites issue; until then a reader follows
 * what the spec gives every new user, the site's default follows (spec §3 "Follow", §6).
 */
export function signedInFollows(db: Database) {
  return async (c: Context<AppEnv>): Promise<FollowRef[] | null> => {
    const user = c.var.user;
    if (!user) return null;
    const [row] = await db
      .select({ siteId: users.siteId })
      .from(users)
      .where(eq(users.id, Number(user.id)));
    if (!row) return null;
    const site = await getSiteConfig(db, row.siteId);
    return site ? defaultFollows(site.site_default_follows) : [];
  };
}
