import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";

export const loader = pageLoader();

export const EDGE_DOWNLOAD_URL = "https://www.microsoft.com/edge";

/** For old Internet Explorer and legacy Edge: recommends the new Edge (docs/behaviour/screens.md#not-supported-page). */
export default function NotSupportedPage() {
  const t = useT();
  return (
    <>
      <h1>{t("notSupported.heading")}</h1>
      <p>{t("notSupported.message")}</p>
      <p>
        <a className="button" href={EDGE_DOWNLOAD_URL} rel="noopener noreferrer">
          {t("notSupported.download")}
        </a>
      </p>
    </>
  );
}
