import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./axe.ts";
import { sidewaysOverflow, siteMenu } from "./layout.ts";

// at 320 px (the narrowest phones, and 400 % zoom of a 1280 px window, WCAG 1.4.10) the
// page scrolled sideways and the menu button was squeezed to 20 px. Every main page type, in the
// three languages: no sideways scroll, and every target at least 24 × 24 px (WCAG 2.5.8), links
// inside a sentence excepted as that criterion does.

const NARROW = { width: 320, height: 640 };

/** Interactive elements smaller than 24 × 24 px, other than links inside running text. */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, select, input:not([type=hidden]), [role=button], [tabindex='0']",
    )) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === "hidden") continue;
      // Skip links and the skip link until it is focused (it sits off screen).
      if (rect.bottom < 0 || rect.right < 0) continue;
      // WCAG 2.5.8's inline exception: a link within a sentence of a paragraph.
      const paragraph = element.closest("p");
      if (
        element.tagName === "A" &&
        paragraph &&
        (paragraph.textContent ?? "").trim() !== (element.textContent ?? "").trim()
      )
        continue;
      if (rect.width < 24 || rect.height < 24) {
        const name = (
          element.getAttribute("aria-label") ||
          element.textContent ||
          element.getAttribute("name") ||
          ""
        ).trim();
        small.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 30)}" ${rect.width.toFixed(0)}×${rect.height.toFixed(0)}`,
        );
      }
    }
    return small;
  });
}

type Story = { id: number };

test.describe("at 320 px", () => {
  test.use({ viewport: NARROW });

  test("no page type scrolls sideways, and every target is at least 24 px", async ({ page, request }) => {
    const first = async (query: string) =>
      ((await (await request.get(`/api/v3/feed?per=1&${query}`)).json()) as Story[])[0];
    const story = await first("context=news_stories");
    const video = await first("context=videos");
    const paths = [
      "/",
      "/es",
      "/pt",
      `/noproxy/news_stories/web/${story.id}`,
      `/es/noproxy/videos/web/${video.id}`,
      "/feed/headlines/id=-1&name=home&context=hero",
      "/pt/sports",
      "/es/calendar",
      "/sitemap",
      "/pt/accounts/user",
      "/es/about",
      "/404",
    ];
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      for (const overflow of await sidewaysOverflow(page)) problems.push(`${path}: ${overflow}`);
      for (const target of await smallTargets(page)) problems.push(`${path}: ${target}`);
    }
    expect(problems).toEqual([]);
  });

  test("the menu button keeps its 44 px and opens the menu", async ({ page }) => {
    await page.goto("/pt");
    const menu = siteMenu(page);
    const box = await menu.button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await waitForHydration(page);
    await menu.button.click();
    await expect(menu.nav).toBeVisible();
  });
});
