import { Link, useNavigation } from "react-router";
import { FollowStar } from "#app/favorites/FollowStar.tsx";
import { useT } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { StoryTimesScript } from "#app/ui/StoryTimesScript.tsx";
import type { ProfileJson } from "#core/content/content.ts";
import type { DiscoverForm } from "#core/discover/discover-trail.ts";
import type { Route } from "./+types/DiscoverPage";
import { DiscoverNodeHeader } from "./DiscoverNodeHeader.tsx";
import { DiscoverNodeList } from "./DiscoverNodeList.tsx";
import { DiscoverTrail } from "./DiscoverTrail.tsx";
import { loadDiscoverPage } from "./discover-page-data.ts";
import "./discover.css";

/** Which drill-down form each route of the table is (docs/behaviour/discover.md#discover-pages). */
const FORMS: Record<string, DiscoverForm | "root"> = {
  discover: "root",
  "discover-olympic": "olympic",
  "discover-label": "label",
  "discover-node": "feed",
};

export const loader = pageLoader({
  load: (args) => loadDiscoverPage(FORMS[args.entry.id] ?? "root", args),
});

/**
 * A profile's follow star (docs/decisions/0065-discover-pages.md: profile nodes can be followed). The browser asks for the
 * reader's follows once for every star of the page (app/favorites), so the page stays the same
 * for every reader.
 */
function followStar(profile: ProfileJson) {
  return (
    <FollowStar profile={{ id: profile.id, context: profile.context, name: profile.name }} following={null} />
  );
}

/** A navigation to another Discover page is under way (the router loads its node). */
function useDiscoverPending(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && /\/discover(\/|$)/.test(navigation.location.pathname);
}

/**
 * /discover and its drill-down (docs/behaviour/discover.md#discover-pages, docs/behaviour/discover.md#discovery): the trail of drilled nodes,
 * the current node's children to drill into, and its stories. Every link is a server-rendered
 * page, so it all works without JavaScript; with it, the router loads the next node while the
 * page says it is busy.
 */
export default function DiscoverPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT("pages");
  const pending = useDiscoverPending();
  if (!data) return null;
  const { node } = data;
  const heading = node ? node.name : t("discover.title");
  return (
    <section
      className="discover mx-auto flex w-full max-w-3xl flex-col gap-5"
      aria-labelledby="discover-heading"
      aria-busy={pending}
    >
      {node ? <PageTitle title={t("discover.titled", { name: node.name })} /> : null}
      <DiscoverTrail crumbs={data.crumbs} />
      <DiscoverNodeHeader
        heading={heading}
        intro={node ? undefined : t("discover.intro")}
        action={node?.profile ? followStar(node.profile) : undefined}
      />
      {data.children.length > 0 ? (
        <section aria-labelledby="discover-children" className="flex flex-col gap-2">
          <h2 id="discover-children" className="discover__subheading">
            {node ? t("discover.inside", { name: node.name }) : t("discover.browse")}
          </h2>
          <DiscoverNodeList items={data.children} labelledBy="discover-children" profileAction={followStar} />
          {data.page > 1 || data.more ? (
            <nav aria-label={t("discover.pages")} className="discover__pages">
              {data.page > 1 ? (
                <Link to={{ search: data.page > 2 ? `?page=${data.page - 1}` : "" }} rel="prev">
                  {t("discover.previous")}
                </Link>
              ) : null}
              {data.more ? (
                <Link to={{ search: `?page=${data.page + 1}` }} rel="next">
                  {t("discover.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
      {data.stories ? (
        <section aria-labelledby="discover-stories" className="flex flex-col gap-2">
          <h2 id="discover-stories" className="discover__subheading">
            {t("discover.stories", { name: heading })}
          </h2>
          {data.stories.length > 0 ? (
            <ul className="discover-stories">
              {data.stories.map((story) => (
                <li key={story.id}>
                  <ArticleCard article={story} variant="compact" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="discover__empty">{t("discover.empty", { name: heading })}</p>
          )}
          {data.allStories && data.stories.length > 0 ? (
            <ListLink to={data.allStories} className="discover__all">
              {t("discover.allStories", { name: heading })}
            </ListLink>
          ) : null}
        </section>
      ) : data.children.length === 0 ? (
        <p className="discover__empty">{t("discover.empty", { name: heading })}</p>
      ) : null}
      <StoryTimesScript />
    </section>
  );
}
