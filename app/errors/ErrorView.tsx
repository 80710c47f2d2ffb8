import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";

/** The error page (spec §2): a translated title, and a link home only for a 404. */
export function ErrorView({ status }: { status: number }) {
  const t = useT();
  const notFound = status === 404;
  const title = notFound ? t("errors.notFoundTitle") : t("errors.generic");
  return (
    <section className="error-view" aria-labelledby="error-title">
      <PageTitle title={notFound ? t("errors.notFoundTitle") : String(status)} />
      <p className="error-view__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-view__title">
        {title}
      </h1>
      {notFound ? <p>{t("errors.notFound")}</p> : null}
      {notFound ? (
        <Link className="button" to="/">
          {t("errors.backHome")}
        </Link>
      ) : null}
    </section>
  );
}
