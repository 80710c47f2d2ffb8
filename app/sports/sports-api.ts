import { data } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import type { ArticleJson } from "#core/content/content.ts";
import {
  localizeArticle,
  localizeEvent,
  localizeLeague,
  localizeStandings,
} from "#core/i18n/localized-names.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import {
  EVENTS_PER_MAX,
  type EventListContext,
  type SportingEventJson,
} from "#core/sports/sporting-events.ts";
import { isEventJson } from "#core/sports/sports-events.ts";
import type { LeagueJson, StandingsJson } from "#core/sports/standings-json.ts";

/**
 * The sports menu's leagues. The menu is beside the page, not the page: when the list cannot
 * be read the page still shows, with the fixed entries only (and a log line).
 */
export async function loadLeagues(context: IcaroLoadContext): Promise<LeagueJson[]> {
  const leagues = await apiJson<unknown, null>(context, "leagues", {
    otherwise: null,
    warn: "leagues unavailable: the sports menu shows its fixed entries",
  });
  return Array.isArray(leagues)
    ? (leagues as LeagueJson[]).map((league) => localizeLeague(league, context.locale))
    : [];
}

/** The events query of docs/behaviour/sports.md#events-calls, without the page: `per`, `d`, `z`, `context`, `id`. */
export type EventsQuery = {
  context: EventListContext;
  id?: number;
  d?: number[];
  z: number;
};

export function eventsSearch(query: EventsQuery, page: number): string {
  const search = new URLSearchParams({ per: String(EVENTS_PER_MAX), page: String(page) });
  if (query.d) search.set("d", query.d.join(","));
  search.set("z", String(query.z));
  search.set("context", query.context);
  if (query.id !== undefined) search.set("id", String(query.id));
  return `sporting_events?${search}`;
}

/** One page of events; an unknown league or team is the page's 404. */
export async function loadEvents(
  context: IcaroLoadContext,
  query: EventsQuery,
  page = 1,
): Promise<SportingEventJson[]> {
  const list = await apiJson<unknown>(context, eventsSearch(query, page));
  return Array.isArray(list)
    ? list.filter(isEventJson).map((event) => localizeEvent(event, context.locale))
    : [];
}

/** A league's table; an unknown league is a 404. */
export async function loadStandings(context: IcaroLoadContext, id: number): Promise<StandingsJson> {
  return localizeStandings(await apiJson<StandingsJson>(context, `leagues/${id}/standings`), context.locale);
}

/** One event, or a 404 "content not found" page (the API answers `{}` for an unknown one, docs/behaviour/sports.md#events-calls). */
export async function loadEvent(context: IcaroLoadContext, id: number): Promise<SportingEventJson> {
  const event = await apiJson<unknown>(context, `sporting_events/sporting_events/${id}`);
  if (!isEventJson(event)) throw data({ message: "content_not_found" }, { status: 404 });
  return localizeEvent(event, context.locale);
}

/**
 * Stories about an event (five, docs/behaviour/limits.md#page-sizes): its two teams' first, in `language` first, then its
 * league's; never fails the page.
 */
export async function loadEventStories(
  context: IcaroLoadContext,
  id: number,
  language: string,
): Promise<ArticleJson[]> {
  const search = new URLSearchParams({ page: "1", per: "5", language });
  const list = await apiJson<unknown, null>(context, `sporting_events/sporting_events/${id}/feed?${search}`, {
    otherwise: null,
  });
  return Array.isArray(list)
    ? (list as ArticleJson[]).map((story) => localizeArticle(story, context.locale))
    : [];
}

/** A positive integer id from a path segment, or null. */
export function numericId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
