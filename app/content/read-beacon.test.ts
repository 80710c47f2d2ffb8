import { afterAll, describe, expect, it, vi } from "vitest";
import { sendReadBeacon } from "./read-beacon.ts";

// A read sent offline loads the offline queue on its own (read-beacon.ts); the file ends once that
// import has finished, or it would still be loading when the test environment is torn down.
afterAll(() => import("#app/offline/offline-queue.ts"));

describe("sendReadBeacon", () => {
  it("sends the read as an application/json Blob with navigator.sendBeacon", async () => {
    const sendBeacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    const api = vi.fn();
    const sent = sendReadBeacon("api/v3/", { id: 42, context: "videos" }, { navigator: { sendBeacon }, api });
    expect(sent).toBe(true);
    expect(api).not.toHaveBeenCalled();
    const [url, data] = sendBeacon.mock.calls[0];
    expect(url).toBe("/api/v3/reads");
    expect(data).toBeInstanceOf(Blob);
    expect((data as Blob).type).toBe("application/json");
    expect(JSON.parse(await (data as Blob).text())).toEqual({ id: 42, context: "videos" });
  });

  it("offline, keeps the read for later rather than a beacon the browser would lose", () => {
    const sendBeacon = vi.fn(() => true);
    const api = vi.fn();
    const sent = sendReadBeacon(
      "api/v3/",
      { id: 5, context: "news_stories" },
      {
        navigator: { sendBeacon, onLine: false },
        api,
      },
    );
    expect(sent).toBe(true);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(api).not.toHaveBeenCalled();
  });

  it("accepts the prefix with or without slashes", () => {
    const sendBeacon = vi.fn(() => true);
    sendReadBeacon("/api/v5", { id: 1, context: "news_stories" }, { navigator: { sendBeacon } });
    expect(sendBeacon).toHaveBeenCalledWith("/api/v5/reads", expect.any(Blob));
  });

  it.each([
    ["refuses the data", () => false],
    [
      "throws",
      () => {
        throw new TypeError("not allowed");
      },
    ],
  ])("falls back to a keepalive request of the API client when sendBeacon %s", (_, behaviour) => {
    const api = vi.fn(async () => new Response(null, { status: 204 }));
    const sent = sendReadBeacon(
      "api/v3/",
      { id: 7, context: "news_stories" },
      { navigator: { sendBeacon: vi.fn(behaviour) }, api },
    );
    expect(sent).toBe(true);
    expect(api).toHaveBeenCalledWith("/api/v3/reads", {
      method: "POST",
      body: JSON.stringify({ id: 7, context: "news_stories" }),
      keepalive: true,
    });
  });

  it("uses the API client when there is no sendBeacon, and swallows its failure", async () => {
    const api = vi.fn(async () => {
      throw new TypeError("offline");
    });
    expect(
      sendReadBeacon("api/v3/", { id: 3, context: "news_stories" }, { navigator: {} as never, api }),
    ).toBe(true);
    await Promise.resolve();
    expect(api).toHaveBeenCalledOnce();
  });

  it("takes the API client for a signed-in reader, whose write must carry the XSRF header", () => {
    const sendBeacon = vi.fn(() => true);
    const api = vi.fn(async () => new Response(null, { status: 204 }));
    const read = { id: 5, context: "news_stories" } as const;
    expect(sendReadBeacon("api/v3/", read, { navigator: { sendBeacon }, api, session: true })).toBe(true);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(api).toHaveBeenCalledWith(
      "/api/v3/reads",
      expect.objectContaining({ method: "POST", keepalive: true }),
    );
  });

  it("reports false when the browser offers neither", () => {
    expect(sendReadBeacon("api/v3/", { id: 3, context: "news_stories" }, {})).toBe(false);
  });
});
