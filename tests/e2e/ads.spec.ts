import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations } from "./axe.ts";
import { OPERATOR_KEY } from "./sports-api.ts";

// Ads (docs/decisions/0080-banner-ads-and-third-party-scripts.md) and the adblock notice (scope 4), against the server the tests start: the
// site's ads are set through the operator endpoint of `icaro site ads` on one page name that the
// other specs barely visit (/esportes, route id "esportes"), and the third-party hosts are
// answered by page.route with a local stand-in ad script that follows the loader's queue contract
// (app/ads/ad-loader.ts): it takes the slots from window.icaroAds and fills each with a box of
// its reserved size.

const AD_HOST = "https://ads.icaro-e2e.test";
const PARTNER_HOST = "https://partner.icaro-e2e.test";
const PUBLISHER_TAG = `${AD_HOST}/pubtag.js`;
const PARTNER_ADS = `${PARTNER_HOST}/partner.js`;
const PAGE_NAME = "esportes";
/** A page of the default layout that the other specs do not visit. */
const DEFAULT_LAYOUT_PAGE = "privacy_policy";

const STAND_IN = `(function () {
  function fill(slot) {
    var box = document.createElement("div");
    box.className = "stand-in-ad";
    box.style.cssText = "width:100%;height:100%;background:#dde3f0;color:#14171f";
    box.textContent = "Stand-in ad " + slot.dataset.placement;
    slot.appendChild(box);
    slot.dataset.adState = "filled";
  }
  var queue = window.icaroAds || [];
  window.icaroAds = { push: fill };
  for (var i = 0; i < queue.length; i++) fill(queue[i]);
})();`;

const LOCALES = [
  {
    locale: "en",
    prefix: "",
    label: "Advertisement",
    title: "Is an ad blocker on?",
    continue: "Continue without disabling",
    support: "Contact support",
  },
  {
    locale: "es",
    prefix: "/es",
    label: "Publicidad",
    title: "¿Tienes un bloqueador de anuncios activado?",
    continue: "Continuar sin desactivar",
    support: "Contactar con soporte",
  },
  {
    locale: "pt",
    prefix: "/pt",
    label: "Publicidade",
    title: "Você está usando um bloqueador de anúncios?",
    continue: "Continuar sem desativar",
    support: "Falar com o suporte",
  },
] as const;

async function operator(api: APIRequestContext, command: string, query: Record<string, string> = {}) {
  const response = await api.post(`/api/operator/site/ads/${command}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function removeAllAds(api: APIRequestContext) {
  const { ads } = await operator(api, "list");
  for (let position = ads.length; position >= 1; position--)
    await operator(api, "remove", { position: String(position) });
}

/** The requests a page makes to the third-party hosts. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(".icaro-e2e.test")) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** The stand-in ad hosts: the scripts answered, or every request refused (an ad blocker). */
async function routeAdHosts(context: BrowserContext, mode: "serve" | "block") {
  await context.route(/\.icaro-e2e\.test\//, (route) => {
    if (mode === "block") return route.abort("blockedbyclient");
    const url = route.request().url();
    const body = url === PUBLISHER_TAG ? STAND_IN : "window.icaroPartnerLoaded = true;";
    return route.fulfill({ status: 200, contentType: "text/javascript", body });
  });
}

/**
 * The page's layout shifts since it started (buffered), each with the elements that moved: the
 * cumulative layout shift is their sum (shifts right after input do not count).
 */
async function layoutShifts(page: Page): Promise<{ value: number; moved: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        };
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as Shift[])
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                value: entry.value,
                moved: entry.sources.map((source) => {
                  const node = source.node as Element | null | undefined;
                  return `${node?.nodeName ?? "?"}.${node?.className ?? ""}`;
                }),
              })),
          );
        }).observe({ type: "layout-shift", buffered: true });
        // No shift at all: the observer is never called.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
      }),
  );
}

const consentCookie = (value: string) => ({
  name: "icaro_consent",
  value,
  domain: "127.0.0.1",
  path: "/",
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: "Lax" as const,
});

/** Waits until the page's ad loader has been loaded (at idle), so what it does has been done. */
function adLoaderLoaded(page: Page) {
  return page.waitForResponse(/\/assets\/ad-loader-[\w-]+\.js$/);
}

test.describe("banner ads and the adblock notice", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await removeAllAds(api);
    await operator(api, "add", {
      device: "desktop",
      pages: PAGE_NAME,
      tag: "plc=4401:plcv=77:sizes=728x90,970x250:adtarget=section|sports,page|esportes:formats=display",
    });
    await operator(api, "add", { device: "mobile", pages: PAGE_NAME, tag: "plc=4402:sizes=320x50" });
    await operator(api, "add", {
      device: "desktop",
      pages: DEFAULT_LAYOUT_PAGE,
      tag: "plc=4403:sizes=728x90",
    });
    await operator(api, "set", {
      display_ads: "on",
      publisher_tag_url: PUBLISHER_TAG,
      partner_ads_url: PARTNER_ADS,
      support_url: "mailto:ads@example.com",
    });
    // The script hosts reach the Content-Security-Policy once the server has read the change.
    await expect
      .poll(async () => (await api.get(`/${PAGE_NAME}`)).headers()["content-security-policy"])
      .toContain(AD_HOST);
    await api.dispose();
  });

  test.afterAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await operator(api, "set", {
      display_ads: "off",
      publisher_tag_url: "none",
      partner_ads_url: "none",
      support_url: "none",
    });
    await removeAllAds(api);
    await api.dispose();
  });

  test("a page of the default layout carries its banner too, filled with consent", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      storageState: { cookies: [consentCookie("v1.a1.d1")], origins: [] },
    });
    await routeAdHosts(context, "serve");
    const page = await context.newPage();
    await page.goto(`/${DEFAULT_LAYOUT_PAGE}`);
    const slot = page.getByRole("complementary", { name: "Advertisement" }).locator("[data-ad-slot]");
    await expect(slot).toHaveAttribute("data-placement", "4403");
    await expect(slot).toHaveAttribute("data-ad-state", "filled");
    expect(await slot.boundingBox()).toMatchObject({ width: 728, height: 90 });
    // The default layout's pages without an entry have none.
    await page.goto("/about");
    await expect(page.locator("[data-ad-slot]")).toHaveCount(0);
    await context.close();
  });

  // Walked in one language (locales.ts, “Flows in one language”).
  for (const locale of LOCALES.filter((entry) => entry.locale === "es")) {
    test(`${locale.locale}: rejected, the slot keeps its space and nothing third party loads; a later accept fills it without a shift`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        storageState: { cookies: [consentCookie("v1.a0.d0")], origins: [] },
      });
      await routeAdHosts(context, "serve");
      const page = await context.newPage();
      const requests = thirdPartyRequests(page);
      const loader = adLoaderLoaded(page);
      await page.goto(`${locale.prefix}/${PAGE_NAME}`);

      const banner = page.getByRole("complementary", { name: locale.label });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(locale.label);
      const slot = banner.locator("[data-ad-slot]");
      await expect(slot).toHaveAttribute("data-placement", "4401");
      await expect(slot).toHaveAttribute("data-ad-target", "section|sports,page|esportes");
      await expect(slot).toHaveAttribute("data-mobile", "false");
      // The tallest size reserved before any ad: 970 x 250.
      const reserved = await slot.boundingBox();
      expect(reserved).toMatchObject({ width: 970, height: 250 });
      // The mobile slot is written too, for narrow screens, and hidden here.
      await expect(page.locator('[data-ad-slot][data-device="mobile"]')).toBeHidden();

      await loader;
      await expect(page.locator("script[data-icaro-ad]")).toHaveCount(0);
      expect(await page.evaluate(() => window.icaroAds)).toBeUndefined();
      expect(requests).toEqual([]);
      await expectNoA11yViolations(page);

      // The reader changes their mind (the banner's "Accept all"): no reload.
      await context.addCookies([consentCookie("v1.a1.d1")]);
      await page.evaluate(() =>
        window.dispatchEvent(
          new CustomEvent("icaro:consent", { detail: { analytics: true, advertising: true } }),
        ),
      );
      await expect(slot).toHaveAttribute("data-ad-state", "filled");
      await expect(slot.locator(".stand-in-ad")).toHaveText("Stand-in ad 4401");
      expect(await page.evaluate(() => (window as { icaroPartnerLoaded?: boolean }).icaroPartnerLoaded)).toBe(
        true,
      );
      expect(requests).toEqual(
        expect.arrayContaining([`HEAD ${PUBLISHER_TAG}`, `GET ${PUBLISHER_TAG}`, `GET ${PARTNER_ADS}`]),
      );
      expect(await slot.boundingBox()).toEqual(reserved);
      const shifts = await layoutShifts(page);
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
      await context.close();
    });

    test(`${locale.locale}: with consent and a blocked ad script, a polite notice that is remembered`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 800 },
        storageState: { cookies: [consentCookie("v1.a1.d1")], origins: [] },
      });
      await routeAdHosts(context, "block");
      const page = await context.newPage();
      await page.goto(`${locale.prefix}/${PAGE_NAME}`);

      // At 375 px the mobile slot shows, its 320 x 50 reserved.
      const slot = page.locator('[data-ad-slot][data-device="mobile"]');
      await expect(slot).toBeVisible();
      expect(await slot.boundingBox()).toMatchObject({ width: 320, height: 50 });
      await expect(page.locator('[data-ad-slot][data-device="desktop"]')).toBeHidden();

      const dialog = page.getByRole("dialog", { name: locale.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: locale.continue })).toBeFocused();
      await expect(dialog.getByRole("link", { name: locale.support })).toHaveAttribute(
        "href",
        "mailto:ads@example.com",
      );
      await expectNoA11yViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      const stored = await page.evaluate(() => localStorage.getItem("IcaroAdBlocker"));
      expect(JSON.parse(stored ?? "null")).toMatchObject({ value: true });

      // Remembered (12 hours): the next page probes again, finds the blocker, and asks nothing.
      await page.reload();
      await expect(page.locator('[data-ad-area][data-adblock="blocked"]')).toBeAttached();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await context.close();
    });
  }
});
