import { Hono } from "hono";
import { CHANNEL_NAME_MAX, CHANNEL_NAME_PATTERN, TV_GALLERY_PER } from "#core/tv/tv.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { tvErrors } from "./tv-errors.ts";
import {
  tvChannelOperation,
  tvChannelsOperation,
  tvEventsOperation,
  tvHomeOperation,
  tvUpNextOperation,
} from "./tv-operations.ts";
import type { TvService } from "./tv-service.ts";

/** `GET site/content/tim-tv…` (docs/behaviour/video-tv.md#live-video-call, docs/decisions/0071-tv-api-and-live-channels.md), mounted under the API version prefix. */
export function tvRoutes(tv: TvService) {
  const app = new Hono<AppEnv>();

  handle(app, tvHomeOperation, async (c, { query }) => {
    const { language, z, page, per, category, publisher } = query;
    const gallery =
      page !== undefined || per !== undefined || category !== undefined || publisher !== undefined;
    if (!gallery) return c.json(await tv.home({ language, utcOffset: z }));
    return c.json(
      await tv.gallery({ language, category, publisher }, { page: page ?? 1, per: per ?? TV_GALLERY_PER }),
    );
  });

  handle(app, tvUpNextOperation, async (c, { query }) => c.json(await tv.upNext(query.id, query.language)));

  handle(app, tvEventsOperation, async (c, { query }) =>
    c.json(
      await tv.calendar({ days: query.days, utcOffset: query.z, sport: query.sport, channel: query.channel }),
    ),
  );

  handle(app, tvChannelsOperation, async (c, { query }) => c.json(await tv.channels(query.page)));

  handle(app, tvChannelOperation, async (c, { params }) => {
    // A malformed name can be no channel's: the same 404 as an unknown one, without a query.
    if (params.name.length > CHANNEL_NAME_MAX || !CHANNEL_NAME_PATTERN.test(params.name)) {
      throw tvErrors.channelNotFound(params.name);
    }
    return c.json(await tv.channel(params.name));
  });

  return app;
}
