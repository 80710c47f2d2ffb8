// Lighthouse benchmark: `npm run lighthouse [-- --build --runs N --only home,article]`.
//
// Starts the production server on a fresh demo data directory (building first when there is no
// build, or with --build), runs the `lighthouse` package with its mobile defaults (simulated
// throttling: slow 4G, 4× CPU slowdown) in Debian's Chromium against each page type, and prints
// one table with the median run of each page. A benchmark, not a test: it is not part of `npm test`.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import type { ArticleJson } from "#core/content/content.ts";
import { articlePath, NO_PROXY_POST, slugify } from "#core/routing/article-urls.ts";
import { searchPath, trendingPath } from "#core/routing/search-urls.ts";
import { sportsStandingsPath } from "#core/routing/sports-urls.ts";
import { tvVideoPath } from "#core/routing/tv-urls.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/ensure-chromium.ts";
import { type ProductionServer, ROOT, runCommand, startProductionServer } from "./production-server.ts";
import { textTable } from "./text-table.ts";

const CHROMIUM = chromiumPath();
const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS, "--remote-debugging-port=0"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The goals of the "Fast pages" issue. */
export const LIGHTHOUSE_GOALS = {
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  jsKb: 120,
  htmlKb: 70,
};

type Page = { name: string; path: string };

type Row = {
  page: Page;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  jsKb: number;
  htmlKb: number;
};

type Options = { build: boolean; runs: number; only?: string[] };

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      build: { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      only: { type: "string" },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer (got ${values.runs})`);
  return { build: values.build, runs, only: values.only?.split(",").map((name) => name.trim()) };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every page type of the issue, with ids read from the demo edition through the API. */
async function pages(baseUrl: string): Promise<Page[]> {
  const api = `${baseUrl}/api/v3`;
  const [story] = await json<ArticleJson[]>(`${api}/feed?per=1&context=news_stories`);
  const [video] = await json<ArticleJson[]>(`${api}/feed?per=1&context=videos`);
  const leagues = await json<{ id: number; name: string; has_standings?: boolean }[]>(`${api}/leagues`);
  const league = leagues.find((entry) => entry.has_standings !== false) ?? leagues[0];
  if (!story || !video || !league) throw new Error("the demo edition has no story, video or league");
  const pathOf = (article: ArticleJson) =>
    articlePath({ post: NO_PROXY_POST, type: article.context, id: article.id, slug: slugify(article.name) });
  return [
    { name: "home", path: "/" },
    { name: "home-es", path: "/es" },
    { name: "home-pt", path: "/pt" },
    { name: "feed", path: "/feed/headlines" },
    { name: "article", path: pathOf(story) },
    { name: "video", path: pathOf(video) },
    { name: "tv-video", path: tvVideoPath(video.id) },
    { name: "sports", path: "/sports" },
    { name: "standings", path: sportsStandingsPath({ name: league.name, id: league.id }) },
    { name: "sitemap", path: "/sitemap" },
    { name: "discover", path: "/discover" },
    { name: "favorites", path: "/favorites" },
    { name: "search", path: searchPath({ query: "football" }) },
    { name: "trending", path: trendingPath() },
    // The TV index pages (docs/decisions/0073-tv-index-pages.md): the TV page, a gallery page, the calendar, a channels page.
    { name: "tv", path: "/tv" },
    { name: "tv-gallery", path: "/tv/gallery?page=2" },
    { name: "tv-calendar", path: "/tv/calendar" },
    { name: "timtv", path: "/timtv" },
    // Read later and the rewards campaign (docs/decisions/0076-rewards-screens.md): the guest's list, a landing page.
    { name: "readlater", path: "/readlater" },
    { name: "campaign", path: "/campaign/Eduka7" },
  ];
}

/** Starts Chromium with a remote-debugging port and reads the port it picked from its stderr. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "icaro-lighthouse-"));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) =>
      reject(new Error(`${CHROMIUM} exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    port,
    stop: async () => {
      child.kill("SIGKILL");
      await rm(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number, page: Page): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse returned no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // The whole report, to see which audits and requests a score comes from.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${page.name}.json`), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  type Request = { resourceType?: string; transferSize?: number; resourceSize?: number; url: string };
  const requests = ((lhr.audits["network-requests"]?.details as { items?: Request[] })?.items ??
    []) as Request[];
  const scriptBytes = requests
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const document = requests.find((request) => request.resourceType === "Document");
  return {
    page,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Row["scores"],
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    jsKb: scriptBytes / 1024,
    htmlKb: (document?.resourceSize ?? 0) / 1024,
  };
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine); such a run
 * measured nothing, so it is tried again, twice at most, instead of losing the whole table.
 */
async function auditWithRetry(url: string, port: number, page: Page): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, page);
    } catch (error) {
      if (attempt >= 3 || !/^lighthouse: NO_/.test(String((error as Error).message))) throw error;
      console.error(`  ${(error as Error).message.split(" ").slice(0, 2).join(" ")}: trying again`);
    }
  }
}

/** The run with the median performance score: one outlier (a busy moment) does not decide the row. */
function median(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function formatTable(rows: Row[]): string {
  const header = [
    "page",
    "perf",
    "a11y",
    "best",
    "seo",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "JS KB",
    "HTML KB",
  ];
  const cells = rows.map((row) => [
    `${row.page.name} ${row.page.path.length > 48 ? `${row.page.path.slice(0, 45)}…` : row.page.path}`,
    String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores["best-practices"]),
    String(row.scores.seo),
    row.fcpMs.toFixed(0),
    row.lcpMs.toFixed(0),
    row.tbtMs.toFixed(0),
    row.cls.toFixed(3),
    row.jsKb.toFixed(1),
    row.htmlKb.toFixed(1),
  ]);
  return textTable(header, cells);
}

function misses(row: Row): string[] {
  const goals = LIGHTHOUSE_GOALS;
  const missed: string[] = [];
  if (row.scores.performance < goals.performance) missed.push(`performance ${row.scores.performance}`);
  for (const id of ["accessibility", "best-practices", "seo"] as const) {
    if (row.scores[id] < 100) missed.push(`${id} ${row.scores[id]}`);
  }
  if (row.lcpMs > goals.lcpMs) missed.push(`LCP ${row.lcpMs.toFixed(0)} ms`);
  if (row.tbtMs > goals.tbtMs) missed.push(`TBT ${row.tbtMs.toFixed(0)} ms`);
  if (row.cls > goals.cls) missed.push(`CLS ${row.cls.toFixed(3)}`);
  if (row.jsKb > goals.jsKb) missed.push(`JS ${row.jsKb.toFixed(1)} KB`);
  if (row.page.name.startsWith("home") && row.htmlKb > goals.htmlKb)
    missed.push(`HTML ${row.htmlKb.toFixed(1)} KB`);
  return missed;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options.build || !existsSync(path.join(ROOT, "build/server/index.js"))) {
    console.error("• building: npm run build");
    await runCommand("npm", ["run", "build"]);
  }
  const server: ProductionServer = await startProductionServer({ ICARO_SPORTS_SIMULATOR: "off" });
  const chromium = await startChromium().catch(async (error) => {
    await server.stop();
    throw error;
  });
  try {
    const all = await pages(server.baseUrl);
    const chosen = options.only ? all.filter((page) => options.only?.includes(page.name)) : all;
    const rows: Row[] = [];
    for (const page of chosen) {
      const url = `${server.baseUrl}${page.path}`;
      // One warm visit fills the server's page cache, so every run measures what readers mostly get.
      await fetch(url).then((response) => response.arrayBuffer());
      const runs: Row[] = [];
      for (let run = 1; run <= options.runs; run++) {
        console.error(`• ${page.name} ${page.path} (run ${run}/${options.runs})`);
        runs.push(await auditWithRetry(url, chromium.port, page));
      }
      rows.push(median(runs));
    }
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log();
    console.log(formatTable(rows));
    console.log();
    console.log(
      `Lighthouse ${lighthouseVersion()} mobile defaults · median of ${options.runs} run(s) · ${os.cpus().length} cores · load average ${load.join(" ")} · ${new Date().toISOString()}`,
    );
    const goals = LIGHTHOUSE_GOALS;
    console.log(
      `goals: performance ≥ ${goals.performance}, LCP ≤ ${goals.lcpMs} ms, TBT ≤ ${goals.tbtMs} ms, CLS ≤ ${goals.cls}, JS ≤ ${goals.jsKb} KB (transferred), home HTML ≤ ${goals.htmlKb} KB; the other categories 100`,
    );
    let missed = 0;
    for (const row of rows) {
      const list = misses(row);
      if (list.length === 0) continue;
      missed++;
      console.log(`✗ ${row.page.name}: ${list.join(", ")}`);
    }
    return missed > 0 ? 1 : 0;
  } finally {
    await chromium.stop();
    await server.stop();
  }
}

/** Read beside the package: its package.json is not one of its exports. */
function lighthouseVersion(): string {
  const file = path.join(ROOT, "node_modules/lighthouse/package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`lighthouse bench failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(exitCode);
