import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nContext, useT } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { createI18n } from "#core/i18n/translations.ts";
import { createIslandRenderer } from "./island-renderer.server.ts";
import { IslandRendererContext } from "./island-renderer-context.ts";
import { StaticIsland } from "./StaticIsland.tsx";

let renders = 0;

function Card({ title }: { title: string }) {
  renders++;
  const t = useT();
  return (
    <li>
      <ListLink to="/story">{title}</ListLink> {t("greeting")}
    </li>
  );
}

function page(basename: string, title: string, renderIsland = createIslandRenderer()) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: () => (
          <StaticIsland as="ul" className="cards" cacheKey={title}>
            <Card title={title} />
          </StaticIsland>
        ),
      },
    ],
    { basename, initialEntries: [basename] },
  );
  const i18n = createI18n("es", { greeting: "hola" });
  return () =>
    renderToString(
      <IslandRendererContext.Provider value={renderIsland}>
        <I18nContext.Provider value={i18n}>
          <RouterProvider router={router} />
        </I18nContext.Provider>
      </IslandRendererContext.Provider>,
    );
}

describe("StaticIsland on the server", () => {
  it("renders its content once per key, with the page's translations and basename", () => {
    renders = 0;
    const renderIsland = createIslandRenderer();
    const render = page("/es", "Lluvia", renderIsland);
    const first = render();
    const second = render();
    expect(renders).toBe(1);
    expect(first).toBe(second);
    expect(first).toContain(
      '<ul class="cards"><li><a href="/es/story" data-discover="true">Lluvia</a> hola</li></ul>',
    );
  });

  it("renders again for another key or basename", () => {
    renders = 0;
    const renderIsland = createIslandRenderer();
    page("/", "Sol", renderIsland)();
    expect(page("/", "Nubes", renderIsland)()).toContain(">Nubes</a>");
    expect(page("/pt", "Sol", renderIsland)()).toContain('href="/pt/story"');
    expect(renders).toBe(3);
  });
});
