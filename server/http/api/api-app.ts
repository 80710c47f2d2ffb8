import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { DEFAULT_SITE_ID } from "#core/constants.ts";
import { authRoutes } from "#server/auth/auth-routes.ts";
import { contentRoutes } from "#server/content/content-routes.ts";
import { readRoutes } from "#server/content/read-routes.ts";
import { discoverRoutes } from "#server/discover/discover-routes.ts";
import { followsRoutes, readerOf } from "#server/favorites/follows-routes.ts";
import { requestPsid } from "#server/http/middleware/psid.ts";
import { likesRoutes } from "#server/likes/likes-routes.ts";
import { operatorRoutes } from "#server/operator/operator-routes.ts";
import { pushRoutes } from "#server/push/push-routes.ts";
import { readLaterRoutes } from "#server/read-later/read-later-routes.ts";
import { feedbackRoutes } from "#server/recommend/feedback-routes.ts";
import { recommendationRoutes } from "#server/recommend/recommendation-routes.ts";
import { relatedFallbackRoutes } from "#server/recommend/related-fallback-routes.ts";
import { relatedRoutes } from "#server/recommend/related-routes.ts";
import { rewardsRoutes } from "#server/rewards/rewards-routes.ts";
import { searchRoutes } from "#server/search/search-routes.ts";
import { siteRoutes } from "#server/site/site-routes.ts";
import { sportsLiveRoutes } from "#server/sports/sports-live-routes.ts";
import { sportsRoutes } from "#server/sports/sports-routes.ts";
import { tvRoutes } from "#server/tv/tv-routes.ts";
import type { AppEnv } from "../app-env.ts";
import { refuseUnsafeUrl } from "../middleware/safe-url.ts";
import type { ApiAppOptions } from "./api-app-options.ts";
import { ApiError, errorBody, sendApiError } from "./api-error.ts";
import { handle } from "./api-operation.ts";
import { docsFileOperation, docsOperation } from "./docs-operations.ts";
import { limitBody, readJsonBody } from "./json-body.ts";
import { openApiDocument } from "./openapi.ts";
import { requestErrors } from "./request-errors.ts";

/**
 * Every API route under `/api/<version>/` (one setting, ICARO_API_PREFIX). The outer server
 * mounts it (no second Request object per call) and loaders call it in-process with
 * `api.request()`, so it sets its own context when the outer middleware has not. Errors are always JSON `{"error":{"code","message"}}`; an unknown path is a
 * 404, never HTML; a malformed body is a 400, never a 500.
 */
export function createApiApp(options: ApiAppOptions) {
  const siteId = options.siteId ?? DEFAULT_SITE_ID;
  const { domain } = options;
  const followsService = domain.follows;
  const api = new Hono<AppEnv>();
  api.use("/api/*", async (c, next) => {
    if (!c.var.log) c.set("log", c.env?.log ?? options.log);
    if (!c.var.psid) {
      c.set("psid", requestPsid(c) ?? crypto.randomUUID());
    }
    await next();
  });
  api.use("/api/*", refuseUnsafeUrl);
  // Before the 1 MB JSON body reader: the operator's ingest takes a raw feed of up to 20 MB.
  if (options.operator)
    api.route(
      "/api/operator",
      operatorRoutes(options.db, { siteId, analytics: options.analytics?.service, ...options.operator }),
    );
  api.use("/api/*", limitBody, readJsonBody);
  if (options.auth) api.route("/", authRoutes({ ...options.auth, apiPrefix: options.apiPrefix }));
  const v3 = `/${options.apiPrefix.replace(/\/$/, "")}`;
  api.route(v3, siteRoutes(options.db));
  api.route(v3, discoverRoutes(options.db));
  api.route(v3, readRoutes(options.db));
  api.route(v3, followsRoutes(followsService, siteId));
  api.route(v3, feedbackRoutes(options.db, siteId));
  api.route(v3, readLaterRoutes(domain.readLater));
  api.route(v3, likesRoutes(domain.likes));
  if (options.push) {
    api.route(
      v3,
      pushRoutes({
        db: options.db,
        vapidPublicKey: options.push.vapidPublicKey,
        endpointRules: options.push.endpointRules,
        siteId,
      }),
    );
  }
  api.route(
    v3,
    contentRoutes(domain.content, (c, ref) => followsService.isFollowing(readerOf(c, siteId), ref)),
  );
  // The sports routes' favourites: a signed-in reader's follows; guests send theirs in the body.
  const favorites = async (c: Context<AppEnv>) =>
    c.var.auth ? followsService.refs(readerOf(c, siteId)) : null;
  api.route(v3, sportsRoutes(domain.standings, favorites));
  api.route(
    v3,
    sportsLiveRoutes(
      options.db,
      { events: domain.sportingEvents, bus: domain.scoreBus },
      { operatorKeys: options.operator?.keys, favorites, ...options.sportsLive },
    ),
  );
  api.route(v3, rewardsRoutes(domain.rewards));
  api.route(v3, tvRoutes(domain.tv));
  // `{post}/{type}/{id}/related` matches any first segment: after the routes it must not shadow.
  api.route(v3, relatedFallbackRoutes(options.db));
  // The spec names these two with api/v4 whatever the main version is.
  api.route("/api/v4", relatedRoutes(options.db));
  api.route("/api/v4", recommendationRoutes(options.db));
  api.route("/api/v4", searchRoutes(options.db, { search: domain.search, trending: domain.trending }));
  // The OpenAPI description of the routes above; a unit test keeps the two in step.
  const docs = openApiDocument(options.apiPrefix);
  const docsApp = new Hono<AppEnv>();
  handle(docsApp, docsOperation, (c) => c.json(docs));
  handle(docsApp, docsFileOperation, (c) => c.json(docs));
  api.route("/api", docsApp);
  // Also registered as a route, because a mounted app's notFound handler is not used.
  const notFound = (c: Context<AppEnv>) => sendApiError(c, requestErrors.noRoute(c.req.method, c.req.path));
  api.all("/api", notFound);
  api.all("/api/*", notFound);
  api.notFound(notFound);
  api.onError((error, c) => {
    if (error instanceof ApiError) return sendApiError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody("bad_request", error.message || "Bad request"), error.status);
    }
    c.var.log.error({ err: error, path: c.req.path }, "API error");
    return sendApiError(c, requestErrors.internal());
  });
  return api;
}
