import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { StoryTimesScript } from "#app/ui/StoryTimesScript.tsx";
import { feedIndexPath } from "#core/routing/feed-urls.ts";
import type { Route } from "./+types/HomePage";
import { HomeForYou } from "./HomeForYou.tsx";
import { HomeHero } from "./HomeHero.tsx";
import { HomeScoreStrip } from "./HomeScoreStrip.tsx";
import { HomeSectionRow } from "./HomeSectionRow.tsx";
import { HomeTextList } from "./HomeTextList.tsx";
import { loadHome } from "./home-data.ts";

export const loader = pageLoader({ load: ({ context }) => loadHome(context) });

/**
 * The home page (docs/behaviour/screens.md#home-feed): the score strip, the lead and top stories, "For you" beside
 * the most read and the latest headlines, then a row per section — no story twice. Everything but "For you" is
 * rendered on the server and is the same for every reader.
 */
export default function HomePage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  if (!root?.site || !data) return null;
  const sectionStories = data.sections.flatMap((section) => section.items);
  const nothing = !data.lead && data.headlines.length === 0 && sectionStories.length === 0;
  const shown = [
    ...(data.lead ? [data.lead] : []),
    ...data.top,
    ...data.mostRead,
    ...sectionStories,
    ...data.headlines,
  ];
  return (
    <div className="home">
      <h1 className="sr-only">{t("home.heading", { site: root.site.name })}</h1>
      <HomeScoreStrip games={data.scores} />
      {nothing ? (
        <p className="empty-state">{t("home.empty")}</p>
      ) : (
        <>
          <HomeHero lead={data.lead} top={data.top} />
          <div className="home-columns">
            <HomeForYou
              apiPrefix={data.apiPrefix}
              language={root.locale}
              userTid={data.userTid}
              exclude={shown.map((article) => article.id)}
            />
            <div className="home-side">
              {/* Left out until readers have read something: an empty ranking says nothing. */}
              <HomeTextList id="most-read" title={t("home.mostRead")} stories={data.mostRead} ranked />
              <HomeTextList
                id="headlines"
                title={t("home.headlines")}
                stories={data.headlines}
                more={
                  <ListLink to={feedIndexPath("headlines")} className="text-sm font-semibold">
                    {t("home.seeAll")}
                  </ListLink>
                }
              />
            </div>
          </div>
          {data.sections.map((section) => (
            <HomeSectionRow
              key={section.key}
              sectionKey={section.key}
              label={section.label}
              items={section.items}
            />
          ))}
        </>
      )}
      <StoryTimesScript />
    </div>
  );
}
