import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { expectFitsEveryWidth } from "./layout.ts";
import { LOCALE_CASES, localePath, SITE_NAME } from "./locales.ts";

// A page's own error (docs/behaviour/screens.md#data-saver-popup, docs/behaviour/errors.md#page-data-errors): /external without a valid ?url= is a 400 with the page's
// message translated, and no way home (the home link is only on 404 pages, see not-found.spec.ts).

const INVALID_EXTERNAL = ["/external", `/external?url=${encodeURIComponent("javascript:alert(1)")}`];

// One load per locale of each invalid address; the first is laid out at both widths and checked with
// axe (once per page type and locale).
for (const c of LOCALE_CASES) {
  test.describe(`400 page (${c.locale})`, () => {
    for (const [index, unprefixed] of INVALID_EXTERNAL.entries()) {
      const path = localePath(c, unprefixed);
      test(`${path} answers 400 with the translated message and no home button`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(400);
        await expect(page.locator("html")).toHaveAttribute("lang", c.locale);
        await expect(page).toHaveTitle(`400 | ${SITE_NAME}`);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(c.badRequestTitle);
        await expect(main.getByText(c.invalidExternalUrl, { exact: true })).toBeVisible();
        await expect(main.getByRole("link")).toHaveCount(0);
        await expect(main.getByText(c.backHome)).toHaveCount(0);
        // The error is shown inside the page's layout: header and footer are still there.
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        if (index > 0) return;
        await waitForHydration(page);
        await expect(main.getByText(c.invalidExternalUrl, { exact: true })).toBeVisible();
        await expectFitsEveryWidth(page);
        await expectNoA11yViolations(page);
      });
    }
  });
}
