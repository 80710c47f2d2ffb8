import { redirect } from "react-router";
import { pageLoader } from "#app/routing/page-loader.ts";
import { HOME_PATH } from "#core/routing/fixed-page-urls.ts";

/** The PWA's start URL goes to the home page (docs/behaviour/routes.md#home-page). */
export const loader = pageLoader({
  load: () => {
    throw redirect(HOME_PATH);
  },
});
