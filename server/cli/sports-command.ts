// `icaro sports …`: football data for the standings — import a season from an openfootball
// football.json file, record a points adjustment. Like the other commands, the work is handed to
// a server running on the same data directory (PGlite allows one process), or done on the
// database directly; the output is the same either way.
import { readFile } from "node:fs/promises";
import { PRESET_NAMES } from "#core/standings/tie-break-rules.ts";
import { answerJson, CliError, operatorQuery, postToServer } from "#server/cli/cli-backend.ts";
import { type CliIo, printLine } from "#server/cli/cli-io.ts";
import { parseCommandLine } from "#server/cli/command-line.ts";
import { findDataOwner, openOwnDatabase, withBackend } from "#server/cli/data-owner.ts";
import type { OperatorFile } from "#server/operator/operator-file.ts";
import { parseJsonText } from "#server/sports/football-json.ts";
import type { ImportSeasonResult } from "#server/sports/import-season.ts";
import type { AdjustmentResult } from "#server/sports/record-adjustment.ts";

export const SPORTS_USAGE = `  sports import <file> --league "<name>" --season "<label>" [--rules <preset|criteria>]
               [--timezone <zone>] [--json]
      import a season from an openfootball football.json file (again: updates it); prints the
      league's id. Presets: ${PRESET_NAMES.join(", ")}; or criteria in order, e.g.
      "h2h_points,goal_difference,goals_for". --timezone: the file's local times (default UTC)
  sports adjust --league <id> --team "<name>" --points <n> --reason "<text>" [--season <label>] [--json]
      record a points deduction (negative) or bonus in the league's current season`;

/** A mistake in how the command was called: printed with a pointer to --help, exit code 2. */
export class SportsUsageError extends Error {
  override name = "SportsUsageError";
}

type Values = {
  league?: string;
  season?: string;
  rules?: string;
  timezone?: string;
  team?: string;
  points?: string;
  reason?: string;
  json?: boolean;
};

/** What the command asks for, done by the running server or on the database itself. */
export interface SportsBackend {
  importSeason(
    document: Uint8Array,
    options: { league: string; season: string; rules?: string; timezone?: string },
  ): Promise<ImportSeasonResult>;
  adjust(input: {
    leagueId: number;
    team: string;
    points: number;
    reason: string;
    season?: string;
  }): Promise<AdjustmentResult>;
  close(): Promise<void>;
}

export async function sportsCommand(argv: string[], io: CliIo): Promise<number> {
  // `--points -3` reads as an option to parseArgs; a number after --points is its value.
  const { values, positionals } = parseCommandLine(
    argv.map((arg, i) => (argv[i - 1] === "--points" && /^-\d+$/.test(arg) ? ` ${arg}` : arg)),
    {
      league: { type: "string" },
      season: { type: "string" },
      rules: { type: "string" },
      timezone: { type: "string" },
      team: { type: "string" },
      points: { type: "string" },
      reason: { type: "string" },
      json: { type: "boolean", default: false },
    },
    (message) => new SportsUsageError(message),
  );
  const [sub, ...args] = positionals;
  switch (sub) {
    case "import":
      return importCommand(args, values, io);
    case "adjust":
      return adjustCommand(args, values, io);
    default:
      throw new SportsUsageError(sub ? `unknown sports command "${sub}"` : "sports needs import or adjust");
  }
}

async function importCommand(args: string[], values: Values, io: CliIo): Promise<number> {
  if (args.length !== 1)
    throw new SportsUsageError('usage: icaro sports import <file> --league "<name>" --season "<label>"');
  const league = required(values.league, '--league "<name>"');
  const season = required(values.season, '--season "<label>"');
  let bytes: Uint8Array;
  try {
    bytes = await readFile(args[0]);
  } catch (error) {
    throw new CliError(
      `cannot read ${args[0]}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  const result = await withBackend(
    () => openSportsBackend(io.env),
    (backend) =>
      backend.importSeason(bytes, { league, season, rules: values.rules, timezone: values.timezone }),
  );
  printLine(
    io,
    values.json ? JSON.stringify({ league: result.league, events: result.events }) : String(result.league.id),
  );
  return 0;
}

async function adjustCommand(args: string[], values: Values, io: CliIo): Promise<number> {
  if (args.length !== 0)
    throw new SportsUsageError(
      "usage: icaro sports adjust --league <id> --team <name> --points <n> --reason <text>",
    );
  const league = required(values.league, "--league <id>");
  if (!/^\d{1,9}$/.test(league) || Number(league) < 1)
    throw new SportsUsageError("--league must be a league id");
  const pointsText = required(values.points, "--points <n>").trim();
  if (!/^[+-]?\d{1,4}$/.test(pointsText) || Number(pointsText) === 0) {
    throw new SportsUsageError("--points must be a whole number other than 0 (negative for a deduction)");
  }
  const input = {
    leagueId: Number(league),
    team: required(values.team, '--team "<name>"'),
    points: Number(pointsText),
    reason: required(values.reason, '--reason "<text>"'),
    season: values.season,
  };
  const result = await withBackend(
    () => openSportsBackend(io.env),
    (backend) => backend.adjust(input),
  );
  printLine(
    io,
    values.json
      ? JSON.stringify(result)
      : `${result.points > 0 ? "+" : ""}${result.points} points for ${result.team.name} in ${result.league.name} ${result.season.label}: ${result.reason}`,
  );
  return 0;
}

function required(value: string | undefined, option: string): string {
  if (!value?.trim()) throw new SportsUsageError(`${option} is required`);
  return value;
}

/** The running server's operator endpoint when one owns the data directory, else the database. */
async function openSportsBackend(env: NodeJS.ProcessEnv): Promise<SportsBackend> {
  const { config, server } = await findDataOwner(env);
  if (server) return remoteSportsBackend(server);
  return openOwnDatabase(config, async (handle) => {
    // Loaded here only: the services pull in the schema and the standings engine.
    const { importSeason, SportsImportError } = await import("#server/sports/import-season.ts");
    const { recordAdjustment, AdjustmentError } = await import("#server/sports/record-adjustment.ts");
    const oneLine = (error: unknown) =>
      error instanceof SportsImportError || error instanceof AdjustmentError
        ? new CliError(error.message)
        : error;
    return {
      importSeason: async (bytes, options) => {
        const document = parseJson(bytes);
        return importSeason(handle.db, document, options).catch((error) => {
          throw oneLine(error);
        });
      },
      adjust: (input) =>
        recordAdjustment(handle.db, input).catch((error) => {
          throw oneLine(error);
        }),
      close: () => handle.close(),
    };
  });
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return parseJsonText(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
}

/** Sends the command to `POST /api/operator/sports/<command>` of the server that owns the database. */
function remoteSportsBackend(server: OperatorFile): SportsBackend {
  const call = async <T>(command: string, query: Parameters<typeof operatorQuery>[0], body?: Uint8Array) =>
    answerJson<T>(
      await postToServer(server, `${server.url}/api/operator/sports/${command}?${operatorQuery(query)}`, {
        body,
        contentType: body ? "application/json" : undefined,
      }),
    );
  return {
    importSeason: (bytes, options) => call("import", options, bytes),
    adjust: ({ leagueId, ...input }) => call("adjust", { league: leagueId, ...input }),
    close: async () => undefined,
  };
}
