import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // React Router v8's behaviours, each declined for now by name (an unset flag warns at every
  // build). Each changes something this app relies on, so turning one on is its own change:
  future: {
    // Loaders' `context` would become a RouterContextProvider; server/http/pages/web-handlers.ts passes
    // the plain IcaroLoadContext every loader and action reads.
    v8_middleware: false,
    // Splits clientLoader/clientAction into chunks of their own: a new chunk graph for the shell
    // chunk (scripts/shell-chunk.ts), the service worker's precache and the budgets to re-measure.
    v8_splitRouteModules: false,
    // Builds through Vite's Environment API: server/dev.ts loads modules with ssrLoadModule and
    // the production build's SSR input is our own entry (vite.config.ts).
    v8_viteEnvironmentApi: false,
    // Loaders would see the raw request (its `.data` URL) where they now read the page's URL.
    v8_passThroughRequests: false,
    // Changes the `.data` URL of a path with a trailing slash, which the offline copies name
    // (core/offline/offline-copies.ts) and the service worker caches.
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
