import { Link } from "react-router";
import { useI18n } from "#app/i18n/use-translation.ts";
import { Picture } from "#app/ui/Picture.tsx";
import type { ArticleJson } from "#core/content.ts";
import { formatDate } from "#core/format.ts";
import { isLocale } from "#core/locales.ts";
import { articleHref } from "./article-href.ts";

type Variant = "lead" | "standard" | "compact";

const SIZES: Record<Variant, string> = {
  lead: "(min-width: 1024px) 60vw, 100vw",
  standard: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  compact: "(min-width: 640px) 9rem, 6rem",
};

/**
 * One story in a list: its picture, headline, publisher and date, linking to the article page.
 * `lead` is the hero's big story; `compact` a line with a thumbnail (headlines, feeds).
 */
export function ArticleCard({
  article,
  variant = "standard",
  priority = false,
  headingLevel = 3,
}: {
  article: ArticleJson;
  variant?: Variant;
  /** Above the fold: the picture loads at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const i18n = useI18n();
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const photo = article.photos[0];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const compact = variant === "compact";
  const section = article.verticals[0]?.label;
  return (
    <article
      className={`group relative flex ${compact ? "flex-row items-start gap-3" : "flex-col gap-2"} min-w-0`}
      data-article-id={article.id}
    >
      {photo ? (
        <div
          className={`shrink-0 overflow-hidden rounded-lg bg-[var(--color-surface)] ${compact ? "w-24 sm:w-36" : "w-full"}`}
        >
          <Picture
            src={photo.original}
            alt=""
            width={photo.width ?? 1200}
            height={photo.height ?? 675}
            sizes={SIZES[variant]}
            priority={priority}
            className="block aspect-video h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </div>
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        {section && !compact ? (
          <p className="m-0 text-xs font-bold uppercase tracking-wide text-[var(--color-accent-text)]">
            {section}
          </p>
        ) : null}
        <Heading
          className={`m-0 leading-snug font-bold ${
            variant === "lead" ? "text-2xl sm:text-3xl" : compact ? "text-base" : "text-lg"
          }`}
        >
          {/* The link covers the whole card (after:absolute) so the picture is clickable too. */}
          <Link
            to={articleHref(article)}
            className="no-underline after:absolute after:inset-0 hover:underline focus-visible:underline"
          >
            {article.name}
          </Link>
        </Heading>
        {variant === "lead" && article.description ? (
          <p className="m-0 line-clamp-3 text-[var(--color-muted)]">{article.description}</p>
        ) : null}
        <p className="m-0 text-sm text-[var(--color-muted)]">
          <span>{article.publisher.common_name}</span>
          <span aria-hidden="true"> · </span>
          {/* UTC, so the server's and the browser's renders agree. */}
          <time dateTime={article.publish_date}>
            {formatDate(article.publish_date, locale, { dateStyle: "medium", timeZone: "UTC" })}
          </time>
        </p>
      </div>
    </article>
  );
}
