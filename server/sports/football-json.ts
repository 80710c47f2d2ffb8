import { z } from "zod";
import { unsafeTextPath } from "#core/content/safe-text.ts";
import type { EventGoal, EventSide } from "#core/sports/sporting-events.ts";

/**
 * The openfootball football.json format (github.com/openfootball/football.json), in its two forms:
 * the current one, `{name, matches:[{round, date, time?, team1, team2, score:{ht?,ft?,et?,p?},
 * status?, goals1?, goals2?}]}` (goals as `{name, minute, offset?, penalty?, owngoal?}`, where the
 * files carry them), and the older one, `{name, rounds:[{name, matches:[…]}]}`, whose matches may name
 * teams as objects (`{key, name, code}`) and give `score1`/`score2` (`score1i`/`score2i` at half
 * time) instead of `score`. Both are read into one list of fixtures.
 */

export class FootballJsonError extends Error {
  override name = "FootballJsonError";
}

export type SourceStatus = "awarded" | "cancelled" | "postponed" | "abandoned";

export type Fixture = {
  round: string | null;
  date: string;
  time?: string;
  timezone?: string;
  team1: string;
  team2: string;
  /** Full-time (or after extra time, when the source has it) score, null when not played. */
  score: [number, number] | null;
  /** Half-time, extra-time and penalty scores as given. */
  detail: Record<string, [number, number]>;
  status: SourceStatus | null;
  /** The goals the file names (`goals1`/`goals2`), in its order; empty when it has none. */
  goals: EventGoal[];
};

const goals = z.number().int().min(0).max(999);
const pair = z.tuple([goals, goals]);
const team = z.union([
  z.string().trim().min(1).max(200),
  z.object({ name: z.string().trim().min(1).max(200) }).transform((value) => value.name),
]);
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dates are YYYY-MM-DD")
  .refine((text) => {
    const [year, month, day] = text.split("-").map(Number);
    const parsed = new Date(Date.UTC(year, month - 1, day));
    return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  }, "an impossible date");

/** A minute as openfootball writes it: 23, "23", "45+2" (or 45 with `offset` 2). */
const minuteText = z.union([
  z.int().min(0).max(200),
  z
    .string()
    .trim()
    .regex(/^\d{1,3}(\+\d{1,2})?'?$/, "a minute is a number such as 23 or 45+2"),
]);

/** One entry of `goals1`/`goals2`: the goals that count for team1 (team2), own goals included. */
const goal = z.object({
  name: z.string().trim().max(200).optional(),
  minute: minuteText,
  offset: z.union([z.int().min(0).max(60), z.string().regex(/^\d{1,2}$/)]).optional(),
  penalty: z.boolean().optional(),
  owngoal: z.boolean().optional(),
});

const match = z.object({
  round: z.string().max(200).optional(),
  date,
  time: z.string().max(40).optional(),
  timezone: z.string().max(40).optional(),
  team1: team,
  team2: team,
  score: z
    .object({ ht: pair.optional(), ft: pair.optional(), et: pair.optional(), p: pair.optional() })
    .optional(),
  score1: goals.nullable().optional(),
  score2: goals.nullable().optional(),
  score1i: goals.nullable().optional(),
  score2i: goals.nullable().optional(),
  goals1: z.array(goal).max(50).optional(),
  goals2: z.array(goal).max(50).optional(),
  status: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(["awarded", "cancelled", "canceled", "postponed", "abandoned"]))
    .optional(),
});

const currentForm = z.object({ name: z.string().max(300).optional(), matches: z.array(match).min(1) });
const olderForm = z.object({
  name: z.string().max(300).optional(),
  rounds: z.array(z.object({ name: z.string().max(200).optional(), matches: z.array(match) })).min(1),
});

/** Reads a parsed football.json document; anything else is a FootballJsonError in one line. */
export function readFootballJson(document: unknown): { name: string | null; fixtures: Fixture[] } {
  const isObject = typeof document === "object" && document !== null;
  if (isObject && "matches" in document) {
    const parsed = currentForm.safeParse(document);
    if (!parsed.success) throw formatError(parsed.error);
    return { name: parsed.data.name ?? null, fixtures: parsed.data.matches.map((m) => fixture(m, null)) };
  }
  if (isObject && "rounds" in document) {
    const parsed = olderForm.safeParse(document);
    if (!parsed.success) throw formatError(parsed.error);
    const fixtures = parsed.data.rounds.flatMap((round) =>
      round.matches.map((m) => fixture(m, round.name ?? null)),
    );
    if (fixtures.length === 0) throw new FootballJsonError("not a football.json file: no matches");
    return { name: parsed.data.name ?? null, fixtures };
  }
  throw new FootballJsonError('not a football.json file: expected "matches" or "rounds"');
}

/** Parses a file's text as JSON: a syntax error is the same kind of refusal as a wrong shape. */
export function parseJsonText(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new FootballJsonError("not a football.json file: it is not valid JSON");
  }
  // A NUL or a lone surrogate in a team or round name could not be stored (core/content/safe-text.ts).
  const unsafe = unsafeTextPath(value);
  if (unsafe !== undefined) {
    throw new FootballJsonError(
      `not a football.json file: ${unsafe || "the file"} holds a NUL or a lone surrogate`,
    );
  }
  return value;
}

function formatError(error: z.ZodError): FootballJsonError {
  const issue = error.issues[0];
  return new FootballJsonError(`not a football.json file: ${issue.path.join(".")}: ${issue.message}`);
}

function fixture(m: z.infer<typeof match>, roundName: string | null): Fixture {
  const detail: Record<string, [number, number]> = {};
  let score: [number, number] | null = null;
  if (m.score) {
    for (const key of ["ht", "et", "p"] as const) if (m.score[key]) detail[key] = m.score[key];
    // A match decided in extra time ends with the extra-time score; penalties stay a detail.
    score = m.score.et ?? m.score.ft ?? null;
  } else if (typeof m.score1 === "number" && typeof m.score2 === "number") {
    score = [m.score1, m.score2];
    if (typeof m.score1i === "number" && typeof m.score2i === "number") detail.ht = [m.score1i, m.score2i];
  }
  const status = m.status === "canceled" ? "cancelled" : (m.status ?? null);
  return {
    round: m.round ?? roundName,
    date: m.date,
    time: m.time,
    timezone: m.timezone,
    team1: m.team1,
    team2: m.team2,
    score,
    detail,
    status,
    goals: [
      ...(m.goals1 ?? []).map((g) => toGoal(g, "home")),
      ...(m.goals2 ?? []).map((g) => toGoal(g, "away")),
    ],
  };
}

function toGoal(g: z.infer<typeof goal>, side: EventSide): EventGoal {
  const [minute, added] = String(g.minute).replace("'", "").split("+");
  const offset = Number(added ?? g.offset ?? 0);
  return {
    side,
    minute: Math.min(Number(minute), 200),
    offset: offset > 0 ? offset : null,
    scorer: g.name || null,
    penalty: g.penalty === true,
    own_goal: g.owngoal === true,
  };
}
