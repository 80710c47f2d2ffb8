// `icaro campaigns …` and `icaro rewards …`: the data-rewards campaigns (docs/decisions/0075-rewards-campaigns-and-claims.md) — start one,
// list them with their claims, end one; list the claims waiting for fulfilment with their
// provisioning calls, and mark one fulfilled by hand. Like the other commands, the work is handed
// to a server running on the same data directory (PGlite allows one process), or done on the
// database directly; every input is checked (server/rewards/campaign-input.ts) before anything is
// written.
import { CONTENT_LANGUAGES } from "#core/content/content.ts";
import { CAMPAIGN_LANDINGS } from "#core/rewards/rewards-api.ts";
import { checkedInput } from "#server/cli/checked-input.ts";
import { answerJson, CliError, operatorQuery, postToServer } from "#server/cli/cli-backend.ts";
import { type CliIo, printLine } from "#server/cli/cli-io.ts";
import { parseCommandLine } from "#server/cli/command-line.ts";
import { findDataOwner, openOwnDatabase, withBackend } from "#server/cli/data-owner.ts";
import { textTable } from "#server/cli/text-table.ts";
import type { OperatorFile } from "#server/operator/operator-file.ts";
import { campaignCode, campaignInput, claimRef } from "#server/rewards/campaign-input.ts";
import type { CampaignEntry, PendingClaim } from "#server/rewards/campaign-registry.ts";

export const REWARDS_USAGE = `  campaigns add <code> --ends <time> [--starts <time>] [--megabytes 50] [--articles N]
              [--shares N] [--registration 0|1] [--daily-limit N] [--total-limit N]
              [--per-reader 1] [--token-hours 72] [--click-secret <secret>]
              [--landing <${CAMPAIGN_LANDINGS.join("|")}>] [--title-en "<title>"] [--text-en "<text>"]
              [--picture-en <url-or-path>] (and -es, -pt) [--json]
      start a data-rewards campaign; conditions default to the code's (up_december: 3 articles;
      shared2, registration1); with --click-secret, click tokens must be <id>.<base64url HMAC>
  campaigns list [--json]
  campaigns end <code> [--json]
  rewards pending [--json]
      claims waiting for fulfilment, with each call to the provisioning endpoint
  rewards fulfil <claim id> [--json]
      mark a claim fulfilled by hand (the data was provisioned outside Icaro)`;

/** A mistake in how the command was called: printed with a pointer to --help, exit code 2. */
export class RewardsUsageError extends Error {
  override name = "RewardsUsageError";
}

type Fulfilled = { fulfilled: { id: number; megabytes: number; reader: string } };

/** What the commands ask for, done by the running server or on the database itself. */
interface RewardsBackend {
  /** The options as given (checked by campaignInput here and again by whoever writes). */
  add(input: Record<string, string>): Promise<CampaignEntry>;
  list(): Promise<CampaignEntry[]>;
  end(code: string): Promise<CampaignEntry>;
  pending(): Promise<PendingClaim[]>;
  fulfil(claim: number): Promise<Fulfilled>;
  close(): Promise<void>;
}

const PAGE_OPTIONS = Object.fromEntries(
  CONTENT_LANGUAGES.flatMap((language) =>
    ["title", "text", "picture"].map((field) => [`${field}-${language}`, { type: "string" as const }]),
  ),
);

export async function rewardsCommand(
  command: "campaigns" | "rewards",
  argv: string[],
  io: CliIo,
): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      ends: { type: "string" },
      starts: { type: "string" },
      megabytes: { type: "string" },
      articles: { type: "string" },
      shares: { type: "string" },
      registration: { type: "string" },
      "daily-limit": { type: "string" },
      "total-limit": { type: "string" },
      "per-reader": { type: "string" },
      "token-hours": { type: "string" },
      "click-secret": { type: "string" },
      landing: { type: "string" },
      ...PAGE_OPTIONS,
      json: { type: "boolean", default: false },
    },
    (message) => new RewardsUsageError(message),
  );
  const [sub, ...args] = positionals;
  const print = <T>(result: T, text: (result: T) => string) =>
    printLine(io, values.json ? JSON.stringify(result) : text(result));
  const open = () => openRewardsBackend(io.env);
  const options = values as Record<string, string | boolean | undefined>;

  switch (`${command} ${sub ?? ""}`) {
    case "campaigns add": {
      // Options as the endpoint's query names them: --daily-limit → daily_limit, --title-en → title_en.
      const fields = Object.fromEntries(
        Object.entries(options)
          .filter(([name, value]) => name !== "json" && typeof value === "string")
          .map(([name, value]) => [name.replaceAll("-", "_"), value as string]),
      );
      const input = { code: one(args, "campaigns add <code>"), ...fields };
      checkedInput(campaignInput, input);
      const campaign = await withBackend(open, (backend) => backend.add(input));
      print(campaign, (entry) => `added ${describe(entry)}`);
      return 0;
    }
    case "campaigns list": {
      if (args.length !== 0) throw new RewardsUsageError("usage: icaro campaigns list");
      const list = await withBackend(open, (backend) => backend.list());
      print(list, () => (list.length === 0 ? "no campaigns" : campaignTable(list)));
      return 0;
    }
    case "campaigns end": {
      const code = checkedInput(campaignCode, one(args, "campaigns end <code>"));
      const campaign = await withBackend(open, (backend) => backend.end(code));
      print(campaign, (entry) => `ended ${describe(entry)}`);
      return 0;
    }
    case "rewards pending": {
      if (args.length !== 0) throw new RewardsUsageError("usage: icaro rewards pending");
      const claims = await withBackend(open, (backend) => backend.pending());
      print(claims, () => (claims.length === 0 ? "no pending claims" : pendingTable(claims)));
      return 0;
    }
    case "rewards fulfil": {
      const { claim } = checkedInput(claimRef, { claim: one(args, "rewards fulfil <claim id>") });
      const result = await withBackend(open, (backend) => backend.fulfil(claim));
      print(
        result,
        ({ fulfilled }) =>
          `claim ${fulfilled.id} fulfilled by the operator (${fulfilled.megabytes} MB, ${fulfilled.reader})`,
      );
      return 0;
    }
    default:
      throw new RewardsUsageError(
        sub
          ? `unknown ${command} command "${sub}"`
          : command === "campaigns"
            ? "campaigns needs add, list or end"
            : "rewards needs pending or fulfil",
      );
  }
}

function one(args: string[], form: string): string {
  if (args.length !== 1) throw new RewardsUsageError(`usage: icaro ${form}`);
  return args[0];
}

function conditionsText(entry: CampaignEntry): string {
  const { articles, shares, registration } = entry.conditions;
  const parts = [`${articles} article${articles === 1 ? "" : "s"}`];
  if (shares > 0) parts.push(`${shares} share${shares === 1 ? "" : "s"}`);
  if (registration > 0) parts.push("registration");
  return parts.join(" + ");
}

function describe(entry: CampaignEntry): string {
  const details = [conditionsText(entry), `${entry.starts_at} to ${entry.ends_at}`];
  if (entry.landing) details.push(`landing ${entry.landing}`);
  return `campaign ${entry.code}: ${entry.megabytes} MB for ${details.join(", ")}`;
}

const limit = (value: number | null) => (value === null ? "-" : String(value));

function campaignTable(list: CampaignEntry[]): string {
  const header = [
    "code",
    "state",
    "MB",
    "conditions",
    "daily",
    "total",
    "per reader",
    "claims",
    "today",
    "pending",
    "landing",
    "ends",
  ];
  const rows = list.map((entry) => [
    entry.code,
    entry.active
      ? "running"
      : entry.ended_at || Date.parse(entry.ends_at) <= Date.now()
        ? "ended"
        : "scheduled",
    String(entry.megabytes),
    conditionsText(entry),
    limit(entry.daily_limit),
    limit(entry.total_limit),
    String(entry.per_reader),
    String(entry.claims.total),
    String(entry.claims.today),
    String(entry.claims.pending),
    entry.landing ?? "-",
    entry.ends_at.replace(/\.\d+Z$/, "Z"),
  ]);
  return textTable(header, rows);
}

function lastCall(claim: PendingClaim): string {
  const call = claim.calls.at(-1);
  if (!call) return "none";
  return `${call.http_status ?? "no answer"}${call.error && call.http_status === null ? ` (${call.error})` : ""}`;
}

function pendingTable(claims: PendingClaim[]): string {
  const header = ["claim", "campaign", "MB", "reader", "claimed", "calls", "last call"];
  const rows = claims.map((claim) => [
    String(claim.id),
    claim.campaign,
    String(claim.megabytes),
    claim.reader,
    claim.claimed_at.replace(/\.\d+Z$/, "Z"),
    String(claim.calls.length),
    lastCall(claim),
  ]);
  return textTable(header, rows);
}

/** The running server's operator endpoint when one owns the data directory, else the database. */
async function openRewardsBackend(env: NodeJS.ProcessEnv): Promise<RewardsBackend> {
  const { config, server } = await findDataOwner(env);
  if (server) return remoteRewardsBackend(server);
  return openOwnDatabase(config, async (handle) => {
    const registry = await import("#server/rewards/campaign-registry.ts");
    const siteId = config.ICARO_SITE_ID;
    const oneLine = (error: unknown): never => {
      throw error instanceof registry.CampaignRegistryError ? new CliError(error.message) : error;
    };
    return {
      add: (input) => registry.addCampaign(handle.db, siteId, campaignInput.parse(input)).catch(oneLine),
      list: () => registry.listCampaigns(handle.db, siteId),
      end: (code) => registry.endCampaign(handle.db, siteId, code).catch(oneLine),
      pending: () => registry.listPendingClaims(handle.db, siteId),
      fulfil: (claim) => registry.fulfilClaim(handle.db, siteId, claim).catch(oneLine),
      close: () => handle.close(),
    };
  });
}

/** Sends the command to `POST /api/operator/{campaigns,rewards}/<command>` of the server that owns the database. */
function remoteRewardsBackend(server: OperatorFile): RewardsBackend {
  const call = async <T>(command: string, query: Parameters<typeof operatorQuery>[0]) =>
    answerJson<T>(
      await postToServer(server, `${server.url}/api/operator/${command}?${operatorQuery(query)}`),
    );
  return {
    add: async (input) => (await call<{ campaign: CampaignEntry }>("campaigns/add", input)).campaign,
    list: async () => (await call<{ campaigns: CampaignEntry[] }>("campaigns/list", {})).campaigns,
    end: async (code) => (await call<{ campaign: CampaignEntry }>("campaigns/end", { code })).campaign,
    pending: async () => (await call<{ claims: PendingClaim[] }>("rewards/pending", {})).claims,
    fulfil: (claim) => call<Fulfilled>("rewards/fulfil", { claim }),
    close: async () => undefined,
  };
}
