import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { conditionsFromCampaign } from "#core/rewards/rewards.ts";
import type { RewardProgramJson } from "#core/rewards/rewards-api.ts";
import { memoryStorage, readEntry, siteStorageKey, writeEntry } from "#core/storage/local-storage-entry.ts";
import { campaignLink, createRewardsController, READ_RECHECK_MS } from "./rewards-client.ts";
import { programKeyName, type StoredProgram, storedProgram } from "./rewards-program-storage.ts";
import { countedReads, recordRewardsRead } from "./rewards-reads.ts";

const SITE = "Icaro News";
const T0 = Date.UTC(2026, 11, 1, 12);

function programJson(
  token: string,
  campaign: string,
  read: number[],
  extra: Partial<RewardProgramJson> = {},
) {
  const conditions = conditionsFromCampaign(campaign);
  const fill = Math.min(read.length, conditions.articles) * (33 / conditions.articles);
  const percent = Math.floor((fill / 33) * 100);
  return {
    token,
    campaign: {
      code: campaign,
      megabytes: 50,
      conditions,
      starts_at: new Date(T0 - 86_400_000).toISOString(),
      ends_at: new Date(T0 + 86_400_000).toISOString(),
      active: true,
      landing: null,
    },
    progress: { read, shared: [], registered: false },
    fill,
    total: 33,
    percent,
    complete: percent >= 100,
    claimed: false,
    expires_at: new Date(T0 + 72 * 3_600_000).toISOString(),
    ...extra,
  } satisfies RewardProgramJson;
}

/**
 * A fake API: records each call and answers from the test's table of handlers; the campaign
 * clicks (`/trk`, sent on their own time) are recorded apart, in `clicks`.
 */
function fakeApi() {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  const clicks: string[] = [];
  const server = {
    read: [] as number[],
    shared: [] as number[],
    claimAnswer: null as null | { status: number; body: unknown },
  };
  const api = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    if (path.startsWith("/trk?")) {
      clicks.push(path);
      return new Response(null, { status: 204 });
    }
    calls.push({ path, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const url = new URL(path, "http://x");
    if (url.pathname.endsWith("rewards/program")) {
      const token = method === "POST" ? JSON.parse(String(init.body)).token : url.searchParams.get("token");
      const campaign = method === "POST" ? JSON.parse(String(init.body)).campaign : "up_december";
      return Response.json(programJson(token, campaign, server.read));
    }
    if (url.pathname.endsWith("rewards/share")) {
      const { token, id } = JSON.parse(String(init.body));
      server.shared = [...new Set([...server.shared, id])];
      const json = programJson(token, "up_december_shared1", server.read);
      return Response.json({ ...json, progress: { ...json.progress, shared: server.shared } });
    }
    if (url.pathname.endsWith("tagger/reward")) {
      const answer = server.claimAnswer ?? {
        status: 200,
        body: { success: true, megabytes: 50, status: "pending" },
      };
      return Response.json(answer.body, { status: answer.status });
    }
    return new Response(null, { status: 404 });
  });
  return { api, calls, clicks, server };
}

async function settle() {
  // Lets the fake API's promises and the controller's awaits run.
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe("rewards client state", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  function setup(storage = memoryStorage()) {
    const fake = fakeApi();
    const controller = createRewardsController({
      storage,
      siteName: SITE,
      apiPrefix: "/api/v3/",
      api: fake.api,
    });
    return { ...fake, controller, storage };
  }

  const story = {
    pathname: "/noproxy/news_stories/web/5",
    search: "?clickid=click-0001&utm_campaign=up_december",
  };

  it("reads a campaign link only with a valid token and a campaign", () => {
    expect(campaignLink("?clickid=click-0001&utm_campaign=up_december")).toEqual({
      token: "click-0001",
      campaign: "up_december",
    });
    expect(campaignLink("?clickid=short&utm_campaign=up_december")).toBeNull();
    expect(campaignLink("?clickid=click-0001")).toBeNull();
    expect(campaignLink("?clickid=bad%20token!!&utm_campaign=x")).toBeNull();
  });

  it("chooses the key by campaign: jj, ds, else RewardsProgram", () => {
    expect(programKeyName("jj_december")).toBe("jjRewardsProgram");
    expect(programKeyName("DS_promo")).toBe("dsRewardsProgram");
    expect(programKeyName("up_december")).toBe("RewardsProgram");
  });

  it("starts a program from a story's campaign link: stored (12 h), POSTed, the meter at 0", async () => {
    const { controller, calls, storage } = setup();
    await controller.arrive(story, { id: 5, context: "news_stories" });
    expect(calls[0]).toEqual({
      path: "/api/v3/rewards/program",
      method: "POST",
      body: { token: "click-0001", campaign: "up_december" },
    });
    const state = controller.getState();
    expect(state).toMatchObject({
      token: "click-0001",
      percent: 0,
      show: true,
      complete: false,
      confirmed: true,
    });
    expect(state.conditions.articles).toBe(3);
    expect(storedProgram(storage, SITE, T0)?.token).toBe("click-0001");
    // The arrival story's read went before the program: it is not the program's.
    expect(countedReads(readDone(storage), T0)).toEqual([]);
    // 12 hours later the stored program has expired.
    expect(storedProgram(storage, SITE, T0 + 12 * 3_600_000)).toBeNull();
  });

  it("does not start a program from a page that is not a story or a video", async () => {
    const { controller, calls, clicks } = setup();
    await controller.arrive({ pathname: "/", search: story.search }, null);
    // Only the link's click is reported (docs/behaviour/consent-ads-analytics.md#analytics-calls /trk), by a module loaded for it.
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks).toEqual(["/trk?id=click-0001&action=open&cx=up_december"]);
    expect(calls).toEqual([]);
    expect(controller.getState().token).toBeNull();
  });

  describe("the campaign link's click (docs/behaviour/consent-ads-analytics.md#analytics-calls GET /trk)", () => {
    it("is reported once when a story is opened from the link: token, PSID, campaign, story, OS", async () => {
      const { controller, clicks, api } = setup();
      Object.assign(api, { psid: async () => "reader-psid-1" });
      vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8)" });
      try {
        await controller.arrive(story, { id: 5, context: "news_stories" });
        await vi.waitFor(() => expect(clicks).toHaveLength(1));
        // The same address again (a re-render, a return to it): the same click, not a new one.
        await controller.arrive(story, { id: 5, context: "news_stories" });
        await controller.arrive({ pathname: "/", search: story.search }, null);
        await settle();
      } finally {
        vi.unstubAllGlobals();
      }
      expect(clicks).toEqual([
        "/trk?id=click-0001&sid=reader-psid-1&action=open&cx=up_december&cxid=news_stories%3A5&os=android",
      ]);
      // A new link's token is a new click.
      await controller.arrive(
        { ...story, search: "?clickid=click-0002&utm_campaign=up_december" },
        { id: 6, context: "news_stories" },
      );
      await vi.waitFor(() => expect(clicks).toHaveLength(2));
      expect(clicks.map((path) => new URL(path, "http://x").searchParams.get("id"))).toEqual([
        "click-0001",
        "click-0002",
      ]);
    });

    it("names a landing page by its path, and is not reported without a campaign link", async () => {
      const { controller, clicks } = setup();
      await controller.arrive({ pathname: "/campaign/Eduka7", search: "?utm_campaign=up_december" }, null);
      await controller.arrive({ pathname: "/campaign/Eduka7", search: "" }, null);
      await settle();
      expect(clicks).toEqual([]);
      await controller.arrive(
        { pathname: "/campaign/Eduka7", search: "?clickid=click-0009&utm_campaign=up_december" },
        null,
      );
      await vi.waitFor(() => expect(clicks).toHaveLength(1));
      expect(clicks).toEqual(["/trk?id=click-0009&action=open&cx=up_december&cxid=campaign%3AEduka7"]);
    });

    it("does not hold up the program when /trk fails", async () => {
      const { controller, api } = setup();
      const answer = api.getMockImplementation();
      let refused = 0;
      api.mockImplementation(async (path: string, init?: RequestInit) => {
        if (path.startsWith("/trk")) {
          refused += 1;
          throw new TypeError("Failed to fetch");
        }
        return answer ? answer(path, init) : new Response(null, { status: 404 });
      });
      await controller.arrive(story, { id: 5, context: "news_stories" });
      await vi.waitFor(() => expect(refused).toBe(1));
      await settle();
      expect(controller.getState()).toMatchObject({ token: "click-0001", message: null });
    });
  });

  it("replaces the stored program when a new clickid comes with the same campaign", async () => {
    const { controller, storage } = setup();
    await controller.arrive(story, { id: 5, context: "news_stories" });
    await controller.arrive(
      { ...story, search: "?clickid=click-0002&utm_campaign=up_december" },
      { id: 6, context: "news_stories" },
    );
    expect(storedProgram(storage, SITE, T0)?.token).toBe("click-0002");
    expect(controller.getState().token).toBe("click-0002");
  });

  it("keeps the program (no new POST) when the same link is opened again", async () => {
    const { controller, calls } = setup();
    await controller.arrive(story, { id: 5, context: "news_stories" });
    await controller.arrive(story, { id: 5, context: "news_stories" });
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
    expect(calls.at(-1)?.path).toBe("/api/v3/rewards/program?token=click-0001");
  });

  it("hides the icon for jj_december and sets share marketing for up_3_articles", async () => {
    const jj = setup();
    await jj.controller.arrive(
      { pathname: "/p/news_stories/web/1", search: "?clickid=click-0003&utm_campaign=jj_december" },
      { id: 1, context: "news_stories" },
    );
    expect(jj.controller.getState().show).toBe(false);
    expect(readEntry(jj.storage, siteStorageKey(SITE, "jjRewardsProgram"), T0)).not.toBeNull();

    const share = setup();
    await share.controller.arrive(
      { pathname: "/p/news_stories/web/1", search: "?clickid=click-0004&utm_campaign=up_3_articles" },
      { id: 1, context: "news_stories" },
    );
    expect(share.controller.getState()).toMatchObject({ shareMarketing: true, show: true });
  });

  it("rechecks the read-article cache every 100 ms and asks the server when a story was read", async () => {
    const { controller, calls, server, storage } = setup();
    await controller.arrive(story, { id: 5, context: "news_stories" });
    const stop = controller.watch();
    const before = calls.length;
    vi.advanceTimersByTime(READ_RECHECK_MS * 3);
    expect(calls.length).toBe(before); // nothing read: no request

    // The next story's page records its read; the server has counted it.
    server.read = [7];
    await controller.arrive(
      { pathname: "/p/news_stories/web/7", search: "" },
      { id: 7, context: "news_stories" },
    );
    expect(controller.getState()).toMatchObject({ read: 1, percent: 33 });
    const afterArrive = calls.length;
    vi.advanceTimersByTime(READ_RECHECK_MS * 5);
    await settle();
    expect(calls.length).toBe(afterArrive); // counted by the server: nothing more to ask

    // A read the server has not counted yet is asked about at the next check, then further apart.
    recordRewardsRead(storage, SITE, { id: 8, context: "news_stories" }, Date.now());
    vi.advanceTimersByTime(READ_RECHECK_MS);
    await settle();
    expect(calls.length).toBe(afterArrive + 1);
    server.read = [7, 8];
    vi.advanceTimersByTime(READ_RECHECK_MS * 2);
    await settle();
    expect(controller.getState()).toMatchObject({ read: 2, percent: 66 });
    stop();
  });

  it("counts a watched video after 10 s, not before", async () => {
    const { controller, calls, storage } = setup();
    await controller.arrive(story, { id: 5, context: "news_stories" });
    const stop = controller.watch();
    recordRewardsRead(storage, SITE, { id: 9, context: "videos" }, Date.now());
    const before = calls.length;
    vi.advanceTimersByTime(9_900);
    await settle();
    expect(calls.length).toBe(before);
    vi.advanceTimersByTime(READ_RECHECK_MS);
    await settle();
    expect(calls.length).toBe(before + 1);
    stop();
  });

  it("sends a share of the page's story once, only under a program that needs shares", async () => {
    const { controller, calls } = setup();
    await controller.arrive(
      { ...story, search: "?clickid=click-0003&utm_campaign=up_december_shared1" },
      { id: 5, context: "news_stories" },
    );
    await controller.share({ id: 5, context: "news_stories" });
    await controller.share({ id: 5, context: "news_stories" });
    const shares = calls.filter((call) => call.path === "/api/v3/rewards/share");
    expect(shares).toEqual([
      { path: "/api/v3/rewards/share", method: "POST", body: { token: "click-0003", id: 5 } },
    ]);
    expect(controller.getState().shared).toBe(1);

    const plain = setup();
    await plain.controller.arrive(story, { id: 5, context: "news_stories" });
    await plain.controller.share({ id: 5, context: "news_stories" });
    await plain.controller.share(null);
    expect(plain.calls.some((call) => call.path.endsWith("rewards/share"))).toBe(false);
  });

  it("records a read once per id", () => {
    const storage = memoryStorage();
    recordRewardsRead(storage, SITE, { id: 3, context: "news_stories" }, T0);
    recordRewardsRead(storage, SITE, { id: 3, context: "news_stories" }, T0 + 5);
    expect(readDone(storage)).toHaveLength(1);
    // 3 hours later the cache has expired.
    expect(readEntry(storage, siteStorageKey(SITE, "RewardsDoneArticle"), T0 + 3 * 3_600_000)).toBeNull();
  });

  it("claims: success clears the stored program, hides the icon, completion false, success message", async () => {
    const { controller, calls, server, storage } = setup();
    server.read = [1, 2, 3];
    await controller.arrive(story, { id: 5, context: "news_stories" });
    expect(controller.getState().complete).toBe(true);
    await controller.claim();
    expect(calls.at(-1)).toEqual({
      path: "/api/v3/tagger/reward?token=click-0001",
      method: "GET",
      body: undefined,
    });
    expect(controller.getState()).toMatchObject({
      success: true,
      complete: false,
      show: false,
      message: { tone: "success", key: "rewards.success", values: { megabytes: 50 } },
    });
    expect(storedProgram(storage, SITE, T0)).toBeNull();
  });

  it.each([
    ["already_claimed", 409],
    ["daily_limit_reached", 429],
    ["campaign_ended", 410],
    ["reward_limit_reached", 409],
    ["try_again_later", 503],
  ])(
    "claims: a %s refusal shows its message, completion false, icon hidden, program kept",
    async (code, status) => {
      const { controller, server, storage } = setup();
      server.read = [1, 2, 3];
      server.claimAnswer = { status, body: { error: { code, message: code } } };
      await controller.arrive(story, { id: 5, context: "news_stories" });
      await controller.claim();
      expect(controller.getState()).toMatchObject({
        success: false,
        complete: false,
        show: false,
        message: { tone: "error", key: `rewards.error.${code}` },
      });
      expect(storedProgram(storage, SITE, T0)?.token).toBe("click-0001");
    },
  );

  it("claims: an unknown failure shows rewards.failed", async () => {
    const { controller, server } = setup();
    server.claimAnswer = { status: 400, body: { error: { code: "something_else" } } };
    await controller.arrive(story, { id: 5, context: "news_stories" });
    await controller.claim();
    expect(controller.getState().message).toEqual({ tone: "error", key: "rewards.failed" });
  });

  it("forgets a program the server refuses for good (an ended campaign)", async () => {
    const storage = memoryStorage();
    const program: StoredProgram = {
      token: "click-0009",
      campaign: "up_december",
      path: "/",
      started: T0,
      last: null,
    };
    writeEntry(storage, siteStorageKey(SITE, "RewardsProgram"), program, T0);
    const api = vi.fn(async () =>
      Response.json({ error: { code: "campaign_ended", message: "ended" } }, { status: 410 }),
    );
    const controller = createRewardsController({
      storage,
      siteName: SITE,
      apiPrefix: "/api/v3/",
      api,
    });
    // First paint from the stored program, before the server answers.
    expect(controller.getState()).toMatchObject({ token: "click-0009", confirmed: false });
    await controller.arrive({ pathname: "/", search: "" }, null);
    expect(controller.getState()).toMatchObject({
      token: null,
      message: { key: "rewards.error.campaign_ended" },
    });
    expect(storedProgram(storage, SITE, T0)).toBeNull();
  });

  it("says so when the server answers a program already claimed", async () => {
    const storage = memoryStorage();
    const api = vi.fn(async () =>
      Response.json(programJson("click-0010", "up_december", [1, 2, 3], { claimed: true, complete: false })),
    );
    const controller = createRewardsController({
      storage,
      siteName: SITE,
      apiPrefix: "/api/v3/",
      api,
    });
    await controller.arrive(
      { ...story, search: "?clickid=click-0010&utm_campaign=up_december" },
      { id: 1, context: "news_stories" },
    );
    expect(controller.getState()).toMatchObject({
      show: false,
      complete: false,
      message: { key: "rewards.error.already_claimed" },
    });
  });
});

function readDone(storage: ReturnType<typeof memoryStorage>) {
  return (
    readEntry<{ id: number; context: string; at: number }[]>(
      storage,
      siteStorageKey(SITE, "RewardsDoneArticle"),
      T0,
    ) ?? []
  );
}
