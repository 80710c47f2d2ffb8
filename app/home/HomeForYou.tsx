import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { BrowserApi } from "#app/api/browser-api.ts";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { ArticleCardSkeleton } from "#app/ui/ArticleCardSkeleton.tsx";
import { toArticleCard } from "#core/content/article-card.ts";
import type { ArticleJson } from "#core/content/content.ts";
import type { FeedbackJson, RecommendedArticleJson } from "#core/content/recommendation-reason.ts";
import { isLocale } from "#core/i18n/locales.ts";
import { localizeArticle } from "#core/i18n/localized-names.ts";
import { feedIndexPath } from "#core/routing/feed-urls.ts";
import { HOME_COUNTS } from "./home-data.ts";

// Loaded with the list, off the home's first load: most readers never open them.
const StoryFeedback = lazy(() =>
  import("#app/personal/StoryFeedback.tsx").then((module) => ({ default: module.StoryFeedback })),
);
const FeedbackNotice = lazy(() =>
  import("#app/personal/FeedbackNotice.tsx").then((module) => ({ default: module.FeedbackNotice })),
);

type Props = {
  apiPrefix: string;
  language: string;
  userTid: string | null;
  /** Stories already on the page, not shown again. */
  exclude: number[];
};

async function getList(api: BrowserApi, url: string): Promise<ArticleJson[]> {
  const response = await api(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as ArticleJson[];
}

/**
 * "For you": the recommender's stories for this reader (the signed-in tid, or anon-<psid> from the
 * cookie), falling back to the general feed, then to an empty state. Fetched by the browser after
 * the first screen, because the rest of the home is the same for everyone and cached.
 */
export function HomeForYou({ apiPrefix, language, userTid, exclude }: Props) {
  const t = useT();
  const api = useBrowserApi();
  const [stories, setStories] = useState<ArticleJson[] | null>(null);
  const [notice, setNotice] = useState<{ feedback: FeedbackJson; publisher: string } | null>(null);
  // Bumped to load the list again after an Undo.
  const [version, setVersion] = useState(0);
  // Read when the list is fetched, not a reason to fetch it again: a revalidation of the page
  // (the remote config's, a sign-in's) brings other most-read stories, and reloading "For you" then
  // would reorder the list under the reader and close the disclosure they just opened.
  const excluded = useRef(exclude);
  excluded.current = exclude;

  function onFeedback(feedback: FeedbackJson, story: RecommendedArticleJson) {
    const publisher = story.publisher.common_name;
    setStories((list) =>
      (list ?? []).filter((item) =>
        feedback.kind === "block" ? item.publisher.common_name !== publisher : item.id !== story.id,
      ),
    );
    setNotice({ feedback, publisher });
  }

  function onUndone() {
    setNotice(null);
    setVersion((value) => value + 1);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` loads the list again after an Undo
  useEffect(() => {
    let cancelled = false;
    const shown = new Set(excluded.current);
    const fresh = (list: ArticleJson[]) =>
      list.filter((article) => !shown.has(article.id)).slice(0, HOME_COUNTS.forYou);
    // Enough to fill the list after skipping every story the page already shows.
    const size = Math.min(100, shown.size + HOME_COUNTS.forYou);
    (async () => {
      const psid = userTid ? null : await api.psid?.();
      const user = userTid ?? (psid ? `anon-${psid}` : null);
      let list: ArticleJson[] = [];
      if (user) {
        const query = new URLSearchParams({ user_id: user, size: String(size), language });
        list = fresh(await getList(api, `/api/v4/personalized_recommendations?${query}`).catch(() => []));
      }
      if (list.length === 0) {
        const query = new URLSearchParams({ per: String(size), language });
        list = fresh(await getList(api, `${apiPrefix}feed?${query}`).catch(() => []));
      }
      if (!cancelled)
        setStories(isLocale(language) ? list.map((story) => localizeArticle(story, language)) : list);
    })();
    return () => {
      cancelled = true;
    };
  }, [api, apiPrefix, language, userTid, version]);

  return (
    <section aria-labelledby="for-you-heading" className="flex flex-col gap-3" aria-busy={stories === null}>
      <div className="section-heading">
        <h2 id="for-you-heading" className="m-0 pb-1">
          {t("home.forYou")}
        </h2>
        <ListLink to={feedIndexPath("home")} className="text-sm font-semibold">
          {t("home.seeAll")}
        </ListLink>
      </div>
      {stories === null ? (
        <>
          <p className="sr-only" role="status">
            {t("home.forYouLoading")}
          </p>
          <div className="home-list home-list--columns" data-testid="for-you-skeleton">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <ArticleCardSkeleton key={index} compact />
            ))}
          </div>
        </>
      ) : null}
      {notice ? (
        <Suspense fallback={null}>
          <FeedbackNotice
            feedback={notice.feedback}
            publisher={notice.publisher}
            apiPrefix={apiPrefix}
            onUndone={onUndone}
          />
        </Suspense>
      ) : null}
      {stories === null ? null : stories.length === 0 ? (
        <p className="text-[var(--color-muted)]">{t("home.forYouEmpty")}</p>
      ) : (
        <ul className="home-list home-list--columns">
          {stories.map((article) => (
            <li key={article.id}>
              <ArticleCard article={toArticleCard(article)} variant="compact" />
              {"reason" in article ? (
                <Suspense fallback={null}>
                  <StoryFeedback
                    article={article as RecommendedArticleJson}
                    apiPrefix={apiPrefix}
                    onFeedback={onFeedback}
                  />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
