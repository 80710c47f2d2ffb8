import { describe, expect, it, vi } from "vitest";
import {
  ANALYTICS_QUEUE_MAX,
  createRouteAnalytics,
  type RouteAnalyticsDeps,
  type SentEvent,
  TAG_MANAGER_MAX_RETRIES,
  TAG_MANAGER_RETRY_MS,
} from "./route-analytics.ts";

/** A send that waits until the test lets it finish, so the queue can be seen filling. */
function gatedSend() {
  const sent: SentEvent[] = [];
  const gates: (() => void)[] = [];
  const send = vi.fn((event: SentEvent) => {
    sent.push(event);
    return new Promise<void>((resolve) => gates.push(resolve));
  });
  const release = async () => {
    gates.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sent, send, release };
}

function deps(extra: Partial<RouteAnalyticsDeps> = {}): RouteAnalyticsDeps {
  return {
    probe: vi.fn(async () => true),
    send: vi.fn(async () => undefined),
    schedule: (run, ms) => setTimeout(run, ms),
    ...extra,
  };
}

describe("route analytics (docs/behaviour/consent-ads-analytics.md#route-analytics)", () => {
  it("sends one event at a time: those pushed meanwhile wait in the queue, in order", async () => {
    const { sent, send, release } = gatedSend();
    const analytics = createRouteAnalytics(deps({ send }));
    void analytics.push({ page: "a" });
    void analytics.push({ page: "b" });
    void analytics.push({ page: "c" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.map((event) => event.page)).toEqual(["a"]);
    expect(analytics.state.loading).toBe(true);
    expect(analytics.state.inQueue.map((event) => event.page)).toEqual(["b", "c"]);
    await release();
    expect(sent.map((event) => event.page)).toEqual(["a", "b"]);
    await release();
    await release();
    expect(sent.map((event) => event.page)).toEqual(["a", "b", "c"]);
    expect(analytics.state).toMatchObject({ loading: false, inQueue: [] });
  });

  it("probes connectivity once, with the first event, and flags every event data-less when it fails", async () => {
    const probe = vi.fn(async () => false);
    const send = vi.fn(async (_event: SentEvent) => undefined);
    const analytics = createRouteAnalytics(deps({ probe, send }));
    await analytics.push({ page: "a" });
    await analytics.push({ page: "b" });
    expect(probe).toHaveBeenCalledTimes(1);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { page: "a", dataLess: true },
      { page: "b", dataLess: true },
    ]);
    expect(analytics.state.dataLess).toEqual({ init: true, results: true });
  });

  it("counts a probe that throws as failed, and one that loads as connected", async () => {
    const failing = createRouteAnalytics(deps({ probe: () => Promise.reject(new Error("timeout")) }));
    await failing.push({ page: "a" });
    expect(failing.state.dataLess.results).toBe(true);
    const send = vi.fn(async () => undefined);
    const connected = createRouteAnalytics(deps({ send }));
    await connected.push({ page: "a" });
    expect(send).toHaveBeenCalledWith({ page: "a", dataLess: false });
  });

  it("goes on after a send fails", async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined);
    const analytics = createRouteAnalytics(deps({ send }));
    void analytics.push({ page: "a" });
    await analytics.push({ page: "b" });
    expect(send).toHaveBeenCalledTimes(2);
    expect(analytics.state.loading).toBe(false);
  });

  it("keeps at most 100 waiting events, dropping the oldest", async () => {
    const { send, release } = gatedSend();
    const analytics = createRouteAnalytics(deps({ send }));
    for (let index = 0; index < ANALYTICS_QUEUE_MAX + 11; index++)
      void analytics.push({ page: String(index) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(analytics.state.inQueue).toHaveLength(ANALYTICS_QUEUE_MAX);
    expect(analytics.state.inQueue[0].page).toBe("11");
    await release();
  });
});

describe("the tag-manager hand-off", () => {
  it("hands nothing over when no tag manager is configured or consented", async () => {
    const schedule = vi.fn();
    const analytics = createRouteAnalytics(deps({ schedule }));
    await analytics.push({ page: "a" });
    expect(schedule).not.toHaveBeenCalled();
  });

  it("retries every 250 ms until the tag manager has loaded, then hands the event over once", async () => {
    vi.useFakeTimers();
    try {
      const pushed: SentEvent[] = [];
      let loaded = false;
      const analytics = createRouteAnalytics(
        deps({ tagManager: () => (loaded ? { push: (event) => pushed.push(event) } : null) }),
      );
      await analytics.push({ page: "a" });
      await vi.advanceTimersByTimeAsync(TAG_MANAGER_RETRY_MS * 3);
      expect(pushed).toEqual([]);
      loaded = true;
      await vi.advanceTimersByTimeAsync(TAG_MANAGER_RETRY_MS - 1);
      expect(pushed).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(pushed).toEqual([{ page: "a", dataLess: false }]);
      await vi.advanceTimersByTimeAsync(TAG_MANAGER_RETRY_MS * 10);
      expect(pushed).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives up after 40 retries when the tag manager never loads (blocked)", async () => {
    vi.useFakeTimers();
    try {
      const tagManager = vi.fn(() => null);
      const analytics = createRouteAnalytics(deps({ tagManager }));
      await analytics.push({ page: "a" });
      await vi.advanceTimersByTimeAsync(TAG_MANAGER_RETRY_MS * (TAG_MANAGER_MAX_RETRIES + 20));
      expect(tagManager).toHaveBeenCalledTimes(TAG_MANAGER_MAX_RETRIES + 1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
