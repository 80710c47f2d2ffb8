import { rmSync } from "node:fs";
import path from "node:path";

/**
 * Removes this run's PGlite folder (created in playwright.config.ts). Playwright runs global
 * teardown before it stops the web server; the server is idle by then and is stopped with
 * SIGKILL, so nothing is written to the folder afterwards.
 */
export default function globalTeardown(): void {
  const dir = process.env.ICARO_E2E_DATA_DIR;
  // Only ever a folder this config made under .tmp/.
  if (!dir || !path.basename(dir).startsWith("e2e-data-")) return;
  rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
}
