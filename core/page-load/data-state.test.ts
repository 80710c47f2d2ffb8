import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDataTracker, DATA_MIN_DELAY_MS } from "./data-state.ts";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("createDataTracker", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-28T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is 200 ms by the spec", () => {
    expect(DATA_MIN_DELAY_MS).toBe(200);
  });

  it("never shows the spinner for an answer faster than the delay", async () => {
    const tracker = createDataTracker<string>();
    const seen: boolean[] = [];
    tracker.subscribe(() => seen.push(tracker.get().showPending));
    const answer = deferred<string>();
    const done = tracker.run(() => answer.promise);
    expect(tracker.get()).toMatchObject({ pending: true, showPending: false });
    await vi.advanceTimersByTimeAsync(199);
    answer.resolve("fast");
    await done;
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).not.toContain(true);
    expect(tracker.get()).toEqual({
      data: "fast",
      error: null,
      pending: false,
      showPending: false,
      timestamp: Date.parse("2026-11-28T12:00:00.199Z"),
    });
  });

  it("shows the spinner once the request takes longer than the delay, until it answers", async () => {
    const tracker = createDataTracker<number>();
    const answer = deferred<number>();
    const done = tracker.run(() => answer.promise);
    await vi.advanceTimersByTimeAsync(199);
    expect(tracker.get().showPending).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(tracker.get()).toMatchObject({ pending: true, showPending: true });
    answer.resolve(7);
    await done;
    expect(tracker.get()).toMatchObject({ data: 7, pending: false, showPending: false });
  });

  it("keeps the data and says the error when a later request fails", async () => {
    const tracker = createDataTracker<string>();
    await tracker.run(async () => "first");
    const stamp = tracker.get().timestamp;
    await vi.advanceTimersByTimeAsync(1000);
    const failure = new Error("offline");
    await tracker.run(() => Promise.reject(failure));
    expect(tracker.get()).toMatchObject({ data: "first", error: failure, pending: false, timestamp: stamp });
    await tracker.run(async () => "again");
    expect(tracker.get()).toMatchObject({ data: "again", error: null });
    expect(tracker.get().timestamp).toBeGreaterThan(stamp ?? 0);
  });

  it("lets the latest request win: an older answer arriving late is dropped and aborted", async () => {
    const tracker = createDataTracker<string>();
    const slow = deferred<string>();
    let firstSignal: AbortSignal | undefined;
    const first = tracker.run((signal) => {
      firstSignal = signal;
      return slow.promise;
    });
    await vi.advanceTimersByTimeAsync(150);
    const second = tracker.run(async () => "new");
    await second;
    expect(firstSignal?.aborted).toBe(true);
    slow.resolve("old");
    await first;
    await vi.advanceTimersByTimeAsync(500);
    expect(tracker.get()).toMatchObject({ data: "new", pending: false, showPending: false });
  });

  it("forgets everything on reset, and a request running then changes nothing", async () => {
    const tracker = createDataTracker<string>({ delayMs: 50 });
    const answer = deferred<string>();
    const done = tracker.run(() => answer.promise);
    tracker.reset();
    await vi.advanceTimersByTimeAsync(100);
    answer.resolve("late");
    await done;
    expect(tracker.get()).toEqual({
      data: undefined,
      error: null,
      pending: false,
      showPending: false,
      timestamp: null,
    });
  });
});
