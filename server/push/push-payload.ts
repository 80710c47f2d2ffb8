import type { Locale } from "#core/i18n/locales.ts";
import type { MatchAlert } from "#core/push/push-alerts.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";

/** What the service worker (app/service-worker/sw.ts) shows: the notification's title and body, where a click goes, and its tag. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

type PushTexts = {
  kickoff: (match: string) => string;
  kickoffBody: (league: string) => string;
  goal: (score: string) => string;
  goalBody: (minute: string, scorer: string | null, mark: string) => string;
  penalty: string;
  ownGoal: string;
  fullTime: (score: string) => string;
  breaking: string;
};

/**
 * The alerts' texts in each language (decision 0066). Kept on the server like the e-mails
 * (server/auth/mail-catalog.ts): alerts are built here, in the subscription's language.
 */
export const PUSH_TEXTS: Record<Locale, PushTexts> = {
  en: {
    kickoff: (match) => `Kick-off: ${match}`,
    kickoffBody: (league) => `The match has started (${league}).`,
    goal: (score) => `Goal! ${score}`,
    goalBody: (minute, scorer, mark) => `${minute} ${scorer ?? "Goal"}${mark}`,
    penalty: " (penalty)",
    ownGoal: " (own goal)",
    fullTime: (score) => `Full time: ${score}`,
    breaking: "Breaking news",
  },
  es: {
    kickoff: (match) => `Comienza: ${match}`,
    kickoffBody: (league) => `Empezó el partido (${league}).`,
    goal: (score) => `¡Gol! ${score}`,
    goalBody: (minute, scorer, mark) => `${minute} ${scorer ?? "Gol"}${mark}`,
    penalty: " (penal)",
    ownGoal: " (en propia puerta)",
    fullTime: (score) => `Final: ${score}`,
    breaking: "Última hora",
  },
  pt: {
    kickoff: (match) => `Começou: ${match}`,
    kickoffBody: (league) => `A partida começou (${league}).`,
    goal: (score) => `Gol! ${score}`,
    goalBody: (minute, scorer, mark) => `${minute} ${scorer ?? "Gol"}${mark}`,
    penalty: " (pênalti)",
    ownGoal: " (gol contra)",
    fullTime: (score) => `Fim de jogo: ${score}`,
    breaking: "Urgente",
  },
};

type EventForAlert = Pick<SportingEventJson, "id" | "home" | "away" | "league" | "scores">;

function scoreLine(event: EventForAlert, home: number | null, away: number | null): string {
  return `${event.home.name} ${home ?? 0}–${away ?? 0} ${event.away.name}`;
}

/** The alert for a kick-off, goal or full time of `event`, in `locale`; `prefix` is the locale's URL prefix ("/es" or ""). */
export function matchPayload(
  locale: Locale,
  alert: MatchAlert,
  event: EventForAlert,
  prefix: string,
): PushPayload {
  const texts = PUSH_TEXTS[locale];
  const url = `${prefix}/calendar/sporting_events/${event.id}`;
  const tag = `event-${event.id}`;
  const league = event.league.names?.[locale] ?? event.league.name;
  if (alert.kind === "kickoff") {
    return {
      title: texts.kickoff(`${event.home.name} – ${event.away.name}`),
      body: texts.kickoffBody(league),
      url,
      tag,
    };
  }
  if (alert.kind === "goal" && alert.goal) {
    const { goal, home, away } = alert.goal;
    const minute = goal.offset ? `${goal.minute}+${goal.offset}'` : `${goal.minute}'`;
    const mark = goal.own_goal ? texts.ownGoal : goal.penalty ? texts.penalty : "";
    return {
      title: texts.goal(scoreLine(event, home, away)),
      body: texts.goalBody(minute, goal.scorer, mark),
      url,
      tag,
    };
  }
  return {
    title: texts.fullTime(scoreLine(event, event.scores[0].value, event.scores[1].value)),
    body: league,
    url,
    tag,
  };
}

/** The alert for a breaking story, in `locale`; `path` is the article's path without the locale prefix. */
export function breakingPayload(
  locale: Locale,
  article: { id: number; name: string },
  path: string,
  prefix: string,
): PushPayload {
  return {
    title: PUSH_TEXTS[locale].breaking,
    body: article.name,
    url: `${prefix}${path}`,
    tag: `article-${article.id}`,
  };
}
