import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import type { Route } from "./+types/ComingSoonPage";

export const loader = pageLoader({
  load: ({ context }) => ({ contactEmail: context.contactEmail }),
});

/** Shown while the site is not configured yet (docs/behaviour/screens.md#coming-soon-page), with a contact-us line. */
export default function ComingSoonPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const contactEmail = loaderData?.contactEmail;
  return (
    <>
      <h1>{t("comingSoon.heading")}</h1>
      <p>{t("comingSoon.message")}</p>
      <p>
        {contactEmail ? (
          <>
            {t("comingSoon.contact")} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </>
        ) : (
          t("comingSoon.contactLater")
        )}
      </p>
    </>
  );
}
