import { expect, type Page } from "@playwright/test";

/** The two widths every page is checked at: a phone, and a desktop above the 1278 px breakpoint. */
export const VIEWPORTS = [
  { name: "mobile", width: 375, height: 800 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

export const MOBILE = VIEWPORTS[0];
export const DESKTOP = VIEWPORTS[1];

/** The widest viewport where the header menu is still toggled by its button (docs/behaviour/screens.md#default-layout). */
export const MENU_BREAKPOINT = 1278;

/** The header's menu button and the menu it controls (default layout). */
export function siteMenu(page: Page) {
  return {
    button: page.locator('header button.menu-button[aria-controls="site-menu"]'),
    nav: page.locator("nav#site-menu"),
  };
}

/** The page loading bar, hidden from assistive technology while it is not shown. */
export function loadingBar(page: Page) {
  return page.locator('body > div[role="progressbar"]');
}

/** The elements that stick out past the right edge of the viewport (empty when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page) {
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

/**
 * The page as loaded fits a phone and a desktop: nothing sticks out sideways at either width. The
 * server writes one page for every width (CSS lays it out), so one load is checked at both; the
 * page is left at the phone's width.
 */
export async function expectFitsEveryWidth(page: Page) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expect
      .poll(() => sidewaysOverflow(page), {
        message: `elements past the right edge of the viewport at ${viewport.width} px`,
      })
      .toEqual([]);
  }
}
