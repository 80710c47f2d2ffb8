import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./axe.ts";
import { DESKTOP, MOBILE, sidewaysOverflow } from "./layout.ts";

// League tables (issue 7 §5): readable on a 375 px phone in three languages, reached through the
// category menu and the Scores/Standings tabs, and from the calendar's league picker.

type League = { id: number; name: string; has_standings: boolean; context: string };

async function leagues(request: APIRequestContext): Promise<League[]> {
  const response = await request.get("/api/v3/leagues");
  expect(response.ok()).toBe(true);
  const list: League[] = await response.json();
  const withTables = list.filter((league) => league.has_standings && league.context !== "athletes");
  expect(withTables.length).toBeGreaterThan(1);
  return withTables;
}

const LOCALES = [
  { prefix: "", heading: "standings", played: "P", points: "Pts", form: "Won" },
  { prefix: "/es", heading: "Clasificación", played: "PJ", points: "Pts", form: "Ganado" },
  { prefix: "/pt", heading: "Classificação", played: "J", points: "Pts", form: "Vitória" },
] as const;

for (const c of LOCALES) {
  test(`a table reads at 375 px in ${c.prefix || "/en"}: sticky team column, sideways scroll, form`, async ({
    page,
    request,
  }) => {
    const [league] = await leagues(request);
    await page.setViewportSize(MOBILE);
    const response = await page.goto(
      `${c.prefix}/sports/standings/${encodeURIComponent(league.name)}/${league.id}`,
    );
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(c.heading);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(league.name);
    const region = page.locator("section.sports-table-scroll");
    const table = region.getByRole("table");
    await expect(table.getByRole("columnheader", { name: c.played, exact: true })).toBeAttached();
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    // Positions run 1, 2, 3… and every row has at most five form badges.
    await expect(rows.first().locator("td").first()).toHaveText("1");
    const badges = rows.first().locator(".sports-form__badge");
    expect(await badges.count()).toBeLessThanOrEqual(5);
    await expect(
      table.locator(".sports-form__badge .sr-only").filter({ hasText: c.form }).first(),
    ).toBeAttached();
    // The page does not scroll sideways; the table does, inside its box, and the team stays in view.
    expect(await sidewaysOverflow(page)).toEqual([]);
    const scrolled = await region.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      return { left: element.scrollLeft, overflow: element.scrollWidth > element.clientWidth };
    });
    expect(scrolled.overflow).toBe(true);
    expect(scrolled.left).toBeGreaterThan(0);
    const team = rows.first().getByRole("rowheader");
    await expect(team).toBeInViewport();
    const box = await team.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    await expect(table.getByRole("columnheader", { name: c.points, exact: true })).toBeInViewport();
    // Keyboard readers reach the scrolling box.
    await region.focus();
    await expect(region).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });
}

test("switching leagues from the menu, then Scores to Standings", async ({ page, request }) => {
  const [first, second] = await leagues(request);
  await page.setViewportSize(DESKTOP);
  await page.goto("/sports");
  await waitForHydration(page);
  const menu = page.getByRole("complementary", { name: "Categories" });
  await menu.getByRole("link", { name: first.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${first.name} scores`);
  await page
    .getByRole("navigation", { name: "Sports views" })
    .getByRole("link", { name: "Standings" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${first.name} standings`);
  await expect(page.locator(`table[data-league-id="${first.id}"]`)).toBeVisible();
  await menu.getByRole("link", { name: second.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${second.name} scores`);
  await page
    .getByRole("navigation", { name: "Sports views" })
    .getByRole("link", { name: "Standings" })
    .click();
  await expect(page.locator(`table[data-league-id="${second.id}"]`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("standings without a league ask to select one; the calendar's picker opens a table", async ({
  page,
  request,
}) => {
  const [league] = await leagues(request);
  await page.goto("/sports/standings/All/sports");
  await expect(page.getByTestId("sports-select-league")).toContainText(
    "Select a league to display standings",
  );
  await page.goto("/pt/calendar/standings");
  await waitForHydration(page);
  await expect(page.getByTestId("sports-select-league")).toContainText(
    "Selecione uma liga para ver a classificação",
  );
  await page.getByTestId("sports-select-league").getByRole("link", { name: league.name }).click();
  await expect(page).toHaveURL(new RegExp(`/pt/calendar/standings/leagues/${league.id}$`));
  await expect(page.locator(`table[data-league-id="${league.id}"]`)).toBeVisible();
  expect((await page.goto("/sports/standings/999999"))?.status()).toBe(404);
});
