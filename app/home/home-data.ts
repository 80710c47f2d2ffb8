import { apiJson } from "#app/api/api-json.ts";
import { type ArticleCardJson, toArticleCard } from "#core/article-card.ts";
import type { ArticleJson } from "#core/content.ts";
import type { IcaroLoadContext } from "#core/load-context.ts";
import { localizeArticle } from "#core/localized-names.ts";
import type { Section } from "#core/site-config.ts";

/** How many stories each part of the home shows. */
export const HOME_COUNTS = { hero: 5, headlines: 10, section: 4, forYou: 8 } as const;

export type HomeData = {
  hero: ArticleCardJson[];
  headlines: ArticleCardJson[];
  sections: { key: string; label: string; items: ArticleCardJson[] }[];
  /** Where the browser asks for the general feed when the recommender has nothing. */
  apiPrefix: string;
  /** A signed-in reader's tid for the recommender (an anonymous reader's PSID stays in the browser). */
  userTid: string | null;
};

/** A list, or nothing when it fails: one broken row must not take the whole home page down. */
async function listOrEmpty(context: IcaroLoadContext, path: string): Promise<ArticleJson[]> {
  try {
    const list = await apiJson<ArticleJson[]>(context, path);
    return list.map((article) => localizeArticle(article, context.locale));
  } catch (error) {
    context.log.warn({ err: error, path }, "home: a list could not be loaded");
    return [];
  }
}

/**
 * The parts of the home that are the same for every reader, so its first screen can be cached:
 * the hero, the newest headlines (without the hero's stories) and four stories per section. The
 * personal "For you" row is fetched by the browser afterwards.
 */
export async function loadHome(context: IcaroLoadContext): Promise<HomeData> {
  const language = context.locale;
  const [hero, headlines, sectionList] = await Promise.all([
    listOrEmpty(context, `site/content/hero?per=${HOME_COUNTS.hero}&language=${language}`),
    listOrEmpty(context, `feed?per=${HOME_COUNTS.headlines}&language=${language}`),
    apiJson<{ sections: Section[] }>(context, "site/sections").catch(() => ({ sections: [] as Section[] })),
  ]);
  const rows = await Promise.all(
    sectionList.sections.map((section) =>
      listOrEmpty(context, `feed?section=${section.key}&per=${HOME_COUNTS.section}&language=${language}`),
    ),
  );
  const inHero = new Set(hero.map((article) => article.id));
  return {
    // Only the hero's lead card shows a description.
    hero: hero.map((article, index) => toArticleCard(article, { description: index === 0 })),
    headlines: headlines
      .filter((article) => !inHero.has(article.id))
      .map((article) => toArticleCard(article)),
    sections: sectionList.sections.map((section, index) => ({
      key: section.key,
      label: section.label[language],
      items: rows[index].map((article) => toArticleCard(article)),
    })),
    apiPrefix: context.apiPrefix,
    userTid: context.user?.tid ?? null,
  };
}
