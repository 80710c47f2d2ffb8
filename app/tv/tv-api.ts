import { apiJson } from "#app/api/api-json.ts";
import { localizeArticle, localizeEvent } from "#core/i18n/localized-names.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import type { GalleryQuery } from "#core/routing/tv-page-urls.ts";
import {
  type ChannelPage,
  type LiveChannelJson,
  TV_CALENDAR_DAYS,
  TV_GALLERY_PER,
  type TvCalendarJson,
  type TvEventJson,
  type TvGalleryJson,
  type TvHomeJson,
} from "#core/tv/tv.ts";

/*
 * The TV API (docs/behaviour/video-tv.md#live-video-call `site/content/tim-tv`, core/tv/tv.ts) as the TV index pages ask it, in-process.
 * Names in the page's language (sections, teams), whatever the video's or league's.
 */

const TV_API = "site/content/tim-tv";

function query(
  context: IcaroLoadContext,
  values: Record<string, string | number | undefined>,
  options: { language?: boolean } = {},
): string {
  const search = new URLSearchParams({ site_id: String(context.siteId) });
  // The channels are the same in every language: their operations take no `language`.
  if (options.language !== false) search.set("language", context.locale);
  for (const [key, value] of Object.entries(values)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}

const localEvent = (context: IcaroLoadContext) => (event: TvEventJson) =>
  localizeEvent(event, context.locale);

/** The TV page: live channels, featured videos, categories, today's games (UTC days: cached page). */
export async function fetchTvHome(context: IcaroLoadContext): Promise<TvHomeJson> {
  const home = await apiJson<TvHomeJson>(context, `${TV_API}?${query(context, { z: 0 })}`);
  return {
    ...home,
    featured: home.featured.map((video) => localizeArticle(video, context.locale)),
    events: home.events.map(localEvent(context)),
  };
}

/** The gallery form: one page of videos, newest first, narrowed to a category and a publisher. */
export async function fetchTvGallery(
  context: IcaroLoadContext,
  gallery: GalleryQuery,
): Promise<TvGalleryJson> {
  const answer = await apiJson<TvGalleryJson>(
    context,
    `${TV_API}?${query(context, {
      page: gallery.page,
      per: TV_GALLERY_PER,
      category: gallery.category,
      publisher: gallery.publisher,
    })}`,
  );
  return {
    ...answer,
    items: answer.items.map(({ item }) => ({ item: localizeArticle(item, context.locale) })),
  };
}

/** The live channels listed on /timtv or /zoometv. */
export function fetchChannels(context: IcaroLoadContext, page: ChannelPage): Promise<LiveChannelJson[]> {
  return apiJson<LiveChannelJson[]>(
    context,
    `${TV_API}/channels?${query(context, { page }, { language: false })}`,
  );
}

/** One channel by name; the API's 404 for an unknown one becomes the page's. */
export function fetchChannel(context: IcaroLoadContext, name: string): Promise<LiveChannelJson> {
  return apiJson<LiveChannelJson>(
    context,
    `${TV_API}/channels/${encodeURIComponent(name)}?${query(context, {}, { language: false })}`,
  );
}

/** The live-event calendar: today and the next days in the reader's UTC offset `z`. */
export async function fetchTvCalendar(
  context: IcaroLoadContext,
  filter: { sport?: string; channel?: string; z: number },
): Promise<TvCalendarJson> {
  const days = Array.from({ length: TV_CALENDAR_DAYS }, (_, day) => day).join(",");
  const calendar = await apiJson<TvCalendarJson>(
    context,
    `${TV_API}/events?${query(context, { days, sport: filter.sport, channel: filter.channel, z: filter.z })}`,
  );
  return {
    ...calendar,
    days: calendar.days.map((day) => ({ date: day.date, events: day.events.map(localEvent(context)) })),
  };
}
