import { describe, expect, it } from "vitest";
import { campaignClickPath, clickItem, osFamily } from "./campaign-click.ts";

const click = {
  id: "click-0001",
  sid: "0b9f5c1e-7a9e-4b8e-8f5e-2f1d1c3a4b5c",
  action: "open",
  campaign: "up_december",
  item: "news_stories:12",
  os: "android",
};

describe("campaignClickPath (docs/behaviour/consent-ads-analytics.md#analytics-calls /trk)", () => {
  it("carries the click's id, session, action, campaign, item and OS", () => {
    expect(campaignClickPath(click)).toBe(
      "/trk?id=click-0001&sid=0b9f5c1e-7a9e-4b8e-8f5e-2f1d1c3a4b5c&action=open&cx=up_december&cxid=news_stories%3A12&os=android",
    );
  });

  it("leaves out what /trk would refuse, and keeps the click", () => {
    expect(campaignClickPath({ ...click, id: "x".repeat(129), sid: null, item: null, os: "Mac OS" })).toBe(
      "/trk?action=open&cx=up_december",
    );
    expect(campaignClickPath({ ...click, campaign: "Dezembro de dados" })).toContain("id=click-0001");
    expect(campaignClickPath({ ...click, campaign: "Dezembro de dados" })).not.toContain("cx=");
  });

  it("is nothing without a usable click id or campaign", () => {
    expect(campaignClickPath({ ...click, id: "", campaign: "a b" })).toBeNull();
  });
});

describe("clickItem", () => {
  it("is the page's story, else its path", () => {
    expect(clickItem("/noproxy/news_stories/web/12", { id: 12, context: "news_stories" })).toBe(
      "news_stories:12",
    );
    expect(clickItem("/campaign/Eduka7", null)).toBe("campaign:Eduka7");
    expect(clickItem("/jej/", null)).toBe("jej");
    expect(clickItem("/", null)).toBeNull();
  });
});

describe("osFamily", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36", "android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)", "ios"],
    ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)", "chromeos"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)", "macos"],
    ["Mozilla/5.0 (X11; Linux x86_64)", "linux"],
    ["curl/8", "other"],
  ])("%s → %s", (agent, family) => {
    expect(osFamily(agent)).toBe(family);
  });
});
