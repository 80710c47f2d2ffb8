/**
 * The label of a page view (docs/behaviour/consent-ads-analytics.md#route-analytics; docs/decisions/0079-cookie-banner-and-page-views.md): Discover pages are
 * `Discovery - {feed} - {context} - {id}`, search pages `Search {query}`, the others their page name
 * (the route table's id). Pages whose name contains `index` (the redirects to a default feed) and
 * the signed-in account area are not logged; when a label cannot be built, the raw path is.
 */

export type PageViewInput = {
  /** The route table's id of the page. */
  pageName: string;
  /** The path as the reader sees it, without the query. */
  path: string;
  params: Readonly<Record<string, string | undefined>>;
  /** The page is in the signed-in account area (its guard needs a login). */
  accountArea: boolean;
};

const present = (value: string | undefined): value is string =>
  typeof value === "string" && value.trim() !== "";

/** The `context` and `id` a Discover URL packs into its last segment (`context=teams&id=12`), or its parts. */
function discoverTarget(params: PageViewInput["params"]): { context?: string; id?: string } {
  const packed = params.id ?? "";
  if (!packed.includes("=")) return { context: params.context, id: params.id };
  const pairs = new URLSearchParams(packed);
  return { context: pairs.get("context") ?? undefined, id: pairs.get("id") ?? undefined };
}

/** The label to log, or null for a page that is not logged. */
export function pageViewLabel({ pageName, path, params, accountArea }: PageViewInput): string | null {
  if (pageName.includes("index") || accountArea) return null;
  if (pageName.startsWith("discover")) {
    const { context, id } = discoverTarget(params);
    return present(params.feed) && present(context) && present(id)
      ? `Discovery - ${params.feed} - ${context} - ${id}`
      : path;
  }
  if (pageName.startsWith("search")) return present(params.query) ? `Search ${params.query}` : path;
  return present(pageName) ? pageName : path;
}
