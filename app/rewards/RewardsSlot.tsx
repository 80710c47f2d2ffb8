import { type ComponentType, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useRootData } from "#app/root-data.ts";
import { siteStorageKey } from "#core/storage/local-storage-entry.ts";
import type { RewardsIslandProps } from "./RewardsIsland.tsx";

/**
 * Whether a page should load the rewards code: a program is stored under one of the keys of spec
 * docs/behaviour/platform.md#local-storage-keys (core/storage/local-storage-entry.ts's siteStorageKey of RewardsProgram, dsRewardsProgram and
 * jjRewardsProgram, which rewards-program-storage.ts writes), or the address carries a campaign link.
 */
export function rewardsWanted(siteName: string | undefined, search: string): boolean {
  if (!siteName) return false;
  if (/[?&]clickid=/.test(search)) return true;
  try {
    return (["RewardsProgram", "dsRewardsProgram", "jjRewardsProgram"] as const).some(
      (name) => localStorage.getItem(siteStorageKey(siteName, name)) !== null,
    );
  } catch {
    return false;
  }
}

/** The landing pages show their own bar (app/rewards/CampaignPage.tsx). */
const LANDING = /^\/(campaign\/(Eduka7|saudeiD)|jej|aspis)\/?$/;

/**
 * Where the layouts may show the rewards icon or bar (the header's island, the "new" layout's
 * island; both off the first load): nothing (no HTML, no more code) until a look at the stored
 * keys finds a program or the address carries a campaign link; then the rewards island and its
 * texts are loaded (docs/behaviour/rewards.md#conditions; docs/decisions/0076-rewards-screens.md).
 */
export function RewardsSlot({ variant }: RewardsIslandProps) {
  const siteName = useRootData()?.site?.name;
  const { pathname, search } = useLocation();
  const [Island, setIsland] = useState<ComponentType<RewardsIslandProps> | null>(null);
  const skip = LANDING.test(pathname);
  useEffect(() => {
    if (Island || skip || !rewardsWanted(siteName, search)) return;
    void import("./RewardsIsland.tsx").then((module) => setIsland(() => module.RewardsIsland));
  }, [Island, skip, siteName, search]);
  if (!Island || skip) return null;
  return (
    <Suspense fallback={null}>
      <Island variant={variant} />
    </Suspense>
  );
}
