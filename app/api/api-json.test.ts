import { describe, expect, it, vi } from "vitest";
import { apiAnswer, apiJson } from "./api-json.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function contextAnswering(answer: () => Response | Promise<Response>) {
  const api = vi.fn(async (_path: string, _init?: RequestInit) => answer());
  return { api, apiPrefix: "/api/v3/", log: { debug: vi.fn(), warn: vi.fn() } };
}

/** What a call threw, as React Router reads it. */
async function thrown(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!error || typeof error !== "object" || !("data" in error)) return error;
  const route = error as unknown as { init?: ResponseInit; data: unknown };
  return { status: route.init?.status, data: route.data };
}

describe("apiJson", () => {
  it("GETs a path under the prefix with no RequestInit (so shared answers may serve it)", async () => {
    const context = contextAnswering(() => json(200, [1]));
    expect(await apiJson(context, "feed?per=1")).toEqual([1]);
    expect(await apiJson(context, "/api/v4/related/videos/1")).toEqual([1]);
    expect(context.api.mock.calls).toEqual([
      ["/api/v3/feed?per=1", undefined],
      ["/api/v4/related/videos/1", undefined],
    ]);
  });

  it("POSTs a JSON body", async () => {
    const context = contextAnswering(() => json(200, []));
    await apiJson(context, "profiles/feed", { body: { profiles: [] } });
    const [, init] = context.api.mock.calls[0];
    expect(init).toMatchObject({ method: "POST", body: '{"profiles":[]}' });
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    await apiJson(context, "feed?x", { method: "GET" });
    expect(context.api.mock.calls[1][1]).toEqual({ method: "GET" });
  });

  it("makes an error status the error page with the API's status and code (a 404: the not-found page)", async () => {
    const context = contextAnswering(() => json(404, { error: { code: "profile_not_found", message: "" } }));
    expect(await thrown(apiJson(context, "profiles/teams/9"))).toEqual({
      status: 404,
      data: { status: 404, message: "profile_not_found" },
    });
    const refused = contextAnswering(() => json(400, { nope: true }));
    expect(await thrown(apiJson(refused, "feed"))).toEqual({
      status: 400,
      data: { status: 400, message: undefined },
    });
  });

  it("with anyErrorIsNotFound, makes any error status the not-found page", async () => {
    const context = contextAnswering(() => json(500, {}));
    expect(await thrown(apiJson(context, "profiles/teams/9", { anyErrorIsNotFound: true }))).toEqual({
      status: 404,
      data: { message: "This page could not be found" },
    });
  });

  it("lets a thrown call through, unless the call is optional", async () => {
    const context = contextAnswering(() => Promise.reject(new Error("down")));
    await expect(apiJson(context, "feed")).rejects.toThrow("down");
    expect(await apiJson(context, "feed", { otherwise: [] })).toEqual([]);
    expect(context.log.warn).not.toHaveBeenCalled();
    expect(await apiJson(context, "feed", { otherwise: null, warn: "feed failed" })).toBeNull();
    expect(context.log.warn).toHaveBeenCalledWith(expect.objectContaining({ path: "feed" }), "feed failed");
  });

  it("gives an optional call's otherwise for any failure, or only for the API failing", async () => {
    const notJson = contextAnswering(() => new Response("<html>", { status: 200 }));
    expect(await apiJson(notJson, "feed", { otherwise: "none" })).toBe("none");
    const refused = contextAnswering(() => json(400, { error: { code: "invalid_query" } }));
    expect(await apiJson(refused, "search", { otherwise: "none" })).toBe("none");
    expect(
      await thrown(apiJson(refused, "search", { otherwise: "none", tolerate: "server-failures" })),
    ).toEqual({
      status: 400,
      data: { status: 400, message: "invalid_query" },
    });
    const failing = contextAnswering(() => json(503, {}));
    expect(await apiJson(failing, "search", { otherwise: "none", tolerate: "server-failures" })).toBe("none");
  });
});

describe("apiAnswer", () => {
  it("says the status and the error's body and code, and 0 when there was no answer", async () => {
    const ended = contextAnswering(() =>
      json(410, { campaign: { code: "x" }, error: { code: "campaign_ended" } }),
    );
    expect(await apiAnswer(ended, "rewards/campaign/x")).toMatchObject({
      ok: false,
      status: 410,
      code: "campaign_ended",
      body: { campaign: { code: "x" } },
    });
    const down = contextAnswering(() => Promise.reject(new Error("down")));
    expect(await apiAnswer(down, "rewards/campaign/x")).toMatchObject({ ok: false, status: 0 });
    const running = contextAnswering(() => json(200, { campaign: {} }));
    expect(await apiAnswer(running, "rewards/campaign/x")).toEqual({
      ok: true,
      status: 200,
      value: { campaign: {} },
    });
  });
});
