import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type BrowserContext,
  type CDPSession,
  type ConsoleMessage,
  expect,
  type Frame,
  type Page,
  type Request,
  type Response,
  test,
} from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";

/*
 * The service worker in Chromium (decision 0082), one context per language: the worker installs
 * and takes the page; offline (CDP Network.emulateNetworkConditions), a visited page opens again
 * from its copy, an unvisited one is the translated offline page, a link clicked offline and a
 * client navigation's data request do not break the page; a sign-out offline empties the copies;
 * and a new build's worker (the served /sw.js changed on disk, as a deploy changes it) makes the
 * translated refresh prompt appear, whose button reloads the page onto the new worker, keeping
 * the saved stories' cache. Texts are written out so a wrong translation fails.
 */

test.use({ serviceWorkers: "allow" });

const TEXTS = {
  en: {
    prefix: "",
    sitemap: "Sitemap",
    offline: "You are offline",
    offlineTitle: "Offline | Icaro",
    saved: "Read your saved stories",
    update: "A new version of Icaro is ready.",
    refresh: "Refresh",
  },
  es: {
    prefix: "/es",
    sitemap: "Mapa del sitio",
    offline: "No tienes conexión",
    offlineTitle: "Sin conexión | Icaro",
    saved: "Leer tus noticias guardadas",
    update: "Hay una nueva versión de Icaro.",
    refresh: "Actualizar",
  },
  pt: {
    prefix: "/pt",
    sitemap: "Mapa do site",
    offline: "Você está sem conexão",
    offlineTitle: "Sem conexão | Icaro",
    saved: "Ler suas notícias salvas",
    update: "Uma nova versão do Icaro está pronta.",
    refresh: "Atualizar",
  },
} as const;

const WORKER_FILE = path.join(process.cwd(), "build/client/sw.js");

/** The cache names of the page's origin. */
function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** Whether one of the worker's page caches holds this URL. */
function pageKept(page: Page, url: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      if (name.startsWith("icaro-pages") && (await (await caches.open(name)).match(wanted))) return true;
    }
    return false;
  }, url);
}

/** The scripts this page loaded that no cache of the worker holds (none once all are kept). */
function codeNotKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/[^/]+\.js$/.test(name));
    const missing: string[] = [];
    for (const url of scripts) if (!(await caches.match(url, { ignoreVary: true }))) missing.push(url);
    return missing;
  });
}

/**
 * The page's requests (with their answers and where from), console lines and loads from now on,
 * one line each, for a failure's message.
 */
function watchPage(page: Page, cdp: CDPSession) {
  const lines: string[] = [];
  // Why each navigation of the page began ("scriptInitiated", "reload", …), which its requests
  // alone do not say.
  const navigation = (event: { reason: string; url: string }) =>
    lines.push(`navigation ${event.reason} ${event.url}`);
  cdp.on("Page.frameRequestedNavigation", navigation);
  // Every navigation, the browser's own (a history step, a reload) among them, with its kind.
  const started = (event: { url: string; navigationType: string }) =>
    lines.push(`navigation started ${event.navigationType} ${event.url}`);
  cdp.on("Page.frameStartedNavigating" as "Page.frameRequestedNavigation", started as never);
  const request = (r: Request) =>
    lines.push(
      `request ${r.method()} ${r.url()} ${r.resourceType()}${r.isNavigationRequest() ? " (navigation)" : ""}`,
    );
  const response = (r: Response) =>
    lines.push(`answer ${r.status()} ${r.url()}${r.fromServiceWorker() ? " (worker)" : ""}`);
  const failed = (r: Request) => lines.push(`failed ${r.url()}: ${r.failure()?.errorText}`);
  const logged = (m: ConsoleMessage) => lines.push(`console.${m.type()} ${m.text()}`);
  const load = () => lines.push(`load ${page.url()}`);
  page.on("request", request).on("response", response).on("requestfailed", failed);
  page.on("console", logged).on("load", load);
  return {
    lines: () => `what the page did after the click:\n${lines.join("\n")}`,
    stop: () => {
      cdp.off("Page.frameRequestedNavigation", navigation);
      cdp.off("Page.frameStartedNavigating" as "Page.frameRequestedNavigation", started as never);
      page.off("request", request).off("response", response).off("requestfailed", failed);
      page.off("console", logged).off("load", load);
    },
  };
}

/**
 * Resolves once the page has asked for a script from now on and every script it asked for has
 * come or failed.
 */
async function scriptsSettled(page: Page): Promise<void> {
  const pending = new Set<Request>();
  let asked = 0;
  const started = (request: Request) => {
    if (request.resourceType() !== "script") return;
    asked += 1;
    pending.add(request);
  };
  const ended = (request: Request) => pending.delete(request);
  page.on("request", started).on("requestfinished", ended).on("requestfailed", ended);
  try {
    await expect.poll(() => asked > 0 && pending.size === 0).toBe(true);
  } finally {
    page.off("request", started).off("requestfinished", ended).off("requestfailed", ended);
  }
}

/**
 * Offline through CDP's Network.emulateNetworkConditions: sent to the page's target here, and by
 * Playwright's setOffline to every target of the context, the service worker's included (the
 * page's own emulation does not reach the worker's fetches).
 */
async function setOffline(context: BrowserContext, cdp: CDPSession, offline: boolean) {
  await context.setOffline(offline);
  await cdp.send("Network.emulateNetworkConditions", {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

// Walked in one language (locales.ts, “Flows in one language”); the worker's offline page in each
// language is core/offline's unit tests'.
for (const [locale, t] of Object.entries(TEXTS).filter(([locale]) => locale === "pt")) {
  test.describe
    .serial(`offline (${locale})`, () => {
      let context: BrowserContext;
      let page: Page;
      let cdp: CDPSession;
      const sitemap = `${t.prefix}/sitemap`;

      test.beforeAll(async ({ browser, baseURL }) => {
        context = await browser.newContext({
          baseURL,
          serviceWorkers: "allow",
          storageState: test.info().project.use.storageState,
        });
        page = await context.newPage();
        cdp = await context.newCDPSession(page);
        // For watchPage's navigation reasons.
        await cdp.send("Page.enable");
      });
      test.afterAll(async () => {
        await context.close();
      });

      test("the worker installs, takes the page and keeps it", async () => {
        await page.goto(`${t.prefix}/`);
        // The first page of a fresh server on a busy machine: generous.
        await waitForHydration(page, 30_000);
        // Registered from the after-load chunk once idle; the first worker takes the open page.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 30_000,
        });
        const names = await cacheNames(page);
        expect(names.some((name) => name.startsWith("icaro-precache-sw-build-"))).toBe(true);
        // The page loaded before the worker is kept too (the page asks it to).
        await expect.poll(() => pageKept(page, page.url())).toBe(true);
        await page.goto(sitemap);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.sitemap);
        await expect.poll(() => pageKept(page, page.url())).toBe(true);
        // And the code it ran, which it needs to start again offline.
        await expect.poll(() => codeNotKept(page)).toEqual([]);
      });

      test("offline, a visited page opens from its copy and an unvisited one is the offline page", async () => {
        // Without the browser's HTTP cache (which may serve a page within its stale-while-revalidate
        // time even offline), whatever opens comes from the worker.
        await cdp.send("Network.clearBrowserCache");
        await setOffline(context, cdp, true);
        const reloaded = await page.reload();
        expect(reloaded?.fromServiceWorker()).toBe(true);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.sitemap);
        await waitForHydration(page);

        // A client navigation's data request with no copy answers "load it as a document".
        const data = await page.evaluate(async (url) => {
          const response = await fetch(url);
          return { status: response.status, reload: response.headers.get("x-remix-reload-document") };
        }, `${t.prefix}/sitemap/1999.data`);
        expect(data).toEqual({ status: 204, reload: "true" });

        // A link of the menu clicked offline, to a section never visited (the idle prefetch takes
        // only links of <main>), whose code is not on the device either (only the shell is
        // precached; the pages' code is kept as it is used): the offline page, in the page's
        // language — not a reload of the page being read. The page's offline link handler
        // (installed once idle) makes the click a document load; before it, the worker answers the
        // navigation's data and code with a load of the page it was going to.
        await page.evaluate(async () => {
          for (const name of await caches.keys())
            if (name.startsWith("icaro-assets")) await caches.delete(name);
        });
        // The reader has touched the page before (its heading): the code a first touch loads (the
        // save toggles' listener and what it imports) has been asked for and has failed, offline
        // and not kept. A tap on a link while those loads were still failing through the worker
        // has seen Chromium reload the page being read once the tapped page's answer had come
        // (1 to 6 runs in 40 beside two CPU loops): a "reload" navigation that no script asked for
        // (no beforeunload, no frameRequestedNavigation; the page's reloads all say why), which
        // this page cannot prevent.
        const touched = scriptsSettled(page);
        await page.getByRole("heading", { level: 1 }).click();
        await touched;
        // What the click sets going, said with a failure (the trace is off by default).
        const seen = watchPage(page, cdp);
        await page.getByRole("link", { name: "TV", exact: true }).first().click();
        try {
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.offline);
        } catch (error) {
          throw new Error(`${(error as Error).message}\n${seen.lines()}`);
        } finally {
          seen.stop();
        }
        // At the link's own address, so that its retry button loads that page once online.
        await expect(page).toHaveURL(`${t.prefix}/tv`);
        await expect(page).toHaveTitle(t.offlineTitle);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("link", { name: t.saved })).toHaveAttribute(
          "href",
          `${t.prefix}/readlater`,
        );
        await expectNoA11yViolations(page);

        // Typed in the address bar: the same.
        await page.goto(`${t.prefix}/tv/calendar`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.offline);

        // A corrupt copy is not shown: the offline page is.
        await page.evaluate(async (url) => {
          const name = (await caches.keys()).find((entry) => entry.startsWith("icaro-pages"));
          if (!name) throw new Error("no pages cache");
          const cache = await caches.open(name);
          await cache.delete(url, { ignoreVary: true });
          await cache.put(
            url,
            new Response("\u0000garbage", { headers: { "content-type": "application/octet-stream" } }),
          );
        }, new URL(sitemap, page.url()).href);
        await page.goto(sitemap);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.offline);
        await setOffline(context, cdp, false);
      });

      test("offline, a copy whose page code is gone loads once more, then stays readable instead of reloading forever", async () => {
        // Online again: the sitemap's copy and its code are kept anew.
        await page.goto(sitemap);
        await waitForHydration(page);
        await expect.poll(() => pageKept(page, page.url())).toBe(true);
        await cdp.send("Network.clearBrowserCache");
        await setOffline(context, cdp, true);
        // Its route module is dropped (evicted, say); the rest of its code stays.
        const dropped = await page.evaluate(async () => {
          let count = 0;
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            for (const request of await cache.keys())
              if (/\/assets\/SitemapPage-[^/]+\.js$/.test(request.url))
                count += Number(await cache.delete(request));
          }
          return count;
        });
        expect(dropped).toBeGreaterThan(0);
        let loads = 0;
        const countLoads = (frame: Frame) => {
          if (frame === page.mainFrame()) loads++;
        };
        page.on("framenavigated", countLoads);
        await page.goto(sitemap);
        // The worker's stand-in module reloaded it once, then stopped the page's start there.
        await expect(page.locator("html")).toHaveAttribute("data-code-missing", "");
        page.off("framenavigated", countLoads);
        expect(loads).toBe(2);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.sitemap);
        await setOffline(context, cdp, false);
      });

      test("a new build's worker shows the refresh prompt, and Refresh reloads onto it keeping saved stories", async () => {
        await page.goto(sitemap);
        await waitForHydration(page);
        // The page's registration module follows the update whenever it starts: a new worker
        // found before it ran is waiting when it does (app/service-worker/register-service-worker.ts).
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        // Something the reader saved (the pages write this cache) must outlive the update.
        await page.evaluate(async () => {
          const saved = await caches.open("icaro-saved-v1");
          await saved.put("/saved-by-the-e2e-test", new Response("kept"));
        });
        const original = readFileSync(WORKER_FILE, "utf8");
        const oldBuild = /sw-build-[0-9a-f]+/.exec(original)?.[0];
        expect(oldBuild).toBeTruthy();
        const newBuild = `sw-build-e2e${locale}${Date.now().toString(16)}`;
        try {
          // The deploy: the server reads /sw.js from disk on every request.
          writeFileSync(WORKER_FILE, original.replaceAll(oldBuild ?? "", newBuild));
          await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration("/");
            await registration?.update();
          });
          const prompt = page.locator('[data-notice="sw-update"]');
          await expect(prompt).toContainText(t.update, { timeout: 20_000 });
          await expectNoA11yViolations(page);
          const reloaded = page.waitForEvent("load");
          await prompt.getByRole("button", { name: t.refresh }).click();
          await reloaded;
          await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
          await expect
            .poll(async () => (await cacheNames(page)).filter((name) => name.includes("sw-build-")).join(" "))
            .not.toContain(oldBuild ?? "");
          const names = await cacheNames(page);
          expect(names).toContain(`icaro-precache-${newBuild}`);
          expect(names).toContain("icaro-saved-v1");
          const kept = await page.evaluate(async () =>
            (await (await caches.open("icaro-saved-v1")).match("/saved-by-the-e2e-test"))?.text(),
          );
          expect(kept).toBe("kept");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.sitemap);
        } finally {
          writeFileSync(WORKER_FILE, original);
        }
      });
    });
}

test("a sign-out while offline empties the offline copies and shows a page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: "allow",
    storageState: test.info().project.use.storageState,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The attempt limits count per address: this reader comes from their own.
    const headers = { "x-forwarded-for": "198.51.100.82" };
    const email = `offline-${Date.now()}@example.com`;
    const password = "offline reader's password";
    expect(
      (
        await page.request.post("/api/v3/auth", {
          data: { email, password, password_confirmation: password },
          headers,
        })
      ).ok(),
    ).toBe(true);
    expect((await page.request.post("/api/auth/login", { data: { email, password }, headers })).ok()).toBe(
      true,
    );
    await page.goto("/sitemap");
    await waitForHydration(page, 30_000);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.evaluate(async () => {
      await (await caches.open("icaro-saved-v1")).put("/saved-by-the-e2e-test", new Response("mine"));
    });
    await setOffline(context, cdp, true);
    await page.locator("summary", { hasText: "Account menu" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    // The signed-out page cannot come offline: the offline page does, never a blank one.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS.en.offline);
    // Nothing of the reader kept, only the build's own files (a strategy may open an empty cache again).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept: string[] = [];
          for (const name of await caches.keys()) {
            if (/^icaro-(precache|assets)-/.test(name)) continue;
            for (const request of await (await caches.open(name)).keys()) kept.push(`${name} ${request.url}`);
          }
          return kept;
        }),
      )
      .toEqual([]);
    await setOffline(context, cdp, false);
  } finally {
    await context.close();
  }
});
