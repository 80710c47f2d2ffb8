import { expect, test } from "@playwright/test";
import { waitForHydration } from "./axe.ts";
import { LOCALE_CASES, localeCase } from "./locales.ts";

test("from /es, Português leads to /pt in Portuguese", async ({ page }) => {
  await page.goto("/es");
  await waitForHydration(page);
  const switcher = page.getByRole("banner").getByRole("navigation", { name: "Idioma" });
  await expect(switcher.getByRole("link", { name: "Español" })).toHaveAttribute("aria-current", "true");

  const portuguese = switcher.getByRole("link", { name: "Português" });
  await expect(portuguese).toHaveAttribute("hreflang", "pt");
  await portuguese.click();
  await expect(page).toHaveURL((url) => url.pathname === "/pt");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(localeCase("pt").homeHeading);
});

for (const c of LOCALE_CASES) {
  test(`${c.home}: the switchers link every language's home page with hreflang`, async ({ page }) => {
    await page.goto(c.home);
    // The header shows short codes (with the name for screen readers), the footer full names.
    const header = page.getByRole("banner").locator(".language-switcher");
    const footer = page.getByRole("contentinfo").locator(".language-switcher");
    for (const target of LOCALE_CASES) {
      const code = target.locale.toUpperCase();
      const headerLink = header.locator(`a[hreflang="${target.locale}"]`);
      await expect(headerLink).toHaveText(`${code} ${target.languageName}`);
      await expect(headerLink).toHaveAccessibleName(`${code} ${target.languageName}`);
      const footerLink = footer.locator(`a[hreflang="${target.locale}"]`);
      await expect(footerLink).toHaveText(target.languageName);
      for (const link of [headerLink, footerLink]) {
        await expect(link).toHaveAttribute("href", target.home);
        await expect(link).toHaveAttribute("lang", target.locale);
      }
    }
  });
}

test("the switcher keeps the path: /pt/nope offers /es/nope and /nope", async ({ page }) => {
  await page.goto("/pt/nope");
  const switcher = page.getByRole("banner").locator(".language-switcher");
  await expect(switcher.locator('a[hreflang="es"]')).toHaveAttribute("href", "/es/nope");
  await expect(switcher.locator('a[hreflang="en"]')).toHaveAttribute("href", "/nope");
  await switcher.locator('a[hreflang="en"]').click();
  await expect(page).toHaveURL((url) => url.pathname === "/nope");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(localeCase("en").notFoundTitle);
});
