/**
 * The next-video countdown (docs/behaviour/video-tv.md#tv-state nextCanceled, docs/behaviour/video-tv.md#next-video-countdown, docs/behaviour/limits.md#timers 5 s with a 1 s tick):
 * when a video ends the overlay offers the next one and counts 5 → 0, one step a second while
 * nextCanceled is "showing"; at 0 the next video plays. Cancel hides the countdown (counter −1),
 * Restart sets 5 and showing, Reset overlay (a new video) sets showing. The count holds still
 * while the overlay has the keyboard focus, so a reader choosing a button is not overtaken by it.
 *
 * `nextVideoStep` is pure, for the tests and the player alike; `createNextVideoCountdown` drives
 * it with one interval that runs only while the count can move.
 */
import { NEXT_VIDEO_SECONDS, NEXT_VIDEO_TICK_MS } from "./tv.ts";

export type NextCanceled = "showing" | "hidden";

export type NextVideoState = {
  /** docs/behaviour/video-tv.md#tv-state: "showing" while the countdown runs or may run; "hidden" once cancelled. */
  nextCanceled: NextCanceled;
  /** Seconds left; −1 after a cancel (docs/behaviour/video-tv.md#next-video-countdown), 0 when the next video is due. */
  counter: number;
  /** The current video has ended, so the overlay is on screen. */
  ended: boolean;
  /** The overlay holds the keyboard focus: the count waits. */
  focused: boolean;
};

export type NextVideoEvent =
  | { type: "ended" }
  | { type: "tick" }
  | { type: "cancel" }
  | { type: "restart" }
  | { type: "reset" }
  | { type: "focus" }
  | { type: "blur" };

/** docs/behaviour/video-tv.md#next-video-countdown Reset overlay: a new video starts with the countdown armed and not yet on screen. */
export const INITIAL_NEXT_VIDEO: NextVideoState = {
  nextCanceled: "showing",
  counter: NEXT_VIDEO_SECONDS,
  ended: false,
  focused: false,
};

/** Whether a tick would move the count now. */
export function isCounting(state: NextVideoState): boolean {
  return state.ended && state.nextCanceled === "showing" && !state.focused && state.counter > 0;
}

/** Whether the next video is due: the count reached 0 while showing. */
export function isDue(state: NextVideoState): boolean {
  return state.ended && state.nextCanceled === "showing" && state.counter === 0;
}

export function nextVideoStep(state: NextVideoState, event: NextVideoEvent): NextVideoState {
  switch (event.type) {
    case "ended":
      // A reader who cancelled keeps it cancelled if the video is replayed and ends again.
      return { ...state, ended: true };
    case "tick":
      return isCounting(state) ? { ...state, counter: state.counter - 1 } : state;
    case "cancel":
      return { ...state, nextCanceled: "hidden", counter: -1 };
    case "restart":
      return { ...state, nextCanceled: "showing", counter: NEXT_VIDEO_SECONDS };
    case "reset":
      return { ...INITIAL_NEXT_VIDEO, focused: state.focused };
    case "focus":
      return state.focused ? state : { ...state, focused: true };
    case "blur":
      return state.focused ? { ...state, focused: false } : state;
  }
}

type Timers = {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: never) => void;
};

export type NextVideoCountdown = {
  readonly state: NextVideoState;
  send(event: NextVideoEvent): void;
  /** Stops the interval for good (the page is leaving). */
  dispose(): void;
};

/**
 * The countdown with its clock: `onChange` hears every new state, `onDue` fires once when the
 * count reaches 0 (the player then navigates to the next video). The interval exists only while
 * the count moves, so a paused or cancelled overlay costs nothing and restarts a full second.
 */
export function createNextVideoCountdown(options: {
  onChange: (state: NextVideoState) => void;
  onDue: () => void;
  initial?: NextVideoState;
  timers?: Timers;
}): NextVideoCountdown {
  const timers: Timers = options.timers ?? {
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle),
  };
  let state = options.initial ?? INITIAL_NEXT_VIDEO;
  let handle: unknown = null;
  let disposed = false;
  let dueFired = false;

  const syncClock = () => {
    const counting = !disposed && isCounting(state);
    if (counting && handle === null) {
      handle = timers.setInterval(() => send({ type: "tick" }), NEXT_VIDEO_TICK_MS);
    } else if (!counting && handle !== null) {
      timers.clearInterval(handle as never);
      handle = null;
    }
  };

  function send(event: NextVideoEvent) {
    if (disposed) return;
    const next = nextVideoStep(state, event);
    // A restart or a new video re-arms the countdown's single "due".
    if (event.type === "restart" || event.type === "reset") dueFired = false;
    if (next !== state) {
      state = next;
      options.onChange(state);
    }
    syncClock();
    if (isDue(state) && !dueFired) {
      dueFired = true;
      options.onDue();
    }
  }

  return {
    get state() {
      return state;
    },
    send,
    dispose() {
      disposed = true;
      syncClock();
    },
  };
}
