import { redirect } from "react-router";
import { pageLoader } from "#app/routing/page-loader.ts";

/**
 * The spec's default legal links (`/about.html`, `/privacy_policy.html`,
 * `/terms_and_conditions.html`), once static files in one page for three languages: moved for good
 * to the site's pages, in the locale of the address (`/es/about.html` → `/es/about`).
 */
export const loader = pageLoader({
  load: ({ entry }) => {
    throw redirect(`/${entry.path?.replace(/\.html$/, "")}`, 301);
  },
});
