// Reads the production build's manifest and prints, for each route, the gzip size of the
// JavaScript and CSS a first load needs; fails above the budgets. Run after `npm run build`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { routeMetaTable } from "#app/routing/route-meta-table.ts";
import { projectPath } from "#server/project-path.ts";
import { gzipAsset } from "./asset-compression.ts";

/**
 * JavaScript: React 19 and React Router 7 alone are ≈ 110 KB gzip of every first load (the entry
 * with react-dom, and React Router's chunk), so the app's own code and texts have ≈ 10–15 KB. The
 * issue "Fast pages on a phone" aims at 120 KB and sets this limit at 125 KB; the largest pages
 * (sports scores, a match) are at 124.6 KB, the home at 121.8, the sitemap at 118.7.
 */
export const BUDGETS = { jsKb: 125, cssKb: 15 };

type Manifest = ServerBuild["assets"];
type RouteAssets = NonNullable<Manifest["routes"][string]>;

const clientDir = projectPath("build/client");

function gzipBytes(url: string): number {
  // React Router marks some stylesheet URLs with a fragment ("x.css#"); the file has no "#".
  const file = url.replace(/[#?].*$/, "");
  // Compressed as the build compresses what it serves (the .gz beside each asset).
  return gzipAsset(readFileSync(path.join(clientDir, file))).length;
}

/** The route and its parents, root first. */
function chain(manifest: Manifest, id: string): RouteAssets[] {
  const routes: RouteAssets[] = [];
  for (let route: RouteAssets | undefined = manifest.routes[id]; route; ) {
    routes.unshift(route);
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  return routes;
}

/**
 * The entry loads one locale's translation catalog before hydrating (app/entry.client.tsx): the
 * general chunk (`en-….js`) plus the domains the page shows (`account.en-….js`,
 * `sports.en-….js`; see catalogDomainsOf in the route table). The largest locale of each counts,
 * so every locale fits.
 */
function largestCatalogs(): Map<string, number> {
  const largest = new Map<string, number>();
  for (const name of readdirSync(path.join(clientDir, "assets"))) {
    const match = /^(?:(\w+)\.)?(en|es|pt)-[\w-]+\.js$/.exec(name);
    if (!match) continue;
    const domain = match[1] ?? "";
    largest.set(domain, Math.max(largest.get(domain) ?? 0, gzipBytes(`/assets/${name}`)));
  }
  return largest;
}

function catalogBytes(catalogs: Map<string, number>, routeIds: string[]): number {
  const meta = routeMetaTable();
  const domains = ["", ...new Set(routeIds.flatMap((id) => meta[id]?.catalogs ?? []))];
  return domains.reduce((sum, domain) => sum + (catalogs.get(domain) ?? 0), 0);
}

export type BudgetRow = { route: string; jsKb: number; cssKb: number; ok: boolean };

export function measure(manifest: Manifest): BudgetRow[] {
  const catalogs = largestCatalogs();
  const leaves = Object.values(manifest.routes).filter(
    (route): route is RouteAssets => route !== undefined && route.id !== "root",
  );
  return leaves.map((route) => {
    const routes = chain(manifest, route.id);
    const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set<string>();
    for (const r of routes) {
      js.add(r.module);
      for (const file of r.imports ?? []) js.add(file);
      for (const file of r.css ?? []) css.add(file);
    }
    const jsBytes =
      [...js].reduce((sum, file) => sum + gzipBytes(file), 0) +
      catalogBytes(
        catalogs,
        routes.map((r) => r.id),
      );
    const cssBytes = [...css].reduce((sum, file) => sum + gzipBytes(file), 0);
    const jsKb = jsBytes / 1024;
    const cssKb = cssBytes / 1024;
    return {
      route: route.path ?? (route.index ? "(index)" : route.id),
      jsKb,
      cssKb,
      ok: jsKb <= BUDGETS.jsKb && cssKb <= BUDGETS.cssKb,
    };
  });
}

async function main() {
  const bundle = projectPath("build/server/index.js");
  if (!existsSync(bundle)) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  const { build } = (await import(bundle)) as { build: ServerBuild };
  const rows = measure(build.assets);
  console.log(`Budgets (gzip, first load): JavaScript ≤ ${BUDGETS.jsKb} KB, CSS ≤ ${BUDGETS.cssKb} KB`);
  // The JavaScript room left in bytes: pages sit close to the limit, and a tenth of a KB hides it.
  console.log(
    `${"route".padEnd(24)} ${"JS KB".padStart(8)} ${"room B".padStart(7)} ${"CSS KB".padStart(8)}  result`,
  );
  for (const row of rows) {
    const room = Math.round((BUDGETS.jsKb - row.jsKb) * 1024);
    console.log(
      `${row.route.padEnd(24)} ${row.jsKb.toFixed(2).padStart(8)} ${String(room).padStart(7)} ${row.cssKb.toFixed(1).padStart(8)}  ${row.ok ? "ok" : "OVER BUDGET"}`,
    );
  }
  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) {
    console.error(`${over.length} route(s) over budget`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
