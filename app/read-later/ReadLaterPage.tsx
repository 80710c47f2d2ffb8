import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import type { Route } from "./+types/ReadLaterPage";
import { ReadLaterList } from "./ReadLaterList.tsx";
import { loadReadLater } from "./read-later-data.ts";

export const loader = pageLoader({ load: ({ request, context }) => loadReadLater(request, context) });

/** /readlater (docs/behaviour/read-later.md#read-later-list): the stories saved for later, a guest's from the device, a reader's from the server. */
export default function ReadLaterPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT("account");
  return (
    <section className="read-later-page" aria-labelledby="read-later-heading">
      <PageTitle title={t("account.readLater.title")} />
      <h1 id="read-later-heading">{t("account.readLater.title")}</h1>
      <ReadLaterList data={data} headingId="read-later-heading" />
    </section>
  );
}
