import { useContext, useEffect, useRef } from "react";
import {
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  useLocation,
  useNavigation,
} from "react-router";
import type { navigationSteps } from "#app/routing/navigation-steps.ts";
import {
  createLoadingBar,
  createStepProgress,
  hasRouteErrors,
  type LoadingBar,
  loadingBarCommand,
  type StepProgress,
  shouldShowForNavigation,
} from "#core/page-load/loading-bar.ts";
import type { LoadingBarState } from "#core/page-load/loading-bar-state.ts";

/** What the bar's driver is given: it draws nothing, it says what to draw (app/ui/LoadingBar.tsx). */
export type LoadingBarDriverProps = {
  /** Query keys whose change shows the bar even when the path stays the same. */
  watchedQueryKeys?: readonly string[];
  onChange: (state: LoadingBarState) => void;
  /** Where the navigation's steps are heard (app/routing/navigation-steps.ts). */
  steps: typeof navigationSteps;
};

/**
 * Drives the page loading bar (app/ui/LoadingBar.tsx), loaded with the first navigation: the
 * timing machine starts when a navigation that shows the bar begins, each of the navigation's
 * steps moves it on by its route's share (docs/behaviour/screens.md#loading-bar-shares: 30 for a route with data and code to fetch,
 * 45 otherwise), and when the navigation ends it finishes — marked failed when the page ended in a
 * route error (a loader that threw) or a route module could not be loaded.
 */
export function LoadingBarDriver({ watchedQueryKeys, onChange, steps }: LoadingBarDriverProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const failed = hasRouteErrors(useContext(UNSAFE_DataRouterStateContext)?.errors);
  const framework = useContext(UNSAFE_FrameworkContext);
  const bar = useRef<{ machine: LoadingBar; progress: StepProgress } | null>(null);
  // Read when a step ends, so routes discovered during the navigation are known by then.
  const routes = useRef(framework);
  routes.current = framework;

  const show =
    navigation.state !== "idle" &&
    navigation.location !== undefined &&
    shouldShowForNavigation(location, navigation.location, watchedQueryKeys);

  useEffect(() => {
    const machine = createLoadingBar({ onChange });
    const progress = createStepProgress(machine, (routeId) => ({
      hasLoader: routes.current?.manifest.routes[routeId]?.hasLoader === true,
      moduleLoaded: routes.current?.routeModules[routeId] !== undefined,
    }));
    bar.current = { machine, progress };
    steps.heard = progress.step;
    return () => {
      machine.destroy();
      if (steps.heard === progress.step) steps.heard = undefined;
      bar.current = null;
    };
  }, [onChange, steps]);

  // Declared after the effect above, so it runs once the machine exists.
  useEffect(() => {
    const current = bar.current;
    if (!current) return;
    const command = loadingBarCommand(show, failed || current.progress.failed());
    if (command === "start") current.progress.reset();
    current.machine[command]();
  }, [show, failed]);

  return null;
}
