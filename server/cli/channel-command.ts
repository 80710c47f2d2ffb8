// `icaro channel …`: the live channels of the TV pages (docs/decisions/0071-tv-api-and-live-channels.md) — add or update one, list them,
// remove one, add a programme to one's schedule. Like the other commands, the work is handed to a
// server running on the same data directory (PGlite allows one process), or done on the database
// directly; every input is checked (server/tv/channel-input.ts) before anything is written.
import type { z } from "zod";
import { CHANNEL_PAGES } from "#core/tv/tv.ts";
import { checkedInput } from "#server/cli/checked-input.ts";
import { answerJson, CliError, operatorQuery, postToServer } from "#server/cli/cli-backend.ts";
import { type CliIo, printLine } from "#server/cli/cli-io.ts";
import { parseCommandLine } from "#server/cli/command-line.ts";
import { findDataOwner, openOwnDatabase, withBackend } from "#server/cli/data-owner.ts";
import { textTable } from "#server/cli/text-table.ts";
import type { OperatorFile } from "#server/operator/operator-file.ts";
import { channelInput, programmeInput } from "#server/tv/channel-input.ts";
import type { ChannelListEntry } from "#server/tv/channel-registry.ts";

export const CHANNEL_USAGE = `  channel add <name> --title "<title>" --stream <url-or-path> --page <${CHANNEL_PAGES.join("|")}>
              [--logo <url-or-path>] [--language <en|es|pt>] [--json]
      register a live channel, or update the one with that name (its schedule is kept); the
      stream is an HLS playlist (.m3u8): an https URL or a path on this site
  channel list [--json]
  channel remove <name> [--json]
  channel schedule <name> --title "<title>" --starts <time> --ends <time> [--event <id>] [--json]
      add a programme; times in ISO 8601 with their offset (2026-11-27T20:00:00Z); --event names
      the game of the sports calendar it shows`;

/** A mistake in how the command was called: printed with a pointer to --help, exit code 2. */
export class ChannelUsageError extends Error {
  override name = "ChannelUsageError";
}

type Channel = Omit<ChannelListEntry, "programmes">;
type Programme = {
  channel: string;
  programme: { title: string; starts_at: string; ends_at: string; event_id: number | null };
};

/** What the command asks for, done by the running server or on the database itself. */
interface ChannelBackend {
  add(input: z.infer<typeof channelInput>): Promise<{ channel: Channel; created: boolean }>;
  list(): Promise<ChannelListEntry[]>;
  remove(name: string): Promise<Channel>;
  schedule(input: z.infer<typeof programmeInput>): Promise<Programme>;
  close(): Promise<void>;
}

export async function channelCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      title: { type: "string" },
      stream: { type: "string" },
      page: { type: "string" },
      logo: { type: "string" },
      language: { type: "string" },
      starts: { type: "string" },
      ends: { type: "string" },
      event: { type: "string" },
      json: { type: "boolean", default: false },
    },
    (message) => new ChannelUsageError(message),
  );
  const [sub, ...args] = positionals;
  const print = <T>(result: T, text: (result: T) => string) =>
    printLine(io, values.json ? JSON.stringify(result) : text(result));
  const open = () => openChannelBackend(io.env);

  switch (sub) {
    case "add": {
      const input = checkedInput(channelInput, {
        name: one(args, "channel add <name>"),
        title: values.title,
        stream: values.stream,
        page: values.page,
        logo: values.logo ?? null,
        language: values.language ?? null,
      });
      const result = await withBackend(open, (backend) => backend.add(input));
      print(result, ({ channel, created }) => `${created ? "added" : "updated"} ${describe(channel)}`);
      return 0;
    }
    case "list": {
      if (args.length !== 0) throw new ChannelUsageError("usage: icaro channel list");
      const list = await withBackend(open, (backend) => backend.list());
      print(list, () => (list.length === 0 ? "no channels" : table(list)));
      return 0;
    }
    case "remove": {
      const name = checkedInput(channelInput.shape.name, one(args, "channel remove <name>"));
      const removed = await withBackend(open, (backend) => backend.remove(name));
      print(removed, (channel) => `removed ${describe(channel)}`);
      return 0;
    }
    case "schedule": {
      const input = checkedInput(programmeInput, {
        channel: one(args, "channel schedule <name>"),
        title: values.title,
        starts: values.starts,
        ends: values.ends,
        event: values.event ?? null,
      });
      const result = await withBackend(open, (backend) => backend.schedule(input));
      print(
        result,
        ({ channel, programme }) =>
          `scheduled "${programme.title}" on ${channel} from ${programme.starts_at} to ${programme.ends_at}${programme.event_id ? ` (event ${programme.event_id})` : ""}`,
      );
      return 0;
    }
    default:
      throw new ChannelUsageError(
        sub ? `unknown channel command "${sub}"` : "channel needs add, list, remove or schedule",
      );
  }
}

function one(args: string[], form: string): string {
  if (args.length !== 1) throw new ChannelUsageError(`usage: icaro ${form}`);
  return args[0];
}

function describe(channel: Channel): string {
  const details = [`page ${channel.page}`];
  if (channel.language) details.push(`language ${channel.language}`);
  return `channel ${channel.name} "${channel.title}": ${channel.stream} (${details.join(", ")})`;
}

function table(list: ChannelListEntry[]): string {
  const header = ["name", "page", "lang", "programmes", "title", "stream"];
  const rows = list.map((channel) => [
    channel.name,
    channel.page,
    channel.language ?? "-",
    String(channel.programmes),
    channel.title,
    channel.stream,
  ]);
  return textTable(header, rows);
}

/** The running server's operator endpoint when one owns the data directory, else the database. */
async function openChannelBackend(env: NodeJS.ProcessEnv): Promise<ChannelBackend> {
  const { config, server } = await findDataOwner(env);
  if (server) return remoteChannelBackend(server);
  return openOwnDatabase(config, async (handle) => {
    const registry = await import("#server/tv/channel-registry.ts");
    const siteId = config.ICARO_SITE_ID;
    const oneLine = (error: unknown) => {
      throw error instanceof registry.ChannelRegistryError ? new CliError(error.message) : error;
    };
    // Dates as the operator endpoint sends them, so both paths print the same.
    const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    return {
      add: async (input) => asJson(await registry.saveChannel(handle.db, siteId, input)),
      list: () => registry.listChannelEntries(handle.db, siteId),
      remove: (name) => registry.removeChannel(handle.db, siteId, name).catch(oneLine),
      schedule: (input) => registry.addProgramme(handle.db, siteId, input).catch(oneLine),
      close: () => handle.close(),
    };
  });
}

/** Sends the command to `POST /api/operator/channels/<command>` of the server that owns the database. */
function remoteChannelBackend(server: OperatorFile): ChannelBackend {
  const call = async <T>(command: string, query: Parameters<typeof operatorQuery>[0]) =>
    answerJson<T>(
      await postToServer(server, `${server.url}/api/operator/channels/${command}?${operatorQuery(query)}`),
    );
  return {
    add: (input) => call("add", input),
    list: async () => (await call<{ channels: ChannelListEntry[] }>("list", {})).channels,
    remove: async (name) => (await call<{ removed: Channel }>("remove", { name })).removed,
    schedule: (input) => call("schedule", input),
    close: async () => undefined,
  };
}
