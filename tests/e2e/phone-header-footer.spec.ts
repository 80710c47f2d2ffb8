import { expect, type Locator, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { DESKTOP, MOBILE, siteMenu } from "./layout.ts";
import { LOCALE_CASES, localeCase } from "./locales.ts";

// docs/decisions/0059-brand-legal-pages-meta-description.md: at 375 px the wordmark ran into the language links ("ICAROEN"). The bar's
// controls must each keep a 24 px target and none may overlap another; the language choice moves
// into the menu. The footer sits on the page grid, with the sections and the site's own links.

type Box = { name: string; x: number; y: number; width: number; height: number };

async function box(name: string, locator: Locator): Promise<Box> {
  const rect = await locator.boundingBox();
  expect(rect, `${name} is laid out`).not.toBeNull();
  return { name, ...(rect as Omit<Box, "name">) };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const c of LOCALE_CASES) {
  test.describe(`phone header and footer (${c.locale})`, () => {
    test.use({ viewport: { width: MOBILE.width, height: MOBILE.height } });

    test("at 375 px the bar's controls fit, keep 24 px targets and do not overlap", async ({ page }) => {
      await page.goto(c.home);
      await waitForHydration(page);
      const bar = page.locator(".site-header__bar");
      const brandText = bar.locator(".site-header__brand span");
      const controls = [
        await box("menu button", siteMenu(page).button),
        await box("logo", bar.locator(".site-header__brand img")),
        await box("wordmark", brandText),
        await box("display settings", bar.locator(".preferences__toggle")),
        await box("search", bar.locator(".header-search")),
        await box("account", bar.locator(".account-menu__sign-in, .account-menu__toggle")),
      ];
      for (const control of controls) {
        expect(control.x, `${control.name} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(control.x + control.width, `${control.name} ends on screen`).toBeLessThanOrEqual(MOBILE.width);
      }
      for (const control of [controls[0], controls[3], controls[4], controls[5]]) {
        expect(control.width, `${control.name} width`).toBeGreaterThanOrEqual(24);
        expect(control.height, `${control.name} height`).toBeGreaterThanOrEqual(24);
      }
      for (const [index, a] of controls.entries()) {
        for (const b of controls.slice(index + 1))
          expect(overlaps(a, b), `${a.name} overlaps ${b.name}`).toBe(false);
      }
      // The whole wordmark is shown, not cut short.
      expect(await brandText.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await expect(bar.getByRole("navigation", { name: c.languageLabel })).toBeHidden();
    });

    test("the language choice is in the phone's menu and changes the language", async ({ page }) => {
      await page.goto(c.home);
      await waitForHydration(page);
      const menu = siteMenu(page);
      await menu.button.click();
      const languages = menu.nav.getByRole("navigation", { name: c.languageLabel });
      await expect(languages).toBeVisible();
      await expectNoA11yViolations(page);
      const other = LOCALE_CASES.find((target) => target.locale !== c.locale) ?? localeCase("en");
      const link = languages.getByRole("link", { name: other.languageName });
      const linkBox = await box("language link", link);
      expect(linkBox.height).toBeGreaterThanOrEqual(24);
      await link.click();
      await expect(page.locator("html")).toHaveAttribute("lang", other.locale);
    });
  });
}

test.describe("the footer at 1440 px", () => {
  test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } });

  test("sits on the page grid, with the sections and the site's links", async ({ page }) => {
    const c = localeCase("es");
    await page.goto(c.home);
    const footer = page.getByRole("contentinfo");
    const sections = footer.getByRole("navigation", { name: "Secciones" });
    await expect(sections.getByRole("link")).toHaveCount(8);
    await expect(sections.getByRole("link", { name: "Deportes", exact: true })).toHaveAttribute(
      "href",
      "/es/sports/scores",
    );
    const siteLinks = footer.getByRole("navigation", { name: "Icaro", exact: true });
    await expect(siteLinks.getByRole("link", { name: "Quiénes somos" })).toHaveAttribute("href", "/es/about");
    const pageColumn = await box("page", page.locator("main .page, main.page").first());
    const footerColumn = await box("footer column", footer.locator(".site-footer__grid"));
    // Same column: the footer's content starts and ends where the page's does.
    expect(Math.abs(footerColumn.x - pageColumn.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(footerColumn.width - pageColumn.width)).toBeLessThanOrEqual(1);
  });
});
