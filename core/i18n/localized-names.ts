import type { ArticleJson, LocalizedNames, ProfileJson } from "../content/content.ts";
import type { EventLeagueJson, SportingEventJson } from "../sports/sporting-events.ts";
import type { LeagueJson, StandingsJson } from "../sports/standings-json.ts";
import type { Locale } from "./locales.ts";

/*
 * Names in the page's language (decision 0062). The API keeps each thing's own `name` (the spec's
 * field) and adds `names` per locale; the page loaders put the page locale's name in `name`, so
 * every component, title and link below them shows it without knowing about `names`. A thing
 * with no name in that locale (a team, a story's own words) keeps its own.
 */

/** The name in `locale`, or the thing's own name when it has none there. */
export function localName(thing: { name: string; names?: LocalizedNames }, locale: Locale): string {
  return thing.names?.[locale] || thing.name;
}

/**
 * A profile (or tag) named in `locale`. Its `common_name` follows: for a topic it is the English
 * name, and a league's ("Premier League") is no better than the locale's own.
 */
export function localizeProfile<P extends ProfileJson>(profile: P, locale: Locale): P {
  const name = profile.names[locale];
  return name ? { ...profile, name, common_name: name } : profile;
}

/** A story's section label and tags in the page's language (its headline stays in its own). */
export function localizeArticle<A extends Pick<ArticleJson, "verticals" | "tags">>(
  article: A,
  locale: Locale,
): A {
  return {
    ...article,
    verticals: article.verticals.map((vertical) => ({
      ...vertical,
      label: vertical.labels[locale] || vertical.label,
    })),
    tags: article.tags.map((tag) => localizeProfile(tag, locale)),
  };
}

/** A league (menu entry, table heading, event's league) named in `locale`. */
export function localizeLeague<L extends LeagueJson | EventLeagueJson>(league: L, locale: Locale): L {
  return { ...league, name: localName(league, locale) };
}

export function localizeEvent<E extends SportingEventJson>(event: E, locale: Locale): E {
  return { ...event, league: localizeLeague(event.league, locale) };
}

export function localizeStandings(standings: StandingsJson, locale: Locale): StandingsJson {
  return { ...standings, league: localizeLeague(standings.league, locale) };
}
