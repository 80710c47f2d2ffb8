import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What the production build is made from: the web app, the server (server/entry.production.ts
 * bundles it: the integration tests that spawn scripts/serve.js run this build), the contracts
 * they import, the config.
 */
export const BUILD_SOURCES = [
  "app",
  "core",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "scripts/precompress.ts",
  "scripts/build-service-worker.ts",
];
export const BUILD_ENTRY = "build/server/index.js";

/** Test files and the test harness, which no build contains: editing them needs no new build. */
const NOT_BUILT = /(\.test\.tsx?$)|([/\\]testing$)/;

/** The newest modification time (ms) of a file or of any file under a folder; 0 when absent. */
// Files only: a folder's own time changes when a checkout creates it, which says nothing.
export function newestChange(file: string): number {
  if (!existsSync(file) || NOT_BUILT.test(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestChange(path.join(file, entry)));
  return newest;
}

/**
 * Why the build in `root` cannot be trusted to be what ships — missing, or older than a source
 * file (the tests would render yesterday's pages) — or null when it is current.
 */
export function staleBuildReason(root: string): string | null {
  const entry = path.join(root, BUILD_ENTRY);
  if (!existsSync(entry)) return `${BUILD_ENTRY} is missing`;
  const built = statSync(entry).mtimeMs;
  for (const source of BUILD_SOURCES) {
    if (newestChange(path.join(root, source)) > built) return `${source} changed after the last build`;
  }
  return null;
}
