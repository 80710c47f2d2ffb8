import { type ComponentType, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useRootData } from "#app/root-data.ts";
import type { RewardsIslandProps } from "./RewardsIsland.tsx";
import { rewardsWanted } from "./rewards-keys.ts";

/** The landing pages show their own bar (app/rewards/CampaignPage.tsx). */
const LANDING = /^\/(campaign\/(Eduka7|saudeiD)|jej|aspis)\/?$/;

/**
 * Where the layouts may show the rewards icon or bar: nothing at all (no HTML, no code) until a
 * look at the stored keys finds a program, or the address carries a campaign link; then the
 * island and its texts are loaded (spec §4 "Rewards"; docs/decisions/0076-rewards-screens.md).
 */
export function RewardsSlot({ variant }: RewardsIslandProps) {
  const siteName = useRootData()?.site?.name;
  const { pathname, search } = useLocation();
  const [Island, setIsland] = useState<ComponentType<RewardsIslandProps> | null>(null);
  useEffect(() => {
    if (Island || LANDING.test(pathname) || !rewardsWanted(siteName, search)) return;
    void import("./RewardsIsland.tsx").then((module) => setIsland(() => module.RewardsIsland));
  }, [Island, siteName, pathname, search]);
  if (!Island || LANDING.test(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <Island variant={variant} />
    </Suspense>
  );
}
