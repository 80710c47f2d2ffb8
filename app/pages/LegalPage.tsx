import { useT } from "#app/i18n/use-translation.ts";
import { useSite } from "#app/root-data.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { isLegalPage, type LegalPage as Page } from "#core/site/legal-pages.ts";
import type { Route } from "./+types/LegalPage";
import "./legal-page.css";

/** The catalog keys of each page's paragraphs (pages domain, `legal.<page>.…`). */
const PARAGRAPHS: Record<Page, readonly string[]> = {
  about: ["intro", "operator"],
  privacy_policy: ["cookie", "account", "thirdParties"],
  terms_and_conditions: ["content", "rewards", "misuse"],
};

export const loader = pageLoader({
  load: ({ entry }) => {
    if (!isLegalPage(entry.id)) throw new Error(`${entry.id} is not a legal page`);
    return { page: entry.id };
  },
});

/** About, privacy policy or terms and conditions, in the page's language (docs/decisions/0059-brand-legal-pages-meta-description.md). */
export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const t = useT("pages");
  const site = useSite()?.name ?? "";
  const { page } = loaderData;
  return (
    <article className="message-page legal-page">
      <h1>{t(`legal.${page}.title`)}</h1>
      {PARAGRAPHS[page].map((key) => (
        <p key={key}>{t(`legal.${page}.${key}`, { site })}</p>
      ))}
    </article>
  );
}
