import type { Hono } from "hono";
import { OPERATOR_BASE } from "#server/operator/operator-operations.ts";
import type { FavoritesOf } from "#server/sports/sporting-event-routes.ts";
import type { AppEnv } from "../app-env.ts";
import type { ApiAppOptions } from "./api-app-options.ts";
import type { ApiOperation } from "./api-operation.ts";
import type { OpenApiDocument } from "./openapi-from-zod.ts";

/*
 * One domain of the API: the operations it serves and the routes that serve them, so an endpoint
 * is registered in one place and both the API app (api-app.ts) and the OpenAPI document
 * (openapi.ts) are made from the same list (api-modules.ts; decision 0095).
 */

/** What a module's routes are made from: the API app's options and what several domains share. */
export type ApiRoutesContext = {
  options: ApiAppOptions;
  /** `options.siteId`, or the default site when it is not given. */
  siteId: number;
  /** The sports routes' favourites: a signed-in reader's follows; guests send theirs in the body. */
  favorites: FavoritesOf;
  /** The document the docs routes serve, made once per API app. */
  document: OpenApiDocument;
};

/**
 * Where the API app mounts a module's routes: the versioned prefix (ICARO_API_PREFIX, `api/v3/`),
 * `/api/v4` (a few routes keep it whatever the main version is, docs/behaviour/platform.md#default-headers), the operator's hand-off,
 * `/api` (the document) or the root (the accounts routes carry their own bases).
 */
export type ApiMountPoint = "versioned" | "v4" | "operator" | "api" | "root";

export type MountedApiModule<Name extends string = string> = {
  name: Name;
  operations: readonly ApiOperation[];
  at: ApiMountPoint;
  /**
   * `raw`: the routes read their own request bodies, so they are mounted before the API's 1 MB
   * JSON body reader (the operator's ingest takes a raw feed of up to 20 MB).
   */
  body?: "raw";
  /** The module's routes, or nothing when the option they need is not given (the module is not mounted). */
  routes: (context: ApiRoutesContext) => Hono<AppEnv> | undefined;
};

/**
 * Operations the whole app serves before its page middleware (server/app.ts), not the API app:
 * documented with the API, mounted there.
 */
export type WholeAppApiModule<Name extends string = string> = {
  name: Name;
  operations: readonly ApiOperation[];
  at: "whole app";
};

export type ApiModule<Name extends string = string> = MountedApiModule<Name> | WholeAppApiModule<Name>;

/** The path the API app mounts a module at. */
export function mountPath(at: ApiMountPoint, apiPrefix: string): string {
  switch (at) {
    case "versioned":
      return `/${apiPrefix.replace(/\/$/, "")}`;
    case "v4":
      return "/api/v4";
    case "operator":
      return OPERATOR_BASE;
    case "api":
      return "/api";
    case "root":
      return "/";
  }
}
