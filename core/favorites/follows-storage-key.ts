import { siteStorageKey } from "../storage/local-storage-entry.ts";

/**
 * docs/behaviour/platform.md#local-storage-keys local storage keys are prefixed by the site's name: a guest's follows are kept under
 * `IcaroFollows`. On its own so every page can check for the key without the follows rules.
 */
export function followsStorageKey(siteName: string): string {
  return siteStorageKey(siteName, "Follows");
}
