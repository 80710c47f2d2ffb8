import { startPageViews } from "#app/analytics/page-views.ts";

/** What every page starts once idle (app/idle/start-after-load.ts): the page views of the visit. */
export function afterLoad(): void {
  startPageViews();
}
