import { useLocation } from "react-router";
import { FollowStar } from "#app/favorites/FollowStar.tsx";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { feedKindOf } from "#app/routing/feed-kind-of.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { StoryTimesScript } from "#app/ui/StoryTimesScript.tsx";
import { PROFILE_CONTEXTS, type ProfileContext } from "#core/content/content.ts";
import type { Route } from "./+types/FeedPage";
import { FeedList } from "./FeedList.tsx";
import { feedSelection, loadFeedPage } from "./feed-page-data.ts";

export const loader = pageLoader({
  // A malformed selection, or one naming no section or profile context we know, is a 404.
  validate: ({ params, entry }) => feedSelection(feedKindOf(entry), params.selected) !== null,
  load: (args) => loadFeedPage(feedKindOf(args.entry), args),
});

/**
 * /feed/headlines|home|myfeed|recent/{selected} (docs/behaviour/routes.md#feed-pages): the feed's stories, ten a
 * page, scrolling both ways; without JavaScript, previous and next links page through it.
 */
export default function FeedPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const { pathname } = useLocation();
  if (!data) return null;
  const feedName = t(`feed.${data.kind}`);
  const everything = ["hero", "all", "recent"].includes(data.selected.context);
  const sectionLabel = data.section && root?.sections.find((section) => section.key === data.section)?.label;
  // A section's page is titled by its section ("Sports"), in the page's language; other
  // selections name their feed too ("For you: Arsenal").
  const heading = everything
    ? feedName
    : sectionLabel || t("feed.titled", { feed: feedName, name: data.selected.name });
  // A profile's own page (its tag's link): its follow star beside the heading.
  const profile = (PROFILE_CONTEXTS as readonly string[]).includes(data.selected.context)
    ? { id: data.selected.id, context: data.selected.context as ProfileContext }
    : null;
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4" aria-labelledby="feed-heading">
      <PageTitle title={data.page > 1 ? `${heading} · ${t("feed.page", { page: data.page })}` : heading} />
      {profile ? (
        <div className="flex items-center gap-2">
          <h1 id="feed-heading" className="m-0">
            {heading}
          </h1>
          {/* The headlines page is cached for everyone: the browser asks what the reader follows. */}
          <FollowStar profile={{ ...profile, name: data.selected.name }} following={null} />
        </div>
      ) : (
        <h1 id="feed-heading">{heading}</h1>
      )}
      {data.note ? <p className="m-0 text-[var(--color-muted)]">{t(`feed.${data.note}`)}</p> : null}
      <FeedList
        key={`${pathname}|${data.page}|${data.ts}`}
        page={data.page}
        per={data.per}
        ts={data.ts}
        items={data.items}
        request={data.request}
        userTid={data.userTid}
      />
      <StoryTimesScript />
    </section>
  );
}
