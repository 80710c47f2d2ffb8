import type { IcaroLoadContext } from "#core/load-context.ts";

// Loaders and actions receive the server's per-request context (core/load-context.ts).
declare module "react-router" {
  interface AppLoadContext extends IcaroLoadContext {}
}
