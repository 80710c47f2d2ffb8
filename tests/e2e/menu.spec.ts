import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./axe.ts";
import { LOCALE_CASES, SECTION_COUNT } from "./locales.ts";

const VIEWPORTS = [
  { name: "mobile", width: 375, height: 800 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

function menu(page: Page) {
  return {
    button: page.locator('button[aria-controls="site-menu"]'),
    nav: page.locator("nav#site-menu"),
  };
}

/** The elements that stick out past the right edge of the viewport (empty when nothing scrolls sideways). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ").join(".")}` : ""}`;
        return `${name} right edge ${rect.right.toFixed(1)}px > ${width}px`;
      });
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`section menu at ${viewport.width}×${viewport.height} (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const c of LOCALE_CASES) {
      test(`${c.locale}: the menu button opens and closes the menu after hydration`, async ({ page }) => {
        await page.goto(c.home);
        await waitForHydration(page);
        const { button, nav } = menu(page);

        await expect(button).toBeVisible();
        await expect(button).toHaveAccessibleName(c.menuOpen);
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(nav).toHaveAttribute("hidden", "");
        await expect(nav).toBeHidden();

        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await expect(button).toHaveAccessibleName(c.menuClose);
        await expect(nav).toBeVisible();
        await expect(nav).not.toHaveAttribute("hidden");
        await expect(page.getByRole("navigation", { name: c.menuLabel })).toBeVisible();
        const links = nav.getByRole("link");
        await expect(links).toHaveCount(SECTION_COUNT);
        await expect(links.first()).toHaveText(c.newsLabel);
        await expect(links.first()).toBeInViewport();
        await expectNoSeriousA11yViolations(page);

        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(button).toHaveAccessibleName(c.menuOpen);
        await expect(nav).toBeHidden();
      });
    }

    test("the page does not scroll sideways, with the menu closed or open", async ({ page }) => {
      await page.goto("/es");
      await waitForHydration(page);
      await expect
        .poll(() => sidewaysOverflow(page), {
          message: "elements past the right edge of the viewport, menu closed",
        })
        .toEqual([]);
      await menu(page).button.click();
      await expect(menu(page).nav).toBeVisible();
      await expect
        .poll(() => sidewaysOverflow(page), {
          message: "elements past the right edge of the viewport, menu open",
        })
        .toEqual([]);
    });
  });
}

test.describe("section menu with the keyboard", () => {
  for (const c of LOCALE_CASES.filter((entry) => entry.locale !== "en")) {
    test(`${c.locale}: Enter on the focused menu button toggles the menu`, async ({ page }) => {
      await page.goto(c.home);
      await waitForHydration(page);
      const { button, nav } = menu(page);

      await button.focus();
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(nav).toBeVisible();
      await expect(button).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(nav).toBeHidden();

      await page.keyboard.press("Space");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(nav).toBeVisible();
    });
  }

  test("Tab from the top reaches the skip link, then the menu button", async ({ page }) => {
    await page.goto("/pt");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu(page).button).toBeFocused();
  });
});

test("choosing a section in the menu closes it and scrolls to the section", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/pt");
  await waitForHydration(page);
  const { button, nav } = menu(page);
  await button.click();
  await nav.getByRole("link", { name: "Notícias" }).click();
  await expect(page).toHaveURL(/\/pt#section-news$/);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
});
