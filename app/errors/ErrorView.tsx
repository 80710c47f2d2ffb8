import { Link } from "react-router";
import { useI18n } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { PageTitle } from "#app/ui/PageTitle.tsx";

type Props = {
  status: number;
  /** A message the page chose to show (an error's own message, docs/behaviour/errors.md#page-data-errors). */
  message?: string;
  /** The "content not found" variant for missing stories and videos. */
  contentNotFound?: boolean;
  /** The latest stories, offered on a 404 page. */
  stories?: { id: number; name: string; href: string }[];
};

/**
 * The error page (docs/behaviour/screens.md#error-page): a large status, a translated title, an apology and a way home. The
 * home link (and the latest stories, when the page has them) is shown only for a 404; other
 * statuses default to 500.
 */
export function ErrorView({ status, message, contentNotFound = false, stories = [] }: Props) {
  // A page whose code could not be loaded (CHUNK_LOAD_FAILED, app/routing/chunk-errors.ts) is
  // rare: its text is in the notices' domain, which no first load carries. Written out: importing
  // the constant would make core/page-load/chunk-reload.ts a chunk of its own on every first load.
  const codeFailed = message === "chunk_load_failed";
  const t = useI18n(...(codeFailed ? (["personal"] as const) : [])).t;
  const notFound = status === 404;
  const title = contentNotFound
    ? t("errors.contentNotFoundTitle")
    : notFound
      ? t("errors.notFoundTitle")
      : status >= 400 && status < 500
        ? t("errors.badRequestTitle")
        : t("errors.generic");
  // A page's message is shown translated when it is one of our error codes.
  const shown = codeFailed
    ? t("personal.pageErrors.chunk_load_failed")
    : message
      ? t(`errors.codes.${message}`, { defaultValue: message })
      : undefined;
  const detail = contentNotFound ? t("errors.contentNotFound") : notFound ? t("errors.notFound") : shown;
  return (
    <section className="error-view" aria-labelledby="error-title">
      <PageTitle title={notFound ? title : String(status)} />
      <p className="error-view__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-view__title">
        {title}
      </h1>
      {notFound ? <p>{t("errors.apology")}</p> : null}
      {detail && detail !== title ? <p>{detail}</p> : null}
      {notFound ? (
        <Link className="button" to="/">
          {t("errors.backHome")}
        </Link>
      ) : null}
      {notFound && stories.length > 0 ? (
        <section className="error-view__latest" aria-labelledby="error-latest">
          <h2 id="error-latest" className="section-heading">
            {t("errors.latestStories")}
          </h2>
          <ul className="home-list home-list--ruled">
            {stories.map((article) => (
              <li key={article.id}>
                {/* Headlines only: the story cards' code stays out of every page's shared chunk. */}
                <ListLink to={article.href} className="error-view__story">
                  {article.name}
                </ListLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
