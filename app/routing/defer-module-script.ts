import { boundedMemo } from "#core/storage/bounded-memo.ts";

/**
 * Resolves after the first paint and the hero picture (`img[fetchpriority=high]`, the LCP
 * candidate) are on screen, or after 3 s; a hidden page (background tab, prerender) goes on at
 * once. Then adds the module preloads (with the page's CSP nonce) so the files download together.
 */
const AFTER_CONTENT = (urls: string[]) =>
  [
    "await new Promise((go) => {",
    '  if (document.visibilityState !== "visible") return go();',
    "  setTimeout(go, 3000);",
    "  requestAnimationFrame(() => setTimeout(() => Promise.all(",
    '    [...document.querySelectorAll("img[fetchpriority=high]")].map((img) => img.decode().catch(() => {}))',
    "  ).then(go), 0));",
    "});",
    'const nonce = document.querySelector("script[nonce]")?.nonce;',
    `for (const href of ${JSON.stringify(urls)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  if (nonce) link.nonce = nonce;",
    "  document.head.append(link);",
    "}",
  ].join("\n");

const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"\n]+");$/gm;
const MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\n\});/;

/** React Router writes the page's route manifest with a two-space indent: ~40% of it is spaces. */
function compactManifest(source: string): string {
  return source.replace(MANIFEST, (whole, json: string) => {
    try {
      return `window.__reactRouterManifest = ${JSON.stringify(JSON.parse(json))};`;
    } catch {
      return whole;
    }
  });
}

/**
 * React Router's inline module script (`import * as route0 from "…"; … import(entry)`) rewritten
 * to fetch and run the JavaScript only once the server-rendered content is painted: the route
 * modules become dynamic imports awaited one after the other, each in its own task, after the
 * first paint and the hero picture, preceded by the module preloads `preloads` (which
 * LowPriorityScripts takes out of `<head>`). On a phone the
 * ~110 KB of scripts then no longer share the network with the CSS and the LCP picture, nor run
 * before the first paint; hydration starts that much later. Null when the script is not of the
 * expected shape, so it is then left as it is (with its preloads).
 */
export function deferModuleScript(source: string, preloads: string[]): string | null {
  return rewritten(source, preloads);
}

/** Every render of one route writes the same script: its rewrite (a JSON round trip) is remembered. */
const rewritten = boundedMemo(
  500,
  (source: string, preloads: string[]) => rewrite(source, preloads),
  (source, preloads) => `${preloads.join(" ")}\n${source}`,
);

function rewrite(source: string, preloads: string[]): string | null {
  const imports = [...source.matchAll(ROUTE_IMPORT)];
  if (imports.length === 0) return null;
  const rest = compactManifest(source.replace(ROUTE_IMPORT, ""));
  if (/^\s*import[\s{*"]/m.test(rest)) return null;
  // One module (and what it imports first) per task: evaluating React Router, the layout, the
  // page and React DOM in one go was one 20–45 ms task, ×4 on a phone (Lighthouse's TBT).
  const sequence = imports.map(
    (match) => `const ${match[1]} = await import(${match[2]});\nawait nextTask();`,
  );
  return [AFTER_CONTENT(preloads), NEXT_TASK, ...sequence, rest].join("\n");
}

/** Yields to the browser between modules (scheduler.yield where there is one, else a timeout). */
const NEXT_TASK =
  "const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go, 0));";
