import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { PageError, pageLoader } from "#app/routing/page-loader.ts";
import type { Route } from "./+types/ExternalPage";

/** The external address of `?url=`, when it is an http(s) URL. */
function externalUrl(request: Request): URL | null {
  const value = new URL(request.url).searchParams.get("url");
  if (!value || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

export const loader = pageLoader({
  validate: ({ request }) => {
    if (!externalUrl(request)) throw new PageError(400, "invalid_external_url");
    return true;
  },
  load: ({ request }) => {
    const url = externalUrl(request) as URL;
    return { href: url.toString(), host: url.host };
  },
});

/**
 * The interstitial before leaving for another site (docs/behaviour/screens.md#data-saver-popup): where the link
 * goes, and the data-saver warning that the other site may use the reader's mobile data.
 */
export default function ExternalPage({ loaderData: target }: Route.ComponentProps) {
  const t = useT();
  const site = useRootData()?.site?.name ?? "";
  if (!target) return null;
  return (
    <section className="message-page">
      <h1>{t("external.heading", { site })}</h1>
      <p>{t("external.message", { host: target.host })}</p>
      <p className="notice" role="note">
        {t("external.dataSaver")}
      </p>
      <div className="actions">
        <a className="button" href={target.href} rel="noopener noreferrer nofollow">
          {t("external.continue", { host: target.host })}
        </a>
        <Link className="button button--secondary" to="/">
          {t("external.back")}
        </Link>
      </div>
    </section>
  );
}
