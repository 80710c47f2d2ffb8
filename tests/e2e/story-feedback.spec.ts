import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";

// every personalised card says why it is there, and the reader can
// ask for fewer like it or hide its source — from every list, the cached ones included. Texts
// written out literally, so a missing translation fails.
const TEXT = {
  en: {
    home: "/",
    forYou: "For you",
    why: "Why am I seeing this?",
    popular: "It is popular with readers right now.",
    fewer: "Fewer like this",
    fewerDone: "You will see fewer stories like this.",
    undo: "Undo",
    hide: (publisher: string) => `Hide stories from ${publisher}`,
    hidden: (publisher: string) => `You will not see stories from ${publisher} any more.`,
  },
  es: {
    home: "/es",
    forYou: "Para ti",
    why: "¿Por qué veo esto?",
    popular: "Es popular entre los lectores ahora mismo.",
    fewer: "Menos como esta",
    fewerDone: "Verás menos noticias como esta.",
    undo: "Deshacer",
    hide: (publisher: string) => `Ocultar noticias de ${publisher}`,
    hidden: (publisher: string) => `Ya no verás noticias de ${publisher}.`,
  },
} as const;

// Walked in one language (locales.ts, “Flows in one language”).
for (const [locale, text] of Object.entries(TEXT).filter(([locale]) => locale === "en")) {
  test(`a personalised card says why, and takes "fewer like this" and "hide this source" (${locale})`, async ({
    page,
  }) => {
    await page.goto(text.home);
    await waitForHydration(page);
    const forYou = page.getByRole("region", { name: text.forYou, exact: true });
    // "For you" arrives after the page: its list is busy until then.
    await expect(forYou).toHaveAttribute("aria-busy", "false");
    const first = forYou.getByRole("listitem").first();
    await first.getByText(text.why).click();
    await expect(first.getByText(text.popular)).toBeVisible();
    await expectNoA11yViolations(page);

    const headline = (await first.getByRole("heading").innerText()).trim();
    await first.getByRole("button", { name: text.fewer }).click();
    await expect(forYou.getByRole("status").filter({ hasText: text.fewerDone })).toBeVisible();
    await expect(forYou.getByRole("heading", { name: headline, exact: true })).toHaveCount(0);
    await forYou.getByRole("button", { name: text.undo }).click();
    await expect(forYou.getByRole("status").filter({ hasText: text.fewerDone })).toHaveCount(0);
    // The list is loaded again after an Undo: the story is back before the next step reads it.
    await expect(forYou.getByRole("heading", { name: headline, exact: true })).toHaveCount(1);

    const card = forYou.getByRole("listitem").first();
    const publisher = (await card.locator("[data-publisher]").getAttribute("data-publisher")) ?? "";
    expect(publisher).not.toBe("");
    await card.getByText(text.why).click();
    await card.getByRole("button", { name: text.hide(publisher) }).click();
    await expect(forYou.getByText(text.hidden(publisher))).toBeVisible();

    // On the next visit the source's stories are hidden in every list of the cached page too.
    await page.reload();
    await waitForHydration(page);
    const cards = page.locator(`main [data-publisher="${publisher}"]`);
    const count = await cards.count();
    for (let index = 0; index < count; index++) await expect(cards.nth(index)).toBeHidden();
    await expect(page.locator("main [data-publisher]:visible").first()).toBeVisible();
  });
}
