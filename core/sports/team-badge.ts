/**
 * How a team's badge is drawn when it has no logo (app/sports/TeamBadge.tsx): its colours, its
 * initials, and the ink that reads on its main colour.
 */
import type { EventTeamJson } from "./sporting-events.ts";

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The two colours a team's badge is drawn in: its own when known, otherwise two drawn from its
 * name (the same team always gets the same), so no two badges of a list look alike by default.
 */
export function badgeColors(team: Pick<EventTeamJson, "name" | "colors">): [string, string] {
  const own = (team.colors ?? []).filter((color) => HEX.test(color));
  if (own.length >= 2) return [own[0], own[1]];
  let h = 2166136261;
  for (const char of team.name) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  const hue = h % 360;
  const main = own[0] ?? hslHex(hue, 65, 40);
  return [main, own.length === 1 ? "#ffffff" : hslHex((hue + 180) % 360, 70, 85)];
}

/** Club-type initials and places a name carries beside the club's own name ("Liverpool FC", "Flamengo RJ"). */
const CLUB_INITIALS =
  /^(FC|AFC|CF|SC|CD|RC|RCD|SD|CA|UD|SL|CS|SAD|EC|SE|AC|RJ|SP|MG|PR|RS|CE|AL|BA|GO|PE|SC)$/;
/** Words that only link the others ("Paços de Ferreira", "Brighton & Hove Albion"). */
const LINKS = /^(de|da|do|das|dos|del|la|el|of|and|&)$/i;
/** First words many clubs share: the next word tells them apart ("Manchester City" → MCI). */
const SHARED_FIRST =
  /^(man|manchester|real|sporting|atletico|vitoria|inter|racing|deportivo|dinamo|dynamo)$/i;
const EXPANSIONS: Record<string, string> = { utd: "United" };

/**
 * The code a badge carries, three letters as football writes them: a one-word club its first
 * three (Liverpool FC → LIV, "Tottenham Hotspur" → TOT: the name, not a nickname like "Spurs",
 * which the short name may be); a club whose first word many share, that word's initial and two
 * letters of the next (Manchester United → MUN, Manchester City → MCI, Real Madrid → RMA); a
 * name of three words or more, their initials (West Ham United → WHU); "FC" before a one-word
 * name is part of the code (FC Porto → FCP, beside Portimonense's POR).
 */
export function badgeInitials(team: Pick<EventTeamJson, "name" | "short_name">): string {
  const name = team.name.trim() || team.short_name || "";
  const all = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[\s.-]+/)
    .filter((word) => /^[A-Za-z&]/.test(word) && !LINKS.test(word))
    .map((word) => EXPANSIONS[word.toLowerCase()] ?? word);
  const words = all.filter((word) => !CLUB_INITIALS.test(word));
  if (words.length === 0) return "";
  if (words.length === 1) {
    const [word] = words;
    const code = all[0] === "FC" && all.length === 2 ? `FC${word[0]}` : word.slice(0, 3);
    return code.toUpperCase();
  }
  if (words.length >= 3) {
    return words
      .slice(0, 3)
      .map((word) => word[0])
      .join("")
      .toUpperCase();
  }
  const [first, second] = words;
  const code = SHARED_FIRST.test(first) ? `${first[0]}${second.slice(0, 2)}` : first.slice(0, 3);
  return code.toUpperCase();
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function inkOn(hex: string): "#000000" | "#ffffff" {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? "#000000" : "#ffffff";
}

function hslHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}
