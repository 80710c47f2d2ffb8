import type { EventGoal, EventLineup, EventLineups, EventSide } from "#core/sports/sporting-events.ts";
import { buildDemoProfiles, FIRST_NAMES, LAST_NAMES } from "./demo-profiles.ts";
import { loadFootballLeagues } from "./football-data.ts";
import { goalMinutes, HALF_MINUTES, type MatchTarget, matchMinute } from "./match-simulator.ts";
import { createPrng } from "./prng.ts";

/**
 * The demo's match sheets: each club's squad (fictional players, like the demo's footballers,
 * the club's forward among them) and who scored at the minutes the simulator gives each goal.
 * Pure and deterministic: the same club always fields the same squad, the same match always
 * has the same scorers, live and after the final whistle.
 */

/** Players in a line-up: a goalkeeper, four defenders, four midfielders, two forwards. */
export const STARTING = 11;
export const SUBSTITUTES = 7;
/** How likely each starting place is to score, by position (goalkeeper first). */
const SCORING_WEIGHT = [0, 1, 1, 1, 1, 2, 2, 2, 2, 5, 5];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/**
 * More names for the squads than the footballers of demo/demo-profiles.ts need: eighteen players
 * for each of twenty clubs must all differ (16 × 16 names would not be enough).
 */
const MORE_FIRST_NAMES: Record<string, string[]> = {
  "en.1": ["George", "Alfie", "Charlie", "Toby", "Luke", "Sam", "Dominic", "Joel"],
  "es.1": ["Carlos", "Daniel", "Jorge", "Alberto", "Mario", "Víctor", "Aitor", "Asier"],
  "br.1": ["Rodrigo", "Leandro", "Diego", "Fabrício", "Anderson", "Marcelo", "Everton", "Danilo"],
  "pt.1": ["João", "Pedro", "Miguel", "Rafael", "Hugo", "Sérgio", "Álvaro", "Leonel"],
};
const MORE_LAST_NAMES: Record<string, string[]> = {
  "en.1": ["Bramwell", "Kingsley", "Pembroke", "Whitlock", "Ainsworth", "Holloway", "Greaves", "Fenwick"],
  "es.1": ["Aranda", "Beltrán", "Quintana", "Soler", "Urrutia", "Mendieta", "Orozco", "Larrañaga"],
  "br.1": ["Batista", "Falcão", "Guimarães", "Leite", "Macedo", "Pereira", "Resende", "Toledo"],
  "pt.1": ["Abreu", "Bastos", "Coutinho", "Esteves", "Gouveia", "Lacerda", "Pacheco", "Quaresma"],
};

/** A club of the demo and its named footballer (demo/demo-profiles.ts), who leads its attack. */
export type DemoClub = { team: string; leagueCode: string; forward: string | null };

/**
 * Every club's squad, keyed by the club's name: eleven starters in the order goalkeeper,
 * defenders, midfielders, forwards (the club's forward, when it has one, leads the attack), then
 * the substitutes. No player is in two squads, of one league or of two: each league's names are
 * dealt from one shuffled deck, the named footballers kept out of it. Deterministic: the same
 * clubs always get the same squads.
 */
export function demoSquads(clubs: readonly DemoClub[]): Map<string, EventLineup> {
  const taken = new Set(clubs.flatMap((club) => (club.forward ? [club.forward.toLowerCase()] : [])));
  const decks = new Map<string, string[]>();
  const deck = (leagueCode: string) => {
    let names = decks.get(leagueCode);
    if (!names) {
      const code = FIRST_NAMES[leagueCode] ? leagueCode : "en.1";
      const first = [...FIRST_NAMES[code], ...(MORE_FIRST_NAMES[code] ?? [])];
      const last = [...LAST_NAMES[code], ...(MORE_LAST_NAMES[code] ?? [])];
      const all = first.flatMap((given) => last.map((family) => `${given} ${family}`));
      names = createPrng(hash(`squads|${leagueCode}`)).sample(all, all.length);
      decks.set(leagueCode, names);
    }
    return names;
  };
  const squads = new Map<string, EventLineup>();
  for (const { team, leagueCode, forward } of clubs) {
    if (squads.has(team)) continue;
    const names = deck(leagueCode);
    const wanted = STARTING + SUBSTITUTES - (forward ? 1 : 0);
    const others: string[] = [];
    while (others.length < wanted) {
      const name = names.shift();
      if (name === undefined) throw new Error(`the ${leagueCode} names run out at ${team}`);
      if (taken.has(name.toLowerCase())) continue;
      taken.add(name.toLowerCase());
      others.push(name);
    }
    const outfield = STARTING - (forward ? 1 : 0);
    const starting = others.slice(0, outfield);
    if (forward) starting.splice(STARTING - 2, 0, forward);
    squads.set(team, { starting, substitutes: others.slice(outfield) });
  }
  return squads;
}

/** The squads of every club of the bundled leagues, their named footballers up front. */
export function demoClubSquads(): Map<string, EventLineup> {
  const profiles = buildDemoProfiles(loadFootballLeagues());
  const forwards = new Map(
    profiles.athletes
      .filter((athlete) => athlete.team !== null)
      .map((athlete) => [athlete.team as string, athlete.profile.name]),
  );
  const clubs: DemoClub[] = profiles.teams.map((team) => ({
    team: team.profile.name,
    leagueCode: team.leagueCode,
    forward: forwards.get(team.profile.name) ?? null,
  }));
  return demoSquads(clubs);
}

/** The goals of a match toward `target`, with scorers from the line-ups (none without them). */
export function demoGoals(eventId: number, target: MatchTarget, lineups: EventLineups | null): EventGoal[] {
  const minutes = goalMinutes(eventId, target);
  const prng = createPrng(eventId * 40_503 + 7);
  const pickScorer = (lineup: EventLineup) => {
    const total = SCORING_WEIGHT.reduce((sum, weight) => sum + weight, 0);
    let draw = prng.next() * total;
    for (let i = 0; i < STARTING; i++) {
      draw -= SCORING_WEIGHT[i];
      if (draw < 0) return lineup.starting[i] ?? null;
    }
    return lineup.starting[STARTING - 1] ?? null;
  };
  const goals: EventGoal[] = [];
  for (const side of ["home", "away"] as const satisfies readonly EventSide[]) {
    const other: EventSide = side === "home" ? "away" : "home";
    for (const minute of minutes[side]) {
      const ownGoal = prng.chance(0.04);
      const penalty = !ownGoal && prng.chance(0.1);
      // An own goal is put in by a defender of the other side.
      const scorer = lineups
        ? ownGoal
          ? (lineups[other].starting[prng.int(1, 4)] ?? null)
          : pickScorer(lineups[side])
        : null;
      goals.push({ side, minute, offset: null, scorer, penalty, own_goal: ownGoal });
    }
  }
  return goals.sort((a, b) => a.minute - b.minute);
}

/** The goals scored by `now` in a replayed match (all of them once it is over, none before). */
export function demoGoalsAt(
  eventId: number,
  startTime: Date,
  target: MatchTarget,
  lineups: EventLineups | null,
  now: Date,
): EventGoal[] {
  const minute = matchMinute(now.getTime() - startTime.getTime());
  if (minute === "upcoming") return [];
  const upTo = minute === "final" ? Number.POSITIVE_INFINITY : minute === "HT" ? HALF_MINUTES : minute;
  return demoGoals(eventId, target, lineups).filter((goal) => goal.minute <= upTo);
}
