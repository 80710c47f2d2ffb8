/**
 * What a TV video page carries to the next in the history entry's state: that the next video
 * should start playing (the reader chose it, or the countdown did), and how many videos deep the
 * chain is, so the return control goes back past all of them in one step.
 */
export type TvNavigationState = { tvAutoplay?: boolean; tvDepth?: number };

export function tvDepthOf(state: TvNavigationState | null | undefined): number {
  const depth = state?.tvDepth;
  return typeof depth === "number" && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

export function nextTvState(state: TvNavigationState | null | undefined): TvNavigationState {
  return { tvAutoplay: true, tvDepth: tvDepthOf(state) + 1 };
}
