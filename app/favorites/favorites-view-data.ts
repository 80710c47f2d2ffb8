import { data } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { readerZone } from "#app/sports/reader-zone.ts";
import { type ArticleCardJson, toArticleCard } from "#core/content/article-card.ts";
import { type ArticleJson, PROFILE_CONTEXTS, type ProfileContext } from "#core/content/content.ts";
import { type FollowJson, type FollowRef, followKey } from "#core/favorites/follows.ts";
import {
  localizeArticle,
  localizeEvent,
  localizeProfile,
  localizeStandings,
} from "#core/i18n/localized-names.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import { FAVORITES_TABS, type FavoritesTab } from "#core/routing/favorites-urls.ts";
import { parseSelected, type Selected } from "#core/routing/feed-urls.ts";
import { EVENTS_PER_MAX, type SportingEventJson } from "#core/sports/sporting-events.ts";
import { utcOffsetHours } from "#core/sports/sports-dates.ts";
import { isEventJson, streamPath } from "#core/sports/sports-events.ts";
import type { StandingsJson } from "#core/sports/standings-json.ts";
import { fetchReaderFollows } from "./reader-follows.ts";

/** Stories and tables a Favourites view shows at once. */
const STORIES = 10;
const TABLES = 10;

/**
 * Which days each games view lists, as offsets from the reader's today: the coming week's games
 * (as the calendar) or the last week's results. A team plays about once a week, so a shorter
 * window (the events lists' default, today and tomorrow) would mostly be empty.
 */
const DAYS: Record<"myscores" | "scores", number[]> = {
  myscores: [0, 1, 2, 3, 4, 5, 6],
  scores: [-6, -5, -4, -3, -2, -1, 0],
};

export type FavoritesViewData = {
  tab: FavoritesTab;
  name: string;
  /** The favourite the view narrows to; null for all of them. */
  selected: Selected | null;
  follows: FollowJson[];
  stories: ArticleCardJson[];
  events: SportingEventJson[];
  streamUrl: string | null;
  tables: StandingsJson[];
  timeZone: string;
  signedIn: boolean;
};

const NOT_FOUND = () => data({ message: "This page could not be found" }, { status: 404 });

function isTab(value: string | undefined): value is FavoritesTab {
  return (FAVORITES_TABS as readonly string[]).includes(value ?? "");
}

function selectedProfile(selected: Selected | null): FollowRef | null {
  if (!selected || selected.id < 1) return null;
  if (!(PROFILE_CONTEXTS as readonly string[]).includes(selected.context)) return null;
  return { id: selected.id, context: selected.context as ProfileContext };
}

function post<T>(context: IcaroLoadContext, path: string, profiles: FollowRef[]): Promise<T> {
  return apiJson<T>(context, path, { body: { profiles } });
}

/**
 * /favorites/{name}/{selected?}/{tab} (docs/behaviour/favorites.md#favourites-pages): the reader's follows (a guest's by
 * PSID) and, for the tab, their stories (feed), their coming games (myscores) or latest results
 * (scores), or their leagues' tables (mystandings, standings) — of every follow, or of the one
 * the selection names. The anonymous list endpoints take the profiles in the body (docs/behaviour/accounts.md#guest-and-account-endpoints), so
 * guests and signed-in readers are served alike.
 */
export async function loadFavoritesView({
  request,
  params,
  context,
}: {
  request: Request;
  params: Record<string, string | undefined>;
  context: IcaroLoadContext;
}): Promise<FavoritesViewData> {
  const tab = params.tab;
  if (!isTab(tab)) throw NOT_FOUND();
  const selected = params.selected === undefined ? null : parseSelected(params.selected);
  if (params.selected !== undefined && !selected) throw NOT_FOUND();
  const follows = (await fetchReaderFollows(context)).map((follow) =>
    localizeProfile(follow, context.locale),
  );
  const one = selectedProfile(selected);
  const profiles = one
    ? [one]
    : follows.map(({ id, context: profileContext }) => ({ id, context: profileContext }));
  const timeZone = readerZone(request);
  let stories: ArticleCardJson[] = [];
  let events: SportingEventJson[] = [];
  let tables: StandingsJson[] = [];
  if (profiles.length > 0) {
    if (tab === "feed") {
      const list = await post<ArticleJson[]>(context, `profiles/feed?per=${STORIES}&page=1`, profiles);
      stories = list.map((story) => toArticleCard(localizeArticle(story, context.locale)));
    } else if (tab === "myscores" || tab === "scores") {
      const search = new URLSearchParams({
        per: String(EVENTS_PER_MAX),
        page: "1",
        d: DAYS[tab].join(","),
        z: String(utcOffsetHours(new Date(), timeZone)),
        context: "all",
      });
      const list = await post<unknown[]>(context, `profiles/sporting_events?${search}`, profiles);
      events = list.filter(isEventJson).map((event) => localizeEvent(event, context.locale));
    } else {
      const list = await post<StandingsJson[]>(
        context,
        `profiles/follows/related_leagues?per=${TABLES}&page=1`,
        profiles,
      );
      tables = list.map((table) => localizeStandings(table, context.locale));
    }
  }
  return {
    tab,
    name: params.name ?? "",
    selected,
    follows,
    stories,
    events,
    streamUrl: streamPath(context.apiPrefix, events),
    tables,
    timeZone,
    signedIn: context.user !== null,
  };
}

/** The keys of the follows, for the stars of the view's tables. */
export function followedKeys(follows: readonly FollowRef[]): string[] {
  return follows.map(followKey);
}
