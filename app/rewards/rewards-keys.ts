import { siteStorageKey } from "#core/local-storage-entry.ts";

/**
 * The three keys a rewards program may be stored under (spec §3), checked by every page that may
 * show the rewards icon: kept this small because the article, home and "new" pages load it with
 * their first load, which is at its JavaScript budget. Everything else of rewards is loaded only
 * when this says a program is stored (or the address starts one).
 */
export const PROGRAM_KEY_NAMES = ["RewardsProgram", "dsRewardsProgram", "jjRewardsProgram"] as const;
export type ProgramKeyName = (typeof PROGRAM_KEY_NAMES)[number];

/** A program is stored, or this address starts one (`?clickid=`): the rewards code is worth loading. */
export function rewardsWanted(siteName: string | undefined, search: string): boolean {
  if (!siteName) return false;
  if (/[?&]clickid=/.test(search)) return true;
  try {
    return PROGRAM_KEY_NAMES.some((name) => localStorage.getItem(siteStorageKey(siteName, name)) !== null);
  } catch {
    return false;
  }
}
