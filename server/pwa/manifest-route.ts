import { Hono } from "hono";
import { z } from "zod";
import type { Locale } from "#core/i18n/locales.ts";
import type { Catalog } from "#core/i18n/translations.ts";
import { createI18n } from "#core/i18n/translations.ts";
import {
  MANIFEST_CONTENT_TYPE,
  MANIFEST_FILE,
  type ManifestSite,
  webAppManifest,
} from "#core/pwa/web-app-manifest.ts";
import { PRODUCT_DESCRIPTION, SITE_TITLE } from "#core/site/constants.ts";
import { DEFAULT_BRANDING } from "#core/site/site-config.ts";
import { onContentChange } from "#server/cache/content-version.ts";
import { ttlCache } from "#server/cache/ttl-cache.ts";
import type { Database } from "#server/db/client.ts";
import { ApiError, sendApiError } from "#server/http/api/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getSiteConfig } from "#server/site/site-config.ts";
import { SITE_CACHE_MS } from "#server/site/site-routes.ts";

type Options = {
  db: Database;
  siteId: number;
  /** The locales' path prefixes of this deployment: "" for the default one. */
  prefixes: Record<Locale, string>;
  /** The server's catalogs (the `manifest` domain is the server's only). */
  catalogs: Record<Locale, Catalog>;
};

const params = z.object({
  file: z.string().max(32).regex(MANIFEST_FILE, "not a locale's manifest"),
});

/** What an unconfigured or unreachable site's manifest says: the spec's defaults (site 763). */
const DEFAULT_SITE: ManifestSite = {
  name: SITE_TITLE,
  description: PRODUCT_DESCRIPTION,
  language: "en",
  colors: DEFAULT_BRANDING.colors,
};

/** Browsers look for a changed manifest now and then; an hour's caching is plenty. */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * `GET /manifest/{en|es|pt}.webmanifest`: the web app manifest of a locale (core/pwa/web-app-manifest.ts),
 * linked from each page's head with `crossorigin="use-credentials"` (docs/behaviour/offline-push.md#web-app-manifest, app/pwa/head-tags.server.ts).
 * It says the same to every reader, so it is mounted before the PSID cookie is set and is cached
 * publicly; any other file under /manifest/ is a 404 in the API's JSON form. When the site's
 * configuration cannot be read, the spec's defaults still make an installable app (not cached).
 */
export function manifestRoutes({ db, siteId, prefixes, catalogs }: Options) {
  const sites = ttlCache<number, Awaited<ReturnType<typeof getSiteConfig>>>({ ttlMs: SITE_CACHE_MS });
  onContentChange(() => sites.clear());
  const translators = Object.fromEntries(
    Object.entries(catalogs).map(([locale, catalog]) => [locale, createI18n(locale as Locale, catalog).t]),
  ) as Record<Locale, ReturnType<typeof createI18n>["t"]>;

  const app = new Hono<AppEnv>();
  app.get("/manifest/:file", async (c) => {
    const parsed = params.safeParse(c.req.param());
    if (!parsed.success) {
      return sendApiError(
        c,
        new ApiError(404, "not_found", "No web app manifest of that name: /manifest/{en|es|pt}.webmanifest"),
      );
    }
    const locale = MANIFEST_FILE.exec(parsed.data.file)?.[1] as Locale;
    let site: ManifestSite | null = null;
    try {
      const config = await sites.getOrLoad(siteId, (id) => getSiteConfig(db, id));
      if (config) site = { ...config, colors: config.template.branding.colors };
    } catch (error) {
      c.var.log.warn({ err: error }, "site configuration unavailable: the manifest says the defaults");
    }
    const manifest = webAppManifest({
      locale,
      prefix: prefixes[locale],
      site: site ?? DEFAULT_SITE,
      t: translators[locale],
    });
    return c.body(JSON.stringify(manifest), 200, {
      "Content-Type": MANIFEST_CONTENT_TYPE,
      "Cache-Control": site ? CACHE_CONTROL : "no-cache",
    });
  });
  return app;
}
