import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LEGACY_BROWSER_REDIRECT_MS, legacyBrowserScript } from "./legacy-browser.ts";

const IE11 = "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko";
const LEGACY_EDGE =
  "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Safari/537.36 Edge/18.17763";
const NEW_EDGE =
  "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0";

/** Runs the script as a browser would, with its one timer held: where it sends the reader, and when. */
function run(script: string, userAgent: string, pathname: string) {
  const timers: { callback: () => void; ms: number }[] = [];
  const location = { pathname, href: `https://icaro.example${pathname}` };
  runInNewContext(script, {
    navigator: { userAgent },
    location,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  });
  for (const timer of timers) timer.callback();
  return { href: location.href, delays: timers.map((timer) => timer.ms) };
}

describe("the not-supported page's client fallback (docs/behaviour/screens.md#not-supported-page)", () => {
  it.each([
    ["", "/sitemap", "/notsupported"],
    ["", "/", "/notsupported"],
    ["/es", "/es/sitemap", "/es/notsupported"],
    ["/es", "/es", "/es/notsupported"],
    ["/pt", "/pt/noproxy/news_stories/12/gol", "/pt/notsupported"],
    // ICARO_DEFAULT_LOCALE=pt: English pages are the prefixed ones.
    ["/en", "/en/sitemap", "/en/notsupported"],
  ])("sends old Internet Explorer on a %j page (%s) to %s after 100 ms", (prefix, path, target) => {
    expect(run(legacyBrowserScript(prefix), IE11, path)).toEqual({
      href: target,
      delays: [LEGACY_BROWSER_REDIRECT_MS],
    });
    expect(LEGACY_BROWSER_REDIRECT_MS).toBe(100);
  });

  it("sends legacy Edge on as well", () => {
    expect(run(legacyBrowserScript("/es"), LEGACY_EDGE, "/es/tv").href).toBe("/es/notsupported");
  });

  it("leaves the new Edge, and a legacy browser already on the page, where they are", () => {
    expect(run(legacyBrowserScript("/es"), NEW_EDGE, "/es/tv")).toEqual({
      href: "https://icaro.example/es/tv",
      delays: [],
    });
    expect(run(legacyBrowserScript("/pt"), IE11, "/pt/notsupported").delays).toEqual([]);
  });

  it("is plain ES3, which old Internet Explorer parses", () => {
    const script = legacyBrowserScript("/es");
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`|\.includes\(/);
  });
});
