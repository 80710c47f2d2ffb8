import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import type { ArticleJson } from "#core/content.ts";
import type { Route } from "./+types/SavedPage";
import { AccountTabs } from "./AccountTabs.tsx";
import "./account.css";

export const loader = pageLoader({
  // The server-held read-later list arrives with the Read-later capability; until then a
  // signed-in reader has no saved stories on the server.
  load: (): { items: ArticleJson[] } => ({ items: [] }),
});

/** The reader's saved stories (spec §2 /accounts/user/signedin/saved). */
export default function SavedPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT("account");
  const items = page?.items ?? [];
  return (
    <div className="account-area">
      <AccountTabs />
      <section className="account-area__content" aria-labelledby="saved-heading">
        <h1 id="saved-heading">{t("account.saved.heading")}</h1>
        {items.length > 0 ? (
          <ul className="account-list">
            {items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} variant="compact" headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p className="empty-state">{t("account.saved.empty")}</p>
            <Link className="button" to="/">
              {t("account.saved.browse")}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
