import { type ComponentType, useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { navigationSteps } from "#app/routing/navigation-steps.ts";
import { INITIAL_LOADING_BAR_STATE, LOADING_BAR_MAX_PERCENT } from "#core/page-load/loading-bar-state.ts";
import type { LoadingBarDriverProps } from "./LoadingBarDriver.tsx";

export interface LoadingBarProps {
  /** The accessible name of the progress bar, already translated. */
  label: string;
  /** Query keys whose change shows the bar even when the path stays the same. */
  watchedQueryKeys?: readonly string[];
}

/**
 * The page loading bar (docs/behaviour/screens.md#page-loading-bar): a bar fixed to the top of the viewport (app.css
 * `.loading-bar`), shown while React Router loads a navigation that changes the path (or a watched
 * query key), growing with the navigation's steps, and dashed in the error style when the
 * navigation ends in an error. What drives it — the timing machine (core/page-load/loading-bar.ts), the
 * steps' progress, the failed state — is loaded with the first navigation, within the 200 ms the
 * bar waits before showing anyway, so no first load carries it. The server and the first client
 * render draw it hidden at 0, so nothing differs at hydration; the element stays the same from
 * then on.
 */
export function LoadingBar({ label, watchedQueryKeys }: LoadingBarProps) {
  const busy = useNavigation().state !== "idle";
  const [Driver, setDriver] = useState<ComponentType<LoadingBarDriverProps> | null>(null);
  const [state, setState] = useState(INITIAL_LOADING_BAR_STATE);

  useEffect(() => {
    if (busy && !Driver)
      import("./LoadingBarDriver.tsx").then((module) => setDriver(() => module.LoadingBarDriver));
  }, [busy, Driver]);

  return (
    <>
      <div
        className="loading-bar"
        role="progressbar"
        aria-label={label}
        // Outside the page's landmarks (it spans every layout): a live region is a region of its own
        // to assistive technology (axe "region"); its value changes are no text, so nothing is read out.
        aria-live="polite"
        aria-valuemin={0}
        aria-valuemax={LOADING_BAR_MAX_PERCENT}
        aria-valuenow={Math.round(state.percent)}
        aria-hidden={state.visible ? undefined : true}
        data-failed={state.failed ? "" : undefined}
        style={{ transform: `scaleX(${state.percent / LOADING_BAR_MAX_PERCENT})` }}
      />
      {Driver ? (
        <Driver watchedQueryKeys={watchedQueryKeys} onChange={setState} steps={navigationSteps} />
      ) : null}
    </>
  );
}
