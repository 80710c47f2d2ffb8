import { afterEach, describe, expect, it, vi } from "vitest";
import { formatArticleTime } from "#core/content/article-time.ts";
import { articleScript } from "./article-script.ts";

const PUBLISHED = "2026-11-26T22:48:00.000Z";

type Listener = (event: unknown) => void;

/** Runs the inline script as the page would, over a fake window; returns what it touched. */
function run(options: { share?: (data: unknown) => Promise<void>; locale?: "en" | "es" | "pt" } = {}) {
  const time = { dateTime: PUBLISHED, firstChild: { nodeType: 3, nodeValue: "Nov 26, 2026, 10:48 PM UTC" } };
  const attributes = new Map<string, string>();
  const clicks: Listener[] = [];
  const observed: unknown[] = [];
  const title = { id: "title" };
  const document = {
    title: "A story",
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      scrollHeight: 0,
    },
    querySelectorAll: (selector: string) => (selector === "time[data-local]" ? [time] : []),
    querySelector: (selector: string) => (selector === ".article__title" ? title : null),
    addEventListener: (type: string, listener: Listener) => {
      if (type === "click") clicks.push(listener);
    },
  };
  class FakeObserver {
    observe(element: unknown) {
      observed.push(element);
    }
    disconnect() {}
  }
  const window: Record<string, unknown> = {
    document,
    navigator: options.share ? { share: options.share } : {},
    IntersectionObserver: FakeObserver,
    innerHeight: 800,
    scrollY: 0,
    location: { href: "https://x.example/a" },
    addEventListener: () => {},
    requestAnimationFrame: () => 1,
  };
  new Function("window", articleScript(options.locale ?? "es"))(window);
  return { time, attributes, clicks, observed, title, window };
}

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe("articleScript", () => {
  it.each(["en", "es", "pt"] as const)(
    "writes the server's UTC times in the reader's zone, as formatArticleTime does (%s)",
    (locale) => {
      process.env.TZ = "America/Sao_Paulo";
      const { time } = run({ locale });
      expect(time.firstChild.nodeValue).toBe(formatArticleTime(PUBLISHED, locale, "local"));
      expect(time.firstChild.nodeValue).not.toContain("UTC");
    },
  );

  it("watches the headline, and binds the next one after a client navigation", () => {
    const { observed, title, window } = run();
    expect(observed).toEqual([title]);
    expect(typeof window.__icaroArticle).toBe("function");
  });

  it("shows the Share buttons only where the browser can share, and shares the story's address", () => {
    expect(run().attributes.has("data-can-share")).toBe(false);
    const share = vi.fn(() => Promise.resolve());
    const { attributes, clicks } = run({ share });
    expect(attributes.has("data-can-share")).toBe(true);
    const data: Record<string, string> = {
      "data-title": "Río approves a tram",
      "data-url": "https://x.example/s/1",
    };
    const button = {
      hasAttribute: (name: string) => name === "data-share",
      getAttribute: (name: string) => data[name],
    };
    const preventDefault = vi.fn();
    for (const click of clicks) click({ target: { closest: () => button }, preventDefault });
    expect(share).toHaveBeenCalledWith({ title: "Río approves a tram", url: "https://x.example/s/1" });
    expect(preventDefault).toHaveBeenCalled();
  });
});
