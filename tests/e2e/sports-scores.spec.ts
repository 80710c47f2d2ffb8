import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { localName } from "../../core/i18n/localized-names.ts";
import type { SportingEventJson } from "../../core/sports/sporting-events.ts";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { MOBILE, sidewaysOverflow } from "./layout.ts";
import { events, laterGames, update } from "./sports-api.ts";

// The sports scores pages and the event page over the demo edition: three languages,
// dates, the category menu, a live score changing without a reload, and the pause switch.

// The reader's zone decides "today": pin it, so dates in URLs are UTC days.
test.use({ timezoneId: "UTC" });

const LOCALES = [
  {
    prefix: "",
    heading: "All scores",
    scores: "Scores",
    standings: "Standings",
    refresh: "Refresh",
    noGames: "No games on this date",
  },
  {
    prefix: "/es",
    heading: "Resultados: Todos",
    scores: "Resultados",
    standings: "Clasificación",
    refresh: "Actualizar",
    noGames: "No hay partidos en esta fecha",
  },
  {
    prefix: "/pt",
    heading: "Placares: Todos",
    scores: "Placares",
    standings: "Classificação",
    refresh: "Atualizar",
    noGames: "Não há jogos nesta data",
  },
] as const;

/** The last of the later games (push-alerts.spec.ts takes the first). */
async function laterGame(request: APIRequestContext) {
  return (await laterGames(request)).at(-1) as SportingEventJson;
}

/** The live stream is subscribed (its `ready` message came): updates from now on reach the page. */
async function streamReady(page: Page) {
  await expect(page.locator('[data-live="connected"]')).toBeAttached();
}

function row(page: Page, id: number) {
  return page.locator(`li[data-event-id="${id}"]`);
}

for (const c of LOCALES) {
  test(`today's scores in ${c.prefix || "/en"}: tabs, refresh, date, games, accessible`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(`${c.prefix}/sports`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
    const tabs = page.getByRole("navigation").filter({ has: page.getByRole("link", { name: c.scores }) });
    await expect(tabs.getByRole("link", { name: c.scores })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: c.standings })).toBeVisible();
    await expect(page.getByRole("button", { name: c.refresh })).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    await expect(page.locator(`time[datetime="${today}"]`)).toBeVisible();
    // The demo's calendar is real rounds moved to this week: today has games, or says it has none.
    const hasGames = (await events(request, "context=all&d=0&z=0")).length > 0;
    const todays = hasGames ? page.locator("li[data-event-id]").first() : page.getByText(c.noGames);
    await expect(todays).toBeVisible();
    await page.getByRole("button", { name: c.refresh }).click();
    await expect(todays).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test("/esportes shows today's scores, and an impossible date is a 404", async ({ page }) => {
  expect((await page.goto("/pt/esportes"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Placares: Todos");
  for (const path of [
    "/sports/scores/2023-02-29",
    "/sports/scores/All/sports/2024-13-01",
    "/es/sports/scores/2024-3-1",
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test("one date control: a strip of days, the day before and after, the calendar behind it", async ({
  page,
}) => {
  await page.goto("/sports/scores/All/sports/2024-02-28");
  await waitForHydration(page);
  const days = page.getByRole("navigation", { name: "Days" });
  await expect(days.locator('[aria-current="date"] time')).toHaveAttribute("datetime", "2024-02-28");
  await expect(page.getByTestId("sports-empty")).toHaveText("No games on this date");
  // No second or third date control: no date field, one calendar link.
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Choose a date on the calendar" })).toHaveCount(1);
  await days.getByRole("link", { name: "Next day" }).click();
  await expect(page).toHaveURL(/\/sports\/scores\/All\/sports\/2024-02-29$/);
  await expect(days.locator('[aria-current="date"] time')).toHaveAttribute("datetime", "2024-02-29");
  await days.getByRole("link", { name: "Previous day" }).click();
  await expect(page).toHaveURL(/\/2024-02-28$/);
  await days.locator('a:has(time[datetime="2024-03-01"])').click();
  await expect(page).toHaveURL(/\/sports\/scores\/All\/sports\/2024-03-01$/);
  await page.getByRole("link", { name: "Choose a date on the calendar" }).click();
  await expect(page).toHaveURL(/\/2024-03-01\/calendar$/);
  await expect(page.getByRole("heading", { name: "March 2024" })).toBeVisible();
  await page.getByRole("link", { name: "12", exact: true }).click();
  await expect(page).toHaveURL(/\/sports\/scores\/All\/sports\/2024-03-12$/);
  await expect(days.locator('[aria-current="date"] time')).toHaveAttribute("datetime", "2024-03-12");
  // Far from today, the strip offers the way back.
  await expect(days.getByRole("link", { name: "Today" })).toBeVisible();
});

for (const c of LOCALES) {
  test(`the scores page at 375 px in ${c.prefix || "/en"}: nothing wraps, the pause switch beside the live list`, async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${c.prefix}/sports`);
    await waitForHydration(page);
    // Tabs and the refresh button share one line; the button's label does not wrap.
    const refresh = page.getByTestId("sports-refresh");
    const tab = page.getByRole("link", { name: c.standings, exact: true });
    const [button, link] = [await refresh.boundingBox(), await tab.boundingBox()];
    expect(
      button && link && Math.abs(button.y + button.height / 2 - (link.y + link.height / 2)),
    ).toBeLessThan(4);
    expect(button?.height ?? 99).toBeLessThanOrEqual(48);
    // One line each: a wrapped label would make a tab or a button taller than its 44 px target.
    for (const element of await page.locator(".sports-tabs a, .sports-button").all()) {
      if (!(await element.isVisible())) continue;
      expect((await element.boundingBox())?.height ?? 99).toBeLessThanOrEqual(48);
    }
    // The pause switch is in the list of games (a group's heading row), not above the games.
    const pause = page.getByRole("switch");
    await expect(pause).toBeVisible();
    await expect(page.locator(".sports-group .sports-group__head").getByRole("switch")).toHaveCount(1);
    const firstGame = await page.locator("li[data-event-id]").first().boundingBox();
    const firstGroup = await page.locator(".sports-group").first().boundingBox();
    const switchBox = await pause.boundingBox();
    expect(switchBox && firstGroup && switchBox.y >= firstGroup.y).toBe(true);
    expect(firstGame).not.toBeNull();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectNoA11yViolations(page);
  });
}

test("the category menu: live, favorites asks a guest to sign in, a league", async ({ page, request }) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/sports");
  await waitForHydration(page);
  // On a phone the menu opens from a toggle named after the current sport.
  const toggle = page.getByRole("button", { name: "All", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const menu = page.getByRole("complementary", { name: "Categories" });
  await menu.getByRole("link", { name: "Live" }).click();
  await expect(page).toHaveURL(/\/sports\/scores\/live$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live scores");
  await page.getByRole("button", { name: "Live", exact: true }).click();
  await menu.getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(/\/sports\/scores\/favorites$/);
  await expect(page.getByTestId("sports-sign-in").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/accounts/user",
  );
  // A league from this week's games, under its English name (the API's name is the source's:
  // "Primera División de España" is "Spanish La Liga" to an English reader).
  const [game] = await events(request, "context=all&d=0,1,2,3,4,5,6,7&z=0");
  const league = localName(game.league, "en");
  await page.goto(`/sports/scores/${encodeURIComponent(game.league.name)}/${game.league.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${league} scores`);
  await expect(page.getByRole("button", { name: league, exact: true })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  await expectNoA11yViolations(page);
});

test("a live score changes without a reload; paused updates wait as N new updates", async ({
  page,
  request,
}) => {
  const game = await laterGame(request);
  const day = game.start_time.slice(0, 10);
  try {
    await page.goto(`/sports/scores/${encodeURIComponent(game.league.name)}/${game.league.id}/${day}`);
    await waitForHydration(page);
    const shown = row(page, game.id);
    await expect(shown).toBeVisible();
    // The page marks itself: a reload would lose this.
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await streamReady(page);
    // On a phone, where the countdown has a line of its own under the teams. It has come (after
    // hydration) within the line kept for it.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(shown.locator(".sports-countdown")).toBeVisible();
    const before = await shown.boundingBox();
    await update(request, game.id, { status: "playing", period: "3'", home: 1, away: 0 });
    await expect(shown.getByTestId("home-score")).toHaveText("1");
    await expect(shown.getByTestId("away-score")).toHaveText("0");
    await expect(shown.getByTestId("event-period")).toHaveText("3'");
    // The game starting moves nothing: the row keeps its height (no layout shift below it).
    expect((await shown.boundingBox())?.height).toBe(before?.height);

    const pause = page.getByRole("switch", { name: "Pause live updates" });
    await pause.click();
    await expect(pause).toHaveAttribute("aria-checked", "true");
    await update(request, game.id, { period: "9'", home: 2 });
    const show = page.getByRole("button", { name: "Show 1 new update" });
    await expect(show).toBeVisible();
    await expect(shown.getByTestId("home-score")).toHaveText("1");
    await show.click();
    await expect(shown.getByTestId("home-score")).toHaveText("2");
    await expect(show).toBeHidden();
    await pause.click();
    await expect(pause).toHaveAttribute("aria-checked", "false");
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expectNoA11yViolations(page);

    // The event page: a live event's title has the period and the home v away score.
    await shown.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/calendar/sporting_events/${game.id}$`));
    await expect(page).toHaveTitle(
      new RegExp(`^${escapeRegExp(`${game.home.name} 2 v 0 ${game.away.name} (9')`)}`),
    );
    await streamReady(page);
    await update(request, game.id, { period: "10'", away: 1 });
    await expect(page.getByTestId("away-score")).toHaveText("1");
    await expect(page).toHaveTitle(
      new RegExp(`^${escapeRegExp(`${game.home.name} 2 v 1 ${game.away.name} (10')`)}`),
    );
    await expect(page.getByRole("heading", { name: "Stories about this match" })).toBeVisible();
    await expectNoA11yViolations(page);
  } finally {
    await update(request, game.id, { status: game.status.status, period: null, home: null, away: null });
  }
});

test("an unknown event is content not found (404)", async ({ page }) => {
  expect((await page.goto("/calendar/sporting_events/999999999"))?.status()).toBe(404);
  expect((await page.goto("/es/calendar/sporting_events/abc"))?.status()).toBe(404);
});

test("the calendar lists the week's events by day and ends the list", async ({ page }) => {
  for (const [prefix, noMore] of [
    ["", "No more contents"],
    ["/es", "No hay más contenidos"],
    ["/pt", "Não há mais conteúdos"],
  ] as const) {
    expect((await page.goto(`${prefix}/calendar`))?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator("li[data-event-id]").first()).toBeVisible();
    await expect(page.getByTestId("sports-no-more")).toHaveText(noMore);
  }
  await expectNoA11yViolations(page);
  expect((await page.goto("/calendar/leagues/abc"))?.status()).toBe(404);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
