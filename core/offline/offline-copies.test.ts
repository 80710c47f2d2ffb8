import { describe, expect, it } from "vitest";
import {
  dataRequestUrl,
  isSitePath,
  manifestRequestUrl,
  OFFLINE_STORIES_MAX,
  offlinePlan,
  parseOfflineIndex,
  READ_LATER_PAGE_KEY,
  replacedUrls,
} from "./offline-copies.ts";

describe("parseOfflineIndex", () => {
  it("keeps the stories' same-origin paths and drops anything else", () => {
    expect(
      parseOfflineIndex({
        "news_stories:1": ["/a", "https://x/b", 3],
        bad: "x",
        empty: [],
        "videos:2": ["/v"],
      }),
    ).toEqual({ "news_stories:1": ["/a"], "videos:2": ["/v"] });
    expect(parseOfflineIndex(null)).toEqual({});
    expect(parseOfflineIndex([["/a"]])).toEqual({});
    expect(parseOfflineIndex("corrupt")).toEqual({});
  });
});

describe("offlinePlan", () => {
  const story = (id: number) => ({ key: `news_stories:${id}`, path: `/news/${id}` });

  it("stores what is not stored yet, forgets what left the list, frees only unshared URLs", () => {
    const index = {
      [READ_LATER_PAGE_KEY]: ["/readlater", "/readlater.data", "/assets/root.js"],
      "news_stories:1": ["/news/1", "/news/1.data", "/assets/root.js", "/assets/article.js", "/_ipx/one"],
      "news_stories:2": ["/news/2", "/news/2.data", "/assets/root.js", "/assets/article.js", "/_ipx/shared"],
      "news_stories:3": ["/news/3", "/_ipx/shared"],
    };
    const plan = offlinePlan(index, [story(4), story(2), story(3)]);
    expect(plan.store).toEqual([story(4)]);
    expect(plan.forget).toEqual(["news_stories:1"]);
    expect(plan.freeUrls).toEqual(["/news/1", "/news/1.data", "/_ipx/one"]);
  });

  it("keeps the newest stories within the cap: an older one leaves the offline copies, not the list", () => {
    const list = Array.from({ length: 10_000 }, (_, i) => story(i + 1));
    const index = { [story(OFFLINE_STORIES_MAX + 1).key]: ["/news/51"], [story(1).key]: ["/news/1"] };
    const plan = offlinePlan(index, list);
    expect(plan.store).toHaveLength(OFFLINE_STORIES_MAX - 1);
    expect(plan.store.some((entry) => entry.key === story(1).key)).toBe(false);
    expect(plan.forget).toEqual([story(OFFLINE_STORIES_MAX + 1).key]);
    expect(plan.freeUrls).toEqual(["/news/51"]);
  });

  it("never forgets the /readlater page, even with an empty list", () => {
    const plan = offlinePlan({ [READ_LATER_PAGE_KEY]: ["/readlater"] }, []);
    expect(plan).toEqual({ store: [], forget: [], freeUrls: [] });
  });
});

describe("replacedUrls", () => {
  it("frees what a copy stored again no longer lists, unless another copy does", () => {
    const index = {
      [READ_LATER_PAGE_KEY]: ["/readlater", "/assets/old-a.js", "/assets/old-b.js", "/assets/shared.js"],
      "news_stories:1": ["/news/1", "/assets/old-b.js"],
    };
    expect(
      replacedUrls(index, READ_LATER_PAGE_KEY, ["/readlater", "/assets/new.js", "/assets/shared.js"]),
    ).toEqual(["/assets/old-a.js"]);
    expect(replacedUrls(index, "news_stories:9", ["/news/9"])).toEqual([]);
  });
});

describe("dataRequestUrl", () => {
  it.each([
    ["/news_stories/web/12", "", "/news_stories/web/12.data"],
    ["/es/news_stories/web/12", "/es", "/es/news_stories/web/12.data"],
    ["/readlater/", "", "/readlater.data"],
    ["/", "", "/_root.data"],
    ["/pt", "/pt", "/pt/_root.data"],
    ["/pt/", "/pt", "/pt/_root.data"],
    ["/readlater?page=2", "", "/readlater.data?page=2"],
  ])("%s (prefix %s) → %s", (path, prefix, expected) => {
    expect(dataRequestUrl(path, prefix)).toBe(expected);
  });
});

describe("manifestRequestUrl", () => {
  it("asks for the path and its ancestors, sorted, with the build's version, under the locale", () => {
    expect(manifestRequestUrl("/es/news_stories/web/12", "/es", "ab12")).toBe(
      "/es/__manifest?paths=%2Fes%2C%2Fes%2Fnews_stories%2C%2Fes%2Fnews_stories%2Fweb%2C%2Fes%2Fnews_stories%2Fweb%2F12&version=ab12",
    );
    expect(manifestRequestUrl("/readlater?page=2", "", "v")).toBe("/__manifest?paths=%2Freadlater&version=v");
  });
});

describe("isSitePath", () => {
  it("takes this site's paths, not a publisher's address", () => {
    expect(isSitePath("/news/1")).toBe(true);
    expect(isSitePath("https://publisher.example/a")).toBe(false);
    expect(isSitePath("//evil.example/a")).toBe(false);
  });
});
