import type { IcaroLoadContext } from "#core/page-load/load-context.ts";

// Loaders and actions receive the server's per-request context (core/page-load/load-context.ts).
declare module "react-router" {
  interface AppLoadContext extends IcaroLoadContext {}
}
