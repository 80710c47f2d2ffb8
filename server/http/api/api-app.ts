import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { DEFAULT_SITE_ID } from "#core/site/constants.ts";
import { readerOf } from "#server/favorites/follows-routes.ts";
import { requestPsid } from "#server/http/middleware/psid.ts";
import type { AppEnv } from "../app-env.ts";
import { refuseUnsafeUrl } from "../middleware/safe-url.ts";
import type { ApiAppOptions } from "./api-app-options.ts";
import { ApiError, errorBody, sendApiError } from "./api-error.ts";
import { type ApiModule, type ApiRoutesContext, type MountedApiModule, mountPath } from "./api-module.ts";
import { apiModules } from "./api-modules.ts";
import { limitBody, readJsonBody } from "./json-body.ts";
import { openApiDocument } from "./openapi.ts";
import { requestErrors } from "./request-errors.ts";

/**
 * Every API route under `/api/<version>/` (one setting, ICARO_API_PREFIX), mounted from the one
 * list of domain modules (api-modules.ts, decision 0095). The outer server
 * mounts it (no second Request object per call) and loaders call it in-process with
 * `api.request()`, so it sets its own context when the outer middleware has not. Errors are always JSON `{"error":{"code","message"}}`; an unknown path is a
 * 404, never HTML; a malformed body is a 400, never a 500.
 */
export function createApiApp(options: ApiAppOptions) {
  const siteId = options.siteId ?? DEFAULT_SITE_ID;
  const { domain } = options;
  const api = new Hono<AppEnv>();
  api.use("/api/*", async (c, next) => {
    if (!c.var.log) c.set("log", c.env?.log ?? options.log);
    if (!c.var.psid) {
      c.set("psid", requestPsid(c) ?? crypto.randomUUID());
    }
    await next();
  });
  api.use("/api/*", refuseUnsafeUrl);
  const context: ApiRoutesContext = {
    options,
    siteId,
    favorites: async (c) => (c.var.auth ? domain.follows.refs(readerOf(c, siteId)) : null),
    // The OpenAPI description of the modules mounted below; a unit test keeps the two in step.
    document: openApiDocument(options.apiPrefix),
  };
  const mount = (module: MountedApiModule) => {
    const routes = module.routes(context);
    if (routes) api.route(mountPath(module.at, options.apiPrefix), routes);
  };
  // In the list's order (api-modules.ts), which is behaviour: the first route that matches answers.
  const mounted = (apiModules as readonly ApiModule[]).filter(
    (module): module is MountedApiModule => module.at !== "whole app",
  );
  // Before the 1 MB JSON body reader: the operator's ingest takes a raw feed of up to 20 MB.
  for (const module of mounted) if (module.body === "raw") mount(module);
  api.use("/api/*", limitBody, readJsonBody);
  for (const module of mounted) if (module.body !== "raw") mount(module);
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
