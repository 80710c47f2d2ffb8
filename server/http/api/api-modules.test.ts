import { describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import type { DomainServices } from "#server/domain-services.ts";
import { createLogger } from "#server/logger.ts";
import { everyOptionalDomain } from "#server/testing/every-optional-domain.ts";
import { type ApiModule, type ApiRoutesContext, mountPath } from "./api-module.ts";
import { apiModules } from "./api-modules.ts";
import { documentOrder, openApiDocument } from "./openapi.ts";
import { operationPath } from "./openapi-from-zod.ts";

/**
 * Every optional domain given, so every module mounts. No request is made: registering the routes
 * reads only the accounts settings.
 */
const context: ApiRoutesContext = {
  options: {
    db: {} as Database,
    apiPrefix: "api/v3/",
    log: createLogger("silent"),
    domain: {} as DomainServices,
    ...everyOptionalDomain(),
  },
  siteId: 763,
  favorites: async () => null,
  document: openApiDocument("api/v3/"),
};

const modules: readonly ApiModule[] = apiModules;

describe("the API's domain modules", () => {
  it.each(modules.flatMap((module) => (module.at === "whole app" ? [] : [module])))(
    "$name registers exactly the operations it lists",
    (module) => {
      const routes = module.routes(context);
      if (!routes) throw new Error(`${module.name} is not mounted with every option given`);
      const base = mountPath(module.at, "api/v3/").replace(/\/$/, "");
      const registered = routes.routes
        // Middleware (a body limit, an operator-key check) is registered for every method.
        .filter((route) => route.method !== "ALL")
        .map(
          (route) =>
            `${route.method.toLowerCase()} ${base}${route.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`,
        );
      const listed = module.operations.map((op) => `${op.method} ${operationPath(op, "/api/v3")}`);
      expect(new Set(registered)).toEqual(new Set(listed));
    },
  );

  it("names each module once", () => {
    const names = modules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("lists each module once in the OpenAPI document's order", () => {
    expect([...documentOrder].sort()).toEqual(modules.map((module) => module.name).sort());
  });

  it("lists the raw-body modules first, so that its order is the order the API app mounts in", () => {
    const raw = modules.flatMap((module) => (module.at === "whole app" ? [] : [module.body === "raw"]));
    expect(raw).toEqual([...raw].sort((a, b) => Number(b) - Number(a)));
  });
});
