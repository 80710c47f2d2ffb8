import { createRequire } from "node:module";
import type { AxeBuilder } from "@axe-core/playwright";
import { expect, type Frame, type Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

/** axe-core's browser script, the copy @axe-core/playwright itself injects (same engine, same rules). */
const AXE_SOURCE = (
  createRequire(import.meta.resolve("@axe-core/playwright"))("axe-core") as { source: string }
).source;

/** One readable line per failing element: rule id, impact, CSS target and axe's summary. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const target = node.target
            .map((part) => (Array.isArray(part) ? part.join(" >>> ") : part))
            .join(" ");
          const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
          return `    - ${target}\n      ${node.html}\n      ${summary}`;
        })
        .join("\n");
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join("\n");
}

/** Puts axe-core into a frame's document unless an earlier check on the same document did. */
async function injectAxe(frame: Frame) {
  try {
    const present = await frame.evaluate(
      () => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function",
    );
    if (present) return;
    await frame.evaluate(AXE_SOURCE);
    await frame.evaluate(() =>
      (window as unknown as { axe: { configure(spec: unknown): void } }).axe.configure({
        allowedOrigins: ["<same_origin>"],
        branding: { application: "playwright" },
      }),
    );
  } catch {
    // A frame that is gone or cannot be scripted is left out, as AxeBuilder leaves it out.
  }
}

/**
 * axe.run() in the page, as AxeBuilder's legacy mode runs it, with the default rule set. Faster
 * than AxeBuilder.analyze() by default (measured 2–4×, decision 0070): it injects axe's 550 KB
 * script once per document instead of on every call, runs no second blank page to merge
 * per-frame results, and asks only for the violations (passes and "incomplete" are not read
 * here). The rules run and the violations found are the same.
 */
async function analyze(page: Page, include?: string): Promise<AxeResults> {
  for (const frame of page.frames()) await injectAxe(frame);
  return page.evaluate(
    ({ include }) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<unknown> };
      };
      return axe.run(include ? { include: [include] } : document, { resultTypes: ["violations"] });
    },
    { include },
  ) as Promise<AxeResults>;
}

/**
 * Runs axe-core on the page as it is now (default rule set: WCAG 2.x A/AA and best practices)
 * and fails on any violation, whatever its impact (minor and moderate ones too: a landmark named
 * twice, a loading bar outside every landmark), listing rule ids, impacts and target selectors.
 */
export async function expectNoA11yViolations(page: Page, options: { include?: string } = {}) {
  const results = await analyze(page, options.include);
  expect(
    results.violations.map(
      (violation) => `${violation.id} (${violation.impact}, ${violation.nodes.length} elements)`,
    ),
    `accessibility violations on ${page.url()}:\n${formatViolations(results.violations)}`,
  ).toEqual([]);
}

/**
 * Waits until React has hydrated the server-rendered document, so clicks reach React handlers.
 *
 * What React Router 7 (framework mode, react-router 7.18) puts on window, in order:
 * - `__reactRouterContext`, `__reactRouterManifest` (fog of war) and `__reactRouterRouteModules`
 *   are written by the inline <Scripts> module in the server HTML, *before* entry.client runs:
 *   they say nothing about hydration.
 * - `__reactRouterDataRouter` is assigned in createHydratedRouter(), called from the first
 *   render of <HydratedRouter> inside hydrateRoot(). So it proves hydrateRoot() was called
 *   (our entry.client first awaits the locale catalog), but not that React has committed: the
 *   hydration runs in startTransition, so the render can yield and commit later.
 * - The commit itself leaves no public trace on window (react-router's setIsHydrated() is
 *   module-private). React marks the container: `document["__reactContainer$<random>"]` is
 *   the root fiber, whose `stateNode` is the FiberRoot. Its current HostRoot state has
 *   `isDehydrated: true` until the hydration commit and `false` afterwards; React keeps these
 *   property names in production builds.
 *
 * So: wait for the router global, then for the committed, non-dehydrated root. Switch to an
 * app-set marker (e.g. `data-hydrated` on <html> from a root useEffect) if the app adds one.
 */
// 20 s, as the assertions (playwright.config.ts): a page's code has taken more than 10 s to run on
// a fresh-clone run at load 8–10.
export async function waitForHydration(page: Page, timeout = 20_000) {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __reactRouterDataRouter?: { state?: { initialized?: boolean } } };
      if (!w.__reactRouterDataRouter?.state?.initialized) return false;
      if (document.readyState !== "complete") return false;
      const container = document as unknown as Record<string, unknown>;
      const key = Object.keys(container).find((name) => name.startsWith("__reactContainer$"));
      if (!key) return false;
      const hostRoot = container[key] as
        | { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
        | undefined;
      return hostRoot?.stateNode?.current?.memoizedState?.isDehydrated === false;
    },
    undefined,
    { timeout },
  );
}
