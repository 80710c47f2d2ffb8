import { useT } from "#app/i18n/use-translation.ts";
import { ReadLaterList } from "#app/read-later/ReadLaterList.tsx";
import { loadReadLater } from "#app/read-later/read-later-data.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import type { Route } from "./+types/SavedPage";
import { AccountTabs } from "./AccountTabs.tsx";
import "./account.css";

export const loader = pageLoader({ load: ({ request, context }) => loadReadLater(request, context) });

/** The reader's saved stories (docs/behaviour/accounts.md#account-pages /accounts/user/signedin/saved): their server list. */
export default function SavedPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT("account");
  return (
    <div className="account-area">
      <AccountTabs />
      <section className="account-area__content" aria-labelledby="saved-heading">
        <h1 id="saved-heading">{t("account.saved.heading")}</h1>
        <ReadLaterList data={data} headingId="saved-heading" />
      </section>
    </div>
  );
}
