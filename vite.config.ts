import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { routeMetaDefine } from "./app/routing/route-meta-table.ts";
import { chunkLoadHooks } from "./scripts/chunk-load-hooks.ts";
import { quietEmptyChunksOf, serverOnlyRouteChunks } from "./scripts/server-only-routes.ts";
import { shellChunk, withoutShell } from "./scripts/shell-chunk.ts";

function reactRouterProduction(file: string): string {
  return path.resolve("node_modules/react-router/dist/production", file);
}

// The SSR build's input is our Hono server entry, so the production bundle statically
// imports `virtual:react-router/server-build` (a dynamic import per request halves throughput).
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // Terser (two passes) writes ~3.5 KB gzip less than esbuild for every page's first load
    // (React, React Router and the shell); the server bundle stays unminified, as before.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 } },
    // Every page loads the shell's script and stylesheet first (scripts/shell-chunk.ts), so an
    // on-demand chunk need not list them again: each list of a chunk's dependencies written into
    // a page's first load is ~30 bytes gzip shorter (issue 20, room for the rewards icon).
    modulePreload: isSsrBuild ? undefined : { resolveDependencies: withoutShell },
    rollupOptions: isSsrBuild
      ? { input: "./server/entry.production.ts" }
      : {
          output: { manualChunks: shellChunk(["root.tsx", "layouts/DefaultLayout.tsx"]) },
          // The redirect routes' chunks are empty by design (scripts/server-only-routes.ts).
          onwarn: quietEmptyChunksOf(serverOnlyRouteChunks()),
        },
  },
  // React Router's package resolves to its development build everywhere (remix-run/react-router
  // #12532, #14102); the production build differs only in leaving its development warnings out.
  // The browser bundle takes the production one: every import of it there goes through these two
  // names, so there is one copy.
  resolve: isSsrBuild
    ? undefined
    : {
        alias: [
          { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
          { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
        ],
      },
  define: routeMetaDefine(),
  // Route modules and every other chunk obey the spec's time-out and reload guard (§7, §8).
  plugins: [tailwindcss(), reactRouter(), chunkLoadHooks()],
}));
