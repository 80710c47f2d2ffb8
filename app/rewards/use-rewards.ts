import { useState, useSyncExternalStore } from "react";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useRootData } from "#app/root-data.ts";
import { browserStorage } from "#core/storage/local-storage-entry.ts";
import { createRewardsController, type RewardsController } from "./rewards-client.ts";
import type { RewardsState } from "./rewards-state.ts";

/** One program per page: the icon, the bar and a landing page share it. */
let shared: RewardsController | null = null;

/**
 * The page's rewards controller and its state. On the server (and before the browser has it)
 * the state is the empty one, so the first paint never depends on local storage.
 */
export function useRewards(): { controller: RewardsController | null; state: RewardsState | null } {
  const root = useRootData();
  const api = useBrowserApi();
  const [controller] = useState(() => {
    if (typeof window === "undefined" || !root?.site) return null;
    shared ??= createRewardsController({
      storage: browserStorage(),
      siteName: root.site.name,
      apiPrefix: root.apiPrefix,
      api,
    });
    return shared;
  });
  const state = useSyncExternalStore(
    (listener) => controller?.subscribe(listener) ?? (() => {}),
    () => controller?.getState() ?? null,
    () => null,
  );
  return { controller, state };
}
