import { type Context, Hono } from "hono";
import type { Logger } from "pino";
import { isUsablePsid } from "#core/analytics/psid.ts";
import { ApiError, errorBody, sendApiError } from "#server/http/api/api-error.ts";
import { handle } from "#server/http/api/api-operation.ts";
import { requestErrors } from "#server/http/api/request-errors.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { clientAddress, type ProxyTrust } from "#server/http/middleware/client-address.ts";
import { requestPsid } from "#server/http/middleware/psid.ts";
import { analyticsErrors } from "./analytics-errors.ts";
import { type AnalyticsEvent, clickEvent, pageViewEvent } from "./analytics-input.ts";
import type { EventLimiter } from "./analytics-limits.ts";
import type { AnalyticsService } from "./analytics-service.ts";
import { clickOperation, pageViewOperation } from "./tracking-operations.ts";

export type TrackingOptions = {
  analytics: AnalyticsService;
  limiter: EventLimiter;
  siteId: number;
  trustProxy: ProxyTrust;
  log: Logger;
};

/**
 * `GET /tagger/analytics` and `GET /trk` (tracking-operations.ts): checked, counted against the
 * reader's and the address's limits, queued for the next batched write, answered 204 at once.
 * The address is used for the limit only and never stored.
 */
export function trackingRoutes(options: TrackingOptions) {
  const app = new Hono<AppEnv>();
  // Only the beacons' own paths: mounted at the site's root, a "*" would wrap every page too.
  for (const path of [pageViewOperation.path, clickOperation.path])
    app.use(`/${path.replace(/^\/+/, "")}`, async (c, next) => {
      if (!c.var.log) c.set("log", options.log);
      await next();
      c.header("cache-control", "no-store");
    });

  const accept = async (c: Context<AppEnv>, event: AnalyticsEvent, psid: string | null) => {
    const wait = await options.limiter.take({ psid, address: clientAddress(c, options.trustProxy) });
    if (wait === 0 && (await options.analytics.record(event, psid))) return c.body(null, 204);
    // Made only when refusing: an error's stack trace costs more than the whole accepted path.
    const refusal = analyticsErrors.tooManyEvents(wait || 1);
    return c.json(errorBody(refusal.code, refusal.message), 429, {
      "retry-after": String(refusal.retryAfterSeconds),
    });
  };
  // The beacon's own psid parameter, else the request's (cookie, else header).
  const knownPsid = (c: Context<AppEnv>, given?: string) => (isUsablePsid(given) ? given : requestPsid(c));

  handle(app, pageViewOperation, (c, { query }) => {
    if (query.site_id !== undefined && query.site_id !== options.siteId)
      throw requestErrors.invalidQuery(`site_id: this site is ${options.siteId}`);
    return accept(c, pageViewEvent(query, c.req.header("user-agent")), knownPsid(c, query.psid));
  });
  handle(app, clickOperation, (c, { query }) => accept(c, clickEvent(query), knownPsid(c)));
  // Mounted outside the API app too (server/app.ts): its refusals are JSON all the same.
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendApiError(c, error);
    c.var.log.error({ err: error, path: c.req.path }, "analytics error");
    return sendApiError(c, requestErrors.internal());
  });
  return app;
}
