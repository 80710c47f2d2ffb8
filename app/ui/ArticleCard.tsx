import { useI18n } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { Picture } from "#app/ui/Picture.tsx";
import type { ArticleCardJson } from "#core/article-card.ts";
import { formatCardDate } from "#core/format.ts";
import { intlLocale, isLocale } from "#core/locales.ts";
import { articleHref } from "./article-href.ts";

type Variant = "lead" | "standard" | "compact";

const SIZES: Record<Variant, string> = {
  lead: "(min-width: 1024px) 60vw, 100vw",
  standard: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  compact: "(min-width: 640px) 9rem, 6rem",
};

/** The widest picture worth offering: a compact thumbnail is at most 9rem (432 px at 3×). */
const LARGEST: Record<Variant, number | undefined> = { lead: undefined, standard: undefined, compact: 640 };

/**
 * One story in a list: its picture, headline, publisher and date, linking to the article page.
 * `lead` is the hero's big story; `compact` a line with a thumbnail (headlines, feeds).
 */
export function ArticleCard({
  article,
  variant = "standard",
  priority = false,
  headingLevel = 3,
  showSection = true,
}: {
  article: ArticleCardJson;
  variant?: Variant;
  /** Above the fold: the picture loads at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** The section's label above the headline; off in a list under that section's own heading. */
  showSection?: boolean;
}) {
  const i18n = useI18n();
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const photo = article.photos[0];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const compact = variant === "compact";
  const section = article.verticals[0]?.label;
  const lang = article.language !== locale ? intlLocale(article.language) : undefined;
  return (
    <article className={`card card--${variant}`} data-article-id={article.id}>
      {photo ? (
        <div className="card__media">
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
          <ListLink to={articleHref(article)} className="card__link">
            {article.name}
          </ListLink>
        </Heading>
        {variant === "lead" && article.description ? (
          <p className="card__summary" lang={lang}>
            {article.description}
          </p>
        ) : null}
        <p className="card__meta">
          {/* The " · " between them is CSS (.card__meta), hidden from screen readers. */}
          <span>{article.publisher.common_name}</span>
          {/* UTC, so the server's and the browser's renders agree. */}
          <time dateTime={article.publish_date}>{formatCardDate(article.publish_date, locale)}</time>
        </p>
      </div>
    </article>
  );
}
