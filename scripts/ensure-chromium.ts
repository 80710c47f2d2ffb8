// Makes sure a system Chromium is available for the end-to-end tests (Playwright drives Debian's
// Chromium; `npx playwright install` is never used). Run it with `tsx scripts/ensure-chromium.ts`,
// or import ensureChromium() from another script.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The features Playwright 1.65 turns off (playwright-core's chromiumSwitches.ts). Chromium keeps the
 * last --disable-features it is given, so a list of our own must repeat Playwright's.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];
/**
 * Chromium 156 renders its address bar's suggestion popups as web pages, one renderer per window
 * even headless, where no one sees them: 18 s of CPU in 17 tests, more than our own pages' third.
 */
const UNSEEN_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];

/** What Chromium needs on these machines: no sandbox as root, no GPU, no network of its own. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(",")}`,
];
export const MISSING_MESSAGE =
  "Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium`";

/** The Chromium executable the tests use: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`\`${command} ${args.join(" ")}\` failed with exit code ${result.status}`);
  }
}

/**
 * Returns the Chromium executable path. When it is missing, installs Debian's chromium package if
 * running as root, otherwise prints the command to run and exits with status 1. Never skips.
 */
export async function ensureChromium(): Promise<string> {
  const executable = chromiumPath();
  if (isExecutable(executable)) return executable;

  if (process.getuid?.() === 0) {
    console.log(`${executable} not found: installing Chromium with apt-get`);
    run("apt-get", ["update"]);
    run("apt-get", ["install", "-y", "chromium"]);
    if (isExecutable(executable)) return executable;
    throw new Error(`Installed the chromium package, but ${executable} is still missing or not executable`);
  }

  console.error(MISSING_MESSAGE);
  process.exit(1);
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

if (invokedDirectly) {
  ensureChromium().then(
    (executable) => console.log(`Chromium: ${executable}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
