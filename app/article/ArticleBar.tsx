import { useT } from "#app/i18n/use-translation.ts";
import { ShareButton } from "./ShareLinks.tsx";

/**
 * The dark layout's second header (docs/behaviour/screens.md#dark-layout: dark): the story's section and title, the
 * Share button and the reading progress, fixed over the top of the screen once the headline has
 * scrolled away (the page's inline script, app/article/article-script.ts, sets `data-shown`), so
 * the page has one masthead until then and nothing moves when it comes. Hidden, it is
 * `visibility: hidden`: out of the tab order and of screen readers.
 */
export function ArticleBar({
  section,
  title,
  lang,
  url,
}: {
  section: string;
  title: string;
  /** The story's language (the bar is in the page's). */
  lang: string;
  url: string;
}) {
  const t = useT();
  return (
    <div className="article-bar" suppressHydrationWarning>
      <div className="article-bar__inner">
        <p className="article-bar__text">
          <span className="article-bar__section">{section}</span>
          <span className="article-bar__title" lang={lang}>
            {title}
          </span>
        </p>
        <ShareButton title={title} url={url} />
      </div>
      <div
        className="reading-progress"
        role="progressbar"
        aria-label={t("layout.readingProgress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        suppressHydrationWarning
      >
        <div className="reading-progress__bar" suppressHydrationWarning />
      </div>
    </div>
  );
}
