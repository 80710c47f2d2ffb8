import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { DESKTOP, MENU_BREAKPOINT, MOBILE, sidewaysOverflow, siteMenu } from "./layout.ts";
import { localeCase, localePath, SECTION_COUNT } from "./locales.ts";

// docs/behaviour/screens.md#hamburger-menu: up to 1278 px the menu button opens and closes the section menu, which is
// closed again on every navigation; above 1278 px the menu is always shown and the button is not.

test.describe(`section menu at ${MOBILE.width}×${MOBILE.height} (mobile): the button toggles it`, () => {
  test.use({ viewport: { width: MOBILE.width, height: MOBILE.height } });

  // Walked in one language (locales.ts, “Flows in one language”).
  for (const c of [localeCase("en")]) {
    test(`${c.locale}: the menu button opens and closes the menu after hydration`, async ({ page }) => {
      await page.goto(c.home);
      await waitForHydration(page);
      const { button, nav } = siteMenu(page);

      await expect(button).toBeVisible();
      await expect(button).toHaveAccessibleName(c.menuOpen);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(nav).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(button).toHaveAccessibleName(c.menuClose);
      await expect(nav).toBeVisible();
      await expect(page.getByRole("navigation", { name: c.menuLabel })).toBeVisible();
      const links = nav.getByRole("link");
      // The sections, then the Live entry, then the three languages (on phones the language
      // choice lives in the menu).
      await expect(links).toHaveCount(SECTION_COUNT + 1 + 3);
      await expect(links.first()).toHaveText(c.newsLabel);
      await expect(links.first()).toBeInViewport();
      await expectNoA11yViolations(page);

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
    await siteMenu(page).button.click();
    await expect(siteMenu(page).nav).toBeVisible();
    await expect
      .poll(() => sidewaysOverflow(page), {
        message: "elements past the right edge of the viewport, menu open",
      })
      .toEqual([]);
  });

  test("choosing a section in the menu closes it and scrolls to the section", async ({ page }) => {
    await page.goto("/pt");
    await waitForHydration(page);
    const { button, nav } = siteMenu(page);
    await button.click();
    await nav.getByRole("link", { name: "Notícias" }).click();
    await expect(page).toHaveURL(/\/pt#section-news$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await expect(page.locator("#section-news")).toBeInViewport();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  });

  test("a section link from another page navigates home with the menu closed", async ({ page }) => {
    const c = localeCase("es");
    await page.goto(localePath(c, "/invalid_token"));
    await waitForHydration(page);
    const { button, nav } = siteMenu(page);
    await button.click();
    await expect(nav).toBeVisible();

    await nav.getByRole("link", { name: c.newsLabel }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/es" && url.hash === "#section-news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.homeHeading);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAccessibleName(c.menuOpen);
    await expect(nav).toBeHidden();
  });

  test("the brand link and the back button both leave the menu closed", async ({ page }) => {
    const c = localeCase("pt");
    await page.goto(localePath(c, "/nope"));
    await waitForHydration(page);
    const { button, nav } = siteMenu(page);

    await button.click();
    await expect(nav).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: c.siteHome }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.homeHeading);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();

    await button.click();
    await expect(nav).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.notFoundTitle);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
  });

  for (const c of [localeCase("es")]) {
    test(`${c.locale}: Enter and Space on the focused menu button toggle the menu`, async ({ page }) => {
      await page.goto(c.home);
      await waitForHydration(page);
      const { button, nav } = siteMenu(page);

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

      // The open menu's links follow in the tab order: the brand link, the header's controls
      // (display settings, search, the account), then the sections first (the languages are at
      // the menu's end on phones). The header's controls are counted by where focus goes, not
      // by a fixed number of presses: the account's control is rendered once the session is known.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("banner").getByRole("link", { name: c.siteHome })).toBeFocused();
      const passed: string[] = [];
      while (passed.length < 8 && !(await nav.evaluate((menu) => menu.contains(document.activeElement)))) {
        await page.keyboard.press("Tab");
        passed.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ""));
      }
      expect(passed.length, `focus went through ${passed.join(" | ")}`).toBeLessThanOrEqual(6);
      await expect(nav.getByRole("link", { name: c.newsLabel })).toBeFocused();
    });
  }

  test("Tab from the top reaches the skip link, then the menu button", async ({ page }) => {
    const c = localeCase("pt");
    await page.goto(c.home);
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: c.skipToContent })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(siteMenu(page).button).toBeFocused();
  });
});

test.describe(`section menu at ${DESKTOP.width}×${DESKTOP.height} (desktop): always shown`, () => {
  test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } });

  for (const c of [localeCase("pt")]) {
    test(`${c.locale}: the menu is shown without the button`, async ({ page }) => {
      await page.goto(c.home);
      await waitForHydration(page);
      const { button, nav } = siteMenu(page);

      await expect(button).toBeHidden();
      await expect(nav).toBeVisible();
      await expect(page.getByRole("navigation", { name: c.menuLabel })).toBeVisible();
      const links = nav.getByRole("link");
      // The sections, then the Live entry (the languages are in the bar at this width).
      await expect(links).toHaveCount(SECTION_COUNT + 1);
      for (const link of await links.all()) await expect(link).toBeVisible();
      await expect(links.first()).toHaveText(c.newsLabel);
      await expect(links.first()).toBeInViewport();
      await expectNoA11yViolations(page);
    });
  }

  test("the menu stays shown after a navigation", async ({ page }) => {
    const c = localeCase("es");
    await page.goto(localePath(c, "/invalid_token"));
    await waitForHydration(page);
    const { button, nav } = siteMenu(page);
    await expect(nav).toBeVisible();

    await nav.getByRole("link", { name: c.newsLabel }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/es" && url.hash === "#section-news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.homeHeading);
    await expect(nav).toBeVisible();
    await expect(button).toBeHidden();
  });

  test("Tab from the top goes from the skip link to the brand link, past the hidden button", async ({
    page,
  }) => {
    const c = localeCase("es");
    await page.goto(c.home);
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: c.skipToContent })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: c.siteHome })).toBeFocused();
  });

  // The home at this width does not scroll sideways: pages.spec.ts lays /old (the home in this
  // layout) out at both widths.
});

test.describe("the menu breakpoint", () => {
  test(`at ${MENU_BREAKPOINT + 1} px the menu is shown; at ${MENU_BREAKPOINT} px the button still toggles it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: MENU_BREAKPOINT + 1, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    const { button, nav } = siteMenu(page);
    await expect(button).toBeHidden();
    await expect(nav).toBeVisible();

    await page.setViewportSize({ width: MENU_BREAKPOINT, height: 800 });
    await expect(button).toBeVisible();
    await expect(nav).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
  });

  test("widening the window of a closed menu shows it; narrowing hides it again", async ({ page }) => {
    await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
    await page.goto("/pt");
    await waitForHydration(page);
    const { button, nav } = siteMenu(page);
    await expect(nav).toBeHidden();

    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    await expect(nav).toBeVisible();
    await expect(button).toBeHidden();

    await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
    await expect(nav).toBeHidden();
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
