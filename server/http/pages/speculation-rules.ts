import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

/** Where the rule set is served; every response names it in its `Speculation-Rules` header. */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/**
 * The language switcher's links leave the locale's client-side app, so each is a full document
 * load (1.4–2.3 s measured on a phone-sized run). Chromium fetches the other language's
 * page ahead once the pointer rests on its link (`moderate`: hover 200 ms, or a press) and the
 * switch then only renders it. A prefetch, not a prerender: a prerendered page would run its
 * scripts (page views, the rewards' read counts) for a page the reader may never open. A header
 * and a file, not an inline script: no byte is added to a page or to its JavaScript; browsers
 * without Speculation Rules ignore both.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: { selector_matches: ".language-switcher a[hreflang]:not([aria-current])" },
      eagerness: "moderate",
    },
  ],
});

export function speculationRulesRoute(): Hono<AppEnv> {
  return new Hono<AppEnv>().get(SPECULATION_RULES_PATH, (c) =>
    c.body(SPECULATION_RULES, 200, {
      "Content-Type": "application/speculationrules+json",
      "Cache-Control": "public, max-age=86400",
    }),
  );
}
