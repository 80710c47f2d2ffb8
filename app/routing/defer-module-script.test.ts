import { describe, expect, it } from "vitest";
import { deferModuleScript } from "./defer-module-script.ts";

const script = `;
import * as route0 from "/assets/root-a.js";
import * as route1 from "/assets/DefaultLayout-b.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-c.js"
  }
};
  window.__reactRouterRouteModules = {"root":route0,"layout-default":route1};

import("/assets/entry.client-c.js");`;

const PRELOADS = ["/assets/entry.client-c.js", "/assets/chunk-d.js"];

describe("deferModuleScript", () => {
  it("turns the route imports into dynamic ones, one a task, awaited after the first paint, keeping the rest", () => {
    const deferred = deferModuleScript(script, PRELOADS);
    expect(deferred).not.toBeNull();
    const text = deferred ?? "";
    expect(text).not.toMatch(/^import \*/m);
    expect(text).toContain(
      'const route0 = await import("/assets/root-a.js");\nawait nextTask();\nconst route1 = await import("/assets/DefaultLayout-b.js");\nawait nextTask();',
    );
    expect(text.indexOf("requestAnimationFrame")).toBeLessThan(text.indexOf("modulepreload"));
    expect(text.indexOf("modulepreload")).toBeLessThan(text.indexOf("const route0"));
    expect(text).toContain(JSON.stringify(PRELOADS));
    expect(text).toContain('window.__reactRouterRouteModules = {"root":route0,"layout-default":route1};');
    expect(text.trimEnd().endsWith('import("/assets/entry.client-c.js");')).toBe(true);
  });

  it("runs as a module: the route modules are there before the entry is imported", async () => {
    const loaded: string[] = [];
    const body = (deferModuleScript(script, PRELOADS) ?? "")
      .slice((deferModuleScript(script, PRELOADS) ?? "").indexOf("const nextTask"))
      .replaceAll("import(", "load(")
      .replaceAll("window.", "scope.");
    const scope: Record<string, unknown> = {};
    const load = async (url: string) => {
      loaded.push(url);
      return { url };
    };
    await new Function("load", "scope", "setTimeout", `return (async () => {${body}})();`)(
      load,
      scope,
      (go: () => void) => {
        loaded.push("(next task)");
        go();
      },
    );
    expect(loaded).toEqual([
      "/assets/root-a.js",
      "(next task)",
      "/assets/DefaultLayout-b.js",
      "(next task)",
      "/assets/entry.client-c.js",
    ]);
    expect(scope.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-a.js" },
      "layout-default": { url: "/assets/DefaultLayout-b.js" },
    });
  });

  it("writes the route manifest without indentation", () => {
    expect(deferModuleScript(script, PRELOADS)).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-c.js"}};',
    );
  });

  it("leaves a script of another shape alone", () => {
    expect(deferModuleScript('import("/assets/entry.js");', PRELOADS)).toBeNull();
    expect(deferModuleScript(`${script}\nimport { x } from "/assets/split.js";`, PRELOADS)).toBeNull();
  });
});
