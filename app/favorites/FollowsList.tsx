import { useState } from "react";
import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import type { FollowJson } from "#core/favorites/follows.ts";
import { filterFollows } from "#core/favorites/guest-follows.ts";
import { favoritesPath } from "#core/routing/favorites-urls.ts";
import { ProfileRow } from "./ProfileRow.tsx";

/**
 * The reader's follows with a search within them (docs/behaviour/search.md#query-rules: lower-cased), as they type; without
 * scripts the search is a form the server answers. Empty: "You follow nothing yet" and the way to
 * the picker below.
 */
export function FollowsList({ follows, query: initial }: { follows: FollowJson[]; query: string }) {
  const t = useT("favorites");
  const [query, setQuery] = useState(initial);
  const shown = filterFollows(follows, query);
  if (follows.length === 0) {
    return (
      <div className="favorites-empty" data-testid="favorites-empty">
        <p>{t("favorites.empty.message")}</p>
        <a className="button" href="#favorites-picker">
          {t("favorites.empty.action")}
        </a>
      </div>
    );
  }
  return (
    <>
      <p className="favorites-count">{t("favorites.list.count", { count: follows.length })}</p>
      <form method="get" className="favorites-search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="favorites-filter">{t("favorites.list.filterLabel")}</label>
        <input
          id="favorites-filter"
          name="q"
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </form>
      {shown.length === 0 ? (
        <p className="favorites-none" role="status">
          {t("favorites.list.noMatch", { query })}
        </p>
      ) : (
        <ul className="favorites-list" data-testid="favorites-list">
          {shown.map((follow) => (
            <ProfileRow key={`${follow.context}:${follow.id}`} profile={follow} following>
              <Link
                className="favorites-row__link"
                to={favoritesPath({
                  name: follow.common_name || follow.name,
                  selected: {
                    id: follow.id,
                    name: follow.common_name || follow.name,
                    context: follow.context,
                  },
                  tab: "feed",
                })}
              >
                {t("favorites.tabs.feed")}
                <span className="sr-only"> — {follow.common_name || follow.name}</span>
              </Link>
            </ProfileRow>
          ))}
        </ul>
      )}
    </>
  );
}
