import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS } from "#core/page-load/chunk-reload.ts";
import {
  chunkLoadHooks,
  definesRouteModuleLoader,
  PRELOAD_HELPER_ID,
  patchPreloadHelper,
  patchRouteModuleLoader,
  ROUTE_MODULE_HOOK,
} from "./chunk-load-hooks.ts";

// The two changes are made to the installed React Router and Vite: these tests read their code.
const require = createRequire(import.meta.url);
const routerDist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist");
const viteChunks = path.join(path.dirname(require.resolve("vite/package.json")), "dist/node/chunks");

/** React Router's files that define loadRouteModule: its browser build (production) and the others. */
function routerFiles(): string[] {
  return ["production", "development"].flatMap((build) =>
    readdirSync(path.join(routerDist, build))
      .filter((name) => /\.m?js$/.test(name))
      .map((name) => path.join(routerDist, build, name))
      .filter((file) => definesRouteModuleLoader(readFileSync(file, "utf8"))),
  );
}

/** One top-level function of a file, as its source text (it ends at the first "}" in column 0). */
function functionText(code: string, signature: string): string {
  const start = code.indexOf(signature);
  expect(start, signature).toBeGreaterThanOrEqual(0);
  return code.slice(start, code.indexOf("\n}\n", start) + 2);
}

/** Vite's preload helper as it writes it into the browser build (`preload.toString()`). */
function vitePreloadHelper(): string {
  for (const name of readdirSync(viteChunks)) {
    const code = readFileSync(path.join(viteChunks, name), "utf8");
    if (code.includes("function preload(baseModule, deps, importerUrl)")) {
      return functionText(code, "function preload(baseModule, deps, importerUrl)");
    }
  }
  throw new Error("Vite's preload helper was not found");
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("React Router's loader of route modules hands over to the app's", () => {
  const files = routerFiles();

  it("finds the loader in React Router's production build, which the browser bundle takes", () => {
    expect(files.some((file) => file.includes(`${path.sep}production${path.sep}`))).toBe(true);
  });

  it.each(files.map((file) => [path.relative(routerDist, file), file]))(
    "%s: after the cache check, the app's loader is used instead of the import and the unguarded reload",
    async (_name, file) => {
      const patched = patchRouteModuleLoader(readFileSync(file, "utf8"));
      // Its catch (the part handed over) reads `import.meta.hot`, which only a module may name.
      const source = functionText(patched, "async function loadRouteModule(").replaceAll(
        "import.meta.hot",
        "undefined",
      );
      const loadRouteModule = new Function(`return ${source}`)() as (
        route: { id: string; module: string },
        cache: Record<string, unknown>,
      ) => Promise<unknown>;

      const cached = { default: "cached" };
      const hook = vi.fn(async () => "from the app's loader");
      vi.stubGlobal(ROUTE_MODULE_HOOK, hook);
      await expect(loadRouteModule({ id: "a", module: "/a.js" }, { a: cached })).resolves.toBe(cached);
      expect(hook).not.toHaveBeenCalled();

      const cache = {};
      await expect(loadRouteModule({ id: "b", module: "/b.js" }, cache)).resolves.toBe(
        "from the app's loader",
      );
      expect(hook).toHaveBeenCalledWith({ id: "b", module: "/b.js" }, cache);
    },
  );

  it("refuses a loader of another shape, so the build fails instead of shipping without the guard", () => {
    expect(() => patchRouteModuleLoader("async function loadRouteModule(route, cache) {}")).toThrow(
      /expected shape/,
    );
  });
});

describe("Vite's preload helper times out a chunk that never arrives", () => {
  function helper() {
    const events: (Event & { payload?: unknown })[] = [];
    const window = new EventTarget();
    window.addEventListener("vite:preloadError", (event) => events.push(event));
    const preload = new Function(
      "__VITE_IS_MODERN__",
      "window",
      "document",
      `return ${patchPreloadHelper(`export const __vitePreload = ${vitePreloadHelper()}`).replace("export const __vitePreload = ", "")}`,
    )(true, window, undefined) as (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
    return { preload, events };
  }

  it("passes a chunk that arrives through", async () => {
    const { preload, events } = helper();
    const module = { default: 1 };
    await expect(preload(async () => module)).resolves.toBe(module);
    expect(events).toEqual([]);
  });

  it("fails it after 120 s as Vite's preload error, which reloads the page (app/routing/chunk-errors.ts)", async () => {
    vi.useFakeTimers();
    const { preload, events } = helper();
    const result = preload(() => new Promise(() => {})).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toHaveLength(1);
    expect((events[0].payload as Error).message).toBe(`Chunk load timed out after ${CHUNK_TIMEOUT_MS} ms`);
    // Nobody prevented it: the import rejects, for its caller to cope.
    await expect(result).resolves.toBe(`Chunk load timed out after ${CHUNK_TIMEOUT_MS} ms`);
  });

  it("refuses a helper of another shape", () => {
    expect(() => patchPreloadHelper("export const __vitePreload = () => {}")).toThrow(/expected shape/);
  });
});

describe("the plugin", () => {
  type Hooks = {
    configResolved: (config: { build: { ssr: boolean } }) => void;
    buildStart: () => void;
    transform: (code: string, id: string) => { code: string } | null;
    buildEnd: (this: { error: (message: string) => never }, error?: Error) => void;
  };
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const routerFile = routerFiles().find((file) => file.includes(`${path.sep}production${path.sep}`)) ?? "";

  it("fails the browser build when either change could not be made", () => {
    const plugin = chunkLoadHooks() as unknown as Hooks;
    plugin.configResolved({ build: { ssr: false } });
    plugin.buildStart();
    expect(() => plugin.buildEnd.call(context)).toThrow(/loadRouteModule was not found/);
    plugin.transform(readFileSync(routerFile, "utf8"), routerFile);
    expect(() => plugin.buildEnd.call(context)).toThrow(/preload helper was not found/);
    const helper = plugin.transform(`export const __vitePreload = ${vitePreloadHelper()}`, PRELOAD_HELPER_ID);
    expect(helper?.code).toContain("Chunk load timed out");
    expect(() => plugin.buildEnd.call(context)).not.toThrow();
  });

  it("leaves the server build alone", () => {
    const plugin = chunkLoadHooks() as unknown as Hooks;
    plugin.configResolved({ build: { ssr: true } });
    plugin.buildStart();
    expect(plugin.transform(readFileSync(routerFile, "utf8"), routerFile)).toBeNull();
    expect(() => plugin.buildEnd.call(context)).not.toThrow();
  });
});
