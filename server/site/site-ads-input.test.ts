import { describe, expect, it } from "vitest";
import { NO_THIRD_PARTY } from "#core/site/site-config.ts";
import { adEntryInput, adTagProblem, siteAdOf, storedThirdParty, thirdPartyInput } from "./site-ads-input.ts";

const TAG = "plc=1234:sizes=970x250,728x90:plcv=55:adtarget=section|home,team|12:formats=display";

describe("an ad entry", () => {
  it("is stored as the parser reads its tag, in the parser's key order, as the banner type by default", () => {
    const entry = siteAdOf(
      adEntryInput.parse({ device: "desktop", pages: "home, sports-scores,home,privacy_policy", tag: TAG }),
    );
    expect(entry).toEqual({
      type: "desktopinpagebillboard",
      device: "desktop",
      page_types: ["home", "sports-scores", "privacy_policy"],
      ad_tags: [
        { ad_tag: "sizes=970x250,728x90:plc=1234:plcv=55:adtarget=section|home,team|12:formats=display" },
      ],
    });
  });

  it("keeps nothing of markup or script in a hostile tag", () => {
    const entry = siteAdOf(
      adEntryInput.parse({
        device: "mobile",
        pages: ["home"],
        tag: 'plc=<script>alert(1)</script>:sizes=320x50:adtarget=a|"onload=x',
      }),
    );
    expect(entry.ad_tags[0].ad_tag).toBe("sizes=320x50:plc=scriptalert1script:adtarget=a|onloadx");
  });

  it.each([
    ["no placement", "sizes=300x250", /placement/],
    ["no sizes", "plc=1", /sizes/],
    ["a malformed size", "plc=1:sizes=300x250,big", /sizes/],
    ["a malformed target", "plc=1:sizes=300x250:adtarget=a|b,c", /key\|value/],
  ])("refuses a tag with %s", (_, tag, message) => {
    expect(adTagProblem(tag)).toMatch(message);
    expect(adEntryInput.safeParse({ device: "desktop", pages: "home", tag }).success).toBe(false);
  });

  it.each([
    ["an unknown device", { device: "tablet", pages: "home", tag: TAG }],
    ["a page name that is not a route id", { device: "desktop", pages: "Home Page", tag: TAG }],
    ["no page", { device: "desktop", pages: " , ", tag: TAG }],
    ["a control character", { device: "desktop", pages: "home", tag: `${TAG}\u0000` }],
    ["a long tag", { device: "desktop", pages: "home", tag: `${TAG}:${"x".repeat(2000)}` }],
  ])("refuses %s", (_, input) => {
    expect(adEntryInput.safeParse(input).success).toBe(false);
  });
});

describe("the third-party settings", () => {
  it("take https URLs and paths on this site, mailto: for support, and none to clear", () => {
    expect(
      thirdPartyInput.parse({
        display_ads: "on",
        publisher_tag_url: "https://ads.example.com/tag.js",
        partner_ads_url: "/ads/partner.js",
        tag_manager_id: "GTM-ABC123",
        session_replay_url: "none",
        support_url: "mailto:ads@example.com",
      }),
    ).toEqual({
      display_ads: true,
      publisher_tag_url: "https://ads.example.com/tag.js",
      partner_ads_url: "/ads/partner.js",
      tag_manager_id: "GTM-ABC123",
      session_replay_url: null,
      support_url: "mailto:ads@example.com",
    });
  });

  it.each([
    { publisher_tag_url: "http://ads.example.com/tag.js" },
    { publisher_tag_url: "//ads.example.com/tag.js" },
    { publisher_tag_url: "javascript:alert(1)" },
    { partner_ads_url: "https://user:pw@ads.example.com/x.js" },
    { partner_ads_url: "/../etc/passwd" },
    { tag_manager_id: "GTM-<x>" },
    { support_url: "mailto:nobody" },
    { support_url: "data:text/html,hi" },
    { display_ads: "maybe" },
    { unknown: "x" },
  ])("refuses %o", (input) => {
    expect(thirdPartyInput.safeParse(input).success).toBe(false);
  });

  it("read back from a row, anything that does not pass the same checks is not configured", () => {
    expect(storedThirdParty(null)).toEqual(NO_THIRD_PARTY);
    expect(
      storedThirdParty({
        display_ads: "yes",
        publisher_tag_url: "javascript:alert(1)",
        partner_ads_url: "https://ads.example.com/p.js",
        tag_manager_id: "<script>",
        support_url: "mailto:help@example.com",
      }),
    ).toEqual({
      ...NO_THIRD_PARTY,
      partner_ads_url: "https://ads.example.com/p.js",
      support_url: "mailto:help@example.com",
    });
  });
});
