import { data } from "react-router";
import { PageError } from "#app/routing/page-loader.ts";
import { readerZone } from "#app/sports/reader-zone.ts";
import { type ArticleCardJson, toArticleCard } from "#core/content/article-card.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import { type CalendarFilter, type GalleryQuery, galleryPageCount } from "#core/routing/tv-page-urls.ts";
import { LIVE_STATUSES } from "#core/sports/sporting-events.ts";
import { utcOffsetHours } from "#core/sports/sports-dates.ts";
import {
  CHANNEL_PAGES,
  type ChannelPage,
  type LiveChannelJson,
  type TvCalendarJson,
  type TvCategoryJson,
  type TvEventJson,
} from "#core/tv/tv.ts";
import {
  isChannelName,
  type ParsedQuery,
  parseCalendarFilter,
  parseGalleryQuery,
} from "#core/tv/tv-page-query.ts";
import { categoryRowStart } from "./category-row-window.ts";
import { fetchChannel, fetchChannels, fetchTvCalendar, fetchTvGallery, fetchTvHome } from "./tv-api.ts";

/**
 * A game as the TV pages list it: what they show of it, and whether it is being played now (the
 * live badge), decided here so the pages' JavaScript needs no list of statuses.
 */
export type TvEventView = Pick<TvEventJson, "id" | "start_time" | "time_known" | "channels"> & {
  home: { name: string };
  away: { name: string };
  league: { name: string };
  live: boolean;
};

function eventView(event: TvEventJson): TvEventView {
  return {
    id: event.id,
    start_time: event.start_time,
    time_known: event.time_known,
    channels: event.channels,
    home: { name: event.home.name },
    away: { name: event.away.name },
    league: { name: event.league.name },
    live: (LIVE_STATUSES as readonly string[]).includes(event.status.status),
  };
}

type LoadArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: IcaroLoadContext;
};

/** The 404 page in the reader's language (the error view translates it). */
const notFound = () => data({ message: "This page could not be found" }, { status: 404 });

function valid<T>(parsed: ParsedQuery<T>): T {
  if (parsed.ok) return parsed.value;
  throw parsed.status === 404 ? notFound() : new PageError(parsed.status, parsed.code);
}

/** The first featured videos: a lead, then a row. */
export const TV_FEATURED_SHOWN = 5;
/** Videos in each category's row on /tv; the "More" link opens its whole gallery. */
export const TV_CATEGORY_ROW = 4;

export type TvCategoryRow = {
  key: string;
  label: string;
  count: number;
  /** The first video's place on the category's first gallery page. */
  firstIndex: number;
  videos: ArticleCardJson[];
};

export type TvHomeData = {
  featured: ArticleCardJson[];
  live: LiveChannelJson[];
  events: TvEventView[];
  categories: TvCategoryRow[];
};

/**
 * /tv: the TV API's page, then the first videos of each category (one gallery page each, in
 * parallel). Cached for every reader: nothing here reads a cookie, and "today" is the UTC day —
 * the times are rewritten in the reader's zone in the browser (decision 0073).
 */
export async function loadTvHome({ context }: LoadArgs): Promise<TvHomeData> {
  const home = await fetchTvHome(context);
  const featured = home.featured.slice(0, TV_FEATURED_SHOWN);
  const shown = new Set(featured.map((video) => video.id));
  const rows = await Promise.all(
    home.categories.map(async (category: TvCategoryJson): Promise<TvCategoryRow> => {
      const gallery = await fetchTvGallery(context, { category: category.key, page: 1 }).catch((error) => {
        context.log.warn({ err: error, category: category.key }, "a TV category row is left empty");
        return null;
      });
      const items = gallery?.items ?? [];
      // Not the featured videos again, one row below them.
      const start = categoryRowStart(
        items.map(({ item }) => item.id),
        shown,
        TV_CATEGORY_ROW,
      );
      return {
        key: category.key,
        label: category.labels[context.locale] || category.label,
        count: category.count,
        firstIndex: start,
        videos: items.slice(start, start + TV_CATEGORY_ROW).map(({ item }) => toArticleCard(item)),
      };
    }),
  );
  return {
    featured: featured.map((video, index) => toArticleCard(video, { description: index === 0 })),
    live: home.live,
    events: home.events.map(eventView),
    categories: rows.filter((row) => row.videos.length > 0),
  };
}

export type TvGalleryData = {
  query: GalleryQuery;
  total: number;
  pages: number;
  videos: ArticleCardJson[];
};

/** /tv/gallery/{category?}?page&publisher: one page of ten videos, with links to the others. */
export async function loadTvGallery({ request, params, context }: LoadArgs): Promise<TvGalleryData> {
  const query = valid(parseGalleryQuery(params.category, new URL(request.url).searchParams));
  const gallery = await fetchTvGallery(context, query);
  if (query.category && gallery.total === 0 && !query.publisher) throw notFound();
  return {
    query,
    total: gallery.total,
    pages: galleryPageCount(gallery.total, gallery.per),
    videos: gallery.items.map(({ item }) => toArticleCard(item)),
  };
}

/** Which TV page a route is: /zoometv is the media group's, anything else the carrier's /timtv. */
export function channelPageOf(request: Request): ChannelPage {
  return new URL(request.url).pathname.replace(/\/+$/, "").endsWith("/zoometv") ? "zoometv" : "timtv";
}

export type ChannelsPageData = { page: ChannelPage; channels: LiveChannelJson[]; videos: ArticleCardJson[] };

/** /timtv and /zoometv: the page's live channels and the first page of the video gallery. */
export async function loadChannelsPage({ request, context }: LoadArgs): Promise<ChannelsPageData> {
  const page = channelPageOf(request);
  const [channels, gallery] = await Promise.all([
    fetchChannels(context, page),
    fetchTvGallery(context, { page: 1 }).catch((error) => {
      context.log.warn({ err: error }, "the TV gallery is left out of the channels page");
      return null;
    }),
  ]);
  return { page, channels, videos: (gallery?.items ?? []).map(({ item }) => toArticleCard(item)) };
}

export type ChannelData = { channel: LiveChannelJson; others: LiveChannelJson[] };

/**
 * /timtv/{name}: the channel and every other channel, those of its own TV page first (a reader
 * whose stream fails wants another one, whichever page lists it). A name that cannot be a
 * channel's is the 404 page at once; one the API does not know, its 404.
 */
export async function loadChannel({ params, context }: LoadArgs): Promise<ChannelData> {
  if (!isChannelName(params.name)) throw notFound();
  const channel = await fetchChannel(context, params.name);
  const pages = [channel.page, ...CHANNEL_PAGES.filter((page) => page !== channel.page)];
  const lists = await Promise.all(pages.map((page) => fetchChannels(context, page).catch(() => [])));
  return {
    channel,
    others: lists.flat().filter((other) => other.name !== channel.name),
  };
}

export type TvCalendarData = Omit<TvCalendarJson, "days"> & {
  days: { date: string; events: TvEventView[] }[];
  filter: CalendarFilter;
  timeZone: string;
};

/**
 * /tv/calendar?sport&channel: today and the next days in the reader's zone (its cookie; UTC until
 * the browser has set it, then the page loads again — app/sports/ReaderZone.tsx). Not cached.
 */
export async function loadTvCalendar({ request, context }: LoadArgs): Promise<TvCalendarData> {
  const filter = valid(parseCalendarFilter(new URL(request.url).searchParams));
  const timeZone = readerZone(request);
  const calendar = await fetchTvCalendar(context, { ...filter, z: utcOffsetHours(new Date(), timeZone) });
  return {
    ...calendar,
    days: calendar.days.map((day) => ({ date: day.date, events: day.events.map(eventView) })),
    filter,
    timeZone,
  };
}
