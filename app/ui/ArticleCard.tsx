import { useI18n } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { Picture } from "#app/ui/Picture.tsx";
import type { ArticleCardJson } from "#core/content/article-card.ts";
import { formatDuration, formatRelativeTime } from "#core/content/story-time.ts";
import { formatCardDate, formatDate } from "#core/i18n/format.ts";
import { intlLocale, isLocale, type Locale } from "#core/i18n/locales.ts";
import { articleHref } from "./article-href.ts";
import { isHydrating } from "./hydration-state.ts";

type Variant = "lead" | "standard" | "compact" | "headline";

const SIZES: Record<Variant, string> = {
  lead: "(min-width: 1024px) 60vw, 100vw",
  standard: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 75vw",
  compact: "(min-width: 640px) 9rem, 6rem",
  headline: "",
};

/** The widest picture worth offering: a compact thumbnail is at most 9rem (432 px at 3×). */
const LARGEST: Record<Variant, number | undefined> = {
  lead: undefined,
  standard: undefined,
  compact: 640,
  headline: undefined,
};

/**
 * When the story was published: "2h ago" under a week, else its day. The server writes it at its
 * render (cached pages are at most a minute old; app/ui/relative-time-script.ts brings an older
 * page's times up to date in the browser), the day without Intl (docs/decisions/0040). While
 * hydrating, the browser cannot know the server's clock: it writes nothing and
 * suppressHydrationWarning keeps the server's text, so hydration costs no Intl either. Rendered
 * later in the browser (a client navigation, "For you"), it uses the browser's clock and Intl.
 */
function StoryTime({ iso, locale }: { iso: string; locale: Locale }) {
  const hydrating = isHydrating();
  const relative = hydrating ? null : formatRelativeTime(iso, Date.now(), locale);
  let text = relative ?? "";
  if (!relative && !hydrating) {
    text = import.meta.env.SSR
      ? formatCardDate(iso, locale)
      : formatDate(iso, locale, { dateStyle: "medium", timeZone: "UTC" });
  }
  return (
    <time dateTime={iso} data-rel={relative ? "" : undefined} suppressHydrationWarning>
      {text}
    </time>
  );
}

/**
 * One story in a list: its picture, headline, publisher and time, linking to the article page.
 * `lead` is the hero's big story; `compact` a line with a thumbnail (top stories, feeds);
 * `headline` a line of text (the latest headlines). A video's picture carries a play badge with
 * its length.
 */
export function ArticleCard({
  article,
  variant = "standard",
  priority = false,
  headingLevel = 3,
  showSection = true,
  headline,
  summary,
  href,
}: {
  article: ArticleCardJson;
  variant?: Variant;
  /** Above the fold: the picture loads at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** The section's label above the headline; off in a list under that section's own heading. */
  showSection?: boolean;
  /** The headline as a list shows it (a search marks the words it found); the story's name by default. */
  headline?: React.ReactNode;
  /** A line of the story's text under the headline (a search result's snippet). */
  summary?: React.ReactNode;
  /** Where the card links; the article page by default (the TV gallery links its form, /tv/videos/…). */
  href?: string;
}) {
  const i18n = useI18n();
  const sections = useRootData()?.sections;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const photo = variant === "headline" ? undefined : article.photos[0];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const compact = variant === "compact" || variant === "headline";
  const vertical = article.verticals[0];
  // The page's own name of the section, whatever the story's language.
  const section =
    vertical && (sections?.find((entry) => entry.key === vertical.key)?.label ?? vertical.label);
  const video = article.context === "videos";
  const duration = formatDuration(article.duration);
  // A story in another language than the page says so, for screen readers and hyphenation.
  const lang = article.language !== locale ? intlLocale(article.language) : undefined;
  return (
    // data-publisher: a source the reader blocked is hidden by a style (core/ads/blocked-sources.ts).
    <article
      className={`card card--${variant}`}
      data-article-id={article.id}
      data-publisher={article.publisher.common_name}
    >
      {photo ? (
        <div className="card__media">
          {video ? (
            <span className="card__play">
              <span className="sr-only">{i18n.t("card.video")}</span>
              {duration}
            </span>
          ) : null}
          <Picture
            src={photo.original}
            alt=""
            width={photo.width ?? 1200}
            height={photo.height ?? 675}
            sizes={SIZES[variant]}
            largest={LARGEST[variant]}
            priority={priority}
            className="card__img"
          />
        </div>
      ) : null}
      <div className="card__text">
        {section && showSection && !compact ? <p className="card__section">{section}</p> : null}
        <Heading className="card__title" lang={lang}>
          {/* The link covers the whole card (::after) so the picture is clickable too. */}
          <ListLink to={href ?? articleHref(article)} className="card__link">
            {headline ?? article.name}
          </ListLink>
        </Heading>
        {summary || (variant === "lead" && article.description) ? (
          <p className="card__summary" lang={lang}>
            {summary || article.description}
          </p>
        ) : null}
        <p className="card__meta">
          {/* The " · " between them is CSS (.card__meta), hidden from screen readers. */}
          <span>{article.publisher.common_name}</span>
          <StoryTime iso={article.publish_date} locale={locale} />
        </p>
        {/*
          Read later: plain HTML, the same for every reader; app/read-later/save-toggles.ts drives
          it. The server writes its text (the account catalog's: the server has every catalog);
          the browser writes none (hydration keeps the server's, and the listener labels toggles
          a client render adds), so the label costs no first-load JavaScript. Unpressed until the
          listener knows better: it loads at idle only when there is something to mark
          (SaveTogglesStarter.tsx). A headline line hides it (app.css).
        */}
        <button
          type="button"
          className="save-toggle"
          data-save={`${article.context}:${article.id}`}
          aria-pressed="false"
          suppressHydrationWarning
        >
          {import.meta.env.SSR ? i18n.t("account.readLater.save") : ""}
        </button>
      </div>
    </article>
  );
}
