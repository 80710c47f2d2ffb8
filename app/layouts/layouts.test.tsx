import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs } from "#app/i18n/catalogs.server.ts";
import { I18nContext } from "#app/i18n/use-translation.ts";
import { ROUTE_TABLE } from "#app/routing/route-table.ts";
import { createI18n } from "#core/i18n/translations.ts";
import DarkLayout from "./DarkLayout.tsx";
import DefaultLayout from "./DefaultLayout.tsx";
import NoContainerLayout from "./NoContainerLayout.tsx";
import SportsLayout from "./SportsLayout.tsx";

// Layouts that no page of this capability mounts yet are rendered here with a stub router, so
// they are checked before the article and sports pages arrive.
const rootData = {
  locale: "es",
  localePrefixes: { en: "", es: "/es", pt: "/pt" },
  origin: "http://localhost",
  site: {
    name: "Icaro",
    description: "",
    themeColor: "#102245",
    colors: {},
    logo: "/brand/logo-small.svg",
    favicon: "/favicon.ico",
    aboutUrl: "/about.html",
    privacyUrl: "/privacy_policy.html",
    termsUrl: "/terms_and_conditions.html",
  },
  sections: [{ key: "news", label: "Noticias" }],
};

function render(Layout: () => React.ReactNode, pageData: unknown = null, root: unknown = rootData): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <Outlet />,
      children: [
        {
          id: "layout",
          Component: Layout,
          children: [{ id: "page", index: true, Component: () => <p>page body</p> }],
        },
      ],
    },
  ]);
  return renderToString(
    <I18nContext.Provider value={createI18n("es", catalogs.es)}>
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root, page: pageData } }} />
    </I18nContext.Provider>,
  );
}

describe("layouts", () => {
  it("dark: one masthead and the page; the second header is the article's own (docs/decisions/0063-article-reading-mode.md)", () => {
    const html = render(DarkLayout);
    expect(html).toContain('class="layout-dark"');
    expect(html.match(/class="site-header"/g)).toHaveLength(1);
    // No bar naming the site again under the masthead (app/article/ArticleBar.tsx shows the story's).
    expect(html).not.toContain("sticky-subheader");
    expect(html).not.toContain('role="progressbar"');
    expect(html).toContain("page body");
  });

  it("default: the page's banner ad below the page, above the footer (docs/behaviour/screens.md#default-layout: bottom ad banner)", () => {
    const withAds = {
      ...rootData,
      ads: { slots: { page: '<aside class="ad-banner">ad</aside>' }, notice: "" },
    };
    const html = render(DefaultLayout, null, withAds);
    const at = (text: string) => html.indexOf(text);
    expect(at('class="ad-banner"')).toBeGreaterThan(at("</main>"));
    expect(at('class="ad-banner"')).toBeLessThan(at("<footer"));
  });

  it("no-container: header, a page outside the content column, the page's banner ad, footer", () => {
    const withAds = {
      ...rootData,
      ads: { slots: { page: '<aside class="ad-banner">ad</aside>' }, notice: "" },
    };
    const html = render(NoContainerLayout, null, withAds);
    expect(html).toContain('<main id="main" class="page-full">');
    expect(html).not.toContain('class="page"');
    expect(html).toContain("page body");
    const at = (text: string) => html.indexOf(text);
    expect(at('class="ad-banner"')).toBeGreaterThan(at("</main>"));
    expect(at('class="ad-banner"')).toBeLessThan(at('class="site-footer"'));
  });

  it("no-container is the live channel page's (docs/behaviour/video-tv.md#tv-fixed-pages), and only pages that reach the screen's edges use it", () => {
    expect(ROUTE_TABLE.filter((entry) => entry.layout === "no-container").map((entry) => entry.id)).toEqual([
      "timtv-channel",
    ]);
  });

  it("sports: the Categories list with the fixed entries and the sports that have standings", () => {
    const html = render(SportsLayout, {
      sportsMenu: {
        current: "La Liga",
        categories: [
          { id: 1, name: "La Liga", context: "leagues", has_standings: true, photo: null },
          { id: 2, name: "A. Jugador", context: "athletes", has_standings: true },
          { id: 3, name: "Amistosos", context: "leagues", has_standings: false },
        ],
      },
    });
    expect(html).toContain('aria-label="Categorías"');
    expect(html).toContain('href="/sports/scores/Todos/sports"');
    expect(html).toContain('href="/sports/scores/favorites"');
    expect(html).toContain('href="/sports/scores/live"');
    expect(html).toContain('href="/sports/scores/La%20Liga/1"');
    expect(html).toContain('src="/brand/soccer-ball.svg"');
    expect(html).not.toContain("A. Jugador");
    expect(html).not.toContain("Amistosos");
    // The phone toggle is named after the current sport and starts closed.
    expect(html).toMatch(/aria-expanded="false"[^>]*>La Liga<\/button>/);
    expect(html).toContain('data-open="false"');
  });
});
