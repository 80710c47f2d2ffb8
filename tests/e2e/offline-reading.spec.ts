import { type BrowserContext, type CDPSession, expect, type Page, test } from "@playwright/test";
import { OFFLINE_QUEUE_SYNC } from "../../core/offline/offline-queue.ts";
import { uniqueEmail } from "./accounts-texts.ts";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { type LocaleCase, localeCase, localePath } from "./locales.ts";

/**
 * Offline reading (decision 0084), one context per language: a guest saves two
 * stories and the saved-stories cache then holds, for each, its page, its data request and its
 * pictures at the screen's size (and the /readlater page); removing one frees its page. A full
 * storage says so in the reader's language and the story stays saved. A signed-in reader's like
 * made offline (CDP network emulation) reaches the server exactly once when the connection is back.
 * Going offline and reloading is answered by the service worker (decision 0082), which reads the
 * saved-stories cache. Texts are written out so a wrong translation fails.
 */
const TEXTS = {
  en: {
    quotaFull: "Your story is saved, but this device has no room to keep it for reading offline.",
    title: "Read Later",
  },
  es: {
    quotaFull:
      "La noticia está guardada, pero este dispositivo no tiene espacio para conservarla sin conexión.",
    title: "Leer más tarde",
  },
  pt: {
    quotaFull: "A notícia está salva, mas este dispositivo não tem espaço para guardá-la para ler offline.",
    title: "Ler mais tarde",
  },
} as const;

const SAVED_CACHE = "icaro-saved-v1";
const INDEX_URL = "/__offline-copies.json";
const NAVIGATION = { timeout: 20_000 };

const kb = (bytes = 0) => (bytes / 1024).toFixed(1);

type Copy = { key: string; urls: string[]; bytes: { own: number; assets: number; pictures: number } };

/** What the saved-stories cache holds: each index entry with its URLs and their sizes. */
async function savedCopies(page: Page): Promise<Copy[]> {
  return page.evaluate(
    async ({ cacheName, indexUrl }) => {
      if (!(await caches.has(cacheName))) return [];
      const cache = await caches.open(cacheName);
      const entry = await cache.match(indexUrl);
      const index = (entry ? await entry.json() : {}) as Record<string, string[]>;
      const copies = [];
      for (const [key, urls] of Object.entries(index)) {
        const bytes = { own: 0, assets: 0, pictures: 0 };
        const present = [];
        for (const url of urls) {
          const stored = await cache.match(url);
          if (!stored) continue;
          present.push(url);
          const size = (await stored.blob()).size;
          if (url.startsWith("/assets/")) bytes.assets += size;
          else bytes.own += size;
          if (url.startsWith("/_ipx/")) bytes.pictures += size;
        }
        copies.push({ key, urls: present, bytes });
      }
      return copies;
    },
    { cacheName: SAVED_CACHE, indexUrl: INDEX_URL },
  );
}

/** The story keys of the toggles saved, in the order saved. */
async function saveTwo(page: Page): Promise<{ key: string; path: string }[]> {
  const toggles = page.getByRole("main").locator("article.card button.save-toggle");
  const saved = [];
  for (const n of [0, 1]) {
    const toggle = toggles.nth(n);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const key = (await toggle.getAttribute("data-save")) ?? "";
    const href =
      (await toggle.locator("xpath=ancestor::article[1]").locator(".card__link").getAttribute("href")) ?? "";
    saved.push({ key, path: href });
  }
  return saved;
}

/** How many likes and unlikes made offline wait in the queue (IndexedDB, app/offline/queue-store.ts). */
function queuedLikes(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        // The app's schema: opening makes it when the app has not yet.
        const open = indexedDB.open("icaro-offline-queue", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("queue");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction("queue").objectStore("queue").get("changes");
          get.onsuccess = () => {
            db.close();
            const changes = (Array.isArray(get.result) ? get.result : []) as { path: string }[];
            resolve(changes.filter((change) => change.path === "like" || change.path === "unlike").length);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** The Background Sync tags the page's service worker registration is waiting to fire. */
function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags(): Promise<string[]> };
    };
    return registration.sync ? registration.sync.getTags() : [];
  });
}

/**
 * Lets the page's own requests (the account's list sync, its offline copies) finish before the
 * network goes: at most 10 s, as a long-lived request can keep a page from ever being idle. The
 * checks after it count only likes, so a read left in flight and queued cannot fail them.
 */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
}

/**
 * Fires the browser's next try of a Background Sync, as DevTools' "Sync" button does, from a blank
 * page (no page of the site is open). Chromium fires the sync itself once the connection is back,
 * but it turns the context's targets online one by one: under load the sync can run while the
 * worker is still offline, fail as it should, and Chromium's next try comes minutes later.
 */
async function fireNextSync(context: BrowserContext, tag: string) {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registered = new Promise<{ registrationId: string; scopeURL: string }>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const { registrationId, scopeURL } = await registered;
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin: new URL(scopeURL).origin,
    registrationId,
    tag,
    lastChance: false,
  });
  await cdp.detach();
  await blank.close();
}

async function network(cdp: CDPSession, offline: boolean, context?: BrowserContext) {
  // The page's emulation does not reach the service worker's own fetches; Playwright's setOffline
  // sends the same CDP command to every target of the context, the worker's included.
  await context?.setOffline(offline);
  await cdp.send("Network.emulateNetworkConditions", {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

// Walked in one language (locales.ts, “Flows in one language”).
for (const [index, locale] of (["es"] as const).entries()) {
  const c: LocaleCase = localeCase(locale);
  const t = TEXTS[locale];

  test.describe
    .serial(`offline reading (${locale})`, () => {
      let context: BrowserContext;
      let page: Page;
      let saved: { key: string; path: string }[] = [];

      test.beforeAll(async ({ browser }) => {
        context = await browser.newContext({
          viewport: { width: 412, height: 860 },
          deviceScaleFactor: 2,
          extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${120 + index}` },
          // The other specs block service workers (playwright.config.ts); this one reads offline.
          serviceWorkers: "allow",
        });
        page = await context.newPage();
      });
      test.afterAll(() => context.close());

      test("saving two stories stores their pages, data and pictures; removing one frees its page", async () => {
        await page.goto(c.home);
        await waitForHydration(page);
        saved = await saveTwo(page);
        await expect
          .poll(async () => (await savedCopies(page)).map((copy) => copy.key).sort(), NAVIGATION)
          .toEqual(["page:readlater", ...saved.map((story) => story.key)].sort());
        const copies = await savedCopies(page);
        for (const story of saved) {
          const copy = copies.find((entry) => entry.key === story.key);
          const urls = copy?.urls ?? [];
          // The page as a navigation, its React Router data request, its route code, its pictures.
          expect(urls).toContain(story.path);
          expect(urls).toContain(`${story.path}.data`);
          expect(urls.some((url) => url.startsWith(`${localePath(c, "/__manifest")}?paths=`))).toBe(true);
          expect(urls.some((url) => url.startsWith("/assets/") && url.endsWith(".js"))).toBe(true);
          const pictures = urls.filter((url) => url.startsWith("/_ipx/"));
          expect(pictures.length).toBeGreaterThan(0);
          // One file per picture, at this screen's size: 412 px × 2 never needs the 1280 or 1536 candidates.
          expect(pictures.filter((url) => /\bw_(1280|1536)\b/.test(url))).toEqual([]);
          test.info().annotations.push({
            type: "offline copy",
            description: `${locale} ${story.key}: ${kb(copy?.bytes.own)} KB page+data+pictures (${kb(copy?.bytes.pictures)} KB pictures), ${kb(copy?.bytes.assets)} KB route code (shared)`,
          });
        }
        const readLater = copies.find((entry) => entry.key === "page:readlater");
        expect(readLater?.urls).toEqual(
          expect.arrayContaining([localePath(c, "/readlater"), `${localePath(c, "/readlater")}.data`]),
        );
        // With it, the lazy code a page opened offline needs to save, like and queue.
        for (const chunk of [/\/assets\/save-toggles-/, /\/assets\/offline-queue-/]) {
          expect(readLater?.urls.some((url) => chunk.test(url))).toBe(true);
        }
        // The stored page is the story's, in the reader's language.
        const html = await page.evaluate(
          async ({ cacheName, path }) => (await (await caches.open(cacheName)).match(path))?.text(),
          { cacheName: SAVED_CACHE, path: saved[0].path },
        );
        expect(html).toContain(`lang="${locale}"`);

        // Removing the second frees its page and data (route code stays: the first still needs it).
        const second = page.locator(`main button.save-toggle[data-save="${saved[1].key}"]`).first();
        await second.click();
        await expect(second).toHaveAttribute("aria-pressed", "false");
        await expect
          .poll(async () => (await savedCopies(page)).map((copy) => copy.key).sort(), NAVIGATION)
          .toEqual(["page:readlater", saved[0].key].sort());
        const left = await page.evaluate(
          async ({ cacheName, paths }) => {
            const cache = await caches.open(cacheName);
            return Promise.all(paths.map(async (path) => Boolean(await cache.match(path))));
          },
          { cacheName: SAVED_CACHE, paths: [saved[1].path, `${saved[1].path}.data`] },
        );
        expect(left).toEqual([false, false]);
        await second.click();
        await expect(second).toHaveAttribute("aria-pressed", "true");
        await expect.poll(async () => (await savedCopies(page)).length, NAVIGATION).toBe(3);
        await expectNoA11yViolations(page);
      });

      test("offline, the saved list and both stories open from the cache (with the service worker)", async () => {
        // The worker (decision 0082) reads the saved-stories cache for pages, data, route discovery and pictures.
        await page.goto(localePath(c, "/readlater"));
        await page.evaluate(() => navigator.serviceWorker.ready);
        const cdp = await context.newCDPSession(page);
        await network(cdp, true, context);
        try {
          await page.reload();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
          await expect(page.locator(".read-later__link")).toHaveCount(2);
          await expectNoA11yViolations(page);
          // A client navigation from the list: route discovery and data come from the saved copy.
          await page.locator(".read-later__link").first().click();
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible(NAVIGATION);
          await page.goBack();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title, NAVIGATION);
          // A saved page whose data request is missing (a corrupt copy) still opens: its HTML holds its data.
          // Retried: a story whose route code was never fetched opens by a document load (the worker's
          // answer to a route module it cannot fetch, decision 0085), which may still be settling.
          await expect(async () => {
            await page.evaluate(async ({ cacheName, path }) => (await caches.open(cacheName)).delete(path), {
              cacheName: SAVED_CACHE,
              path: `${saved[1].path}.data`,
            });
          }).toPass(NAVIGATION);
          for (const story of saved) {
            await page.goto(story.path);
            await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
            await expect(page.locator("article img").first()).toHaveJSProperty("complete", true);
            expect(
              await page
                .locator("article img")
                .first()
                .evaluate((img: HTMLImageElement) => img.naturalWidth),
            ).toBeGreaterThan(0);
          }
        } finally {
          await network(cdp, false, context);
          await cdp.detach();
        }
      });

      test("a full storage says so in the reader's language, and the story stays saved", async () => {
        const cdp = await context.newCDPSession(page);
        const origin = new URL(page.url()).origin;
        await page.goto(c.home);
        await waitForHydration(page);
        // Room for nothing more: the next copy's first write fails with QuotaExceededError.
        await cdp.send("Storage.overrideQuotaForOrigin", { origin, quotaSize: 1 });
        try {
          // A story not saved yet (the toggles may not be painted with the list yet: not by their state).
          const keys = await page
            .getByRole("main")
            .locator("article.card button.save-toggle")
            .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-save")));
          const key = keys.find((candidate) => !saved.some((story) => story.key === candidate));
          const toggle = page.locator(`main button.save-toggle[data-save="${key}"]`).first();
          await toggle.click();
          await expect(toggle).toHaveAttribute("aria-pressed", "true");
          const notice = page.getByRole("alert").filter({ hasText: t.quotaFull });
          await expect(notice).toBeVisible(NAVIGATION);
          await expectNoA11yViolations(page);
          await page.goto(localePath(c, "/readlater"));
          await expect(page.locator(".read-later__link")).toHaveCount(3);
        } finally {
          await cdp.send("Storage.overrideQuotaForOrigin", { origin });
          await cdp.detach();
        }
      });

      test("a like made offline reaches the server once when the connection is back", async () => {
        const email = uniqueEmail(`offline-${locale}`);
        const password = "offline-Password-1";
        const headers = { "x-forwarded-for": `198.51.100.${130 + index}` };
        expect((await page.request.post("/api/v3/auth", { data: { email, password }, headers })).ok()).toBe(
          true,
        );
        expect(
          (await page.request.post("/api/auth/login", { data: { email, password }, headers })).ok(),
        ).toBe(true);

        // The after-load chunk (which replays the queue) has run once it has been fetched.
        const afterLoad = page.waitForResponse((response) =>
          /\/assets\/after-load-[^/]+\.js$/.test(response.url()),
        );
        await page.goto(saved[0].path);
        await waitForHydration(page);
        await afterLoad;
        const like = page.locator(".story-actions button.like-button");
        await expect(like).toHaveAttribute("aria-pressed", "false", NAVIGATION);
        const [storyContext, id] = saved[0].key.split(":");
        const before = (await (
          await page.request.get(`/api/v3/like/count?id=${id}&context=${storyContext}`)
        ).json()) as {
          count: number;
        };

        // The page's requests and the service worker's (Background Sync may send it first).
        const arrived: number[] = [];
        context.on("response", (response) => {
          if (/\/api\/v3\/(un)?like$/.test(response.url()) && response.request().method() === "POST")
            arrived.push(response.status());
        });
        await settle(page);
        const cdp = await context.newCDPSession(page);
        await network(cdp, true, context);
        await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
        await like.click();
        await expect(like).toHaveAttribute("aria-pressed", "true");
        await expect.poll(() => queuedLikes(page)).toBe(1);
        expect(arrived).toEqual([]);

        await network(cdp, false, context);
        await expect.poll(() => queuedLikes(page), NAVIGATION).toBe(0);
        await expect.poll(() => arrived, NAVIGATION).toEqual([200]);
        // Another `online` event and another start send nothing more.
        await page.evaluate(() => window.dispatchEvent(new Event("online")));
        await page.reload();
        await waitForHydration(page);
        await expect(like).toHaveAttribute("aria-pressed", "true", NAVIGATION);
        expect(arrived).toEqual([200]);
        const after = (await (
          await page.request.get(`/api/v3/like/count?id=${id}&context=${storyContext}`)
        ).json()) as {
          count: number;
          liked: boolean;
        };
        expect(after).toMatchObject({ count: before.count + 1, liked: true });
        await cdp.detach();
      });

      test("with no page open, the service worker sends a change made offline when the connection is back (Background Sync)", async () => {
        const story = saved[0];
        const [storyContext, id] = story.key.split(":");
        const likes = async () =>
          (await (
            await context.request.get(`/api/v3/like/count?id=${id}&context=${storyContext}`)
          ).json()) as {
            count: number;
            liked: boolean;
          };
        const before = await likes();
        expect(before.liked).toBe(true);
        await page.goto(story.path);
        await waitForHydration(page);
        const like = page.locator(".story-actions button.like-button");
        await expect(like).toHaveAttribute("aria-pressed", "true", NAVIGATION);
        await settle(page);
        const cdp = await context.newCDPSession(page);
        await network(cdp, true, context);
        await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
        await like.click();
        await expect(like).toHaveAttribute("aria-pressed", "false");
        await expect.poll(() => queuedLikes(page)).toBe(1);
        // The page asks for the sync after storing the change: closing it before the browser has the
        // registration would leave nothing to wake the worker.
        await expect.poll(() => syncTags(page), NAVIGATION).toContain(OFFLINE_QUEUE_SYNC);
        await cdp.detach();
        // No page is left to send it: only the worker can, woken by the browser.
        await page.close();
        const fromWorker = context.waitForEvent("response", {
          predicate: (response) =>
            /\/api\/v3\/(un)?like$/.test(response.url()) && response.request().serviceWorker() !== null,
          ...NAVIGATION,
        });
        await context.setOffline(false);
        // As the browser does, a sync that fails (the worker still offline, or the first try still
        // running when the next is fired, which then shares its failure) is tried again.
        let sent = false;
        fromWorker.then(
          () => {
            sent = true;
          },
          () => {},
        );
        for (let attempt = 0; attempt < 5 && !sent; attempt++) {
          await fireNextSync(context, OFFLINE_QUEUE_SYNC);
          await Promise.race([fromWorker, new Promise((done) => setTimeout(done, 2_000))]).catch(() => {});
        }
        expect((await fromWorker).status()).toBe(200);
        await expect.poll(likes, NAVIGATION).toMatchObject({ count: before.count - 1, liked: false });
        page = await context.newPage();
        await page.goto(story.path);
        await waitForHydration(page);
        expect(await queuedLikes(page)).toBe(0);
        await expect(page.locator(".story-actions button.like-button")).toHaveAttribute(
          "aria-pressed",
          "false",
          NAVIGATION,
        );
      });
    });
}
