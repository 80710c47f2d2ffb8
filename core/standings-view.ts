/**
 * A league table as `GET leagues/{id}/standings` returns it (PLAN's sports contract) and how the
 * pages show its form: the last five results, oldest first.
 */
export type FormResult = "W" | "D" | "L";

export type StandingsRow = {
  position: number;
  team: { id: number; name: string };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  points: number;
  form: FormResult[];
};

export type Standings = {
  league: { id: number; name: string; season?: string | null };
  rows: StandingsRow[];
  adjustments?: { team: string | { id: number; name: string }; points: number; reason: string }[];
};

/** The last five results, oldest first, whatever length the API sent. */
export function lastFive(form: readonly string[] | undefined): FormResult[] {
  return (form ?? []).filter((r): r is FormResult => r === "W" || r === "D" || r === "L").slice(-5);
}

/** "+3", "0", "−2": a difference reads with its sign (a real minus sign). */
export function signedDifference(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}
