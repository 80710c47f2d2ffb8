import { describe, expect, it } from "vitest";
import { listLinkTarget } from "./use-list-link-navigation.ts";

const click = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};
const anchor = (href: string, attributes: { target?: string; download?: boolean } = {}) => ({
  href,
  target: attributes.target ?? "",
  hasAttribute: (name: string) => name === "download" && attributes.download === true,
});
const ORIGIN = "https://news.example.com";

describe("listLinkTarget", () => {
  it.each([
    ["/", `${ORIGIN}/noproxy/news_stories/1/a`, "/noproxy/news_stories/1/a"],
    ["/es", `${ORIGIN}/es/noproxy/news_stories/1/a?page=2#top`, "/noproxy/news_stories/1/a?page=2#top"],
    ["/pt", `${ORIGIN}/pt`, "/"],
  ])("navigates under basename %s from %s to %s", (basename, href, expected) => {
    expect(listLinkTarget(click, anchor(href), ORIGIN, basename)).toBe(expected);
  });

  it.each([
    ["a handled click", { ...click, defaultPrevented: true }, anchor(`${ORIGIN}/a`)],
    ["a middle click", { ...click, button: 1 }, anchor(`${ORIGIN}/a`)],
    ["a ctrl-click", { ...click, ctrlKey: true }, anchor(`${ORIGIN}/a`)],
    ["a shift-click", { ...click, shiftKey: true }, anchor(`${ORIGIN}/a`)],
    ["a meta-click", { ...click, metaKey: true }, anchor(`${ORIGIN}/a`)],
    ["a new tab target", click, anchor(`${ORIGIN}/a`, { target: "_blank" })],
    ["a download", click, anchor(`${ORIGIN}/a`, { download: true })],
    ["another origin", click, anchor("https://elsewhere.example.com/a")],
  ])("leaves %s to the browser", (_name, event, link) => {
    expect(listLinkTarget(event, link, ORIGIN, "/")).toBeNull();
  });

  it("leaves links outside the locale's basename to the browser", () => {
    expect(listLinkTarget(click, anchor(`${ORIGIN}/pt/a`), ORIGIN, "/es")).toBeNull();
    expect(listLinkTarget(click, anchor(`${ORIGIN}/estate`), ORIGIN, "/es")).toBeNull();
  });
});
