/**
 * What the page loading bar shows (docs/behaviour/screens.md#page-loading-bar, docs/behaviour/limits.md#loading-bar-limits), apart from the machine that drives it
 * (loading-bar.ts): the hidden bar is drawn on every first load, the machine is loaded with the
 * first navigation.
 */

/** The most the bar can show: finish() jumps here. */
export const LOADING_BAR_MAX_PERCENT = 100;
/** How often the bar grows while loading. */
export const LOADING_BAR_STEP_MS = 100;

export interface LoadingBarState {
  readonly visible: boolean;
  readonly percent: number;
  readonly failed: boolean;
}

export const INITIAL_LOADING_BAR_STATE: LoadingBarState = Object.freeze({
  visible: false,
  percent: 0,
  failed: false,
});
