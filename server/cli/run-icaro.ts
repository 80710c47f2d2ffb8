// The `icaro` command (`npm run icaro -- <command>`): feed ingestion, the feed registry, the demo
// edition and migrations, on the database named by the same settings as the server. While a server
// runs on the same data directory (PGlite allows one process per directory), the work is handed to
// that server's operator endpoint over loopback; the output is the same either way.
import { readFile } from "node:fs/promises";
import { SECTION_KEYS } from "#core/content/content.ts";
import { ANALYTICS_USAGE, AnalyticsUsageError, analyticsCommand } from "#server/cli/analytics-command.ts";
import { CHANNEL_USAGE, ChannelUsageError, channelCommand } from "#server/cli/channel-command.ts";
import { type CliBackend, CliError, localBackend, remoteBackend } from "#server/cli/cli-backend.ts";
import { type CliIo, printLine } from "#server/cli/cli-io.ts";
import { parseCommandLine } from "#server/cli/command-line.ts";
import { findDataOwner, openOwnDatabase, withBackend } from "#server/cli/data-owner.ts";
import { createProgressBar } from "#server/cli/progress-bar.ts";
import { REWARDS_USAGE, RewardsUsageError, rewardsCommand } from "#server/cli/rewards-command.ts";
import { SITE_USAGE, SiteUsageError, siteCommand } from "#server/cli/site-command.ts";
import { SPORTS_USAGE, SportsUsageError, sportsCommand } from "#server/cli/sports-command.ts";
import { SPORTS_UPDATE_USAGE, sportsUpdateCommand } from "#server/cli/sports-update.ts";
import { textTable } from "#server/cli/text-table.ts";
import type { FeedJson } from "#server/feeds/feed-registry.ts";
import { FetchFeedError, fetchFeed } from "#server/feeds/fetch-feed.ts";

const USAGE = `usage: icaro <command> [options]

commands:
  ingest <file-or-url> --publisher <name> [--language <code>] [--section <key>] [--json]
      store a feed's stories; prints "N new, N updated, N skipped"
  feeds add <url> --publisher <name> [--language <code>] [--section <key>] [--json]
  feeds list [--json]
  feeds remove <id|url> [--json]
      the feeds the server polls (every ICARO_FEED_POLL_MINUTES)
  demo [--articles N] [--videos N] [--json]
      generate a demo edition
  migrate
      apply the database migrations
${SPORTS_USAGE}
${SPORTS_UPDATE_USAGE}
${CHANNEL_USAGE}
${SITE_USAGE}
${REWARDS_USAGE}
${ANALYTICS_USAGE}

sections: ${SECTION_KEYS.join(", ")}; languages: en, es, pt (pt-BR counts as pt)
The database is the server's (ICARO_DATA_DIR or DATABASE_URL). While a server runs on the same
data directory, the command is handed to it.`;

class UsageError extends Error {}

type Values = {
  publisher?: string;
  language?: string;
  section?: string;
  json?: boolean;
  articles?: string;
  videos?: string;
  help?: boolean;
};

/**
 * Runs `icaro <argv>` and answers its exit code: 0 done, 1 failed (one line `error: …` on
 * stderr), 2 called wrongly (the same, and a pointer to --help). Everything the command reads and
 * writes besides its arguments goes through `io`, and whatever it opened (the database, a
 * connection to the server) is let go before it answers, so that it can run many times in one
 * process (docs/decisions/0096-icaro-command-in-process-for-tests.md); `server/cli.ts` is the
 * process around it.
 */
export async function runIcaro(argv: string[], io: CliIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (error) {
    // One line, no stack: the reason is what the operator needs.
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`error: ${message.split("\n")[0]}\n`);
    const usage =
      error instanceof UsageError ||
      error instanceof SportsUsageError ||
      error instanceof ChannelUsageError ||
      error instanceof SiteUsageError ||
      error instanceof AnalyticsUsageError ||
      error instanceof RewardsUsageError;
    if (usage) io.stderr("run `icaro --help` for the commands\n");
    return usage ? 2 : 1;
  }
}

async function main(argv: string[], io: CliIo): Promise<number> {
  // The sports commands read their own options (server/cli/sports-command.ts, sports-update.ts).
  if (argv[0] === "sports" && argv[1] === "update") return sportsUpdateCommand(argv.slice(2), io);
  if (argv[0] === "sports") return sportsCommand(argv.slice(1), io);
  if (argv[0] === "channel") return channelCommand(argv.slice(1), io);
  if (argv[0] === "site") return siteCommand(argv.slice(1), io);
  if (argv[0] === "campaigns" || argv[0] === "rewards") return rewardsCommand(argv[0], argv.slice(1), io);
  if (argv[0] === "analytics") return analyticsCommand(argv.slice(1), io);
  const { values, positionals } = parseCommandLine(
    argv,
    {
      publisher: { type: "string" },
      language: { type: "string" },
      section: { type: "string" },
      json: { type: "boolean", default: false },
      articles: { type: "string" },
      videos: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    (message) => new UsageError(message),
  );
  const [command, ...args] = positionals;
  if (values.help || command === "help") {
    printLine(io, USAGE);
    return 0;
  }
  if (!command) throw new UsageError("a command is required");
  if (values.section !== undefined && !(SECTION_KEYS as readonly string[]).includes(values.section)) {
    throw new UsageError(`unknown section "${values.section}" (one of ${SECTION_KEYS.join(", ")})`);
  }

  switch (command) {
    case "ingest":
      return ingest(args, values, io);
    case "feeds":
      return feeds(args, values, io);
    case "demo":
      return demo(args, values, io);
    case "migrate": {
      expectArgs(args, 0, "migrate");
      const result = await withBackend(open(io), (backend) => backend.migrate());
      print(io, values, result, () => `migrations applied (${result.engine})`);
      return 0;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

async function ingest(args: string[], values: Values, io: CliIo): Promise<number> {
  expectArgs(args, 1, "ingest <file-or-url>");
  const publisher = required(values.publisher, "--publisher <name>");
  const source = args[0];
  let bytes: Uint8Array;
  let contentType: string | undefined;
  let baseUrl: string | undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) {
    // The poller's own fetch: same limits, same refusals.
    try {
      const fetched = await fetchFeed(source);
      if (fetched.status !== "ok") throw new CliError("the server answered 304 Not Modified");
      ({ bytes, contentType, url: baseUrl } = fetched);
    } catch (error) {
      if (error instanceof FetchFeedError) throw new CliError(error.message);
      throw error;
    }
  } else {
    try {
      bytes = await readFile(source);
    } catch (error) {
      throw new CliError(
        `cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
  }
  const result = await withProgress(io, "ingesting", (backend, update) =>
    backend.ingest(
      { bytes, publisher, language: values.language, section: values.section, contentType, baseUrl },
      update,
    ),
  );
  print(
    io,
    values,
    result,
    () =>
      `${result.new} new, ${result.updated} updated, ${result.skipped} skipped${result.failed ? `, ${result.failed} failed` : ""}`,
  );
  return 0;
}

async function feeds(args: string[], values: Values, io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === "add") {
    expectArgs(rest, 1, "feeds add <url>");
    const publisher = required(values.publisher, "--publisher <name>");
    const input = { publisher, url: rest[0], language: values.language, section: values.section };
    const result = await withBackend(open(io), (backend) => backend.addFeed(input));
    print(io, values, result, () => `${result.created ? "added" : "updated"} ${describeFeed(result.feed)}`);
    return 0;
  }
  if (sub === "list") {
    expectArgs(rest, 0, "feeds list");
    const list = await withBackend(open(io), (backend) => backend.listFeeds());
    print(io, values, list, () => (list.length === 0 ? "no feeds" : feedTable(list)));
    return 0;
  }
  if (sub === "remove") {
    expectArgs(rest, 1, "feeds remove <id|url>");
    const removed = await withBackend(open(io), (backend) => backend.removeFeed(rest[0]));
    print(io, values, removed, () => removed.map((feed) => `removed ${describeFeed(feed)}`).join("\n"));
    return 0;
  }
  throw new UsageError("feeds needs add, list or remove");
}

async function demo(args: string[], values: Values, io: CliIo): Promise<number> {
  expectArgs(args, 0, "demo");
  const articles = values.articles === undefined ? undefined : positiveInteger(values.articles, "--articles");
  const videos = values.videos === undefined ? undefined : positiveInteger(values.videos, "--videos", true);
  const result = await withProgress(io, "generating", (backend, update) =>
    backend.demo({ articles, videos }, update),
  );
  print(
    io,
    values,
    result,
    () =>
      `${result.publishers} publishers, ${result.profiles} profiles, ${result.articles} articles, ${result.videos} videos`,
  );
  return 0;
}

/** The running server's operator endpoint when one owns the data directory, else the database. */
/** A long piece of work on the backend, with a progress bar on a terminal, cleared however it ends. */
function withProgress<T>(
  io: CliIo,
  label: string,
  work: (backend: CliBackend, update: ReturnType<typeof createProgressBar>["update"]) => Promise<T>,
): Promise<T> {
  const progress = createProgressBar(label, io.progress);
  return withBackend(open(io), (backend) => work(backend, progress.update)).finally(progress.finish);
}

function open(io: CliIo): () => Promise<CliBackend> {
  return async () => {
    const { config, server } = await findDataOwner(io.env);
    if (server) return remoteBackend(server, server.key);
    return openOwnDatabase(config, (handle) =>
      localBackend(handle, async (db, options) => {
        // The demo through its seeder, the command being the operator's own entry point; loaded
        // only for this command, since the generator and its templates are large.
        const { demoEdition } = await import("#demo/seed-demo.ts");
        return demoEdition.generate(db, options);
      }),
    );
  };
}

function print<T>(io: CliIo, values: Values, result: T, text: () => string) {
  printLine(io, values.json ? JSON.stringify(result) : text());
}

function describeFeed(feed: FeedJson): string {
  const details = [`publisher ${feed.publisher}`];
  if (feed.language) details.push(`language ${feed.language}`);
  if (feed.section) details.push(`section ${feed.section}`);
  return `feed ${feed.id}: ${feed.url} (${details.join(", ")})`;
}

function feedTable(list: FeedJson[]): string {
  const header = ["id", "publisher", "lang", "section", "status", "failures", "next fetch", "url"];
  const rows = list.map((feed) => [
    String(feed.id),
    feed.publisher,
    feed.language ?? "-",
    feed.section ?? "-",
    feed.lastStatus ?? "new",
    String(feed.failures),
    feed.nextFetchAt.replace(/\.\d+Z$/, "Z"),
    feed.url,
  ]);
  return textTable(header, rows);
}

function expectArgs(args: string[], count: number, form: string) {
  if (args.length !== count) throw new UsageError(`usage: icaro ${form}`);
}

function required(value: string | undefined, option: string): string {
  if (!value?.trim()) throw new UsageError(`${option} is required`);
  return value;
}

function positiveInteger(value: string, option: string, zero = false): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < (zero ? 0 : 1)) {
    throw new UsageError(`${option} must be a ${zero ? "non-negative" : "positive"} integer`);
  }
  return number;
}
