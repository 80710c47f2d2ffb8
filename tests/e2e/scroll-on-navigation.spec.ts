import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./axe.ts";
import { localeCase } from "./locales.ts";

// docs/behaviour/routes.md#scroll-on-navigation: after a route change the page scrolls to the top, unless a hash
// anchor is given (React Router's <ScrollRestoration>, app/root.tsx).

function routerIdle(page: Page) {
  return page.waitForFunction(() => {
    const w = window as unknown as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } };
    return w.__reactRouterDataRouter?.state.navigation.state === "idle";
  });
}

/** How far the page is scrolled, and how far it could be. */
function scroll(page: Page) {
  return page.evaluate(() => ({
    y: Math.round(window.scrollY),
    max: document.documentElement.scrollHeight - window.innerHeight,
  }));
}

test("es: a client navigation from low down a page opens the next page at its top; with a hash, at the anchor", async ({
  page,
}) => {
  const c = localeCase("es");
  await page.goto(c.home);
  await waitForHydration(page);

  // A story far down the home page.
  const story = page.locator("main a.card__link").last();
  await story.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await scroll(page)).y).toBeGreaterThan(500);
  const target = await story.getAttribute("href");
  await story.click();
  await expect(page).toHaveURL((url) => url.pathname === target);
  await routerIdle(page);
  // The story's page is long enough to stay scrolled down, were it not sent to the top.
  await expect.poll(async () => (await scroll(page)).max).toBeGreaterThan(500);
  await expect.poll(async () => (await scroll(page)).y).toBe(0);

  // From the story's footer, a section: the home page with the section's anchor (#section-…).
  const section = page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "Secciones" })
    .getByRole("link")
    .first();
  await section.scrollIntoViewIfNeeded();
  const anchor = new URL((await section.getAttribute("href")) ?? "", "http://x").hash;
  expect(anchor).toMatch(/^#section-/);
  await section.click();
  await expect(page).toHaveURL((url) => url.pathname === c.home && url.hash === anchor);
  await routerIdle(page);
  await expect(page.locator(anchor)).toBeInViewport();
  expect((await scroll(page)).y, "not at the top").toBeGreaterThan(500);
});
