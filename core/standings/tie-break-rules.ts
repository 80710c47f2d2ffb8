/**
 * The ordered tie-break criteria a league table applies after points, and the presets that follow
 * each built-in competition's regulations. A season stores its criteria as a list of these names
 * (`seasons.rules`), so a league without a preset is configured by naming the criteria in order.
 */

/**
 * Criteria over the whole season (`goal_difference` …) compare every team's full record; `h2h_*`
 * criteria build a mini-table of the matches played between the teams still tied at that point
 * (recomputed for each smaller group a criterion splits off). `name` orders alphabetically, the
 * deterministic stand-in for the lots or play-offs a regulation ends with.
 */
export const CRITERIA = [
  "goal_difference",
  "goals_for",
  "wins",
  "away_goals_for",
  "away_wins",
  "fewer_losses",
  "h2h_points",
  "h2h_goal_difference",
  "h2h_goals_for",
  "h2h_away_goals_for",
  "h2h_wins",
  "name",
] as const;

export type Criterion = (typeof CRITERIA)[number];

export const isHeadToHead = (criterion: Criterion) => criterion.startsWith("h2h_");

/** Built-in regulations. Each lists what the regulation decides before lots or a play-off. */
export const PRESETS = {
  /**
   * Premier League Handbook, Section C "The League": clubs level on points are separated by goal
   * difference, then goals scored; since 2022/23 then by points in the matches between them and
   * away goals in those matches, before a play-off (title, relegation, Europe) decides.
   * https://www.premierleague.com/publications (Handbook, rule C.17 in recent editions)
   */
  "premier-league": ["goal_difference", "goals_for", "h2h_points", "h2h_away_goals_for", "name"],
  /**
   * RFEF Reglamento General, article 201 (desempates en competiciones por puntos): between clubs
   * level on points, the head-to-head matches decide first (points, then goal difference of the
   * mini-league), then overall goal difference, then goals scored (then fair play, not recorded).
   * https://rfef.es/es/federacion/normativa
   */
  "la-liga": ["h2h_points", "h2h_goal_difference", "goal_difference", "goals_for", "name"],
  /**
   * FIGC Norme Organizzative Interne (NOIF), article 51: points in the matches between the tied
   * clubs, goal difference in those matches, overall goal difference, goals scored, then a draw
   * (a play-off for the title or relegation since 2022/23).
   * https://www.figc.it/it/federazione/norme/norme-organizzative-interne-della-figc/
   */
  "serie-a": ["h2h_points", "h2h_goal_difference", "goal_difference", "goals_for", "name"],
  /**
   * LFP Règlement des compétitions, article 511 (classement): overall goal difference, goals
   * scored, then points, goal difference and goals in the matches between the tied clubs, away
   * goals, then fair play (not recorded).
   * https://www.lfp.fr/reglements
   */
  "ligue-1": [
    "goal_difference",
    "goals_for",
    "h2h_points",
    "h2h_goal_difference",
    "h2h_goals_for",
    "away_goals_for",
    "name",
  ],
  /**
   * Liga Portugal, Regulamento das Competições (classificação / desempate): points in the matches
   * between the tied clubs, goal difference in them, goals scored away in them, then overall goal
   * difference, most wins and most goals scored.
   * https://www.ligaportugal.pt/pt/liga/institucional/regulamentos/
   */
  "primeira-liga": [
    "h2h_points",
    "h2h_goal_difference",
    "h2h_away_goals_for",
    "goal_difference",
    "wins",
    "goals_for",
    "name",
  ],
  /**
   * CBF Regulamento Específico da Competição — Campeonato Brasileiro Série A (2019 edition, art.
   * 15): most wins, goal difference, goals scored, the head-to-head result, then fewest red and
   * yellow cards (not recorded) and a draw.
   * https://www.cbf.com.br/futebol-brasileiro/competicoes/campeonato-brasileiro-serie-a
   */
  brasileirao: ["wins", "goal_difference", "goals_for", "h2h_points", "name"],
} as const satisfies Record<string, readonly Criterion[]>;

export type PresetName = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

/** When an import names no rules: the most common European order after points. */
export const DEFAULT_CRITERIA: readonly Criterion[] = ["goal_difference", "goals_for", "name"];

export class RulesError extends Error {
  override name = "RulesError";
}

/**
 * Reads `--rules`: a preset name, or a comma-separated list of criteria in order. `name` is added
 * at the end when missing, so every table has one order.
 */
export function parseRules(text: string): { preset: PresetName | null; criteria: Criterion[] } {
  const value = text.trim().toLowerCase();
  if (value in PRESETS) {
    return { preset: value as PresetName, criteria: [...PRESETS[value as PresetName]] };
  }
  const parts = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new RulesError("the rules are empty");
  const unknown = parts.find((part) => !(CRITERIA as readonly string[]).includes(part));
  if (unknown !== undefined) {
    throw new RulesError(
      `unknown rules "${unknown}": a preset (${PRESET_NAMES.join(", ")}) or criteria from ${CRITERIA.join(", ")}`,
    );
  }
  const criteria = [...new Set(parts)] as Criterion[];
  if (!criteria.includes("name")) criteria.push("name");
  return { preset: null, criteria };
}

/** The stored criteria of a season, dropping any a newer version no longer knows. */
export function storedCriteria(rules: readonly string[]): Criterion[] {
  const known = rules.filter((rule): rule is Criterion => (CRITERIA as readonly string[]).includes(rule));
  return known.length ? known : [...DEFAULT_CRITERIA];
}
