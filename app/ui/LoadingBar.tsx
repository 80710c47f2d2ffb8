import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import type { LoadingBar as LoadingBarMachine } from "#core/loading-bar.ts";
import {
  INITIAL_LOADING_BAR_STATE,
  LOADING_BAR_MAX_PERCENT,
  LOADING_BAR_STEP_MS,
  type LoadingBarState,
} from "#core/loading-bar-state.ts";

/** The bar's timing machine: needed only once a navigation starts, so not part of the first load. */
type Timing = typeof import("#core/loading-bar.ts");
const loadTiming = () => import("#core/loading-bar.ts");

export interface LoadingBarProps {
  /** The accessible name of the progress bar, already translated. */
  label: string;
  /** Query keys whose change shows the bar even when the path stays the same. */
  watchedQueryKeys?: readonly string[];
  /** Whether the navigation ended in an error: the bar finishes in the error colour. */
  failed?: boolean;
}

/**
 * The page loading bar (product spec §2): a 3px bar fixed to the top of the viewport, shown
 * while React Router loads or submits a navigation that changes the path (or a watched query
 * key). Timing lives in the pure machine in #core/loading-bar.ts, loaded with the first
 * navigation (within the 200 ms the bar waits before showing anyway). The server and the first
 * client render draw it hidden at 0, so nothing differs at hydration.
 */
export function LoadingBar({ label, watchedQueryKeys, failed = false }: LoadingBarProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const machine = useRef<LoadingBarMachine | null>(null);
  const [state, setState] = useState<LoadingBarState>(INITIAL_LOADING_BAR_STATE);
  const reducedMotion = usePrefersReducedMotion();
  const [timing, setTiming] = useState<Timing | null>(null);

  const busy = navigation.state !== "idle";
  const show =
    busy &&
    timing !== null &&
    navigation.location !== undefined &&
    timing.shouldShowForNavigation(location, navigation.location, watchedQueryKeys);

  useEffect(() => {
    if (!busy || timing) return;
    let current = true;
    loadTiming().then((module) => {
      if (current) setTiming(() => module);
    });
    return () => {
      current = false;
    };
  }, [busy, timing]);

  useEffect(() => {
    if (!timing) return;
    const bar = timing.createLoadingBar({ onChange: setState });
    machine.current = bar;
    return () => {
      bar.destroy();
      machine.current = null;
    };
  }, [timing]);

  // Declared after the effect above, so it runs once the machine exists.
  useEffect(() => {
    const bar = machine.current;
    if (!bar) return;
    if (show) bar.start();
    else if (failed) bar.fail();
    else bar.finish();
  }, [show, failed]);

  const style: CSSProperties = {
    position: "fixed",
    top: 0,
    left: 0,
    width: "100%",
    height: 3,
    zIndex: 1000,
    pointerEvents: "none",
    background: state.failed ? "var(--color-error, #d00)" : "var(--color-accent)",
    transform: `scaleX(${state.percent / LOADING_BAR_MAX_PERCENT})`,
    transformOrigin: "left center",
    opacity: state.visible ? 1 : 0,
    // Animate only the growth of a shown bar; hiding and resetting are instant.
    transition: reducedMotion || !state.visible ? "none" : `transform ${LOADING_BAR_STEP_MS}ms linear`,
  };

  return (
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
      style={style}
    />
  );
}

/** Whether the user asks for reduced motion; false on the server and until the first effect. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}
