// `icaro analytics report [--from <date|time>] [--to <date|time>] [--json]`: the first-party
// analytics report (docs/decisions/0078-first-party-analytics.md) — page views, readers, top stories, sections, devices, the data-less
// share and campaign clicks. Like the other commands, handed to a server running on the same data
// directory (its operator endpoint), or read from the database directly.
import type { AnalyticsCountJson, AnalyticsReportJson } from "#core/analytics/analytics-report.ts";
import { answerJson, CliError, operatorQuery, postToServer } from "#server/cli/cli-backend.ts";
import { type CliIo, printLine } from "#server/cli/cli-io.ts";
import { parseCommandLine } from "#server/cli/command-line.ts";
import { findDataOwner, openOwnDatabase, withBackend } from "#server/cli/data-owner.ts";
import { textTable } from "#server/cli/text-table.ts";
import type { OperatorFile } from "#server/operator/operator-file.ts";

export const ANALYTICS_USAGE = `  analytics report [--from <date|time>] [--to <date|time>] [--json]
      page views, readers, top stories, sections, devices, data-less share and campaign clicks;
      a date is a whole UTC day (--to 2026-11-28 includes it), a time needs its offset; the last
      7 days by default`;

/** A mistake in how the command was called: printed with a pointer to --help, exit code 2. */
export class AnalyticsUsageError extends Error {
  override name = "AnalyticsUsageError";
}

type Range = { from?: string; to?: string };

interface AnalyticsBackend {
  report(range: Range): Promise<AnalyticsReportJson>;
  close(): Promise<void>;
}

export async function analyticsCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      from: { type: "string" },
      to: { type: "string" },
      json: { type: "boolean", default: false },
    },
    (message) => new AnalyticsUsageError(message),
  );
  const [sub, ...args] = positionals;
  if (sub !== "report")
    throw new AnalyticsUsageError(sub ? `unknown analytics command "${sub}"` : "analytics needs report");
  if (args.length !== 0)
    throw new AnalyticsUsageError("usage: icaro analytics report [--from] [--to] [--json]");
  const range = { from: values.from, to: values.to };
  const report = await withBackend(
    () => openAnalyticsBackend(io.env),
    (backend) => backend.report(range),
  );
  printLine(io, values.json ? JSON.stringify(report) : describe(report));
  return 0;
}

/** The report as text: the totals, then each ranking as a table. */
export function describe(report: AnalyticsReportJson): string {
  const percent = `${(report.data_less_share * 100).toFixed(1)}%`;
  const lines = [
    `analytics from ${report.from} to ${report.to}`,
    `page views       ${report.page_views}`,
    `readers          ${report.readers} (distinct per day, summed)`,
    `data-less share  ${percent} (${report.data_less_views} views)`,
    `campaign clicks  ${report.campaign_clicks}`,
  ];
  const ranking = (
    title: string,
    rows: AnalyticsCountJson[],
    label = (row: AnalyticsCountJson) => row.key,
  ) =>
    rows.length === 0
      ? `\n${title}: none`
      : `\n${textTable(
          ["count", title],
          rows.map((row) => [String(row.count), label(row)]),
        )}`;
  lines.push(
    ranking("top stories", report.stories, (row) => {
      const title = (row as AnalyticsReportJson["stories"][number]).title;
      return title ? `${row.key} ${title}` : row.key;
    }),
    ranking("sections", report.sections),
    ranking("pages", report.pages),
    ranking("devices", report.devices),
    ranking("referrers", report.referrers),
    ranking("campaigns", report.campaigns),
  );
  return lines.join("\n");
}

/** The running server's operator endpoint when one owns the data directory, else the database. */
async function openAnalyticsBackend(env: NodeJS.ProcessEnv): Promise<AnalyticsBackend> {
  const { config, server } = await findDataOwner(env);
  if (server) return remoteAnalyticsBackend(server);
  return openOwnDatabase(config, async (handle) => {
    const { createAnalyticsService } = await import("#server/analytics/analytics-service.ts");
    const { reportRange } = await import("#server/analytics/report-range.ts");
    const { createLogger } = await import("#server/logger.ts");
    // No timers: the service's rollups and pruning are the server's; this one only reads.
    const analytics = createAnalyticsService({
      db: handle.db,
      siteId: config.ICARO_SITE_ID,
      rawDays: config.ICARO_ANALYTICS_RAW_DAYS,
      log: createLogger("silent"),
      timers: false,
    });
    return {
      report: async (input) => {
        const range = reportRange(input, new Date());
        if ("error" in range) throw new CliError(range.error);
        return analytics.report(range.from, range.to);
      },
      close: () => handle.close(),
    };
  });
}

/** Sends the command to `POST /api/operator/analytics/report` of the server that owns the database. */
function remoteAnalyticsBackend(server: OperatorFile): AnalyticsBackend {
  return {
    report: async (range) =>
      answerJson<AnalyticsReportJson>(
        await postToServer(server, `${server.url}/api/operator/analytics/report?${operatorQuery(range)}`),
      ),
    close: async () => undefined,
  };
}
