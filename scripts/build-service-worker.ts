// After `react-router build`: bundles app/service-worker/sw.ts with Workbox into build/client/sw.js
// (served at /sw.js by server/service-worker/service-worker-route.ts), with this build's precache list, id
// and the offline page's texts written in (decision 0082). Prints the precache's size.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { routeMetaTable } from "#app/routing/route-meta-table.ts";
import { LOCALES, type Locale } from "#core/i18n/locales.ts";
import type { OfflinePageTexts } from "#core/offline/offline-page.ts";
import { projectPath } from "#server/project-path.ts";
import { DEV_WORKER_DIR } from "#server/service-worker/service-worker-route.ts";
import { gzipAsset } from "./asset-compression.ts";

const clientDir = projectPath("build/client");
const assetsDir = path.join(clientDir, "assets");

type RouteAssets = { module: string; imports?: string[]; css?: string[] };
type Manifest = { entry: RouteAssets; routes: Record<string, RouteAssets> };

/** React Router's browser manifest (`window.__reactRouterManifest={…}` in assets/manifest-*.js). */
export function readManifest(assetNames: readonly string[]): { file: string; manifest: Manifest } {
  const name = assetNames.find((entry) => /^manifest-[\w-]+\.js$/.test(entry));
  if (!name) throw new Error("no React Router manifest in build/client/assets: run react-router build first");
  const text = readFileSync(path.join(assetsDir, name), "utf8");
  return {
    file: `/assets/${name}`,
    manifest: JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)),
  };
}

/** The routes whose files every first load of the front page needs: the shell. */
export const SHELL_ROUTES = ["root", "layout-default", "home"];

/**
 * What the worker precaches: the files of a first load of the front page (the entry, the root,
 * the default layout and the home route: scripts and stylesheets), the manifest, each locale's
 * general catalog and the catalogs of the front page and of the notices (`personal`), and the
 * brand's pictures. Other routes' files are kept as they are visited, not at install.
 */
export function precacheUrls(assetNames: readonly string[], brandNames: readonly string[]): string[] {
  const { file, manifest } = readManifest(assetNames);
  const urls = new Set<string>([file]);
  const add = (route: RouteAssets | undefined) => {
    if (!route) return;
    urls.add(route.module);
    for (const url of [...(route.imports ?? []), ...(route.css ?? [])]) urls.add(url.replace(/#.*$/, ""));
  };
  add(manifest.entry);
  for (const id of SHELL_ROUTES) add(manifest.routes[id]);
  const domains = new Set([
    "",
    "personal",
    ...SHELL_ROUTES.flatMap((id) => routeMetaTable()[id]?.catalogs ?? []),
  ]);
  for (const name of assetNames) {
    const match = /^(?:(\w+)\.)?(en|es|pt)-[\w-]+\.js$/.exec(name);
    if (match && domains.has(match[1] ?? "")) urls.add(`/assets/${name}`);
  }
  for (const name of brandNames) urls.add(`/brand/${name}`);
  return [...urls].sort();
}

/**
 * The URL of every route's module: offline, the worker answers one it does not hold with a module
 * that loads the page as a document (app/service-worker/sw.ts), not with a network error.
 */
export function routeModuleUrls(assetNames: readonly string[]): string[] {
  return Object.values(readManifest(assetNames).manifest.routes)
    .map((route) => route.module)
    .sort();
}

function offlineTexts(): Record<Locale, OfflinePageTexts> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const catalog = JSON.parse(
        readFileSync(projectPath(`app/i18n/domains/personal.${locale}.json`), "utf8"),
      ) as { personal: { offline_page: OfflinePageTexts } };
      return [locale, catalog.personal.offline_page];
    }),
  ) as Record<Locale, OfflinePageTexts>;
}

function fileHash(url: string): string {
  return createHash("sha256")
    .update(readFileSync(path.join(clientDir, url)))
    .digest("hex")
    .slice(0, 16);
}

/** Bundles the worker into `outDir/sw.js` with this precache list and build id. */
export async function bundleServiceWorker(options: {
  precache: { url: string; revision: string | null }[];
  routeModules: string[];
  buildId: string;
  outDir: string;
}) {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: {
      __PRECACHE__: JSON.stringify(options.precache),
      __ROUTE_MODULES__: JSON.stringify(options.routeModules),
      __SW_BUILD__: JSON.stringify(`sw-build-${options.buildId}`),
      __OFFLINE_TEXTS__: JSON.stringify(offlineTexts()),
      // Workbox's development logging is left out of the production worker.
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      outDir: options.outDir,
      emptyOutDir: false,
      minify: "terser",
      target: "es2020",
      lib: {
        entry: projectPath("app/service-worker/sw.ts"),
        formats: ["iife"],
        name: "icaroServiceWorker",
        fileName: () => "sw.js",
      },
    },
  });
}

/**
 * The worker of `npm run dev` (server/dev.ts): nothing precached (Vite serves the code), the same
 * rules and push handlers, into the folder the dev server serves /sw.js from.
 */
export async function bundleDevServiceWorker() {
  await bundleServiceWorker({
    precache: [],
    routeModules: [],
    buildId: "dev",
    outDir: projectPath(DEV_WORKER_DIR),
  });
}

async function main() {
  const assetNames = readdirSync(assetsDir).filter((name) => !/\.(gz|br)$/.test(name));
  const brandNames = readdirSync(path.join(clientDir, "brand")).filter((name) => name.endsWith(".svg"));
  const urls = precacheUrls(assetNames, brandNames);
  // Hashed names need no revision; the brand's files are revised by their content.
  const precache = urls.map((url) => ({ url, revision: url.startsWith("/assets/") ? null : fileHash(url) }));
  // This build's id: every asset name carries its content's hash, so any change of the app changes it.
  const buildId = createHash("sha256")
    .update(JSON.stringify({ assetNames: [...assetNames].sort(), precache }))
    .digest("hex")
    .slice(0, 12);
  await bundleServiceWorker({
    precache,
    routeModules: routeModuleUrls(assetNames),
    buildId,
    outDir: clientDir,
  });
  const bytes = urls.reduce((sum, url) => sum + readFileSync(path.join(clientDir, url)).length, 0);
  const gzip = urls.reduce((sum, url) => sum + gzipAsset(readFileSync(path.join(clientDir, url))).length, 0);
  const worker = readFileSync(path.join(clientDir, "sw.js"));
  console.log(
    `service worker: ${(worker.length / 1024).toFixed(1)} KB (${(gzipAsset(worker).length / 1024).toFixed(1)} KB gzip); ` +
      `precache ${urls.length} files, ${(bytes / 1024).toFixed(1)} KB (${(gzip / 1024).toFixed(1)} KB gzip)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
