import { type APIRequestContext, expect, test } from "@playwright/test";
import type { SportingEventJson } from "../../core/sports/sporting-events.ts";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { sidewaysOverflow, VIEWPORTS } from "./layout.ts";
import { events, update } from "./sports-api.ts";

// The match centre (docs/decisions/0060-match-centre-data-and-late-match-sheet.md): both teams with badges, the score written "1–0", each side's
// scorers with their minutes, the timeline, the line-ups and the stories about the two teams, in
// three languages at 375 and 1440 px.

test.use({ timezoneId: "UTC" });

const LOCALES = [
  {
    prefix: "",
    status: "Full time",
    timeline: "Timeline",
    lineups: "Line-ups",
    stories: "Stories about this match",
    halfTime: "Half-time",
  },
  {
    prefix: "/es",
    status: "Finalizado",
    timeline: "Minuto a minuto",
    lineups: "Alineaciones",
    stories: "Noticias sobre este partido",
    halfTime: "Descanso",
  },
  {
    prefix: "/pt",
    status: "Encerrado",
    timeline: "Lance a lance",
    lineups: "Escalações",
    stories: "Notícias sobre esta partida",
    halfTime: "Intervalo",
  },
] as const;

/** A game days ahead: neither the simulator nor the other specs touch it. */
async function quietGame(request: APIRequestContext): Promise<SportingEventJson> {
  // Far enough ahead that nothing touches it, wide enough that real rounds always hold one.
  const list = await events(request, "context=all&d=2,3,4,5,6,7&z=0");
  const upcoming = list.filter((event) => ["upcoming", "fixture"].includes(event.status.status));
  expect(upcoming.length).toBeGreaterThan(0);
  return upcoming[0];
}

test("a finished match shows its score as 1–0, the scorers with minutes, the timeline and the line-ups", async ({
  page,
  request,
}) => {
  const game = await quietGame(request);
  const goals = [
    { side: "home", minute: 23, offset: null, scorer: "Ada Fielding", penalty: false, own_goal: false },
    { side: "home", minute: 45, offset: 2, scorer: "Ada Fielding", penalty: true, own_goal: false },
    { side: "away", minute: 78, offset: null, scorer: "Bea Marsh", penalty: false, own_goal: false },
  ];
  try {
    const updated = await update(request, game.id, {
      status: "final",
      period: null,
      home: 2,
      away: 1,
      goals,
    });
    expect(updated.goals.map((goal) => goal.minute)).toEqual([23, 45, 78]);
    for (const c of LOCALES) {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        const response = await page.goto(`${c.prefix}/calendar/sporting_events/${game.id}`);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        // The score with an en dash, never "2 : 1".
        await expect(page.getByTestId("event-score")).toHaveText("2\u20131");
        await expect(page.locator(".sports-match__status")).toContainText(c.status);
        // Badges drawn for both teams (the demo ships no club logos).
        await expect(page.locator(".sports-match__side svg.sports-badge")).toHaveCount(2);
        await expect(page.getByTestId("home-scorers")).toHaveText(
          "Ada Fielding 23', 45+2' " + penalty(c.prefix),
        );
        await expect(page.getByTestId("away-scorers")).toHaveText("Bea Marsh 78'");
        const timeline = page.getByTestId("match-timeline");
        await expect(page.getByRole("heading", { name: c.timeline })).toBeVisible();
        await expect(timeline.locator("li")).toHaveText([
          /^23'.*Ada Fielding.*1\u20130$/,
          /^45\+2'.*Ada Fielding.*2\u20130$/,
          new RegExp(`^${c.halfTime}.*2\u20130$`),
          /^78'.*Bea Marsh.*2\u20131$/,
        ]);
        await expect(page.getByRole("heading", { name: c.lineups })).toBeVisible();
        await expect(page.locator(".sports-lineups__side")).toHaveCount(2);
        await expect(page.locator(".sports-lineups__side").first().locator("ol > li")).toHaveCount(11);
        await expect(page.getByRole("heading", { name: c.stories })).toBeVisible();
        expect(await sidewaysOverflow(page)).toEqual([]);
      }
      await expectNoA11yViolations(page);
    }
  } finally {
    await update(request, game.id, {
      status: game.status.status,
      period: null,
      home: null,
      away: null,
      goals: [],
    });
  }
});

test("a match's stories are about its two teams, in the page's language first", async ({ page, request }) => {
  // A game of the coming week: the demo's calendar is real rounds, and today may have none.
  const [game] = await events(request, "context=all&d=0,1,2,3,4,5,6&z=0");
  for (const c of LOCALES) {
    await page.goto(`${c.prefix}/calendar/sporting_events/${game.id}`);
    const stories = page.locator(".sports-related article, .sports-related li");
    await expect(stories.first()).toBeVisible();
    const response = await request.get(
      `/api/v3/sporting_events/sporting_events/${game.id}/feed?page=1&per=5&language=${c.prefix.slice(1) || "en"}`,
    );
    const list = (await response.json()) as { language: string; tags?: unknown }[];
    expect(list.length).toBeGreaterThan(0);
    // Languages come in one run: the page's language, then the others.
    const languages = list.map((story) => story.language);
    const own = c.prefix.slice(1) || "en";
    const firstOther = languages.findIndex((language) => language !== own);
    if (firstOther >= 0) expect(languages.slice(firstOther).every((language) => language !== own)).toBe(true);
    // The demo draws which teams its stories name: a game's teams may have none in this language.
    if (languages.includes(own)) expect(languages[0]).toBe(own);
  }
});

function penalty(prefix: string): string {
  return { "": "(pen.)", "/es": "(p.)", "/pt": "(pên.)" }[prefix] ?? "";
}
