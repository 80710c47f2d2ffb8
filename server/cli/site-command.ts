// `icaro site ads …`: a site's ad entries (docs/behaviour/consent-ads-analytics.md#ad-entries `template.ads`) and its third-party scripts
// (docs/decisions/0080) — list them, add or remove an entry, turn display ads on or off, set the
// script addresses. Like the other commands, the work is handed to a server running on the same
// data directory (PGlite allows one process), or done on the database directly; every input is
// checked (server/site/site-ads-input.ts) before anything is written.
import type { z } from "zod";
import type { SiteAd, SiteThirdParty } from "#core/site/site-config.ts";
import { checkedInput } from "#server/cli/checked-input.ts";
import { answerJson, CliError, operatorQuery, postToServer } from "#server/cli/cli-backend.ts";
import { type CliIo, printLine } from "#server/cli/cli-io.ts";
import { parseCommandLine } from "#server/cli/command-line.ts";
import { findDataOwner, openOwnDatabase, withBackend } from "#server/cli/data-owner.ts";
import { textTable } from "#server/cli/text-table.ts";
import type { OperatorFile } from "#server/operator/operator-file.ts";
import type { SiteAdsState } from "#server/site/site-ads.ts";
import {
  adEntryInput,
  siteAdOf,
  type ThirdPartyChange,
  thirdPartyInput,
} from "#server/site/site-ads-input.ts";

export const SITE_USAGE = `  site ads list [--json]
      the site's ad entries, numbered, and its third-party settings
  site ads add --device <desktop|mobile> --pages <name,...> --tag "<ad tag>" [--type <type>] [--json]
      an ad entry: pages are route ids (home, sports-scores…); the tag is read by the ad-tag parser
      (plc=…:sizes=728x90,970x250:plcv=…:adtarget=key|value,…:formats=…:r4ad=…) and must give a
      placement and sizes; the type defaults to desktopinpagebillboard (the banner)
  site ads remove <number> [--json]
  site ads on|off [--json]
      display ads: off by default; nothing of an ad script loads while off
  site ads set [--publisher-tag <url>] [--partner-ads <url>] [--tag-manager <id>]
               [--session-replay <url>] [--support <url|mailto:…>] [--json]
      addresses are https URLs or paths on this site; none clears one; the browser loads them
      only with the reader's consent`;

/** A mistake in how the command was called: printed with a pointer to --help, exit code 2. */
export class SiteUsageError extends Error {
  override name = "SiteUsageError";
}

type Removed = SiteAdsState & { removed: SiteAd };

/** What the command asks for, done by the running server or on the database itself. */
interface SiteAdsBackend {
  list(): Promise<SiteAdsState>;
  add(input: z.infer<typeof adEntryInput>): Promise<SiteAdsState>;
  remove(position: number): Promise<Removed>;
  set(change: ThirdPartyChange): Promise<SiteAdsState>;
  close(): Promise<void>;
}

const SET_OPTIONS = {
  "publisher-tag": "publisher_tag_url",
  "partner-ads": "partner_ads_url",
  "tag-manager": "tag_manager_id",
  "session-replay": "session_replay_url",
  support: "support_url",
} as const;

export async function siteCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      device: { type: "string" },
      pages: { type: "string" },
      tag: { type: "string" },
      type: { type: "string" },
      "publisher-tag": { type: "string" },
      "partner-ads": { type: "string" },
      "tag-manager": { type: "string" },
      "session-replay": { type: "string" },
      support: { type: "string" },
      json: { type: "boolean", default: false },
    },
    (message) => new SiteUsageError(message),
  );
  const [area, sub, ...args] = positionals;
  if (area !== "ads") throw new SiteUsageError(area ? `unknown site command "${area}"` : "site needs ads");
  const print = <T>(result: T, text: (result: T) => string) =>
    printLine(io, values.json ? JSON.stringify(result) : text(result));
  const open = () => openSiteAdsBackend(io.env);
  const none = (form: string) => {
    if (args.length !== 0) throw new SiteUsageError(`usage: icaro site ads ${form}`);
  };

  switch (sub) {
    case "list": {
      none("list");
      const state = await withBackend(open, (backend) => backend.list());
      print(state, describeState);
      return 0;
    }
    case "add": {
      none("add --device … --pages … --tag …");
      const input = checkedInput(adEntryInput, {
        type: values.type,
        device: values.device,
        pages: values.pages,
        tag: values.tag,
      });
      const state = await withBackend(open, (backend) => backend.add(input));
      print(state, (result) => `added ad ${result.ads.length}: ${describeAd(result.ads.at(-1) as SiteAd)}`);
      return 0;
    }
    case "remove": {
      if (args.length !== 1 || !/^[1-9]\d{0,3}$/.test(args[0]))
        throw new SiteUsageError("usage: icaro site ads remove <number> (as site ads list numbers them)");
      const position = Number(args[0]);
      const result = await withBackend(open, (backend) => backend.remove(position));
      print(result, ({ removed }) => `removed ad ${position}: ${describeAd(removed)}`);
      return 0;
    }
    case "on":
    case "off": {
      none(sub);
      const change = checkedInput(thirdPartyInput, { display_ads: sub });
      const state = await withBackend(open, (backend) => backend.set(change));
      print(state, (result) => `display ads ${result.third_party.display_ads ? "on" : "off"}`);
      return 0;
    }
    case "set": {
      none("set [--publisher-tag <url>] …");
      const given = Object.entries(SET_OPTIONS).filter(
        ([option]) => values[option as keyof typeof SET_OPTIONS],
      );
      if (given.length === 0)
        throw new SiteUsageError(
          `site ads set needs one of ${Object.keys(SET_OPTIONS)
            .map((o) => `--${o}`)
            .join(", ")}`,
        );
      const change = checkedInput(
        thirdPartyInput,
        Object.fromEntries(
          given.map(([option, field]) => [field, values[option as keyof typeof SET_OPTIONS]]),
        ),
        Object.fromEntries(Object.entries(SET_OPTIONS).map(([option, field]) => [field, option])),
      );
      const state = await withBackend(open, (backend) => backend.set(change));
      print(state, (result) => describeThirdParty(result.third_party));
      return 0;
    }
    default:
      throw new SiteUsageError(
        sub ? `unknown site ads command "${sub}"` : "site ads needs list, add, remove, on, off or set",
      );
  }
}

function describeAd(ad: SiteAd): string {
  return `${ad.type} ${ad.device} on ${ad.page_types.join(",")}: ${ad.ad_tags[0]?.ad_tag ?? "(no ad tag)"}`;
}

function describeThirdParty(settings: SiteThirdParty): string {
  const lines: [string, string][] = [
    ["display ads", settings.display_ads ? "on" : "off"],
    ["publisher tag", settings.publisher_tag_url ?? "-"],
    ["partner ads", settings.partner_ads_url ?? "-"],
    ["tag manager", settings.tag_manager_id ?? "-"],
    ["session replay", settings.session_replay_url ?? "-"],
    ["support", settings.support_url ?? "-"],
  ];
  return lines.map(([name, value]) => `${`${name}:`.padEnd(16)}${value}`).join("\n");
}

function describeState(state: SiteAdsState): string {
  const ads =
    state.ads.length === 0
      ? "no ad entries"
      : textTable(
          ["#", "type", "device", "pages", "ad tag"],
          state.ads.map((ad, index) => [
            String(index + 1),
            ad.type,
            ad.device,
            ad.page_types.join(","),
            ad.ad_tags[0]?.ad_tag ?? "-",
          ]),
        ).trimEnd();
  return `${ads}\n\n${describeThirdParty(state.third_party)}`;
}

/** The running server's operator endpoint when one owns the data directory, else the database. */
async function openSiteAdsBackend(env: NodeJS.ProcessEnv): Promise<SiteAdsBackend> {
  const { config, server } = await findDataOwner(env);
  if (server) return remoteSiteAdsBackend(server);
  return openOwnDatabase(config, async (handle) => {
    const ads = await import("#server/site/site-ads.ts");
    const siteId = config.ICARO_SITE_ID;
    const oneLine = (error: unknown) => {
      throw error instanceof ads.SiteAdsError ? new CliError(error.message) : error;
    };
    return {
      list: () => ads.listSiteAds(handle.db, siteId).catch(oneLine),
      add: (input) => ads.addSiteAd(handle.db, siteId, siteAdOf(input)).catch(oneLine),
      remove: (position) => ads.removeSiteAd(handle.db, siteId, position).catch(oneLine),
      set: (change) => ads.setSiteThirdParty(handle.db, siteId, change).catch(oneLine),
      close: () => handle.close(),
    };
  });
}

/** Sends the command to `POST /api/operator/site/ads/<command>` of the server that owns the database. */
function remoteSiteAdsBackend(server: OperatorFile): SiteAdsBackend {
  const call = async <T>(command: string, query: Parameters<typeof operatorQuery>[0]) =>
    answerJson<T>(
      await postToServer(server, `${server.url}/api/operator/site/ads/${command}?${operatorQuery(query)}`),
    );
  const asText = (value: string | null | undefined) => (value === null ? "none" : value);
  return {
    list: () => call("list", {}),
    add: (input) =>
      call("add", { type: input.type, device: input.device, pages: input.pages.join(","), tag: input.tag }),
    remove: (position) => call("remove", { position }),
    set: (change) =>
      call("set", {
        ...Object.fromEntries(
          Object.entries(change)
            .filter(([field]) => field !== "display_ads")
            .map(([field, value]) => [field, asText(value as string | null | undefined)]),
        ),
        display_ads: change.display_ads === undefined ? undefined : String(change.display_ads),
      }),
    close: async () => undefined,
  };
}
