import { data, redirect } from "react-router";
import { loginPathFor } from "#core/account/auth-guard.ts";
import { OLYMPIC_NODE_KEY } from "#core/discover/discover-trail.ts";
import { isLocale } from "#core/i18n/locales.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import { parseDiscoverBreadcrumb } from "#core/routing/discover-urls.ts";
import { LOCALE_COOKIE } from "#core/routing/routing-rules.ts";
import { requestCookie } from "#core/storage/cookies.ts";

export type MiddlewareArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: IcaroLoadContext;
  /** The page's route table entry (route-table.ts), as far as middleware reads it. */
  entry: { id: string; path: string | null };
};

type Middleware = (args: MiddlewareArgs) => void | Promise<void>;

/** The id of the Olympics profile node whose breadcrumb goes to the Olympics discover page (docs/behaviour/discover.md#olympic-node). */
export const OLYMPIC_BREADCRUMB = OLYMPIC_NODE_KEY;

/** The request's path without this locale's prefix, as the router sees it. */
export function routerPath(request: Request, context: IcaroLoadContext): string {
  const { pathname } = new URL(request.url);
  const prefix = context.localePrefixes[context.locale];
  return prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || "/" : pathname;
}

/**
 * The named middleware of docs/behaviour/routes.md#named-middleware. A middleware may throw a redirect (not an error: navigation
 * continues there) or an error response.
 */
export const MIDDLEWARE = {
  logger: ({ context, entry, request }) => {
    context.log.debug({ route: entry.id, path: new URL(request.url).pathname }, "page");
  },
  "route-tracker": ({ context, entry }) => {
    context.trackPageView(entry.id);
  },
  /**
   * No browser-language detection (docs/behaviour/routes.md#locale-prefixes): the only thing that moves a reader to another
   * language is the choice stored in the locale cookie, applied when they open the default
   * language's home page.
   */
  i18n: ({ request, context, entry }) => {
    if (entry.path !== null || context.localePrefixes[context.locale] !== "") return;
    const chosen = requestCookie(request, LOCALE_COOKIE);
    if (isLocale(chosen) && chosen !== context.locale) throw redirect(context.localePrefixes[chosen] || "/");
  },
  /** Pages that need a signed-in reader send visitors to the login page, remembering the page. */
  authenticated: ({ request, context }) => {
    if (context.user) return;
    throw redirect(loginPathFor(routerPath(request, context) + new URL(request.url).search));
  },
  /**
   * The Olympics profile node's breadcrumb goes to the Olympics discover page (docs/behaviour/discover.md#drill-down-forms): a
   * {breadcrumb} whose last drilled node is it (alone, or below the nodes it sits under).
   */
  olympic: ({ params }) => {
    if (params.breadcrumb === undefined) return;
    const keys = parseDiscoverBreadcrumb(params.breadcrumb);
    if (keys?.at(-1) === OLYMPIC_BREADCRUMB) throw redirect("/discover/olympic");
  },
} satisfies Record<string, Middleware>;

/** The names a route table entry may list (docs/behaviour/routes.md#named-middleware). */
export type MiddlewareName = keyof typeof MIDDLEWARE;

/** Runs the named middleware in order; an unknown name is a 500 "Unknown middleware {name}". */
export async function runMiddleware(names: string[], args: MiddlewareArgs): Promise<void> {
  for (const name of names) {
    const middleware = Object.hasOwn(MIDDLEWARE, name) ? MIDDLEWARE[name as MiddlewareName] : undefined;
    if (!middleware) throw data({ message: `Unknown middleware ${name}` }, { status: 500 });
    await middleware(args);
  }
}
