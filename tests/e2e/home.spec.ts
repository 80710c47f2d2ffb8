import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./axe.ts";
import { LOCALE_CASES, SECTION_COUNT, SITE_NAME } from "./locales.ts";

for (const c of LOCALE_CASES) {
  test.describe(`home page (${c.locale})`, () => {
    test(`${c.home} renders the ${c.locale} home page`, async ({ page }) => {
      const response = await page.goto(c.home);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", c.locale);
      await expect(page).toHaveTitle(c.homeTitle);

      const header = page.getByRole("banner");
      await expect(header.getByText(SITE_NAME, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.homeHeading);

      const sections = page.getByRole("region", { name: c.sectionsHeading });
      await expect(sections.getByRole("heading", { level: 2 })).toHaveText(c.sectionsHeading);
      const items = sections.getByRole("listitem");
      await expect(items).toHaveCount(SECTION_COUNT);
      await expect(items.first()).toHaveText(c.newsLabel);
      await expect(page.locator("#section-news")).toHaveText(c.newsLabel);

      await expect(page.getByRole("contentinfo")).toBeVisible();
    });

    test(`${c.home} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(c.home);
      await waitForHydration(page);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
