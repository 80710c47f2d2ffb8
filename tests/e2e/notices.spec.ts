import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { storyWithTeam } from "./stories-api.ts";

/**
 * The page's notices (decision 0081) in each language, one context per
 * language, on a phone and a desktop: with Save-Data on, an external link (a story's "Share on X")
 * first asks in a modal dialog (Stay is focused, Escape and Stay give focus back to the link,
 * Continue opens it); the offline indicator is a polite status notice, dismissible, replaced by a
 * "back online" one; the idle prefetch adds a handful of the links in view, and none on Save-Data;
 * after a follow, the goal-alerts prompt is offered — never while the cookie banner is up — and
 * its "Not now" is remembered.
 * Texts are written out so a wrong translation fails.
 */
const TEXTS = {
  en: {
    prefix: "",
    viewport: { width: 1440, height: 900 },
    share: "Share on X",
    title: "Leave the site?",
    stay: "Stay here",
    go: "Continue",
    offline: "You are offline. Your saved stories are still here.",
    online: "You are back online.",
    close: "Dismiss notice",
    follow: (name: string) => `Follow ${name}`,
    prompt: "Get goal alerts for your teams?",
    allow: "Allow",
    later: "Not now",
  },
  es: {
    prefix: "/es",
    viewport: { width: 375, height: 800 },
    share: "Compartir en X",
    title: "¿Salir del sitio?",
    stay: "Quedarme aquí",
    go: "Continuar",
    offline: "Estás sin conexión. Tus historias guardadas siguen aquí.",
    online: "Has vuelto a tener conexión.",
    close: "Cerrar aviso",
    follow: (name: string) => `Seguir a ${name}`,
    prompt: "¿Recibir alertas de goles de tus equipos?",
    allow: "Permitir",
    later: "Ahora no",
  },
  pt: {
    prefix: "/pt",
    viewport: { width: 1440, height: 900 },
    share: "Compartilhar no X",
    title: "Sair do site?",
    stay: "Ficar aqui",
    go: "Continuar",
    offline: "Você está sem conexão. Suas histórias salvas continuam aqui.",
    online: "Você está conectado de novo.",
    close: "Fechar aviso",
    follow: (name: string) => `Seguir ${name}`,
    prompt: "Receber alertas de gols dos seus times?",
    allow: "Permitir",
    later: "Agora não",
  },
} as const;

/** The browser's Save-Data (navigator.connection.saveData), as a phone in data-saver mode has it. */
async function saveData(context: BrowserContext) {
  await context.addInitScript(() => {
    const connection = { saveData: true, effectiveType: "4g" };
    Object.defineProperty(Navigator.prototype, "connection", { get: () => connection, configurable: true });
  });
}

/** A story of the home page, by its card's link. */
async function storyPath(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}/`);
  const href = await page.locator('a.card__link[href*="/news_stories/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  return href ?? "";
}

/** The idle prefetch has run for this page: how many links it added. */
async function prefetchedCount(page: Page): Promise<number> {
  await expect(page.locator("html[data-idle-prefetch]")).toHaveCount(1);
  return Number(await page.locator("html").getAttribute("data-idle-prefetch"));
}

// Walked in one language (locales.ts, “Flows in one language”).
for (const [locale, texts] of Object.entries(TEXTS).filter(([locale]) => locale === "es")) {
  test.describe(`${locale}: notices`, () => {
    test.describe.configure({ mode: "serial" });
    let context: BrowserContext;
    let page: Page;
    let story = "";

    test.beforeAll(async ({ browser, baseURL }) => {
      // The reader has answered the cookie banner (rejected all), as in every other test.
      context = await browser.newContext({ baseURL, viewport: texts.viewport });
      await context.addCookies([{ name: "icaro_consent", value: "v1.a0.d0", url: baseURL ?? "" }]);
      // Nothing leaves the machine: the share page answers here.
      await context.route(/^https:\/\/(twitter|x)\.com\//, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>share</title>" }),
      );
      page = await context.newPage();
      story = await storyPath(page, texts.prefix);
    });
    test.afterAll(async () => {
      await context.close();
    });

    test("without Save-Data an external link opens at once, and likely next pages are prefetched", async () => {
      await page.goto(`${texts.prefix}/`);
      await waitForHydration(page);
      const count = await prefetchedCount(page);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(4);
      const hrefs = await page
        .locator("link[rel=prefetch][data-idle-prefetch]")
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(hrefs).toHaveLength(count);
      for (const href of hrefs) expect(href.startsWith(texts.prefix)).toBe(true);

      await page.goto(story);
      await waitForHydration(page);
      await prefetchedCount(page);
      const popup = context.waitForEvent("page");
      await page.getByRole("link", { name: texts.share }).click();
      const opened = await popup;
      expect(opened.url()).toMatch(/^https:\/\/(twitter|x)\.com\//);
      await opened.close();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("with Save-Data an external link asks first, and nothing is prefetched", async () => {
      await saveData(context);
      await page.goto(story);
      await waitForHydration(page);
      expect(await prefetchedCount(page)).toBe(0);
      await expect(page.locator("link[data-idle-prefetch]")).toHaveCount(0);

      const share = page.getByRole("link", { name: texts.share });
      await share.click();
      const dialog = page.getByRole("dialog", { name: texts.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: texts.stay })).toBeFocused();
      await expectNoA11yViolations(page, { include: "#data-saver-dialog" });
      // Focus stays in the dialog: the page behind is inert.
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("button", { name: texts.go })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(share).toBeFocused();

      // By keyboard: Enter on the link asks again; Stay keeps the reader here.
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: texts.stay }).click();
      await expect(dialog).toHaveCount(0);
      await expect(share).toBeFocused();

      await share.click();
      const popup = context.waitForEvent("page");
      await dialog.getByRole("button", { name: texts.go }).click();
      const opened = await popup;
      expect(opened.url()).toMatch(/^https:\/\/(twitter|x)\.com\//);
      await opened.close();
      await expect(dialog).toHaveCount(0);
    });

    test("after a follow the goal-alerts prompt is offered, never with the cookie banner up", async () => {
      const { story, name } = await storyWithTeam(page.request, locale);
      await page.goto(`${texts.prefix}/noproxy/news_stories/web/${story.id}`);
      await waitForHydration(page);
      const html = page.locator("html");
      const star = page
        .locator(".article__tags")
        .getByRole("button", { name: texts.follow(name), exact: true });
      await expect(star).toHaveAttribute("data-ready", "true");
      // The page's own requests (the reader's follows among them) are done before the first press.
      await page.waitForLoadState("networkidle");
      const prompt = page.getByRole("dialog", { name: texts.prompt });
      const follow = async (decision: "shown" | "skipped") => {
        await page.evaluate(() => delete document.documentElement.dataset.alertsPrompt);
        // The star shows its new state at once and ignores presses until the server has answered.
        const idle = () => expect(star).not.toHaveAttribute("aria-busy", "true");
        if ((await star.getAttribute("aria-pressed")) === "true") {
          await star.click();
          await expect(star).toHaveAttribute("aria-pressed", "false");
          await idle();
        }
        await star.click();
        await expect(star).toHaveAttribute("aria-pressed", "true");
        await idle();
        await expect(html).toHaveAttribute("data-alerts-prompt", decision);
      };

      // The cookie banner is up (its class on <html>, core/consent/consent.ts): no second prompt.
      await page.evaluate(() => document.documentElement.classList.add("consent-ask"));
      await follow("skipped");
      await expect(prompt).toHaveCount(0);

      await page.evaluate(() => document.documentElement.classList.remove("consent-ask"));
      await follow("shown");
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole("button", { name: texts.allow })).toBeFocused();
      await expectNoA11yViolations(page, { include: "#alerts-prompt" });
      // Escape is Not now: the prompt goes, focus returns to the star, and it is not offered again.
      await page.keyboard.press("Escape");
      await expect(prompt).toHaveCount(0);
      await expect(star).toBeFocused();
      await follow("skipped");
      await expect(prompt).toHaveCount(0);
    });

    test("going offline and back is said politely, and the notice can be dismissed", async () => {
      await page.goto(`${texts.prefix}/`);
      await waitForHydration(page);
      await prefetchedCount(page);
      // The notices' texts are loaded while online (decision 0081).
      await expect(page.locator("html[data-notices=ready]")).toHaveCount(1);
      const status = page.getByRole("status").filter({ hasText: texts.offline });
      await context.setOffline(true);
      await expect(status).toBeVisible();
      await expectNoA11yViolations(page, { include: "#toast-region" });
      // It stays while offline; its close button takes it away.
      await status.getByRole("button", { name: texts.close }).click();
      await expect(page.getByText(texts.offline)).toHaveCount(0);

      // Back online is said, and Escape dismisses the newest notice.
      await context.setOffline(false);
      const back = page.getByRole("status").getByText(texts.online);
      await expect(back).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(back).toHaveCount(0);

      // Offline again, then online: the offline notice goes by itself.
      await context.setOffline(true);
      await expect(page.getByRole("status").getByText(texts.offline)).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText(texts.offline)).toHaveCount(0);
      await expect(back).toBeVisible();
    });
  });
}

test("the new layout (no site header) starts the notices and the save toggles too", async ({
  page,
  context,
}) => {
  await page.goto("/new");
  await waitForHydration(page);
  const toggle = page.getByRole("main").locator("button.save-toggle").first();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html[data-notices=ready]")).toHaveCount(1);
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: TEXTS.en.offline })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole("status").getByText(TEXTS.en.online)).toBeVisible();
});
