import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";

const rootFontSize = (page: import("@playwright/test").Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
const background = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("display preferences", () => {
  test.use({ colorScheme: "light" });

  test("dark theme and a larger text size survive a reload, and both themes pass axe", async ({ page }) => {
    await page.goto("/es");
    await waitForHydration(page);
    const light = await background(page);
    const normalSize = await rootFontSize(page);
    await expectNoA11yViolations(page);

    const toggle = page.getByRole("button", { name: "Ajustes de visualización" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Oscuro" }).click();
    await expect(page.getByRole("button", { name: "Oscuro" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await background(page)).not.toBe(light);

    await page.getByRole("button", { name: "Texto más grande" }).click();
    await expect(page.getByText("3 de 4")).toBeVisible();
    expect(await rootFontSize(page)).toBeGreaterThan(normalSize);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "lg");
    expect(await background(page)).not.toBe(light);
    expect(await rootFontSize(page)).toBeGreaterThan(normalSize);
    await expectNoA11yViolations(page);

    // "System" follows the browser again (light here).
    await toggle.click();
    await expect(page.getByRole("button", { name: "Oscuro" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Sistema" }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
    expect(await background(page)).toBe(light);
  });

  for (const width of [375, 1440]) {
    test(`the open panel fits a ${width} px screen`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/pt");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Configurações de exibição" }).click();
      const panel = page.locator(".preferences__panel");
      await expect(panel).toBeVisible();
      const box = await panel.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: info.outputPath(`preferences-${width}.png`) });
    });
  }
});
