import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { expectFitsEveryWidth, VIEWPORTS } from "./layout.ts";
import { LOCALE_CASES, localePath, pageTitle } from "./locales.ts";

/** Discover's texts and the demo tree's names per locale, written out so a wrong translation fails. */
const DISCOVER = {
  en: { title: "Discover", trail: "Where you are in Discover", football: "Football", browse: "Browse" },
  es: { title: "Descubrir", trail: "Dónde estás en Descubrir", football: "Fútbol", browse: "Explorar" },
  pt: { title: "Descobrir", trail: "Onde você está em Descobrir", football: "Futebol", browse: "Explorar" },
} as const;

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const children = (page: Page) => page.locator(".discover-node__link");

/** The trail's crumbs as text, the current one last. */
async function crumbs(page: Page, label: string): Promise<string[]> {
  return page.getByRole("navigation", { name: label }).getByRole("listitem").allInnerTexts();
}

/**
 * The first of the node's children that is a team with stories: the demo edition draws which
 * teams its match reports name, so the league's first team may have none (its page then shows
 * the empty state, checked elsewhere).
 */
async function firstTeamWithStories(page: Page): Promise<ReturnType<Page["locator"]>> {
  const hrefs = await children(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute("href") ?? ""),
  );
  for (const [index, href] of hrefs.entries()) {
    const id = /context=teams&id=(\d+)/.exec(href)?.[1];
    if (!id) continue;
    const response = await page.request.get(`/api/v3/profiles/teams/${id}/feed?page=1&per=1`);
    if (response.ok() && ((await response.json()) as unknown[]).length > 0) return children(page).nth(index);
  }
  throw new Error("no team of this league has a story in the demo edition");
}

/** Follows a link to another Discover node and waits for its page (a client navigation). */
async function drill(page: Page, link: ReturnType<Page["locator"]>): Promise<string> {
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(heading(page)).toHaveText(name);
  await expect(page.locator(".discover")).toHaveAttribute("aria-busy", "false");
  return name;
}

// Each language drills at one of the two widths, in turn, and its team page is laid out at both.
test.describe("discover", () => {
  for (const [index, c] of LOCALE_CASES.entries()) {
    const text = DISCOVER[c.locale];
    const viewport = VIEWPORTS[index % VIEWPORTS.length];
    test(`drills down three levels and back by a crumb (${c.locale}, ${viewport.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(localePath(c, "/discover"));
      await waitForHydration(page);
      await expect(page).toHaveTitle(pageTitle(text.title));
      await expect(heading(page)).toHaveText(text.title);
      await expect(page.getByRole("heading", { level: 2, name: text.browse })).toBeVisible();
      await expectNoA11yViolations(page);

      // Football (a label) › its first league (a profile with teams) › its first team with stories.
      await drill(page, page.getByRole("link", { name: text.football, exact: true }));
      await expect(page).toHaveURL(
        /\/discover\/football\/label\/context=football&vertical=[^&]+&day=0&index=7&timestamp=\d+$/,
      );
      const league = await drill(page, children(page).first());
      await expect(page).toHaveURL(/\/discover\/football&football\.[\w-]+\/feed\/context=leagues&id=\d+&/);
      const team = await drill(page, await firstTeamWithStories(page));
      await expect(page).toHaveURL(
        /\/feed\/context=teams&id=\d+&vertical=[^&]+&day=0&index=7&timestamp=\d+$/,
      );
      await expect(page).toHaveTitle(pageTitle(`${team} · ${text.title}`));
      expect(await crumbs(page, text.trail)).toEqual([text.title, text.football, league, team]);
      await expect(page.locator('[aria-current="page"]')).toHaveText(team);
      // A team's page lists its stories.
      await expect(page.locator("#discover-stories ~ ul [data-article-id]").first()).toBeVisible();
      await expectFitsEveryWidth(page);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await expectNoA11yViolations(page);

      // Back to Football by its crumb: the later crumbs are gone.
      await page
        .getByRole("navigation", { name: text.trail })
        .getByRole("link", { name: text.football })
        .click();
      await expect(heading(page)).toHaveText(text.football);
      expect(await crumbs(page, text.trail)).toEqual([text.title, text.football]);
      await expect(children(page).filter({ hasText: league })).toBeVisible();
    });
  }
});
