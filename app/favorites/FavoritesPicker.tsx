import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useI18n } from "#app/i18n/use-translation.ts";
import { useApiPrefix } from "#app/root-data.ts";
import { AUTOCOMPLETE_PER, type ProfileJson } from "#core/content/content.ts";
import { isLocale } from "#core/i18n/locales.ts";
import { localizeProfile } from "#core/i18n/localized-names.ts";
import { ProfileRow } from "./ProfileRow.tsx";
import { crumbQuery, type PickerData } from "./picker-data.ts";

/** How long typing pauses before the autocomplete asks. */
const TYPING_PAUSE_MS = 250;

/**
 * The favourites picker (docs/behaviour/favorites.md#favourites-picker): a search with autocomplete (five suggestions, docs/behaviour/limits.md#page-sizes; a
 * trimmed query, an empty one clears them, docs/behaviour/search.md#query-rules) and the Discover tree to drill into, with
 * breadcrumbs whose crumbs go back up (the later ones drop). Each profile has its follow star.
 * Drilling is plain links (the server renders each level), so it works without scripts and the
 * browser's back button walks back up.
 */
export function FavoritesPicker({ picker, followed }: { picker: PickerData; followed: readonly string[] }) {
  const i18n = useI18n("favorites");
  const t = i18n.t;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const apiPrefix = useApiPrefix();
  const api = useBrowserApi();
  const [query, setQuery] = useState(picker.search);
  const [suggestions, setSuggestions] = useState<ProfileJson[] | null>(
    picker.search ? picker.suggestions : null,
  );
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const asked = useRef(picker.search);

  useEffect(() => {
    const q = query.trim();
    if (q === asked.current) return;
    if (!q) {
      asked.current = "";
      setSuggestions(null);
      setState("idle");
      return;
    }
    const timer = setTimeout(async () => {
      asked.current = q;
      setState("loading");
      const search = new URLSearchParams({ q, page: "1", per: String(AUTOCOMPLETE_PER) });
      try {
        const response = await api(`${apiPrefix}site/favorites/ac?${search}`);
        if (!response.ok) throw new Error(String(response.status));
        const list = (await response.json()) as ProfileJson[];
        if (asked.current !== q) return;
        setSuggestions(list.map((profile) => localizeProfile(profile, locale)));
        setState("idle");
      } catch {
        if (asked.current === q) setState("failed");
      }
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [api, query, apiPrefix, locale]);

  const isFollowed = (profile: Pick<ProfileJson, "id" | "context">) =>
    followed.includes(`${profile.context}:${profile.id}`);
  const trail = picker.crumbs.map((crumb) => crumb.key);

  return (
    <section id="favorites-picker" className="favorites-picker" aria-labelledby="favorites-picker-heading">
      <h2 id="favorites-picker-heading">{t("favorites.picker.heading")}</h2>
      <form method="get" className="favorites-search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="favorites-search">{t("favorites.picker.searchLabel")}</label>
        <input
          id="favorites-search"
          name="search"
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby="favorites-search-status"
          // Only while the list is on the page: a reference to a missing element is invalid ARIA.
          aria-controls={suggestions && suggestions.length > 0 ? "favorites-suggestions" : undefined}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </form>
      <p id="favorites-search-status" className="sr-only" role="status">
        {state === "loading"
          ? t("favorites.picker.loading")
          : state === "failed"
            ? t("favorites.picker.error")
            : suggestions && suggestions.length === 0
              ? t("favorites.picker.noResults", { query: query.trim() })
              : ""}
      </p>
      {state === "failed" ? (
        <p className="favorites-error" aria-hidden="true">
          {t("favorites.picker.error")}
        </p>
      ) : null}
      {suggestions ? (
        suggestions.length > 0 ? (
          <>
            <h3 className="favorites-subheading">{t("favorites.picker.suggestions")}</h3>
            <ul id="favorites-suggestions" className="favorites-list" data-testid="favorites-suggestions">
              {suggestions.map((profile) => (
                <ProfileRow
                  key={`${profile.context}:${profile.id}`}
                  profile={profile}
                  following={isFollowed(profile)}
                />
              ))}
            </ul>
          </>
        ) : (
          <p className="favorites-none" aria-hidden="true">
            {t("favorites.picker.noResults", { query: query.trim() })}
          </p>
        )
      ) : null}

      <h3 className="favorites-subheading">{t("favorites.picker.browse")}</h3>
      <nav aria-label={t("favorites.picker.crumbs")} className="favorites-crumbs">
        <ol>
          <li>
            {picker.crumbs.length === 0 ? (
              <span aria-current="page">{t("favorites.picker.root")}</span>
            ) : (
              <Link to={`${crumbQuery([])}#favorites-picker`} preventScrollReset>
                {t("favorites.picker.root")}
              </Link>
            )}
          </li>
          {picker.crumbs.map((crumb, index) => (
            <li key={crumb.key}>
              {index === picker.crumbs.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link to={`${crumbQuery(trail.slice(0, index + 1))}#favorites-picker`} preventScrollReset>
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {picker.failed && picker.nodes.length === 0 ? (
        <p className="favorites-error">{t("favorites.picker.error")}</p>
      ) : (
        <ul className="favorites-list" data-testid="favorites-nodes">
          {picker.nodes.map((node) =>
            node.profile ? (
              <ProfileRow key={node.key} profile={node.profile} following={isFollowed(node.profile)} />
            ) : (
              <li key={node.key} className="favorites-row">
                {node.canDrill ? (
                  <Link
                    className="favorites-row__drill"
                    to={`${crumbQuery([...trail, node.key])}#favorites-picker`}
                    preventScrollReset
                  >
                    {node.name}
                    <span aria-hidden="true"> ›</span>
                  </Link>
                ) : (
                  <span className="favorites-row__name">{node.name}</span>
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
