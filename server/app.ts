import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { createEventLimiter } from "#server/analytics/analytics-limits.ts";
import { operatorAnalyticsPage } from "#server/analytics/analytics-page.ts";
import { trackingRoutes } from "#server/analytics/tracking-routes.ts";
import { contentVersion, onContentChange } from "#server/cache/content-version.ts";
import { createResponseCache } from "#server/cache/response-cache.ts";
import { type Config, localePrefixes, localePrefixMap } from "#server/config.ts";
import { projectPath } from "#server/project-path.ts";
import { createApiApp } from "./http/api/api-app.ts";
import type { AppEnv } from "./http/app-env.ts";
import { cacheControl } from "./http/middleware/cache-control.ts";
import { compression } from "./http/middleware/compression.ts";
import { createMetrics } from "./http/middleware/metrics.ts";
import { observe } from "./http/middleware/observability.ts";
import { pathRules } from "./http/middleware/path-rules.ts";
import { psidCookie } from "./http/middleware/psid.ts";
import { securityHeaders } from "./http/middleware/security-headers.ts";
import { cachedPageListener } from "./http/pages/cached-page-listener.ts";
import { legacyBrowsers } from "./http/pages/legacy-browsers.ts";
import { pageCache } from "./http/pages/page-cache.ts";
import { pageRouteOf } from "./http/pages/page-route-of.ts";
import { speculationRulesRoute } from "./http/pages/speculation-rules.ts";
import { webAppOf } from "./http/pages/web-app.ts";
import { mountWebHandlers } from "./http/pages/web-handlers.ts";
import { demoPictureRoutes } from "./media/demo-picture-route.ts";
import { imageRoutes } from "./media/image-routes.ts";
import { liveStreamRoutes } from "./media/live-stream-route.ts";
import { metricsAccess } from "./operator/metrics-access.ts";
import { manifestRoutes } from "./pwa/manifest-route.ts";
import { seoRoutes } from "./seo/seo-routes.ts";
import { DEV_WORKER_DIR, serviceWorkerRoute } from "./service-worker/service-worker-route.ts";
import type { Services } from "./services.ts";

export type AppOptions = {
  /** The web app: React Router's server build (production bundle, or Vite's in development). */
  build: ServerBuild;
  /** Serve build/client from disk (production); in dev Vite serves the assets. */
  serveAssets: boolean;
};

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** The Hono app, and the Node request listener to serve it with: fresh cached pages answered first. */
export type IcaroApp = Hono<AppEnv> & { requestListener: RequestListener };

/**
 * The whole HTTP surface over the running services (server/services.ts): ops endpoints, the API,
 * static assets and the localized web app.
 */
export function createApp(services: Services, { build, serveAssets }: AppOptions): IcaroApp {
  const { config, database, log, auth } = services;
  const web = webAppOf(build);
  const app = new Hono<AppEnv>();
  const metrics = createMetrics();
  const https = config.PUBLIC_URL?.startsWith("https:") ?? false;

  app.use("*", observe(log, metrics));
  app.use("*", securityHeaders({ upgradeInsecure: https }));
  app.use("*", compression);

  app.get("/healthz", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok", database: database.engine });
    } catch (error) {
      c.var.log.error({ err: error }, "health check failed");
      return c.json({ status: "error", database: database.engine }, 503);
    }
  });
  // Request counts and paths tell an outsider about traffic and routes: the operator's only.
  app.get("/metrics", metricsAccess(config.ICARO_METRICS, services.operatorKeys), async (c) =>
    c.text(await metrics.registry.metrics(), 200, { "content-type": metrics.registry.contentType }),
  );

  // Demo pictures are drawn from their name: no cookie, no locale rules, cached for a year. Before
  // the static files, whose /media/* (the test-pattern video) would otherwise set an hour's caching.
  app.route("/", demoPictureRoutes(services.demo.pictures));
  const publicDirs = serveAssets ? [projectPath("build/client")] : [projectPath("public")];
  // The demo's live channels (docs/decisions/0071-tv-api-and-live-channels.md): a playlist that moves with the clock, so not a static file.
  app.route("/", liveStreamRoutes({ publicDirs }));
  // The service worker: before the static files, which would cache it for an hour.
  const workerDirs = serveAssets ? publicDirs : [projectPath(DEV_WORKER_DIR)];
  app.route("/", serviceWorkerRoute(workerDirs, { defaultLocale: config.ICARO_DEFAULT_LOCALE }));
  app.route("/", speculationRulesRoute());
  if (serveAssets) mountStaticFiles(app);
  // Resized pictures: no cookie or locale rules either (server/media/image-routes.ts).
  app.route(
    "/",
    imageRoutes({ publicDirs, allowedHosts: config.ICARO_IMAGE_HOSTS, pictures: services.demo.pictures }),
  );
  // robots.txt and the XML sitemaps: for crawlers, no cookie (server/seo/seo-routes.ts).
  app.route("/", seoRoutes({ db: database.db, config }));
  // The web app manifests, one per locale (server/pwa/manifest-route.ts): the same for every
  // reader, so no cookie and no locale rules.
  app.route(
    "/",
    manifestRoutes({
      db: database.db,
      siteId: config.ICARO_SITE_ID,
      prefixes: localePrefixMap(config),
      catalogs: web.catalogs,
    }),
  );
  // First-party analytics beacons (decision 0078): before the page rules, the legacy-browser
  // redirect and the PSID cookie, none of which concern them, so a page view costs little.
  app.route("/", trackingRoutesOf(services));
  // The operator's analytics page (server/analytics/analytics-page.ts): no cookie, never cached.
  app.route(
    "/",
    operatorAnalyticsPage({
      analytics: services.analytics,
      keys: services.operatorKeys,
      catalogs: web.catalogs,
      prefixes: localePrefixes(config),
    }),
  );
  app.use("*", pathRules(localePrefixes(config), web.catalogs));
  app.use("*", legacyBrowsers(localePrefixes(config)));

  app.use("*", psidCookie({ secure: https }));
  const api = apiAppOf(services);
  app.route("/", api);
  const pages = anonymousPageCache(config);
  app.use(
    "*",
    pageCache({
      ...pages,
      routeOf: pageRouteOf(web.pageRoutes, pages.prefixes),
      cacheableRouteIds: web.cacheableRouteIds,
      refetch: (url, headers) => Promise.resolve(app.request(url, { headers })),
      onLookup: (result) => metrics.pageCache.inc({ result }),
    }),
  );
  mountWebHandlers(app, { web, config, mode: config.NODE_ENV, api, metrics, auth: auth.service });
  const requestListener = cachedPageListener(
    {
      prefixes: pages.prefixes,
      cache: pages.cache,
      enabled: pages.maxAgeSeconds > 0,
      secure: https,
      log,
      metrics,
    },
    getRequestListener(app.fetch),
  );
  return Object.assign(app, { requestListener });
}

/**
 * The API over the running services, its routes calling the root's domain services
 * (`services.domain`): what the whole app mounts, and the fuzzer's API (server/testing/fuzz/).
 */
export function apiAppOf(services: Services) {
  const { config, database } = services;
  return createApiApp({
    db: database.db,
    apiPrefix: config.ICARO_API_PREFIX,
    log: services.log,
    operator: {
      keys: services.operatorKeys,
      migrate: database.migrate,
      engine: database.engine,
      generateDemo: services.demo.generate,
    },
    auth: services.auth,
    domain: services.domain,
    sportsLive: { alerts: services.push.alerts },
    push: services.push,
    siteId: config.ICARO_SITE_ID,
    analytics: { service: services.analytics },
  });
}

/**
 * First-party analytics beacons, `/tagger/analytics` and `/trk` (decision 0078), mounted at the
 * site's root by the whole app only; the API app has none.
 */
export function trackingRoutesOf(services: Services) {
  return trackingRoutes({
    analytics: services.analytics,
    limiter: createEventLimiter(),
    siteId: services.config.ICARO_SITE_ID,
    trustProxy: services.config.ICARO_TRUST_PROXY,
    log: services.log,
  });
}

/** Pages stay in the stale window this many times their fresh time while one request refreshes them. */
const PAGE_STALE_FACTOR = 6;

/** The in-memory cache of anonymous pages (server/http/pages/page-cache.ts), emptied when content changes. */
function anonymousPageCache(config: Config) {
  const maxAgeSeconds = config.ICARO_PAGE_CACHE_SECONDS;
  const staleSeconds = maxAgeSeconds * PAGE_STALE_FACTOR;
  const cache = createResponseCache({
    ttlMs: maxAgeSeconds * 1000,
    staleMs: staleSeconds * 1000,
    maxEntries: 2000,
    maxBytes: 64 * 1024 * 1024,
    version: contentVersion,
  });
  onContentChange(() => cache.clear());
  return { prefixes: localePrefixes(config), cache, maxAgeSeconds, staleSeconds };
}

/**
 * The build's client files: hashed assets cached for a year, other public files (favicon,
 * logos) for an hour. Only paths that exist at start-up are routed here, so pages and API calls
 * never pay for a file-system lookup.
 */
function mountStaticFiles(app: Hono<AppEnv>) {
  const dir = projectPath("build/client");
  const root = path.relative(process.cwd(), dir);
  const immutable = cacheControl("public, max-age=31536000, immutable");
  const hourly = cacheControl("public, max-age=3600");
  // Hono's MIME table has no HLS playlist or WebVTT type; players (Safari's especially) want the right one.
  app.use("/media/*", async (c, next) => {
    await next();
    if (c.req.path.endsWith(".m3u8") && c.res.status < 300) {
      c.res.headers.set("Content-Type", "application/vnd.apple.mpegurl");
    }
    // Nor WebVTT: Firefox plays a captions track only when it is served as text/vtt.
    if (c.req.path.endsWith(".vtt") && c.res.status < 300) {
      c.res.headers.set("Content-Type", "text/vtt; charset=utf-8");
    }
    // Say so on full answers too: seeking needs ranges, which serveStatic answers with 206.
    if (/\.(mp4|ts)$/.test(c.req.path) && c.res.status === 200) c.res.headers.set("Accept-Ranges", "bytes");
  });
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const route = entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`;
    app.get(
      route,
      entry.name === "assets" ? immutable : hourly,
      // Hashed assets have .br and .gz siblings made at build time (scripts/precompress.ts).
      serveStatic({ root, precompressed: entry.name === "assets" }),
    );
  }
}
