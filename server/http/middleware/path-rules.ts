import type { MiddlewareHandler } from "hono";
import { escapeHtml } from "#core/content/html-escape.ts";
import type { Locale } from "#core/i18n/locales.ts";
import type { Catalog } from "#core/i18n/translations.ts";
import { collapseSlashes } from "#core/routing/route-hygiene.ts";
import { pathProblem } from "#core/routing/routing-rules.ts";
import { isLegalPage } from "#core/site/legal-pages.ts";
import type { AppEnv } from "../app-env.ts";
import { type LocalePrefix, localeOfPath } from "../pages/locale-of-path.ts";

const STATUS: Record<NonNullable<ReturnType<typeof pathProblem>>, 400 | 414> = {
  "too-long": 414,
  "bad-encoding": 400,
  "dot-segment": 400,
};

/** A small error page in the reader's language, for requests refused before routing. */
function refusalPage(catalog: Catalog, locale: Locale, home: string, status: number): string {
  const errors = catalog.errors as Record<string, string>;
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} | ${escapeHtml(errors.badRequestTitle)}</title><link rel="icon" href="/favicon.ico"></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:3rem 1rem;color:#14171f"><p style="font-size:4rem;font-weight:900;margin:0;color:#102245">${status}</p><h1>${escapeHtml(errors.badRequestTitle)}</h1><p>${escapeHtml(errors.badRequest)}</p><p><a href="${home}">${escapeHtml(errors.backHome)}</a></p></body></html>`;
}

/**
 * Before any page is routed: a path with a double slash is redirected with the slashes collapsed
 * (keeping the query and the language, docs/behaviour/routes.md#double-slashes); an over-long path, a malformed percent-encoding
 * or a `..` segment is refused with a 4xx page in the language of its prefix, never a 500.
 */
export function pathRules(
  prefixes: LocalePrefix[],
  catalogs: Record<Locale, Catalog>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    // The raw request line when served over HTTP: URL parsing would already have resolved "..".
    const incoming = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url;
    const raw = incoming ?? c.req.url.slice(new URL(c.req.url).origin.length);
    const rawPath = raw.split("?")[0];
    const problem = pathProblem(rawPath);
    if (problem) {
      const { locale, basename } = localeOfPath(prefixes, rawPath.slice(0, 64));
      return c.html(refusalPage(catalogs[locale], locale, basename, STATUS[problem]), STATUS[problem]);
    }
    if (rawPath.includes("//")) {
      const query = raw.includes("?") ? raw.slice(raw.indexOf("?")) : "";
      return c.redirect(`${collapseSlashes(rawPath)}${query}`, 301);
    }
    // The spec's default legal links were static files, three languages on one page: they moved
    // for good to the site's pages, in the locale of the address (/es/about.html → /es/about).
    const legal = /^(.*)\/([a-z_]+)\.html$/.exec(rawPath);
    if (legal && isLegalPage(legal[2])) {
      const { basename } = localeOfPath(prefixes, rawPath);
      if (legal[1] === (basename === "/" ? "" : basename)) return c.redirect(`${legal[1]}/${legal[2]}`, 301);
    }
    await next();
  };
}
