import { type BrowserContext, expect, test } from "@playwright/test";
import { waitForHydration } from "./axe.ts";
import { LOCALE_CASES, type LocaleCase, localeCase, localePath, pageTitle } from "./locales.ts";

test("from /es, Português leads to /pt in Portuguese, the page fetched ahead while the pointer rests on it", async ({
  page,
  context,
}) => {
  // Chromium's own report of the Speculation Rules prefetches (server/http/pages/speculation-rules.ts).
  const cdp = await context.newCDPSession(page);
  const prefetches: string[] = [];
  cdp.on("Preload.prefetchStatusUpdated", (event) => {
    if (new URL(event.prefetchUrl).pathname === "/pt") prefetches.push(event.prefetchStatus ?? event.status);
  });
  await cdp.send("Preload.enable");
  await page.goto("/es");
  await waitForHydration(page);
  const switcher = page.getByRole("banner").getByRole("navigation", { name: "Idioma" });
  await expect(switcher.getByRole("link", { name: "Español" })).toHaveAttribute("aria-current", "true");

  const portuguese = switcher.getByRole("link", { name: "Português" });
  await expect(portuguese).toHaveAttribute("hreflang", "pt");
  await portuguese.hover();
  await expect.poll(() => prefetches).toContain("PrefetchSuccessfulButNotUsed");
  await portuguese.click();
  await expect(page).toHaveURL((url) => url.pathname === "/pt");
  await expect.poll(() => prefetches).toContain("PrefetchResponseUsed");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(localeCase("pt").homeHeading);
});

for (const c of LOCALE_CASES) {
  test(`${c.home}: the switchers link every language's home page with hreflang`, async ({ page }) => {
    await page.goto(c.home);
    // The header shows short codes (with the name for screen readers), the footer full names.
    const header = page.locator(".site-header__bar > .language-switcher");
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
  const switcher = page.locator(".site-header__bar > .language-switcher");
  await expect(switcher.locator('a[hreflang="es"]')).toHaveAttribute("href", "/es/nope");
  await expect(switcher.locator('a[hreflang="en"]')).toHaveAttribute("href", "/nope");
  await switcher.locator('a[hreflang="en"]').click();
  await expect(page).toHaveURL((url) => url.pathname === "/nope");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(localeCase("en").notFoundTitle);
});

const LOCALE_COOKIE = "i18n_locale";
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The stored language choice, checked for its value, lifetime (about 365 days), path and SameSite. */
async function expectLocaleCookie(context: BrowserContext, locale: LocaleCase["locale"]) {
  const cookie = (await context.cookies()).find((entry) => entry.name === LOCALE_COOKIE);
  expect(cookie, `the ${LOCALE_COOKIE} cookie`).toBeDefined();
  expect(cookie?.value).toBe(locale);
  expect(cookie?.path).toBe("/");
  expect(cookie?.sameSite).toBe("Lax");
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  const day = 24 * 60 * 60;
  expect(lifetime, "seconds until the cookie expires").toBeGreaterThan(YEAR_IN_SECONDS - day);
  expect(lifetime, "seconds until the cookie expires").toBeLessThan(YEAR_IN_SECONDS + day);
}

test("choosing PT on /es/invalid_token stores the choice and stays on the same page", async ({
  page,
  context,
}) => {
  const es = localeCase("es");
  const pt = localeCase("pt");
  await page.goto(localePath(es, "/invalid_token"));
  await waitForHydration(page);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(LOCALE_COOKIE);

  const switcher = page.getByRole("banner").getByRole("navigation", { name: es.languageLabel });
  await switcher.getByRole("link", { name: `PT ${pt.languageName}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/pt/invalid_token");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt.invalidToken.heading);
  await expect(page).toHaveTitle(pageTitle(pt.invalidToken.title));
  await expectLocaleCookie(context, "pt");

  // The default language's home page now sends the reader to the chosen language…
  const response = await page.goto("/");
  expect(response?.request().redirectedFrom()?.url(), "the redirected request").toBe(
    new URL("/", page.url()).href,
  );
  await expect(page).toHaveURL((url) => url.pathname === "/pt");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt.homeHeading);

  // …but another language's pages are left alone.
  const spanish = await page.goto("/es");
  expect(spanish?.status()).toBe(200);
  expect(spanish?.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL((url) => url.pathname === "/es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.homeHeading);
});

test("choosing English again replaces the stored choice: / stays in English", async ({ page, context }) => {
  const en = localeCase("en");
  const pt = localeCase("pt");
  await page.goto("/pt/nope");
  await waitForHydration(page);
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: pt.languageLabel })
    .getByRole("link", { name: `ES ${localeCase("es").languageName}` })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/es/nope");
  await expectLocaleCookie(context, "es");

  // The footer switcher stores the choice too.
  await page.getByRole("contentinfo").getByRole("link", { name: en.languageName }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/nope");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectLocaleCookie(context, "en");

  const response = await page.goto("/");
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.homeHeading);
});

test("a choice made before the page's script has loaded is stored too", async ({ page, context }) => {
  // No module script ever arrives: the page stays as the server wrote it, as on a slow phone.
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.goto("/es/nope");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: localeCase("pt").languageName })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/pt/nope");
  await expectLocaleCookie(context, "pt");
});

test.describe("a browser set to Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("without a stored choice, / is the English home page (no browser-language detection)", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(localeCase("en").homeHeading);
  });
});

test("the switcher keeps the query: /external?url=… in the other languages", async ({ page }) => {
  const query = `?url=${encodeURIComponent("https://example.com/story")}`;
  await page.goto(`/es/external${query}`);
  const switcher = page.locator(".site-header__bar > .language-switcher");
  await expect(switcher.locator('a[hreflang="en"]')).toHaveAttribute("href", `/external${query}`);
  await expect(switcher.locator('a[hreflang="pt"]')).toHaveAttribute("href", `/pt/external${query}`);
  await expect(switcher.locator('a[hreflang="es"]')).toHaveAttribute("aria-current", "true");
});
