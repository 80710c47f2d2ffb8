/**
 * How the pages show a league table (its JSON is the contract in core/sports/standings-json.ts): the
 * form guide's last five results, oldest first, and signed goal differences.
 */
import { FORM_RESULTS, type FormResult } from "./standings-json.ts";

/** The last five results, oldest first, whatever length the API sent. */
export function lastFive(form: readonly string[] | undefined): FormResult[] {
  return (form ?? [])
    .filter((r): r is FormResult => (FORM_RESULTS as readonly string[]).includes(r))
    .slice(-5);
}

/** "+3", "0", "−2": a difference reads with its sign (a real minus sign). */
export function signedDifference(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}
