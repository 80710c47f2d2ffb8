import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { answerJson, CliError, postToServer } from "#server/cli/cli-backend.ts";
import { type CliIo, printLine } from "#server/cli/cli-io.ts";
import { parseCommandLine } from "#server/cli/command-line.ts";
import { findDataOwner, openOwnDatabase } from "#server/cli/data-owner.ts";
import { redisScoreBus } from "#server/sports/redis-score-bus.ts";
import { inProcessScoreBus } from "#server/sports/score-bus.ts";
import { type EventUpdate, eventUpdate, updateEvent } from "#server/sports/update-event.ts";

export const SPORTS_UPDATE_USAGE = `  sports update <event-id> [--status <status>] [--period <text>|none] [--score H-A] [--json]
      change a live event and publish it to the score stream`;

/**
 * `icaro sports update <event-id> [--status …] [--period …] [--score H-A]`: the same operation as
 * the providers' `POST sporting_events/{id}/update`. While a server owns the data directory, the
 * change goes through that server's endpoint (with the key it wrote to operator.json), so its
 * readers' streams get it; otherwise the command writes the database itself and publishes on
 * Redis when REDIS_URL is set (the servers sharing that database listen there).
 */
export async function sportsUpdateCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      status: { type: "string" },
      period: { type: "string" },
      score: { type: "string" },
      json: { type: "boolean", default: false },
    },
    (message) => new CliError(message),
  );
  if (positionals.length !== 1)
    throw new CliError("usage: icaro sports update <event-id> [--status …] [--period …] [--score H-A]");
  const id = parseEventId(positionals[0]);
  const update = parseUpdate(values);
  const event = await send(id, update, io.env);
  printLine(io, values.json ? JSON.stringify(event) : describeEvent(event));
  return 0;
}

function parseEventId(text: string): number {
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647) {
    throw new CliError(`the event id must be a positive whole number (got "${text}")`);
  }
  return Number(text);
}

/** The options as the update the API takes, checked by the same schema. */
export function parseUpdate(values: { status?: string; period?: string; score?: string }): EventUpdate {
  const update: Record<string, unknown> = {};
  if (values.status !== undefined) update.status = values.status;
  if (values.period !== undefined) update.period = values.period === "none" ? null : values.period;
  if (values.score !== undefined) {
    const score = /^\s*(\d{1,3})\s*[-–]\s*(\d{1,3})\s*$/.exec(values.score);
    if (!score) throw new CliError(`--score must be home-away goals, like 2-1 (got "${values.score}")`);
    update.home = Number(score[1]);
    update.away = Number(score[2]);
  }
  const result = eventUpdate.safeParse(update);
  if (!result.success) {
    const issue = result.error.issues[0];
    const option = issue.path.length ? `--${String(issue.path[0]).replace(/^(home|away)$/, "score")}: ` : "";
    throw new CliError(`${option}${issue.message}`);
  }
  return result.data;
}

async function send(id: number, update: EventUpdate, env: NodeJS.ProcessEnv): Promise<SportingEventJson> {
  const { config, server } = await findDataOwner(env);
  if (server) {
    const response = await postToServer(
      server,
      `${server.url}/${config.ICARO_API_PREFIX}sporting_events/${id}/update`,
      {
        body: JSON.stringify(update),
        contentType: "application/json",
      },
    );
    return answerJson<SportingEventJson>(response);
  }
  const handle = await openOwnDatabase(config, (handle) => handle);
  try {
    const bus = config.REDIS_URL ? await redisScoreBus(config.REDIS_URL) : inProcessScoreBus();
    try {
      const event = await updateEvent({ db: handle.db, bus }, id, update);
      if (!event) throw new CliError(`there is no sporting event ${id}`);
      return event;
    } finally {
      await bus.close();
    }
  } finally {
    await handle.close();
  }
}

/** "event 12: Arsenal FC 2-1 Chelsea FC (playing, 67')". */
export function describeEvent(event: SportingEventJson): string {
  const [home, away] = event.scores.map((score) => score.value);
  const score = home === null && away === null ? "v" : `${home ?? "-"}-${away ?? "-"}`;
  const state = [event.status.status, event.status.period].filter(Boolean).join(", ");
  return `event ${event.id}: ${event.home.name} ${score} ${event.away.name} (${state})`;
}
