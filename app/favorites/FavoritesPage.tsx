import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { followKey } from "#core/favorites/follows.ts";
import { localizeProfile } from "#core/i18n/localized-names.ts";
import { favoritesPath } from "#core/routing/favorites-urls.ts";
import type { Route } from "./+types/FavoritesPage";
import { FavoritesPicker } from "./FavoritesPicker.tsx";
import { FollowsList } from "./FollowsList.tsx";
import { GuestFollowPrompt } from "./GuestFollowPrompt.tsx";
import { loadPicker } from "./picker-data.ts";
import { fetchReaderFollows } from "./reader-follows.ts";
import { useReloadOnFollow } from "./use-reload-on-follow.ts";
import "./favorites.css";

export const loader = pageLoader({
  load: async ({ request, context }) => {
    const url = new URL(request.url);
    const [follows, picker] = await Promise.all([fetchReaderFollows(context), loadPicker(context, url)]);
    return {
      follows: follows.map((follow) => localizeProfile(follow, context.locale)),
      query: (url.searchParams.get("q") ?? "").slice(0, 100),
      picker,
      signedIn: context.user !== null,
    };
  },
});

/**
 * /favorites (docs/behaviour/favorites.md#favourites-pages): the reader's follows, with their photos and names in the reader's
 * language and a search within them, the way to their stories, scores and tables, and the picker
 * to follow more. A guest is offered to register so the follows are kept (docs/behaviour/favorites.md#guest-follows).
 */
export default function FavoritesPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT("favorites");
  useReloadOnFollow();
  if (!page) return null;
  const { follows, query, picker, signedIn } = page;
  return (
    <div className="favorites-page">
      <PageTitle title={t("favorites.title")} />
      <h1>{t("favorites.title")}</h1>
      {!signedIn && follows.length > 0 ? <GuestFollowPrompt /> : null}
      {follows.length > 0 ? (
        <nav aria-label={t("favorites.tabs.label")} className="favorites-tabs">
          <Link to={favoritesPath({ name: "all", tab: "feed" })}>{t("favorites.tabs.feed")}</Link>
          <Link to={favoritesPath({ name: "all", tab: "myscores" })}>{t("favorites.tabs.myscores")}</Link>
          <Link to={favoritesPath({ name: "all", tab: "mystandings" })}>
            {t("favorites.tabs.mystandings")}
          </Link>
        </nav>
      ) : null}
      <section aria-labelledby="favorites-list-heading" className="favorites-section">
        <h2 id="favorites-list-heading">{t("favorites.list.heading")}</h2>
        <FollowsList follows={follows} query={query} />
      </section>
      <FavoritesPicker picker={picker} followed={follows.map(followKey)} />
    </div>
  );
}
