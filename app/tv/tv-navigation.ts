/**
 * What a TV video page carries to the next in the history entry's state: that the next video
 * should start playing (the reader chose it, or the countdown did), how many videos deep the chain
 * is, and whether its first video was reached by the site's own links (so an entry of ours lies
 * before it): the return control then goes back past the whole chain in one step.
 */
export type TvNavigationState = { tvAutoplay?: boolean; tvDepth?: number; tvFromApp?: boolean };

/**
 * The position of the current entry in this document's history, as React Router records it in
 * `history.state.idx`: 0 for the page the browser loaded (even after a replace), more after the
 * site's own navigations. 0 on the server.
 */
export function historyIndex(): number {
  if (typeof window === "undefined") return 0;
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === "number" && Number.isInteger(index) && index > 0 ? index : 0;
}

export function tvDepthOf(state: TvNavigationState | null | undefined): number {
  const depth = state?.tvDepth;
  return typeof depth === "number" && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** Whether the chain's first video was opened from another page of the site (`index`: historyIndex). */
export function tvFromApp(state: TvNavigationState | null | undefined, index: number): boolean {
  return tvDepthOf(state) === 0 ? index > 0 : state?.tvFromApp === true;
}

export function nextTvState(state: TvNavigationState | null | undefined, index: number): TvNavigationState {
  return { tvAutoplay: true, tvDepth: tvDepthOf(state) + 1, tvFromApp: tvFromApp(state, index) };
}
