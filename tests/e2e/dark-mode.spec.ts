import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./axe.ts";

// app.css has a prefers-color-scheme: dark palette; every page must stay legible with it.
test.describe("dark colour scheme", () => {
  test.use({ colorScheme: "dark" });

  test("/es home has no serious accessibility violations in dark mode", async ({ page }) => {
    await page.goto("/es");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoy en Icaro");
    await expectNoSeriousA11yViolations(page);
  });

  test("/pt/nope 404 page has no serious accessibility violations in dark mode", async ({ page }) => {
    await page.goto("/pt/nope");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expectNoSeriousA11yViolations(page);
  });
});
