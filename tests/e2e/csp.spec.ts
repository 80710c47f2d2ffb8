import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./axe.ts";
import { LOCALE_CASES } from "./locales.ts";

type Violation = { directive: string; blockedURI: string; sample: string };

/**
 * Collects, from before the first script runs: console errors mentioning the Content Security
 * Policy, uncaught page errors, and the page's own `securitypolicyviolation` events.
 */
async function watchPage(page: Page) {
  const cspConsole: string[] = [];
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) cspConsole.push(message.text());
    else if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    const list: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = list;
    document.addEventListener("securitypolicyviolation", (event) => {
      list.push({ directive: event.violatedDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
  return { cspConsole, consoleErrors, pageErrors, violations };
}

for (const c of LOCALE_CASES) {
  test(`${c.home}: the page loads and hydrates with no CSP violation`, async ({ page }) => {
    const watch = await watchPage(page);
    const response = await page.goto(c.home);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);

    // Generous: these are among the first pages of a fresh server, and a loaded machine has taken
    // more than 10 s to run a home page's code.
    await waitForHydration(page, 30_000);
    // Every inline script carries a nonce (the hydration context and the route module loader).
    const inlineWithoutNonce = await page.evaluate(
      () =>
        [...document.querySelectorAll("script:not([src])")].filter(
          (script) => !(script as HTMLScriptElement).nonce,
        ).length,
    );
    expect(inlineWithoutNonce).toBe(0);

    expect(watch.cspConsole, "console messages about the Content Security Policy").toEqual([]);
    expect(await watch.violations(), "securitypolicyviolation events").toEqual([]);
    expect(watch.pageErrors, "uncaught errors in the page").toEqual([]);
  });
}

test("a client-side navigation (404 → home) loads its route module without CSP violations", async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto("/es/nope");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: "Volver a la página de inicio" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoy en Icaro");
  await waitForHydration(page);
  expect(watch.cspConsole, "console messages about the Content Security Policy").toEqual([]);
  expect(await watch.violations(), "securitypolicyviolation events").toEqual([]);
  expect(watch.pageErrors, "uncaught errors in the page").toEqual([]);
});

test("no console errors while the home page loads and hydrates", async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto("/pt");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(watch.consoleErrors, "console errors (hydration mismatches, failed requests…)").toEqual([]);
  expect(watch.pageErrors).toEqual([]);
});
