import { z } from "zod";
import {
  EVENT_LIST_CONTEXTS,
  EVENT_SIDES,
  type EventGoal,
  type EventLeagueJson,
  type EventLineup,
  type EventLineups,
  type EventTeamJson,
  type LiveCountJson,
  SCORE_STATUSES,
  type SportingEventJson,
} from "../sports/sporting-events.ts";
import {
  FORM_RESULTS,
  type LeagueJson,
  type PointAdjustmentJson,
  type StandingsJson,
  type StandingsLeagueJson,
  type StandingsRowJson,
} from "../sports/standings-json.ts";
import { localizedNamesJson } from "./content-json.ts";
import { contract } from "./contract.ts";

/**
 * The zod schemas of the sports JSON, each tied to its contract type (core/sports/sporting-events.ts,
 * core/sports/standings-json.ts) by `contract`, so the two cannot drift apart. The server validates and
 * documents with these (the OpenAPI generator reads their `meta`); the pages import the types
 * only, never this module (it pulls zod).
 */

/** A database id: a positive 32-bit integer. */
const id = z.int().min(1).max(2_147_483_647);

/** One side of an event. */
export const eventTeamJson = contract<EventTeamJson>()(
  z
    .object({
      id,
      name: z.string(),
      short_name: z.string().nullable().describe('A short form for narrow screens ("Man City"), or null.'),
      photo: z.string().nullable().describe("The team's badge, or null."),
      colors: z
        .array(z.string().regex(/^#[0-9a-f]{6}$/i))
        .max(4)
        .nullable()
        .describe(
          "The club's colours, main first (`#rrggbb`); the badge is drawn from them without a photo.",
        ),
    })
    .meta({ id: "EventTeam", description: "One side of a sporting event." }),
);

/** A goal of an event. */
export const eventGoal = contract<EventGoal>()(
  z
    .object({
      side: z
        .enum(EVENT_SIDES)
        .describe("The side the goal counts for (an own goal: scored by the other side)."),
      minute: z.int().min(0).max(200).describe("The match minute; 90+3 is minute 90, offset 3."),
      offset: z.int().min(1).max(60).nullable().describe("Added-time minutes, or null."),
      scorer: z.string().max(200).nullable().describe("The scorer, when the source names one."),
      penalty: z.boolean(),
      own_goal: z.boolean(),
    })
    .meta({ id: "EventGoal", description: "One goal of a sporting event." }),
);

const lineup = contract<EventLineup>()(
  z.object({
    starting: z.array(z.string().max(200)).max(30),
    substitutes: z.array(z.string().max(200)).max(30),
  }),
);

/** Both teams' line-ups. */
export const eventLineups = contract<EventLineups>()(
  z
    .object({ home: lineup, away: lineup })
    .meta({ id: "EventLineups", description: "The starting players and substitutes of both teams." }),
);

/** The league an event belongs to. */
export const eventLeagueJson = contract<EventLeagueJson>()(
  z
    .object({
      id,
      name: z.string(),
      names: localizedNamesJson,
      context: z.literal("leagues"),
      photo: z.object({ thumbnail: z.string().nullable() }),
    })
    .meta({ id: "EventLeague", description: "The league of a sporting event." }),
);

const scoreValue = z.int().nullable().describe("Goals (or points); null before the event has a score.");

/** docs/behaviour/sports.md#calendar-event. */
export const sportingEventJson = contract<SportingEventJson>()(
  z
    .object({
      id,
      context: z.literal("sporting_events"),
      name: z.string().describe('"Home v Away".'),
      long_name: z.string(),
      status: z.object({
        status: z
          .enum(SCORE_STATUSES)
          .describe("One of the spec's eleven score statuses; `playing` is the only live one."),
        period: z.string().nullable().describe('"1H", "HT", "67\'" while playing.'),
      }),
      scores: z
        .tuple([
          z.object({ position: z.literal("home"), value: scoreValue }),
          z.object({ position: z.literal("away"), value: scoreValue }),
        ])
        .describe("The home score, then the away score."),
      home: eventTeamJson,
      away: eventTeamJson,
      league: eventLeagueJson,
      start_time: z.iso.datetime().describe("ISO 8601 in UTC."),
      time_known: z
        .boolean()
        .describe("False when only the day is known (the time is then midnight UTC of that day)."),
      round: z.string().nullable(),
      link: z.string().nullable(),
      external: z.boolean(),
      goals: z
        .array(eventGoal)
        .max(100)
        .describe("The goals, earliest first; empty when the source names none."),
      lineups: eventLineups
        .nullable()
        .optional()
        .describe("Only in the one-event answer: both line-ups, or null when unknown."),
    })
    .meta({ id: "SportingEvent", description: "A sporting event of the calendar." }),
);

/** How many games are in play now. */
export const liveCountJson = contract<LiveCountJson>()(
  z
    .object({ count: z.int().min(0).meta({ description: "Games whose status is live (`playing`)." }) })
    .meta({ id: "LiveCount", description: "How many games are being played now." }),
);

/** The `context` of the events lists. */
export const eventListContext = z
  .enum(EVENT_LIST_CONTEXTS)
  .describe("`leagues`/`teams` need `id`; `favorites` needs a signed-in reader.");

/** docs/behaviour/sports.md#sport-category: a league as the sports menu lists it. */
export const leagueJson = contract<LeagueJson>()(
  z
    .object({
      id,
      name: z.string(),
      names: localizedNamesJson,
      context: z.literal("leagues"),
      has_standings: z.boolean(),
      photo: z.string().nullable(),
      sport: z.string().nullable().describe("The current season's sport (soccer)."),
      season: z.string().nullable().describe("The current season's label."),
    })
    .meta({ id: "League", description: "A league with its current season (the sports menu)." }),
);

export const standingsLeagueJson = contract<StandingsLeagueJson>()(
  leagueJson
    .extend({
      season_id: z.int().nullable().describe("The season the table is for; null when the league has none."),
      rules: z.array(z.string()).describe("Tie-break criteria after points."),
      rules_preset: z.string().nullable(),
    })
    .meta({ id: "StandingsLeague", description: "A table's league and season." }),
);

export const standingsRowJson = contract<StandingsRowJson>()(
  z
    .object({
      position: z.int().min(1),
      team: z.object({
        id,
        name: z.string(),
        short_name: z.string().nullable().describe("What a phone shows; null when the team has none."),
        photo: z.string().nullable(),
        colors: z.array(z.string()).max(4).nullable().describe("The club's colours, main first, or null."),
      }),
      played: z.int(),
      won: z.int(),
      drawn: z.int(),
      lost: z.int(),
      goals_for: z.int(),
      goals_against: z.int(),
      goal_difference: z.int(),
      points: z.int().describe("With point adjustments."),
      form: z.array(z.enum(FORM_RESULTS)).max(5).describe("The last five counted results, oldest first."),
    })
    .meta({ id: "StandingsRow", description: "One team's line of a league table." }),
);

export const pointAdjustmentJson = contract<PointAdjustmentJson>()(
  z
    .object({
      team: z.object({ id, name: z.string() }),
      points: z.int(),
      reason: z.string(),
    })
    .meta({ id: "PointAdjustment", description: "Points given or taken by the competition." }),
);

export const standingsJson = contract<StandingsJson>()(
  z
    .object({
      league: standingsLeagueJson,
      rows: z.array(standingsRowJson),
      adjustments: z.array(pointAdjustmentJson),
    })
    .meta({
      id: "Standings",
      description:
        "A league's table computed from its results: 3/1/0 points, the season's tie-break criteria, point adjustments; awarded results count, cancelled, postponed and abandoned ones do not.",
    }),
);
