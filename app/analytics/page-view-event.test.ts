import { describe, expect, it } from "vitest";
import { type PageViewContext, pageViewEvent, pageViewUrl } from "./page-view-event.ts";

function context(ids: string[], extra: Partial<PageViewContext> = {}): PageViewContext {
  return {
    matches: ids.map((id) => ({ route: { id }, params: {} })),
    location: { pathname: "/p/news_stories/web/5", search: "?utm_source=x" },
    loginRoutes: ["account-saved", "account-profile"],
    loggedIn: false,
    referrer: "https://elsewhere.example/",
    isMobile: true,
    isIosMobile: false,
    pwa: false,
    ...extra,
  };
}

describe("a page view's event", () => {
  it("names the page by its route and keeps the path the reader saw", () => {
    expect(pageViewEvent(context(["root", "layout-default", "article-web"]))).toEqual({
      page: "article-web",
      page_name: "article-web",
      full_path: "/p/news_stories/web/5?utm_source=x",
      referrer: "https://elsewhere.example/",
      logged_in: false,
      is_mobile: true,
      is_ios_mobile: false,
      pwa: false,
      experience: "web",
    });
  });

  it("labels a search by its query and leaves out signed-in account pages and index pages", () => {
    const search = context([], {
      matches: [
        { route: { id: "root" }, params: {} },
        { route: { id: "search-results" }, params: { query: "flamengo" } },
      ],
    });
    expect(pageViewEvent(search)?.page).toBe("Search flamengo");
    expect(
      pageViewEvent(context(["root", "layout-default", "account-saved"], { loggedIn: true })),
    ).toBeNull();
    expect(pageViewEvent(context(["root", "feed-index"]))).toBeNull();
    expect(pageViewEvent(context([]))).toBeNull();
  });

  it("goes to /tagger/analytics with the data-less flag and without empty values", () => {
    const event = pageViewEvent(context(["root", "home"], { referrer: "" }));
    const url = new URL(pageViewUrl({ ...(event ?? {}), dataLess: true }), "http://x");
    expect(url.pathname).toBe("/tagger/analytics");
    expect(url.searchParams.get("page")).toBe("home");
    expect(url.searchParams.get("no_data")).toBe("true");
    expect(url.searchParams.has("referrer")).toBe(false);
    expect(url.searchParams.has("dataLess")).toBe(false);
  });
});
