import type { RewardProgramJson } from "#core/rewards/rewards-api.ts";
import { CLICK_TOKEN_PATTERN } from "#core/rewards/rewards-api.ts";
import {
  type EntryStorage,
  readEntry,
  removeEntry,
  siteStorageKey,
  writeEntry,
} from "#core/storage/local-storage-entry.ts";

/*
 * Where the browser keeps the reader's rewards program (docs/behaviour/rewards.md#program-storage): one
 * program at a time, under the key its campaign names, for 12 h.
 */

/** The keys a program may be stored under (docs/behaviour/platform.md#local-storage-keys); app/rewards/RewardsSlot.tsx rewardsWanted checks the same. */
export const PROGRAM_KEY_NAMES = ["RewardsProgram", "dsRewardsProgram", "jjRewardsProgram"] as const;
export type ProgramKeyName = (typeof PROGRAM_KEY_NAMES)[number];

/** What is kept under the program's key (12 h, core/storage/local-storage-entry.ts). */
export type StoredProgram = {
  token: string;
  campaign: string;
  /** The address that started it (path and query): `jj_december` hides the icon, `up_3_articles` shares. */
  path: string;
  started: number;
  /** The server's last answer, for the first paint of the next page. */
  last: RewardProgramJson | null;
};

/**
 * docs/behaviour/rewards.md#program-storage Which key a program is kept under (docs/decisions/0076-rewards-screens.md): campaigns whose
 * code starts with `jj` (the /jej landing's, `jj_december`) under jjRewardsProgram, `ds` under
 * dsRewardsProgram, every other under RewardsProgram. One program at a time: storing one removes
 * the other two.
 */
export function programKeyName(campaign: string): ProgramKeyName {
  const code = campaign.toLowerCase();
  if (code.startsWith("jj")) return "jjRewardsProgram";
  if (code.startsWith("ds")) return "dsRewardsProgram";
  return "RewardsProgram";
}

export function storedProgram(storage: EntryStorage, siteName: string, now: number): StoredProgram | null {
  let latest: StoredProgram | null = null;
  for (const name of PROGRAM_KEY_NAMES) {
    const program = readEntry<StoredProgram>(storage, siteStorageKey(siteName, name), now);
    if (isStoredProgram(program) && (!latest || program.started > latest.started)) latest = program;
  }
  return latest;
}

function isStoredProgram(value: unknown): value is StoredProgram {
  const program = value as StoredProgram | null;
  return (
    typeof program === "object" &&
    program !== null &&
    typeof program.token === "string" &&
    CLICK_TOKEN_PATTERN.test(program.token) &&
    typeof program.campaign === "string" &&
    typeof program.path === "string" &&
    typeof program.started === "number"
  );
}

export function storeProgram(
  storage: EntryStorage,
  siteName: string,
  program: StoredProgram,
  now: number,
): void {
  const keep = programKeyName(program.campaign);
  for (const name of PROGRAM_KEY_NAMES) {
    if (name !== keep) removeEntry(storage, siteStorageKey(siteName, name));
  }
  writeEntry(storage, siteStorageKey(siteName, keep), program, now);
}

export function clearPrograms(storage: EntryStorage, siteName: string): void {
  for (const name of PROGRAM_KEY_NAMES) removeEntry(storage, siteStorageKey(siteName, name));
  removeEntry(storage, siteStorageKey(siteName, "RewardsDoneArticle"));
}
