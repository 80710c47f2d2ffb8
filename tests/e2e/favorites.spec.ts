import { expect, type Page, test } from "@playwright/test";
import { ACCOUNT_TEXTS, field, uniqueEmail } from "./accounts-texts.ts";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { type LocaleCase, localeCase, localePath } from "./locales.ts";
import { storyWithTeam } from "./stories-api.ts";

// Favourites in the browser (docs/decisions/0064-favourites-in-the-browser.md): a guest follows a team from an article's tag,
// finds it in my feed and in the games of their favourites, signs up and keeps it; in Spanish and
// Portuguese the texts a guest sees on the way.

const TEXTS = {
  en: {
    follow: (name: string) => `Follow ${name}`,
    followed: (name: string) => `${name} is now one of your favourites`,
    title: "Favourites",
    list: "Your favourites",
    prompt: "Your favourites are kept on this device only. Sign up to keep them on every device.",
    games: "Games of your favourites",
  },
  es: {
    follow: (name: string) => `Seguir a ${name}`,
    followed: (name: string) => `${name} ya es uno de tus favoritos`,
    title: "Favoritos",
    list: "Tus favoritos",
    prompt:
      "Tus favoritos se guardan solo en este dispositivo. Regístrate para tenerlos en todos tus dispositivos.",
    games: "Partidos de tus favoritos",
  },
  pt: {
    follow: (name: string) => `Seguir ${name}`,
    followed: (name: string) => `${name} agora é um dos seus favoritos`,
    title: "Favoritos",
    list: "Seus favoritos",
    prompt:
      "Seus favoritos estão guardados só neste aparelho. Cadastre-se para tê-los em todos os seus aparelhos.",
    games: "Jogos dos seus favoritos",
  },
} as const;

/** Follows the story's team from its tag, as a guest; returns the team's name. */
async function followFromTag(page: Page, c: LocaleCase) {
  const t = TEXTS[c.locale];
  const { story, name } = await storyWithTeam(page.request, c.locale);
  await page.goto(localePath(c, `/noproxy/news_stories/web/${story.id}`));
  await waitForHydration(page);
  const star = page.locator(".article__tags").getByRole("button", { name: t.follow(name), exact: true });
  await expect(star).toHaveAttribute("data-ready", "true");
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".toast").filter({ hasText: t.followed(name) })).toBeVisible();
  return name;
}

test("a guest follows a team from an article, finds it in my feed and my scores, signs up and keeps it", async ({
  page,
}) => {
  const c = localeCase("en");
  const t = TEXTS.en;
  const name = await followFromTag(page, c);
  await expectNoA11yViolations(page, { include: ".article__tags" });

  // My feed lists the reader's own follows, no longer the site's suggestions.
  await page.goto("/feed/myfeed");
  await expect(page).toHaveURL(/\/feed\/myfeed\/id=-1&name=all&context=all/);
  await expect(page.getByText("Stories from the topics this site suggests")).toHaveCount(0);
  await expect(page.getByRole("main").locator("article").first()).toBeVisible();

  // The games of their favourites: the team is one of the views' choices.
  await page.goto("/favorites/all/myscores");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.games);
  await expect(page.getByTestId("favorites-chips").getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByText(t.prompt)).toBeVisible();
  await waitForHydration(page);
  await expectNoA11yViolations(page);

  // Sign up: the follow is kept and the device's unsaved copy is cleared.
  const accounts = ACCOUNT_TEXTS.en;
  await page.goto("/accounts/user/signup-email");
  await waitForHydration(page);
  await field(page, accounts.email).fill(uniqueEmail("favourites"));
  await page.getByRole("main").getByRole("button", { name: accounts.signUp.next }).click();
  await field(page, accounts.password).fill("favourite-Password-1");
  await field(page, accounts.confirmation).fill("favourite-Password-1");
  await page.getByRole("main").getByRole("button", { name: accounts.signUp.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");

  // Kept: the server adopted the guest's follows at sign-up; the first page with a star sends the
  // device's copy to the account too (a no-op merge here) and clears it.
  await page.goto("/favorites");
  const list = page.getByTestId("favorites-list");
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith("Follows"))))
    .toEqual([]);
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  await expect(list.getByRole("button", { name: t.follow(name), exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByText(t.prompt)).toHaveCount(0);

  // The account's list, with the follow's alerts switch.
  await page.goto("/accounts/user/signedin/entities");
  await expect(page.getByTestId("entities-list").getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole("switch", { name: `Alerts for ${name}` })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await waitForHydration(page);
  await expectNoA11yViolations(page);
});

for (const locale of ["es", "pt"] as const) {
  test(`a guest's favourites in ${locale}: the star, the notice and the list`, async ({ page }) => {
    const c = localeCase(locale);
    const t = TEXTS[locale];
    const name = await followFromTag(page, c);
    await page.goto(localePath(c, "/favorites"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByRole("heading", { name: t.list, exact: true })).toBeVisible();
    await expect(page.getByTestId("favorites-list").getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText(t.prompt)).toBeVisible();
    await page.goto(localePath(c, "/favorites/all/myscores"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.games);
  });
}

test("a follow from the picker fills the list at once: no 'You follow nothing yet' above a filled star", async ({
  page,
}) => {
  await page.goto("/favorites");
  await waitForHydration(page);
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await page.locator("#favorites-search").fill("Chelsea");
  const star = page.locator("#favorites-suggestions button.follow-star[data-ready]").first();
  const name = ((await star.getAttribute("aria-label")) ?? "").replace(/^Follow /, "");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("favorites-empty")).toHaveCount(0);
  await expect(page.getByTestId("favorites-list").getByText(name, { exact: true })).toBeVisible();
});
