import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createNextVideoCountdown,
  INITIAL_NEXT_VIDEO,
  isCounting,
  isDue,
  type NextVideoState,
  nextVideoStep,
} from "./next-video.ts";
import { NEXT_VIDEO_SECONDS, NEXT_VIDEO_TICK_MS } from "./tv.ts";

describe("nextVideoStep (docs/behaviour/video-tv.md#next-video-countdown)", () => {
  const ended: NextVideoState = { ...INITIAL_NEXT_VIDEO, ended: true };

  it("starts at 5 and showing, not yet counting before the video ends", () => {
    expect(INITIAL_NEXT_VIDEO).toEqual({ nextCanceled: "showing", counter: 5, ended: false, focused: false });
    expect(isCounting(INITIAL_NEXT_VIDEO)).toBe(false);
    expect(nextVideoStep(INITIAL_NEXT_VIDEO, { type: "tick" })).toBe(INITIAL_NEXT_VIDEO);
  });

  it("counts down one a tick once the video ended, and is due at 0", () => {
    let state = nextVideoStep(INITIAL_NEXT_VIDEO, { type: "ended" });
    expect(isCounting(state)).toBe(true);
    for (let left = 4; left >= 0; left--) {
      state = nextVideoStep(state, { type: "tick" });
      expect(state.counter).toBe(left);
    }
    expect(isDue(state)).toBe(true);
    expect(nextVideoStep(state, { type: "tick" }).counter).toBe(0);
  });

  it("cancel hides it with counter −1; ticks then change nothing", () => {
    const canceled = nextVideoStep(ended, { type: "cancel" });
    expect(canceled).toMatchObject({ nextCanceled: "hidden", counter: -1 });
    expect(nextVideoStep(canceled, { type: "tick" })).toBe(canceled);
    expect(isDue(canceled)).toBe(false);
  });

  it("restart sets 5 and showing", () => {
    const canceled = nextVideoStep(ended, { type: "cancel" });
    expect(nextVideoStep(canceled, { type: "restart" })).toMatchObject({
      nextCanceled: "showing",
      counter: 5,
      ended: true,
    });
  });

  it("reset overlay (a new video) sets showing and 5, not ended", () => {
    const canceled = nextVideoStep(ended, { type: "cancel" });
    expect(nextVideoStep(canceled, { type: "reset" })).toEqual(INITIAL_NEXT_VIDEO);
  });

  it("holds the count while the overlay has focus", () => {
    const focused = nextVideoStep(ended, { type: "focus" });
    expect(isCounting(focused)).toBe(false);
    expect(nextVideoStep(focused, { type: "tick" }).counter).toBe(5);
    expect(isCounting(nextVideoStep(focused, { type: "blur" }))).toBe(true);
  });
});

describe("createNextVideoCountdown (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function countdown() {
    const changes: number[] = [];
    const onDue = vi.fn();
    const machine = createNextVideoCountdown({ onChange: (state) => changes.push(state.counter), onDue });
    return { machine, changes, onDue };
  }

  it("does not tick before the video ends", () => {
    const { machine, onDue } = countdown();
    vi.advanceTimersByTime(10 * NEXT_VIDEO_TICK_MS);
    expect(machine.state.counter).toBe(NEXT_VIDEO_SECONDS);
    expect(onDue).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ticks every second from 5 and plays the next video once at 0", () => {
    const { machine, changes, onDue } = countdown();
    machine.send({ type: "ended" });
    vi.advanceTimersByTime(NEXT_VIDEO_TICK_MS - 1);
    expect(machine.state.counter).toBe(5);
    vi.advanceTimersByTime(1);
    expect(machine.state.counter).toBe(4);
    vi.advanceTimersByTime(4 * NEXT_VIDEO_TICK_MS);
    expect(changes).toEqual([5, 4, 3, 2, 1, 0]);
    expect(onDue).toHaveBeenCalledTimes(1);
    // The clock stops at 0: nothing left running.
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5 * NEXT_VIDEO_TICK_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it("cancel stops the clock with counter −1; restart counts a full 5 again", () => {
    const { machine, onDue } = countdown();
    machine.send({ type: "ended" });
    vi.advanceTimersByTime(2 * NEXT_VIDEO_TICK_MS);
    machine.send({ type: "cancel" });
    expect(machine.state).toMatchObject({ nextCanceled: "hidden", counter: -1 });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * NEXT_VIDEO_TICK_MS);
    expect(onDue).not.toHaveBeenCalled();
    machine.send({ type: "restart" });
    expect(machine.state).toMatchObject({ nextCanceled: "showing", counter: 5 });
    vi.advanceTimersByTime(4 * NEXT_VIDEO_TICK_MS);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(NEXT_VIDEO_TICK_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it("pauses while the overlay has focus and resumes on blur", () => {
    const { machine } = countdown();
    machine.send({ type: "ended" });
    vi.advanceTimersByTime(NEXT_VIDEO_TICK_MS);
    machine.send({ type: "focus" });
    vi.advanceTimersByTime(10 * NEXT_VIDEO_TICK_MS);
    expect(machine.state.counter).toBe(4);
    machine.send({ type: "blur" });
    vi.advanceTimersByTime(NEXT_VIDEO_TICK_MS);
    expect(machine.state.counter).toBe(3);
  });

  it("reset overlay re-arms it for the next video (due fires again)", () => {
    const { machine, onDue } = countdown();
    machine.send({ type: "ended" });
    vi.advanceTimersByTime(5 * NEXT_VIDEO_TICK_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
    machine.send({ type: "reset" });
    expect(machine.state).toEqual(INITIAL_NEXT_VIDEO);
    machine.send({ type: "ended" });
    vi.advanceTimersByTime(5 * NEXT_VIDEO_TICK_MS);
    expect(onDue).toHaveBeenCalledTimes(2);
  });

  it("dispose stops the clock and ignores later events", () => {
    const { machine, onDue } = countdown();
    machine.send({ type: "ended" });
    machine.dispose();
    expect(vi.getTimerCount()).toBe(0);
    machine.send({ type: "restart" });
    vi.advanceTimersByTime(10 * NEXT_VIDEO_TICK_MS);
    expect(onDue).not.toHaveBeenCalled();
  });
});
