import { describe, expect, it } from "vitest";
import { SAVED_STORIES_CACHE } from "../service-worker/offline-caches.ts";
import { clearedAtSignOut, isSignOutAction, offlineLinkTarget } from "./page-offline-rules.ts";

describe("offlineLinkTarget", () => {
  const here = "https://icaro.test/es/sitemap";
  it.each([
    ["/es/readlater", "https://icaro.test/es/readlater"],
    ["https://icaro.test/sports", "https://icaro.test/sports"],
    ["?page=2", "https://icaro.test/es/sitemap?page=2"],
    ["#top", null],
    ["/es/sitemap", null],
    ["https://elsewhere.example/", null],
    ["mailto:news@icaro.test", null],
    ["/api/v3/site/sections", null],
    ["/media/tv/clip.mp4", null],
  ])("%s → %s", (href, expected) => {
    expect(offlineLinkTarget(href, here)).toBe(expected);
  });
});

describe("clearedAtSignOut", () => {
  it.each([
    [SAVED_STORIES_CACHE, true],
    ["icaro-pages-sw-build-1", true],
    ["icaro-pictures-sw-build-1", true],
    ["icaro-precache-sw-build-1", false],
    ["icaro-assets-sw-build-1", false],
    ["another-sites-cache", false],
  ])("%s → %s", (name, expected) => {
    expect(clearedAtSignOut(name)).toBe(expected);
  });
});

describe("isSignOutAction", () => {
  it.each([
    ["https://icaro.test/accounts/user/signedout", true],
    ["https://icaro.test/es/accounts/user/signedout", true],
    ["/pt/accounts/user/signedout", true],
    ["https://icaro.test/accounts/user", false],
    ["https://elsewhere.example/accounts/user/signedout", false],
  ])("%s → %s", (action, expected) => {
    expect(isSignOutAction(action, "https://icaro.test")).toBe(expected);
  });
});
