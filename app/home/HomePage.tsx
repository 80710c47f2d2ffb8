import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import type { Route } from "./+types/HomePage";
import { HomeForYou } from "./HomeForYou.tsx";
import { HomeHeadlines } from "./HomeHeadlines.tsx";
import { HomeHero } from "./HomeHero.tsx";
import { HomeSectionRow } from "./HomeSectionRow.tsx";
import { loadHome } from "./home-data.ts";

export const loader = pageLoader({ load: ({ context }) => loadHome(context) });

/**
 * The home page (spec §2, issue 5): the hero, "For you" beside the newest headlines, then a row per
 * section. Everything but "For you" is rendered on the server and is the same for every reader.
 */
export default function HomePage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  if (!root?.site || !data) return null;
  const nothing =
    data.hero.length === 0 && data.headlines.length === 0 && data.sections.every((s) => s.items.length === 0);
  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">{t("home.heading", { site: root.site.name })}</h1>
      {nothing ? (
        <p className="empty-state">{t("home.empty")}</p>
      ) : (
        <>
          <HomeHero stories={data.hero} />
          <div className="grid gap-10 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <HomeForYou
                apiPrefix={data.apiPrefix}
                language={root.locale}
                userTid={data.userTid}
                exclude={[...data.hero, ...data.headlines].map((article) => article.id)}
              />
            </div>
            <HomeHeadlines stories={data.headlines} />
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
    </div>
  );
}
