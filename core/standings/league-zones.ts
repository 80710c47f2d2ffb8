/**
 * Where a league's table sends its teams at the end of the season — the title, the continental
 * competitions, relegation — by the regulation a season follows (its rules preset, the same one
 * that names its tie-break criteria, core/standings/tie-break-rules.ts). Places at the bottom are
 * counted from the last, so a league of 18 and one of 20 both relegate their last three.
 * The allocation is the one each competition's regulations gave in the seasons the demo covers
 * (2019/20); a cup winner's or licensing changes are not modelled. A table without a preset has
 * no zones.
 */
import type { PresetName } from "./tie-break-rules.ts";

export const ZONES = [
  "champion",
  "champions_league",
  "europa_league",
  "libertadores",
  "sudamericana",
  "relegation_playoff",
  "relegation",
] as const;
export type Zone = (typeof ZONES)[number];

/** A band of places: `from`/`to` count from the top, or from the bottom when `fromBottom`. */
type Band = { zone: Zone; from: number; to: number; fromBottom?: boolean };

/** Later bands of a list only fill the places earlier ones left (place 1 is the title first). */
const BANDS: Record<PresetName, Band[]> = {
  "premier-league": [
    { zone: "champion", from: 1, to: 1 },
    { zone: "champions_league", from: 1, to: 4 },
    { zone: "europa_league", from: 5, to: 5 },
    { zone: "relegation", from: 1, to: 3, fromBottom: true },
  ],
  "la-liga": [
    { zone: "champion", from: 1, to: 1 },
    { zone: "champions_league", from: 1, to: 4 },
    { zone: "europa_league", from: 5, to: 6 },
    { zone: "relegation", from: 1, to: 3, fromBottom: true },
  ],
  "serie-a": [
    { zone: "champion", from: 1, to: 1 },
    { zone: "champions_league", from: 1, to: 4 },
    { zone: "europa_league", from: 5, to: 6 },
    { zone: "relegation", from: 1, to: 3, fromBottom: true },
  ],
  "ligue-1": [
    { zone: "champion", from: 1, to: 1 },
    { zone: "champions_league", from: 1, to: 3 },
    { zone: "europa_league", from: 4, to: 4 },
    { zone: "relegation_playoff", from: 3, to: 3, fromBottom: true },
    { zone: "relegation", from: 1, to: 2, fromBottom: true },
  ],
  "primeira-liga": [
    { zone: "champion", from: 1, to: 1 },
    { zone: "champions_league", from: 1, to: 2 },
    { zone: "europa_league", from: 3, to: 5 },
    { zone: "relegation", from: 1, to: 2, fromBottom: true },
  ],
  brasileirao: [
    { zone: "champion", from: 1, to: 1 },
    { zone: "libertadores", from: 1, to: 6 },
    { zone: "sudamericana", from: 7, to: 12 },
    { zone: "relegation", from: 1, to: 4, fromBottom: true },
  ],
};

/**
 * The zone of each place of a table of `teams` teams (index 0 is first place; undefined when
 * the place leads nowhere). Unknown presets, and tables too small for their bands, get none.
 */
export function tableZones(preset: string | null, teams: number): (Zone | undefined)[] {
  const places: (Zone | undefined)[] = new Array(teams).fill(undefined);
  const bands = preset && preset in BANDS ? BANDS[preset as PresetName] : [];
  for (const band of bands) {
    for (let place = band.from; place <= band.to; place++) {
      const index = band.fromBottom ? teams - place : place - 1;
      if (index < 0 || index >= teams) continue;
      places[index] ??= band.zone;
    }
  }
  // A table smaller than its bands would show the top and bottom overlapping: no zones then.
  const fromTop = bands.filter((b) => !b.fromBottom).reduce((max, b) => Math.max(max, b.to), 0);
  const fromBottom = bands.filter((b) => b.fromBottom).reduce((max, b) => Math.max(max, b.to), 0);
  if (fromTop + fromBottom > teams) return new Array(teams).fill(undefined);
  return places;
}

/** The zones a table shows, in the order of ZONES, for its legend. */
export function zonesShown(places: (Zone | undefined)[]): Zone[] {
  return ZONES.filter((zone) => places.includes(zone));
}
