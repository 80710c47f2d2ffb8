import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { DESKTOP, MOBILE, sidewaysOverflow } from "./layout.ts";

// League tables: readable on a 375 px phone in three languages, reached through the
// category menu and the Scores/Standings tabs, and from the calendar's league picker.

type League = {
  id: number;
  name: string;
  names: Partial<Record<"en" | "es" | "pt", string>>;
  has_standings: boolean;
  context: string;
};

/** The league's name on a page of `prefix` (decision 0062). */
const nameOn = (league: League, prefix: string) =>
  league.names[(prefix.slice(1) || "en") as "en" | "es" | "pt"] || league.name;

async function leagues(request: APIRequestContext): Promise<League[]> {
  const response = await request.get("/api/v3/leagues");
  expect(response.ok()).toBe(true);
  const list: League[] = await response.json();
  const withTables = list.filter((league) => league.has_standings && league.context !== "athletes");
  expect(withTables.length).toBeGreaterThan(1);
  // The English pages' name of each league (names.en), as the menu and headings show it.
  return withTables.map((league) => ({ ...league, name: league.names?.en || league.name }));
}

const LOCALES = [
  {
    prefix: "",
    heading: "standings",
    played: "P",
    points: "Pts",
    form: "Won",
    season: "Season",
    relegation: "Relegation",
  },
  {
    prefix: "/es",
    heading: "Clasificación",
    played: "PJ",
    points: "Pts",
    form: "Ganado",
    season: "Temporada",
    relegation: "Descenso",
  },
  {
    prefix: "/pt",
    heading: "Classificação",
    played: "J",
    points: "Pts",
    form: "Vitória",
    season: "Temporada",
    relegation: "Rebaixamento",
  },
] as const;

for (const c of LOCALES) {
  test(`a table reads at 375 px in ${c.prefix || "/en"} without scrolling: short names, points, form, zones`, async ({
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
    await expect(page.getByRole("heading", { level: 1 })).toContainText(nameOn(league, c.prefix));
    const region = page.locator("section.sports-table-scroll");
    const table = region.getByRole("table");
    await expect(table.getByRole("columnheader", { name: c.played, exact: true })).toBeAttached();
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    // Positions run 1, 2, 3… (a place that leads somewhere names its zone for screen readers) and
    // every row has at most five form badges.
    await expect(rows.first().locator("td").first()).toHaveText(/^1(, .+)?$/);
    const badges = rows.first().locator(".sports-form__badge");
    expect(await badges.count()).toBeLessThanOrEqual(5);
    await expect(
      table.locator(".sports-form__badge .sr-only").filter({ hasText: c.form }).first(),
    ).toBeAttached();
    // Nothing scrolls sideways at 375 px, not even the table: points and the latest form are in view.
    expect(await sidewaysOverflow(page)).toEqual([]);
    const fits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    const points = table.getByRole("columnheader", { name: c.points, exact: true });
    await expect(points).toBeInViewport({ ratio: 1 });
    const pointsBox = await points.boundingBox();
    expect((pointsBox?.x ?? 999) + (pointsBox?.width ?? 999)).toBeLessThanOrEqual(MOBILE.width);
    // Every row's points and latest results end inside the 375 px (whatever the scroll position).
    const rightmost = await table.evaluate((element) =>
      Math.max(
        ...[...element.querySelectorAll("tbody .sports-table__points, tbody .sports-form__badge")]
          .filter((cell) => getComputedStyle(cell).display !== "none")
          .map((cell) => cell.getBoundingClientRect().right),
      ),
    );
    expect(rightmost).toBeLessThanOrEqual(MOBILE.width);
    // A phone shows the short name; the row header keeps the full name for screen readers.
    const team = rows.first().getByRole("rowheader");
    const short = team.locator(".sports-table__short");
    if ((await short.count()) > 0) {
      await expect(short).toBeVisible();
      const full = (await team.locator(".sports-table__full").textContent()) ?? "";
      await expect(team).toHaveAccessibleName(full);
    }
    // The season, and the zones of the league's regulation with their legend.
    await expect(page.getByTestId("standings-season")).toContainText(c.season);
    const legend = page.getByTestId("standings-legend");
    await expect(legend).toBeVisible();
    await expect(legend).toContainText(c.relegation);
    await expect(rows.last()).toHaveAttribute("data-zone", "relegation");
    await expect(rows.first()).toHaveAttribute("data-zone", "champion");
    // Keyboard readers reach the scrolling box.
    await region.focus();
    await expect(region).toBeFocused();
    await expectNoA11yViolations(page);
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
  await expectNoA11yViolations(page);
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
  await page
    .getByTestId("sports-select-league")
    .getByRole("link", { name: nameOn(league, "/pt") })
    .click();
  await expect(page).toHaveURL(new RegExp(`/pt/calendar/standings/leagues/${league.id}$`));
  await expect(page.locator(`table[data-league-id="${league.id}"]`)).toBeVisible();
  expect((await page.goto("/sports/standings/999999"))?.status()).toBe(404);
});
