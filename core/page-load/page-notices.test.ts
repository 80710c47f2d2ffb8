import { describe, expect, it } from "vitest";
import { externalLink, type LinkBox, PREFETCH_MAX, prefetchTargets, savingData } from "./page-notices.ts";

const PAGE = "https://icaro.example/es/news?page=2";

describe("savingData", () => {
  it.each([
    [{}, false],
    [{ dataSaving: false, saveData: false }, false],
    [{ dataSaving: true }, true],
    [{ saveData: true }, true],
    [{ dataSaving: true, saveData: true }, true],
  ])("%o → %s", (setting, expected) => {
    expect(savingData(setting)).toBe(expected);
  });
});

describe("externalLink", () => {
  it.each([
    ["https://twitter.com/intent/tweet?url=x", "https://twitter.com/intent/tweet?url=x"],
    ["http://icaro.example/story", "http://icaro.example/story"],
    ["//cdn.example.org/a", "https://cdn.example.org/a"],
    ["https://icaro.example:8443/", "https://icaro.example:8443/"],
  ])("%s leaves the site", (href, expected) => {
    expect(externalLink(href, PAGE)?.href).toBe(expected);
  });

  it.each([
    [null],
    [""],
    ["/es/sports"],
    ["#comments"],
    ["?page=3"],
    ["https://icaro.example/pt"],
    ["mailto:news@example.org"],
    ["tel:+351000"],
    ["javascript:alert(1)"],
    ["data:text/html,hi"],
    ["http://[::1"],
  ])("%s does not", (href) => {
    expect(externalLink(href, PAGE)).toBeNull();
  });
});

function box(href: string, top: number, size = 20): LinkBox {
  return { href, top, bottom: top + size, width: 100, height: size };
}

describe("prefetchTargets", () => {
  const page = { url: PAGE, viewportHeight: 800 };

  it("takes the site's links in view, in order, each once, at most a handful", () => {
    const links = [
      box("/es/a", 10),
      box("/es/b", 100),
      box("/es/a#top", 120),
      box("/es/c", 200),
      box("/es/d", 300),
      box("/es/e", 400),
      box("/es/f", 500),
    ];
    expect(prefetchTargets(links, page)).toEqual(["/es/a", "/es/b", "/es/c", "/es/d"]);
    expect(prefetchTargets(links, page)).toHaveLength(PREFETCH_MAX);
    expect(prefetchTargets(links, { ...page, max: 2 })).toEqual(["/es/a", "/es/b"]);
  });

  it("leaves out links out of view, hidden, elsewhere, to this page, to the API and to files", () => {
    const links = [
      box("/es/above", -50),
      box("/es/below", 800),
      { ...box("/es/hidden", 10), width: 0, height: 0 },
      box("https://other.example/es/x", 10),
      box("/es/news?page=2", 10),
      box("/es/news?page=2#part", 10),
      box("/api/v3/site/config", 10),
      box("/sitemap.xml", 10),
      box("/files/report.pdf", 10),
      box("mailto:a@b.c", 10),
      box("/es/kept?x=1", 790),
    ];
    expect(prefetchTargets(links, page)).toEqual(["/es/kept?x=1"]);
  });

  it("skips what was prefetched before, so a later page adds only new ones", () => {
    const links = [box("/es/a", 10), box("/es/b", 50)];
    expect(prefetchTargets(links, { ...page, done: new Set(["/es/a"]) })).toEqual(["/es/b"]);
  });
});
