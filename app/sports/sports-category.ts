import type { Translate } from "#core/i18n/translations.ts";
import {
  SPORTS_FAVORITES_ENTRY,
  SPORTS_LIVE_ENTRY,
  type SportsTarget,
  sportsAllEntry,
} from "#core/routing/sports-urls.ts";
import { numericId } from "./sports-api.ts";

/** What a sports URL's {id} names: everything, the reader's favorites, what is live, or a league. */
export type SportsCategory =
  | { kind: "all" }
  | { kind: "favorites" }
  | { kind: "live" }
  | { kind: "league"; id: number; name?: string };

/** The fixed entries use words in place of ids (docs/behaviour/sports.md#sports-fixed-entries); any other id must be a league's number. */
export function categoryFromId(id: string | undefined, name?: string): SportsCategory | null {
  if (id === undefined || id === "sports") return { kind: "all" };
  if (id === "favorites") return { kind: "favorites" };
  if (id === "live") return { kind: "live" };
  const league = numericId(id);
  return league === null ? null : { kind: "league", id: league, name };
}

/** The {name?}/{id} of a category's URLs; All carries its translated word (…/All/sports). */
export function categoryTarget(category: SportsCategory, t: Translate): SportsTarget {
  switch (category.kind) {
    case "all":
      return sportsAllEntry(t("common.all"));
    case "favorites":
      return SPORTS_FAVORITES_ENTRY;
    case "live":
      return SPORTS_LIVE_ENTRY;
    case "league":
      return { name: category.name, id: category.id };
  }
}

/** The category's name for headings and the mobile menu toggle. */
export function categoryName(category: SportsCategory, t: Translate): string {
  if (category.kind === "league") return category.name ?? String(category.id);
  return t(`sports.${category.kind}`);
}
