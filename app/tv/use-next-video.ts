import { useEffect, useRef, useState } from "react";
import {
  createNextVideoCountdown,
  INITIAL_NEXT_VIDEO,
  type NextVideoCountdown,
  type NextVideoEvent,
  type NextVideoState,
} from "#core/tv/next-video.ts";

/**
 * The next-video countdown (core/tv/next-video.ts) for one video: its state for rendering, `send` for
 * the overlay's buttons and the video's end, and `onDue` called once when the count reaches 0.
 * The page is keyed by video, so a new video gets a new countdown: that is docs/behaviour/video-tv.md#next-video-countdown "reset overlay".
 */
export function useNextVideo(onDue: () => void): [NextVideoState, (event: NextVideoEvent) => void] {
  const [state, setState] = useState(INITIAL_NEXT_VIDEO);
  const machine = useRef<NextVideoCountdown | null>(null);
  const due = useRef(onDue);
  due.current = onDue;

  useEffect(() => {
    const countdown = createNextVideoCountdown({ onChange: setState, onDue: () => due.current() });
    machine.current = countdown;
    return () => {
      countdown.dispose();
      machine.current = null;
    };
  }, []);

  return [state, (event) => machine.current?.send(event)];
}
