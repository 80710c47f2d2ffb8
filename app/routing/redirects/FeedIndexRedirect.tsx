import { redirect } from "react-router";
import { feedKindOf } from "#app/routing/feed-kind-of.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { feedIndexPath } from "#core/routing/feed-urls.ts";

/** /feed/headlines, /feed/home, /feed/myfeed and /feed/recent redirect to their default selection (docs/behaviour/routes.md#home-page). */
export const loader = pageLoader({
  load: ({ context, entry }) => {
    throw redirect(feedIndexPath(feedKindOf(entry), context.i18n.t("common.all")));
  },
});
