import { apiJson } from "#app/api/api-json.ts";
import { type ArticleCardJson, toArticleCard } from "#core/content/article-card.ts";
import type { ArticleJson } from "#core/content/content.ts";
import { dedupeFrontPage, fetchSizes } from "#core/content/front-page.ts";
import { localizeArticle, localizeEvent } from "#core/i18n/localized-names.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import type { Section } from "#core/site/site-config.ts";
import { type ScoreStripGame, scoreStripEvents, toStripGame } from "#core/sports/score-strip.ts";
import { isEventJson } from "#core/sports/sports-events.ts";

/** How many stories each part of the home shows: the lead, then these. */
export const HOME_COUNTS = { top: 4, mostRead: 5, headlines: 5, section: 4, forYou: 6 } as const;

export type HomeData = {
  lead: ArticleCardJson | null;
  top: ArticleCardJson[];
  /** The stories read most in 48 hours (readers' beacons), not already above; may be empty. */
  mostRead: ArticleCardJson[];
  headlines: ArticleCardJson[];
  sections: { key: string; label: string; items: ArticleCardJson[] }[];
  /** The score strip: games in play, then the day's, major leagues first. */
  scores: ScoreStripGame[];
  /** Where the browser asks for the general feed when the recommender has nothing. */
  apiPrefix: string;
  /** A signed-in reader's tid for the recommender (an anonymous reader's PSID stays in the browser). */
  userTid: string | null;
};

/** A list, or nothing when it fails: one broken row must not take the whole home page down. */
async function listOrEmpty<T>(context: IcaroLoadContext, path: string): Promise<T[]> {
  const list = await apiJson<T[], null>(context, path, {
    otherwise: null,
    warn: "home: a list could not be loaded",
  });
  return Array.isArray(list) ? list : [];
}

/**
 * The games for the score strip: what is live, and the games of yesterday, today and tomorrow in
 * UTC, from which core/sports/score-strip.ts keeps those around now (the cached home cannot know the
 * reader's time zone). The events API shares both lists between readers for a few seconds.
 */
async function loadScores(context: IcaroLoadContext): Promise<ScoreStripGame[]> {
  const [live, around] = await Promise.all([
    listOrEmpty<unknown>(context, "sporting_events?context=live"),
    listOrEmpty<unknown>(context, "sporting_events?d=-1,0,1&z=0"),
  ]);
  const events = [...live, ...around]
    .filter(isEventJson)
    .map((event) => localizeEvent(event, context.locale));
  return scoreStripEvents(events, Date.now(), context.locale).map(toStripGame);
}

/**
 * The parts of the home that are the same for every reader, so the page can be cached: the score
 * strip, the lead and top stories, the most read, a row per section and the latest headlines, with no story
 * twice (core/content/front-page.ts). The personal "For you" list is fetched by the browser afterwards
 * and skips what the page already shows.
 */
export async function loadHome(context: IcaroLoadContext): Promise<HomeData> {
  const language = context.locale;
  const sectionList = await apiJson<{ sections: Section[] }, { sections: Section[] }>(
    context,
    "site/sections",
    {
      otherwise: { sections: [] },
    },
  );
  const sizes = fetchSizes(HOME_COUNTS, sectionList.sections.length);
  const [hero, mostRead, headlines, scores, ...rows] = await Promise.all([
    listOrEmpty<ArticleJson>(context, `site/content/hero?per=${sizes.hero}&language=${language}`),
    listOrEmpty<ArticleJson>(context, `site/content/most_read?per=${sizes.mostRead}&language=${language}`),
    listOrEmpty<ArticleJson>(context, `feed?per=${sizes.headlines}&language=${language}`),
    loadScores(context),
    ...sectionList.sections.map((section) =>
      listOrEmpty<ArticleJson>(
        context,
        `feed?section=${section.key}&per=${sizes.section}&language=${language}`,
      ),
    ),
  ]);
  const page = dedupeFrontPage({ hero, mostRead, sections: rows, headlines }, HOME_COUNTS);
  // Names in the page's language (topics, sections), whatever the story's (core/i18n/localized-names.ts).
  const card = (article: ArticleJson) => toArticleCard(localizeArticle(article, language));
  return {
    // Only the lead card shows a description.
    lead: page.lead && toArticleCard(localizeArticle(page.lead, language), { description: true }),
    top: page.top.map(card),
    mostRead: page.mostRead.map(card),
    headlines: page.headlines.map(card),
    sections: sectionList.sections.map((section, index) => ({
      key: section.key,
      label: section.label[language],
      items: page.sections[index].map(card),
    })),
    scores,
    apiPrefix: context.apiPrefix,
    userTid: context.user?.tid ?? null,
  };
}
