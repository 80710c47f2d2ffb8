import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { LOCALE_CASES, pageTitle } from "./locales.ts";

for (const c of LOCALE_CASES) {
  const missing = c.home === "/" ? "/nope" : `${c.home}/nope`;

  test.describe(`404 page (${c.locale})`, () => {
    test(`${missing} answers 404 with the ${c.locale} error page, accessible`, async ({ page }) => {
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", c.locale);
      await expect(page).toHaveTitle(pageTitle(c.notFoundTitle));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.notFoundTitle);
      await expect(page.getByText(c.notFoundText)).toBeVisible();
      const home = page.getByRole("main").getByRole("link", { name: c.backHome });
      await expect(home).toHaveAttribute("href", c.home);
      await waitForHydration(page);
      await expectNoA11yViolations(page);
    });

    test(`${missing}: the link home goes to the ${c.locale} home page`, async ({ page }) => {
      await page.goto(missing);
      await waitForHydration(page);
      await page.getByRole("main").getByRole("link", { name: c.backHome }).click();
      await expect(page).toHaveURL((url) => url.pathname === c.home);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.homeHeading);
      await expect(page.locator("html")).toHaveAttribute("lang", c.locale);
    });
  });
}

test("a deeper unknown path is a 404 too", async ({ request }) => {
  const response = await request.get("/es/a/b/c");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Página no encontrada");
});
