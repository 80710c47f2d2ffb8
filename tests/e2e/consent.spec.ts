import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";

/**
 * The cookie banner (docs/decisions/0079-cookie-banner-and-page-views.md) as a first-time reader meets it, in each language, on a
 * phone and a desktop: it is up before any choice with Accept all, Reject all and Settings of one
 * size, and holds the focus; Reject all closes it for good (nothing but our own requests, before
 * or after); the footer's "Cookie settings" reopens it on the settings, a single category can be
 * allowed and the loaders hear of it; withdrawing reloads the page. Texts are written out so a
 * wrong translation fails.
 */
const TEXTS = {
  en: {
    home: "/",
    viewport: { width: 375, height: 800 },
    title: "Cookies on Icaro",
    accept: "Accept all",
    reject: "Reject all",
    settings: "Settings",
    advertising: "Advertising:",
    save: "Save my choices",
    reopen: "Cookie settings",
  },
  es: {
    home: "/es",
    viewport: { width: 1440, height: 900 },
    title: "Cookies en Icaro",
    accept: "Aceptar todas",
    reject: "Rechazar todas",
    settings: "Configurar",
    advertising: "Publicidad:",
    save: "Guardar mi elección",
    reopen: "Configuración de cookies",
  },
  pt: {
    home: "/pt",
    viewport: { width: 375, height: 800 },
    title: "Cookies no Icaro",
    accept: "Aceitar todos",
    reject: "Rejeitar todos",
    settings: "Configurar",
    advertising: "Publicidade:",
    save: "Salvar minha escolha",
    reopen: "Configurações de cookies",
  },
} as const;

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "icaro_consent")?.value;
}

/** Every request the page makes to a host other than ours. */
function foreignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:")) foreign.push(url);
  });
  return foreign;
}

for (const [locale, t] of Object.entries(TEXTS)) {
  test.describe(`the cookie banner in ${locale} at ${t.viewport.width}px`, () => {
    test.describe.configure({ mode: "serial" });
    let context: BrowserContext;
    let page: Page;
    let foreign: string[];

    test.beforeAll(async ({ browser, baseURL }) => {
      // A first-time reader: no cookie of any kind.
      context = await browser.newContext({
        viewport: t.viewport,
        storageState: { cookies: [], origins: [] },
      });
      page = await context.newPage();
      foreign = foreignRequests(page, String(baseURL));
    });
    test.afterAll(() => context.close());

    test("asks before anything else, with three equal choices, and holds the focus", async () => {
      await page.goto(t.home);
      const banner = page.getByRole("region", { name: t.title });
      await expect(banner).toBeVisible();
      await expect(banner).toBeFocused();
      const buttons = [t.accept, t.reject, t.settings].map((name) => banner.getByRole("button", { name }));
      const sizes = await Promise.all(buttons.map((button) => button.boundingBox()));
      for (const size of sizes) {
        expect(size?.height).toBe(sizes[0]?.height);
        expect(Math.abs((size?.width ?? 0) - (sizes[0]?.width ?? 0))).toBeLessThan(2);
      }
      // Tab goes through the banner (its privacy link, then the choices), not behind it.
      await page.keyboard.press("Tab");
      await expect(banner.getByRole("link")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(buttons[0]).toBeFocused();
      await waitForHydration(page);
      await expectNoA11yViolations(page);
      expect(await consentCookie(context)).toBeUndefined();
    });

    test("Reject all closes it for good, with nothing loaded from elsewhere", async () => {
      await page.getByRole("button", { name: t.reject }).click();
      await expect(page.getByRole("region", { name: t.title })).toBeHidden();
      expect(await consentCookie(context)).toBe("v1.a0.d0");
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole("region", { name: t.title })).toBeHidden();
      expect(foreign).toEqual([]);
    });

    test("the footer's link reopens the settings; one category can be allowed, and loaders hear it", async () => {
      await page.evaluate(() => {
        (window as unknown as { heard: unknown[] }).heard = [];
        window.addEventListener("icaro:consent", (event) =>
          (window as unknown as { heard: unknown[] }).heard.push((event as CustomEvent).detail),
        );
      });
      const reopen = page.getByRole("button", { name: t.reopen });
      // From the keyboard: the footer's link sits at the page's foot, where a notice that comes up
      // once the page is idle may cover it between Playwright's hit test and its click.
      await reopen.focus();
      await page.keyboard.press("Enter");
      const banner = page.getByRole("region", { name: t.title });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("button", { name: t.settings })).toHaveAttribute("aria-expanded", "true");
      const advertising = banner.getByRole("checkbox", { name: t.advertising });
      await expect(advertising).not.toBeChecked();
      await advertising.check();
      await banner.getByRole("button", { name: t.save }).click();
      await expect(banner).toBeHidden();
      expect(await consentCookie(context)).toBe("v1.a0.d1");
      expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([
        { analytics: false, advertising: true },
      ]);
      // The focus goes back to the link it came from.
      await expect(reopen).toBeFocused();
    });

    test("withdrawing a consent reloads the page without it", async () => {
      await page.getByRole("button", { name: t.reopen }).focus();
      await page.keyboard.press("Enter");
      const reloaded = page.waitForEvent("load");
      await page.getByRole("button", { name: t.reject }).click();
      await reloaded;
      expect(await consentCookie(context)).toBe("v1.a0.d0");
      await expect(page.getByRole("region", { name: t.title })).toBeHidden();
    });
  });
}

test("Accept all is remembered for a year and asked again when the policy's version changes", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: TEXTS.en.accept }).click();
  const cookie = (await context.cookies()).find((entry) => entry.name === "icaro_consent");
  expect(cookie?.value).toBe("v1.a1.d1");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  // A cookie of another policy version is no choice: the banner asks again.
  await context.addCookies([{ name: "icaro_consent", value: "v0.a1.d1", url: page.url() }]);
  await page.reload();
  await expect(page.getByRole("region", { name: TEXTS.en.title })).toBeVisible();
  await context.close();
});
