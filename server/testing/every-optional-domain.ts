import type { AnalyticsService } from "#server/analytics/analytics-service.ts";
import type { AuthService } from "#server/auth/auth-service.ts";
import type { ApiAppOptions } from "#server/http/api/api-app-options.ts";

/**
 * Every optional domain of the API app (accounts, operator, push, analytics), so that every module
 * mounts. For tests that register the routes and make no request: registering them reads only the
 * accounts settings, so nothing here reaches a database or a service.
 */
export function everyOptionalDomain(): Pick<ApiAppOptions, "auth" | "operator" | "push" | "analytics"> {
  return {
    auth: {
      service: {
        settings: { secureCookies: false, publicOrigin: "http://localhost", localePrefixes: {} },
      } as unknown as AuthService,
      trustProxy: { hops: 0 },
      close: async () => {},
    },
    operator: {
      keys: () => ["operator-key"],
      migrate: async () => {},
      engine: "pglite",
      generateDemo: async () => ({ publishers: 0, profiles: 0, articles: 0, videos: 0 }),
    },
    push: { vapidPublicKey: "key", endpointRules: { services: [], testHosts: [] } },
    analytics: { service: {} as AnalyticsService },
  };
}
