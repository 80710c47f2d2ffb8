import { existsSync } from "node:fs";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs } from "#app/i18n/catalogs.server.ts";
import { LOCALES } from "#core/i18n/locales.ts";
import { MIDDLEWARE } from "./middleware.ts";
import { DEFAULT_MIDDLEWARE, patternOf, ROUTE_TABLE, routeEntryOfPattern } from "./route-table.ts";

const appDir = path.resolve(import.meta.dirname, "..");
const routes = [
  ...ROUTE_TABLE.map((entry) =>
    entry.path === null ? { id: entry.id, index: true } : { id: entry.id, path: entry.path },
  ),
  { id: "catch-all", path: "*" },
];

/** A concrete URL path for a pattern: every ":param" gets a sample value, optional ones too. */
function samplePath(pattern: string | null): string {
  if (pattern === null) return "/";
  return `/${pattern.replace(/:(\w+)\??/g, "sample-$1").replace(/\*$/, "x")}`;
}

function get(object: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], object);
}

describe("the route table", () => {
  it("has unique ids", () => {
    const ids = ROUTE_TABLE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(ROUTE_TABLE.map((entry) => [entry.id, entry.file]))("%s's page module %s exists", (_id, file) => {
    expect(existsSync(path.join(appDir, file))).toBe(true);
  });

  it.each(ROUTE_TABLE.filter((entry) => entry.titleKey).map((entry) => [entry.id, entry.titleKey as string]))(
    "%s's title %s is translated in every locale",
    (_id, key) => {
      for (const locale of LOCALES) expect(typeof get(catalogs[locale], key)).toBe("string");
    },
  );

  it("names only known middleware", () => {
    for (const name of [...DEFAULT_MIDDLEWARE, ...ROUTE_TABLE.flatMap((entry) => entry.middleware ?? [])]) {
      expect(Object.keys(MIDDLEWARE)).toContain(name);
    }
  });

  // Every entry resolves to itself under each locale's basename, in both readings of the default.
  for (const prefixes of [
    { en: "", es: "/es", pt: "/pt" },
    { en: "/en", es: "/es", pt: "" },
  ]) {
    for (const locale of LOCALES) {
      const basename = prefixes[locale] || "/";
      it.each(ROUTE_TABLE.map((entry) => [entry.id, entry.path]))(
        `%s resolves under "${basename}"`,
        (id, pattern) => {
          const url = `${prefixes[locale]}${samplePath(pattern)}`.replace(/\/$/, "") || "/";
          const matches = matchRoutes(routes, url, basename);
          expect(matches?.at(-1)?.route.id).toBe(id);
        },
      );
    }
  }

  it("sends unknown paths to the catch-all 404", () => {
    expect(matchRoutes(routes, "/es/no/such/page", "/es")?.at(-1)?.route.id).toBe("catch-all");
  });
});

describe("routeEntryOfPattern", () => {
  it("finds every entry from the pattern React Router gives its loader: one pattern, one entry", () => {
    for (const entry of ROUTE_TABLE) expect(routeEntryOfPattern(patternOf(entry))?.id).toBe(entry.id);
    expect(new Set(ROUTE_TABLE.map(patternOf)).size).toBe(ROUTE_TABLE.length);
  });

  it.each([
    ["/", "home"],
    ["new", "home-new"],
    [":post/news_stories/web/:id", "article-web"],
    [":post/news_stories/:id/:slugs", "article-slug"],
    [":post/videos/:category/:publisher/:slugs/:id", "video-full"],
    ["feed/myfeed/:selected", "feed-myfeed"],
    ["sports/scores/*", "sports-scores"],
  ])("%s is %s", (pattern, id) => {
    expect(routeEntryOfPattern(pattern)?.id).toBe(id);
  });

  it("knows no entry for a pattern outside the table", () => {
    expect(routeEntryOfPattern("no/such/:page")).toBeUndefined();
  });
});
