import { pageViewLabel } from "#core/analytics/page-view-label.ts";
import type { AnalyticsEvent, SentEvent } from "#core/analytics/route-analytics.ts";

/** What a page view needs of the router's state and the browser. */
export type PageViewContext = {
  /** The matched routes, root first: their ids are the route table's, the last one the page's name. */
  matches: readonly { route: { id: string }; params: Readonly<Record<string, string | undefined>> }[];
  location: { pathname: string; search: string };
  /** The signed-in account pages (the route table's `login` guard). */
  loginRoutes: readonly string[];
  loggedIn: boolean;
  /** Where the reader came from: the previous page of this visit, else the document's referrer. */
  referrer: string;
  isMobile: boolean;
  isIosMobile: boolean;
  pwa: boolean;
};

/** The event of a page view (docs/behaviour/consent-ads-analytics.md#route-analytics), or null for a page that is not logged. */
export function pageViewEvent(context: PageViewContext): AnalyticsEvent | null {
  const leaf = context.matches.at(-1);
  if (!leaf) return null;
  const page = pageViewLabel({
    pageName: leaf.route.id,
    path: context.location.pathname,
    params: leaf.params,
    accountArea: context.matches.some((match) => context.loginRoutes.includes(match.route.id)),
  });
  if (page === null) return null;
  return {
    page,
    page_name: leaf.route.id,
    full_path: `${context.location.pathname}${context.location.search}`,
    referrer: context.referrer,
    logged_in: context.loggedIn,
    is_mobile: context.isMobile,
    is_ios_mobile: context.isIosMobile,
    pwa: context.pwa,
    experience: "web",
  };
}

/** `GET /tagger/analytics` (docs/behaviour/consent-ads-analytics.md#analytics-calls) with the event as its query; empty values are left out. */
export function pageViewUrl(event: SentEvent): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(event)) {
    if (key === "dataLess" || value === null || value === "") continue;
    query.set(key, String(value));
  }
  query.set("no_data", String(event.dataLess));
  return `/tagger/analytics?${query}`;
}
