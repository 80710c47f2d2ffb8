import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { guardRedirect } from "#core/account/auth-guard.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import { routerPath, runMiddleware } from "./middleware.ts";
import { DEFAULT_MIDDLEWARE, type RouteEntry, routeEntryOfPattern } from "./route-table.ts";

type Args = Pick<LoaderFunctionArgs, "request" | "params" | "pattern"> & { context: IcaroLoadContext };

export type PageOptions<T> = {
  /**
   * The page's validity check (docs/behaviour/routes.md#page-validity): false shows the 404 page; a throw becomes an error
   * with the thrown status (default 500) and message.
   */
  validate?: (args: Args & { entry: RouteEntry }) => boolean | Promise<boolean>;
  load?: (args: Args & { entry: RouteEntry }) => Promise<T> | T;
};

/**
 * An error a page may throw to choose its status: `throw new PageError(400, "invalid_redirect")`.
 * The message is shown on the error page, translated when it is a known error code.
 */
export class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Redirects and route responses (`redirect()`, `data()`, which are not Errors) pass through; an
 * Error becomes a status (a PageError's, default 500) and its message.
 */
function asRouteError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const status = error instanceof PageError ? error.status : 500;
  return data({ message: error.message }, { status });
}

/**
 * The loader of a page in the route table: finds the page's entry from the route React Router
 * matched, runs the default and the entry's named middleware, then the page's validity check
 * (false → 404), then its own loading, which is given the entry.
 */
export function pageLoader<T>(
  options: PageOptions<T> & { load: NonNullable<PageOptions<T>["load"]> },
): (args: Args) => Promise<T>;
export function pageLoader(options?: Omit<PageOptions<null>, "load">): (args: Args) => Promise<null>;
export function pageLoader<T>(options: PageOptions<T> = {}) {
  return async (args: Args): Promise<T | null> => {
    const entry = routeEntryOfPattern(args.pattern);
    if (!entry) throw data({ message: `No route table entry for ${args.pattern}` }, { status: 500 });
    await runMiddleware([...DEFAULT_MIDDLEWARE, ...(entry.middleware ?? [])], { ...args, entry });
    // docs/behaviour/accounts.md#remembered-page: a visitor on a page that needs login goes to the login page (remembering this one);
    // a signed-in reader on a guest-only page goes to their saved stories.
    const path = routerPath(args.request, args.context) + new URL(args.request.url).search;
    const to = guardRedirect(entry.guard, args.context.user !== null, path);
    if (to) throw redirect(to);
    try {
      if (options.validate && !(await options.validate({ ...args, entry }))) {
        throw data({ message: "This page could not be found" }, { status: 404 });
      }
      return options.load ? await options.load({ ...args, entry }) : null;
    } catch (error) {
      throw asRouteError(error);
    }
  };
}
