import { afterEach, describe, expect, it, vi } from "vitest";
import { DOCUMENT_LOAD_MODULE } from "./document-load-module.ts";

type Page = { default: () => unknown };

/** A window at `href` whose session storage lives as long as this test's page does. */
function pageAt(href: string, now: () => number) {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const location = { href, reload };
  const marks = new Map<string, string>();
  vi.stubGlobal("window", {
    location,
    document: { documentElement: { setAttribute: (name: string, value: string) => marks.set(name, value) } },
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
  });
  vi.spyOn(Date, "now").mockImplementation(now);
  return Object.assign(location, { marks });
}

async function load(): Promise<Page> {
  // A fresh copy per load, as each document load evaluates it again.
  return (await import(
    `data:text/javascript,${encodeURIComponent(DOCUMENT_LOAD_MODULE)}#${Math.random()}`
  )) as Page;
}

describe("the module answered for a page's code that cannot be fetched", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is a route module whose page loads the page it is shown for as a document, rendering nothing", async () => {
    const location = pageAt("https://icaro.test/tv", () => 1_000);
    const module = await load();
    expect(location.reload).not.toHaveBeenCalled();
    expect(module.default()).toBeNull();
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it("does not reload the same page again within 10 s (a copy whose code is gone would loop): it suspends for good", async () => {
    let now = 1_000;
    const location = pageAt("https://icaro.test/sitemap", () => now);
    const module = await load();
    expect(module.default()).toBeNull();
    now += 2_000;
    let thrown: unknown;
    try {
      module.default();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    expect(location.marks.get("data-code-missing")).toBe("");
    expect(location.reload).toHaveBeenCalledOnce();
    now += 10_000;
    expect(module.default()).toBeNull();
    expect(location.reload).toHaveBeenCalledTimes(2);
  });

  it("another page, or no session storage, still reloads", async () => {
    const location = pageAt("https://icaro.test/sitemap", () => 1_000);
    const module = await load();
    module.default();
    location.href = "https://icaro.test/tv";
    expect(module.default()).toBeNull();
    vi.stubGlobal("window", { location });
    expect(module.default()).toBeNull();
    expect(location.reload).toHaveBeenCalledTimes(3);
  });
});
