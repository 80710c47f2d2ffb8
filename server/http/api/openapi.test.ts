import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createEventLimiter } from "#server/analytics/analytics-limits.ts";
import type { AnalyticsService } from "#server/analytics/analytics-service.ts";
import { trackingRoutes } from "#server/analytics/tracking-routes.ts";
import type { Database } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { everyOptionalDomain } from "#server/testing/every-optional-domain.ts";
import { testApiApp } from "#server/testing/test-api.ts";
import { docsFileOperation, docsOperation } from "./docs-operations.ts";
import { openApiDocument } from "./openapi.ts";

/**
 * The API app with every optional domain (accounts, operator, analytics) mounted, after the
 * analytics beacons as the whole app mounts them (server/app.ts). No request reaches the database
 * or the services here: registering the routes reads only the accounts settings.
 */
function fullApiApp(apiPrefix: string) {
  const beacons = trackingRoutes({
    analytics: {} as AnalyticsService,
    limiter: createEventLimiter(),
    siteId: 763,
    trustProxy: { hops: 0 },
    log: createLogger("silent"),
  });
  const api = testApiApp({} as Database, { apiPrefix, ...everyOptionalDomain() });
  return new Hono().route("/", beacons).route("/", api);
}

/** The API app's own routes (no database call happens while routes are registered). */
function registeredRoutes(apiPrefix: string) {
  const api = fullApiApp(apiPrefix);
  return (
    api.routes
      // Middleware and the catch-all not-found handlers are registered for every method.
      .filter((route) => route.method !== "ALL" && !route.path.includes("*"))
      .map((route) => ({
        method: route.method.toLowerCase(),
        // Hono's `:name` and `:name{regex}` are OpenAPI's `{name}`.
        path: route.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}"),
      }))
  );
}

describe("OpenAPI description", () => {
  it.each(["api/v3/", "api/v7/"])("describes every route the API app registers under %s", (prefix) => {
    const document = openApiDocument(prefix);
    const routes = registeredRoutes(prefix);
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter(
      ({ method, path }) => !(document.paths[path] as Record<string, unknown> | undefined)?.[method],
    );
    expect(missing).toEqual([]);
  });

  it("describes no route the app does not have", () => {
    const document = openApiDocument("api/v3/");
    const registered = new Set(registeredRoutes("api/v3/").map(({ method, path }) => `${method} ${path}`));
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(described.filter((entry) => !registered.has(entry))).toEqual([]);
  });

  it("names every path parameter it uses and resolves every $ref", () => {
    const document = openApiDocument("api/v3/");
    for (const [path, item] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const operation of Object.values(item)) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
        expect(declared.sort(), `${path}`).toEqual(names);
      }
    }
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, name] of refs) expect(document.components.schemas, name).toHaveProperty(name);
  });

  it.each(["/api/docs", "/api/docs/openapi.json"])("is served as JSON at %s", async (path) => {
    const api = testApiApp({} as Database);
    const response = await api.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body.openapi).toBe("3.1.0");
    expect(Object.keys(body.paths)).toContain("/api/v3/media/{type}/{id}");
    expectDocumentedAnswer(path === "/api/docs" ? docsOperation : docsFileOperation, 200, body);
  });

  it("is OpenAPI 3.1 with unique operation ids", () => {
    const document = openApiDocument("api/v3/");
    expect(document.openapi).toBe("3.1.0");
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("points its readers inside the repository, never at an outside specification's sections", () => {
    const text = JSON.stringify(openApiDocument("api/v3/"));
    expect(text.match(/.{0,40}(spec §|§\d).{0,40}/gi) ?? []).toEqual([]);
  });
});
