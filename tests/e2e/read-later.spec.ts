import { readFileSync } from "node:fs";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ACCOUNT_TEXTS, field, uniqueEmail } from "./accounts-texts.ts";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { type LocaleCase, localeCase, localePath, pageTitle } from "./locales.ts";

/**
 * Read later and likes (docs/decisions/0074-read-later-and-likes.md) in a browser, one context per language, on a desktop and a
 * phone: a guest saves a story from a card and one from its article page, finds both at
 * /readlater and downloads them as a bookmarks file; a guest's like raises the login popup; after
 * signing up, the account's saved stories hold both (the guest's list merged), a like counts, and
 * the account's export is a bookmarks file with the story's address. Texts are written out so a
 * wrong translation fails.
 */
const TEXTS = {
  en: {
    viewport: { width: 1440, height: 900 },
    save: "Save for later",
    saved: "Saved",
    title: "Read Later",
    like: "Like",
    needAccount: "Likes need an account. Sign in or create one to like stories.",
    bookmarks: "Download as bookmarks (HTML)",
    added: "Saved for later.",
  },
  es: {
    viewport: { width: 375, height: 800 },
    save: "Guardar para después",
    saved: "Guardada",
    title: "Leer más tarde",
    like: "Me gusta",
    needAccount: "Para dar me gusta necesitas una cuenta. Inicia sesión o crea una.",
    bookmarks: "Descargar como marcadores (HTML)",
    added: "Guardada para después.",
  },
  pt: {
    viewport: { width: 1440, height: 900 },
    save: "Salvar para depois",
    saved: "Salva",
    title: "Ler mais tarde",
    like: "Curtir",
    needAccount: "Para curtir é preciso ter uma conta. Entre ou crie uma.",
    bookmarks: "Baixar como favoritos (HTML)",
    added: "Salva para depois.",
  },
} as const;

const BLANK_GIF = "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
const NAVIGATION = { timeout: 20_000 };
const PASSWORD = "read-Later-Password-1";

const main = (page: Page) => page.getByRole("main");
const listNames = (page: Page) => page.locator(".read-later__link");

/** The headline of the card a toggle sits in. */
async function cardName(toggle: Locator): Promise<string> {
  return (await toggle.locator("xpath=ancestor::article[1]").locator(".card__link").innerText()).trim();
}

// Walked on a desktop in English and on a phone in Spanish (locales.ts, “Flows in one language”).
for (const [index, locale] of (["en", "es"] as const).entries()) {
  const c: LocaleCase = localeCase(locale);
  const t = TEXTS[locale];
  const a = ACCOUNT_TEXTS[locale];

  test.describe
    .serial(`read later and likes (${locale}, ${t.viewport.width}px)`, () => {
      let context: BrowserContext;
      let page: Page;
      const saved: string[] = [];
      let articlePath = "";

      test.beforeAll(async ({ browser }) => {
        context = await browser.newContext({
          viewport: t.viewport,
          acceptDownloads: true,
          extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${60 + index}` },
        });
        await context.route(/\/_ipx\//, (route) =>
          route.fulfill({ contentType: "image/gif", body: Buffer.from(BLANK_GIF, "base64") }),
        );
        page = await context.newPage();
      });
      test.afterAll(() => context.close());

      test("a guest saves a story from a card and one from its article, and a like asks to sign in", async () => {
        await page.goto(c.home);
        await waitForHydration(page);
        const toggles = main(page).locator("button.save-toggle");
        const first = toggles.first();
        await expect(first).toHaveText(t.save);
        await expect(first).toHaveAttribute("aria-pressed", "false");
        saved.push(await cardName(first));
        // Keyboard: focus it and press Space; the state is announced politely.
        await first.focus();
        await page.keyboard.press("Space");
        await expect(first).toHaveAttribute("aria-pressed", "true");
        await expect(first).toHaveText(t.saved);
        await expect(
          page.locator('[role="status"][aria-live="polite"]').filter({ hasText: t.added }),
        ).toHaveCount(1);

        // Another story, saved from its own page.
        const other = main(page)
          .locator("article.card")
          .filter({ hasNotText: saved[0] })
          .locator(".card__link")
          .first();
        saved.push((await other.innerText()).trim());
        await other.click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(saved[1], NAVIGATION);
        articlePath = new URL(page.url()).pathname;
        const pageToggle = main(page).locator(".story-actions button.save-toggle");
        await expect(pageToggle).toHaveAttribute("aria-pressed", "false");
        await pageToggle.click();
        await expect(pageToggle).toHaveAttribute("aria-pressed", "true");
        await expect(pageToggle).toHaveText(t.saved);

        // A guest's like: the login popup, with the reason; nothing liked.
        const like = main(page).locator(".story-actions button.like-button");
        await expect(like).toContainText(t.like, NAVIGATION);
        await expect(like.locator(".like-button__count")).toHaveText("0");
        // Its name, then its count (the count once came first after a language switch).
        await expect(like.locator(".like-button__name + .like-button__count")).toHaveCount(1);
        await like.click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(t.needAccount);
        // Centred in the viewport, not stuck to its top-left corner over the logo.
        const box = await dialog.boundingBox();
        const viewport = page.viewportSize();
        expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - (viewport?.width ?? 0) / 2)).toBeLessThan(2);
        expect(box?.y ?? 0).toBeGreaterThan(16);
        await expectNoA11yViolations(page);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(like).toHaveAttribute("aria-pressed", "false");
      });

      test("a guest finds both at /readlater and downloads them as bookmarks", async () => {
        await page.goto(localePath(c, "/readlater"));
        await waitForHydration(page);
        await expect(page).toHaveTitle(pageTitle(t.title));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
        await expect(listNames(page)).toHaveText([saved[1], saved[0]]);
        await expectNoA11yViolations(page);
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          main(page).getByRole("button", { name: t.bookmarks }).click(),
        ]);
        const file = readFileSync((await download.path()) as string, "utf8");
        expect(file.startsWith("<!DOCTYPE NETSCAPE-Bookmark-file-1>")).toBe(true);
        expect(file).toContain(articlePath.replace(/^\/(es|pt)\//, "/"));
      });

      test("after signing up, the account's saved stories hold the guest's list, a like counts, and exports", async () => {
        await page.goto(localePath(c, "/accounts/user/signup-email"));
        await waitForHydration(page);
        await field(page, a.email).fill(uniqueEmail(`read-later-${locale}`));
        await main(page).getByRole("button", { name: a.signUp.next }).click();
        await field(page, a.password).fill(PASSWORD);
        await field(page, a.confirmation).fill(PASSWORD);
        await main(page).getByRole("button", { name: a.signUp.submit }).click();
        await expect(page).toHaveURL((url) => url.pathname === c.home, NAVIGATION);

        // The guest's list goes to the account once the page's toggles start (idle or first input).
        await page.mouse.move(5, 5);
        await expect
          .poll(async () => {
            await page.goto(localePath(c, "/accounts/user/signedin/saved"));
            return (await listNames(page).allInnerTexts()).map((name) => name.trim());
          }, NAVIGATION)
          .toEqual([saved[1], saved[0]]);
        await waitForHydration(page);
        await expectNoA11yViolations(page);
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          main(page).getByRole("link", { name: t.bookmarks }).click(),
        ]);
        const file = readFileSync((await download.path()) as string, "utf8");
        expect(file).toContain(`<A HREF="http`);
        expect(file).toContain(saved[1].replace(/&/g, "&amp;").replace(/</g, "&lt;"));

        // A like counts.
        await page.goto(articlePath);
        await waitForHydration(page);
        const like = main(page).locator(".story-actions button.like-button");
        await page.mouse.move(10, 10);
        const count = like.locator(".like-button__count");
        await expect(count).toHaveText(/^\d+$/, NAVIGATION);
        const before = Number(await count.innerText());
        await like.click();
        await expect(like).toHaveAttribute("aria-pressed", "true");
        await expect(count).toHaveText(String(before + 1));
        // The page's toggle is pressed from the account's list.
        await expect(main(page).locator(".story-actions button.save-toggle")).toHaveAttribute(
          "aria-pressed",
          "true",
        );
      });
    });
}
