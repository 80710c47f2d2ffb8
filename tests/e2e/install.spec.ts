import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, expect, type Page, test } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../../scripts/ensure-chromium.ts";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";

/*
 * The installable app (decision 0083) in each language: every page links its
 * locale's manifest with crossorigin="use-credentials", the browser fetches it with the reader's
 * cookies and finds nothing that stops an install (CDP Page.getInstallabilityErrors); the install
 * prompt is not offered on a first visit, is on the second (Chromium's beforeinstallprompt is
 * dispatched by the test, as the browser fires it once a page qualifies), never while the cookie
 * banner is up, and its "Not now" is remembered. Also the platform rules of scope 4: the viewport
 * height as a CSS variable, and the remote config's 12-hour interval. Texts are written out so a
 * wrong translation fails.
 */
const TEXTS = {
  en: {
    prefix: "",
    lang: "en",
    name: "Icaro: news, scores and videos",
    title: "Install Icaro?",
    install: "Install",
    later: "Not now",
  },
  es: {
    prefix: "/es",
    lang: "es",
    name: "Icaro: noticias, resultados y vídeos",
    title: "¿Instalar Icaro?",
    install: "Instalar",
    later: "Ahora no",
  },
  pt: {
    prefix: "/pt",
    lang: "pt-BR",
    name: "Icaro: notícias, placares e vídeos",
    title: "Instalar Icaro?",
    install: "Instalar",
    later: "Agora não",
  },
} as const;

const VISITS_KEY = "IcaroVisits";
const LATER_KEY = "IcaroInstallPromptLater";

/**
 * Chromium's `beforeinstallprompt`, as the browser fires it once the page can be installed; its
 * `prompt()` is counted in `window.__prompted`, and the reader's answer in its dialog is `outcome`.
 */
async function browserOffersInstall(page: Page, outcome: "accepted" | "dismissed" = "dismissed") {
  await page.evaluate((answer) => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    const win = window as unknown as { __prompted?: number };
    Object.assign(event, {
      prompt: async () => {
        win.__prompted = (win.__prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

/** The next page starts another visit: the last page of this one is made 31 minutes old. */
async function endVisit(page: Page) {
  await page.evaluate((key) => {
    const entry = JSON.parse(localStorage.getItem(key) ?? "null") as { value: { last: number } } | null;
    if (!entry) throw new Error("no visit counted");
    entry.value.last -= 31 * 60 * 1000;
    localStorage.setItem(key, JSON.stringify(entry));
  }, VISITS_KEY);
}

/** The install prompt's decision for this page (data-install-prompt, app/pwa/install-prompt-starter.ts). */
async function installDecision(page: Page, expected: string) {
  await expect(page.locator("html")).toHaveAttribute("data-install-prompt", expected);
}

// Walked in one language (locales.ts, “Flows in one language”).
for (const [locale, texts] of Object.entries(TEXTS).filter(([locale]) => locale === "pt")) {
  test.describe(`${locale}: installable app`, () => {
    test.describe.configure({ mode: "serial" });
    let context: BrowserContext;
    let page: Page;
    const manifestRequests: { cookie: string | null; mode: string | null }[] = [];
    // The remote config's reads of the site configuration.
    let configReads = 0;

    // A browser profile of its own: Chromium installs nothing from an incognito profile, which is
    // what every other context is (Page.getInstallabilityErrors answers "in-incognito" there).
    const profile = mkdtempSync(path.join(tmpdir(), `icaro-install-${locale}-`));

    test.beforeAll(async ({ baseURL }) => {
      context = await chromium.launchPersistentContext(profile, {
        baseURL,
        executablePath: chromiumPath(),
        args: CHROMIUM_ARGS,
      });
      // The reader has answered the cookie banner (rejected all), as in every other test.
      await context.addCookies([{ name: "icaro_consent", value: "v1.a0.d0", url: baseURL ?? "" }]);
      // Chromium really offers to install these pages (a trusted beforeinstallprompt): counted
      // here, and kept from the page, so that the test's own offers decide what happens.
      await context.addInitScript(() => {
        window.addEventListener(
          "beforeinstallprompt",
          (event) => {
            if (!event.isTrusted) return;
            const win = window as unknown as { __browserOffers?: number };
            win.__browserOffers = (win.__browserOffers ?? 0) + 1;
            event.preventDefault();
            event.stopImmediatePropagation();
          },
          true,
        );
      });
      page = context.pages()[0] ?? (await context.newPage());
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith("/site/config")) configReads += 1;
      });
      page.on("request", async (request) => {
        if (!request.url().endsWith(`/manifest/${locale}.webmanifest`)) return;
        const headers = await request.allHeaders();
        manifestRequests.push({ cookie: headers.cookie ?? null, mode: headers["sec-fetch-mode"] ?? null });
      });
    });
    test.afterAll(async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });

    test("the page links its locale's manifest, fetched with the reader's cookies, and the app can be installed", async () => {
      await page.goto(`${texts.prefix}/`);
      await waitForHydration(page);
      const link = page.locator('head link[rel="manifest"]');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", `/manifest/${locale}.webmanifest`);
      await expect(link).toHaveAttribute("crossorigin", "use-credentials");
      await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute("content", "#102245");

      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send("Page.getAppManifest")) as {
        url: string;
        errors: { message: string }[];
        data?: string;
      };
      expect(manifest.url).toMatch(new RegExp(`/manifest/${locale}\\.webmanifest$`));
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({
        name: texts.name,
        short_name: "Icaro",
        lang: texts.lang,
        start_url: `${texts.prefix}/`,
        display: "standalone",
      });
      // Fetched with credentials: the reader's cookies went with it.
      await expect.poll(() => manifestRequests.length).toBeGreaterThan(0);
      expect(manifestRequests[0]?.cookie).toContain("icaro_consent=v1.a0.d0");
      expect(manifestRequests[0]?.cookie).toContain("psid=");

      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      await cdp.detach();
      // And Chromium offers the install to the page, as it does to any installable app.
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { __browserOffers?: number }).__browserOffers ?? 0),
        )
        .toBeGreaterThan(0);

      // The platform rules run after load: the first page of this browser read the remote config.
      await expect.poll(() => configReads).toBe(1);
      await expectNoA11yViolations(page);
    });

    test("no install prompt on the first visit; on the second one appears, and its Not now is remembered", async () => {
      await page.goto(`${texts.prefix}/`);
      await waitForHydration(page);
      await installDecision(page, "visits");
      await browserOffersInstall(page);
      // Read 12 hours ago at the most: not read again (the install prompt's decision, just made, is
      // taken in the same call that would have started the read: app/pwa/pwa-after-load.ts).
      expect(configReads).toBe(1);
      await expect(page.getByRole("dialog", { name: texts.title })).toHaveCount(0);

      await endVisit(page);
      await page.reload();
      await waitForHydration(page);
      await browserOffersInstall(page);
      const prompt = page.getByRole("dialog", { name: texts.title });
      await expect(prompt).toBeVisible();
      await installDecision(page, "offer");
      // Not of the reader's making: it does not take the focus.
      expect(await prompt.evaluate((element) => element.contains(document.activeElement))).toBe(false);
      await expect(prompt.getByRole("button", { name: texts.install })).toBeVisible();
      await expectNoA11yViolations(page);

      await prompt.getByRole("button", { name: texts.later }).click();
      await expect(prompt).toHaveCount(0);
      await installDecision(page, "dismissed");
      expect(await page.evaluate((key) => localStorage.getItem(key), LATER_KEY)).toContain('"value":true');

      await endVisit(page);
      await page.reload();
      await waitForHydration(page);
      await browserOffersInstall(page);
      await installDecision(page, "later");
      await expect(page.getByRole("dialog", { name: texts.title })).toHaveCount(0);
      // Three pages later, within the 12 hours: still the one read.
      expect(configReads).toBe(1);
    });

    test("Install hands over to the browser's own dialog", async () => {
      await page.evaluate((key) => localStorage.removeItem(key), LATER_KEY);
      await endVisit(page);
      await page.reload();
      await waitForHydration(page);
      // This time the browser's offer comes after the starter is waiting for it.
      await installDecision(page, "waiting");
      await browserOffersInstall(page, "accepted");
      const prompt = page.getByRole("dialog", { name: texts.title });
      await prompt.getByRole("button", { name: texts.install }).click();
      await installDecision(page, "accepted");
      await expect(prompt).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __prompted?: number }).__prompted)).toBe(1);
    });

    test("the viewport height is a CSS variable, recomputed on resize", async () => {
      const height = () =>
        page.evaluate(() => ({
          variable: getComputedStyle(document.documentElement).getPropertyValue("--app-height"),
          inner: `${window.innerHeight}px`,
          body: getComputedStyle(document.body).minHeight,
        }));
      const before = await height();
      expect(before.variable).toBe(before.inner);
      expect(before.body).toBe(before.inner);
      await page.setViewportSize({ width: 390, height: 640 });
      await expect.poll(async () => (await height()).variable).toBe("640px");
      expect((await height()).body).toBe("640px");
    });
  });
}

test("the install prompt waits while the cookie banner is up", async ({ browser, baseURL }) => {
  // A reader who has not answered the banner yet.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto("/es/");
  await waitForHydration(page);
  await installDecision(page, "visits");
  await endVisit(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator("html.consent-ask")).toHaveCount(1);
  await browserOffersInstall(page);
  await installDecision(page, "banner");
  await expect(page.getByRole("dialog", { name: TEXTS.es.title })).toHaveCount(0);
  await context.close();
});
