import { type Context, Hono } from "hono";
import type { FollowRef } from "#core/favorites/follows.ts";
import { handle } from "#server/http/api/api-operation.ts";
import { idParam } from "#server/http/api/params.ts";
import { requestErrors } from "#server/http/api/request-errors.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import {
  calendarOperation,
  feedOperation,
  heroOperation,
  mediaOperation,
  mediaQuery,
  mostReadOperation,
  profileFeedOperation,
  profileOperation,
  profilesFeedOperation,
} from "./content-operations.ts";
import type { ContentService } from "./content-service.ts";

/**
 * `media/{type}/{id}` as the spec writes it, `media/news_stories/42&frequency=2&offset=1`, puts the
 * query into the last path segment; the normal `?frequency=2` form works too.
 */
function splitMediaSegment(segment: string): { id: string; query: Record<string, string> } {
  const [id, ...rest] = segment.split("&");
  return { id, query: Object.fromEntries(new URLSearchParams(rest.join("&"))) };
}

/** The feeds, profiles and media of docs/behaviour/platform.md#default-headers, mounted under the API version prefix. */
export function contentRoutes(
  content: ContentService,
  /** Whether the request's reader follows a profile (the follows capability). */
  following: (c: Context<AppEnv>, ref: FollowRef) => Promise<boolean>,
) {
  const app = new Hono<AppEnv>();
  handle(app, heroOperation, async (c, { query: { page, per, language } }) =>
    c.json(await content.hero({ page, per }, { language })),
  );
  handle(app, mostReadOperation, async (c, { query: { page, per, language } }) =>
    c.json(await content.mostRead({ page, per }, { language })),
  );
  handle(app, feedOperation, async (c, { query: { page, per, timestamp, ...filter } }) =>
    c.json(await content.feed({ page, per }, { ...filter, before: timestamp })),
  );
  handle(app, calendarOperation, async (c, { query }) => c.json({ counts: await content.calendar(query) }));
  handle(app, profilesFeedOperation, async (c, { query, body }) =>
    c.json(await content.profilesFeed(body.profiles, query)),
  );
  handle(app, profileFeedOperation, async (c, { params, query: { page, per, start_date } }) =>
    c.json(await content.profileFeed(params.context, params.id, { page, per }, start_date)),
  );
  handle(app, profileOperation, async (c, { params }) => {
    const profile = await content.profile(params.context, params.id);
    // Personal: the answer says whether this reader follows it, so it is never shared.
    c.header("cache-control", "private, no-store");
    return c.json({ ...profile, following: await following(c, params) });
  });
  handle(app, mediaOperation, async (c, { params }) => {
    const segment = splitMediaSegment(params.id);
    const id = idParam().safeParse(segment.id);
    if (!id.success) throw requestErrors.invalidParam("id must be a whole number");
    const query = mediaQuery.safeParse({ ...segment.query, ...c.req.query() });
    if (!query.success) throw requestErrors.invalidQuery(query.error.issues[0].message);
    return c.json(await content.media(params.type, id.data));
  });
  return app;
}
