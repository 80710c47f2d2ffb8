import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { type LayoutName, ROUTE_TABLE } from "./routing/route-table.ts";

const LAYOUT_FILES: Record<LayoutName, string> = {
  default: "layouts/DefaultLayout.tsx",
  dark: "layouts/DarkLayout.tsx",
  new: "layouts/NewLayout.tsx",
  empty: "layouts/EmptyLayout.tsx",
  "no-container": "layouts/NoContainerLayout.tsx",
  "not-supported": "layouts/NotSupportedLayout.tsx",
  sports: "layouts/SportsLayout.tsx",
};

/** The route table grouped under one layout route per layout; unmatched paths are a 404. */
function routeTree(): RouteConfigEntry[] {
  const layouts = new Map<LayoutName, RouteConfigEntry[]>();
  for (const entry of ROUTE_TABLE) {
    const child =
      entry.path === null
        ? index(entry.file, { id: entry.id })
        : route(entry.path, entry.file, { id: entry.id });
    layouts.set(entry.layout, [...(layouts.get(entry.layout) ?? []), child]);
  }
  const defaults = layouts.get("default") ?? [];
  layouts.set("default", [...defaults, route("*", "errors/NotFoundPage.tsx", { id: "catch-all" })]);
  return [...layouts].map(([name, children]) =>
    layout(LAYOUT_FILES[name], { id: `layout-${name}` }, children),
  );
}

// One route tree without locale prefixes; the server mounts it under each locale's basename.
export default routeTree() satisfies RouteConfig;
