/**
 * Parses the dates found in feeds: RFC 822 (`Wed, 06 Dec 2017 09:36:00 -0200`), ISO 8601
 * (`2022-07-28T02:43:00.000000000Z`, `2022-07-26 13:01:01`) and common broken forms, including
 * Portuguese and Spanish day and month names (`Qua, 06 Dez 2017 09:36:00 -0200`). A date without a
 * time zone is read as UTC. Returns null for anything it cannot read, so the caller can use the fetch time.
 */

const MONTHS: Record<string, number> = {};
const monthNames: [number, string[]][] = [
  [1, ["jan", "january", "janeiro", "ene", "enero"]],
  [2, ["feb", "february", "fev", "fevereiro", "febrero"]],
  [3, ["mar", "march", "março", "marco", "marzo"]],
  [4, ["apr", "april", "abr", "abril"]],
  [5, ["may", "mai", "maio", "mayo"]],
  [6, ["jun", "june", "junho", "junio"]],
  [7, ["jul", "july", "julho", "julio"]],
  [8, ["aug", "august", "ago", "agosto"]],
  [9, ["sep", "sept", "september", "set", "setembro", "septiembre", "setiembre"]],
  [10, ["oct", "october", "out", "outubro", "octubre"]],
  [11, ["nov", "november", "novembro", "noviembre"]],
  [12, ["dec", "december", "dez", "dezembro", "dic", "diciembre"]],
];
for (const [month, names] of monthNames) for (const name of names) MONTHS[name] = month;

/** Offsets in minutes of the named zones seen in feeds. */
const ZONES: Record<string, number> = {
  z: 0,
  ut: 0,
  utc: 0,
  gmt: 0,
  wet: 0,
  west: 60,
  cet: 60,
  cest: 120,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
  brt: -180,
  brst: -120,
};

const ISO =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[t\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(z|[+-]\d{2}(?::?\d{2})?)?$/;
const TIME = String.raw`(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?`;
const ZONE = String.raw`\s*([a-z]+|[+-]\d{2}:?\d{2})?`;
// [weekday,] 06 Dez 2017 [09:36[:00]] [zone]
const DAY_MONTH_YEAR = new RegExp(
  String.raw`^(?:[\p{L}]+\.?,?\s*)?(\d{1,2})(?:\s+de)?[\s-]+([\p{L}]+)\.?(?:\s+de)?[\s-]+(\d{2,4})${TIME}${ZONE}$`,
  "u",
);
// [weekday,] December 6, 2017 [09:36[:00]] [zone]
const MONTH_DAY_YEAR = new RegExp(
  String.raw`^(?:[\p{L}]+\.?,?\s+)?([\p{L}]+)\.?\s+(\d{1,2}),?\s+(\d{4})${TIME}${ZONE}$`,
  "u",
);

export function parseFeedDate(value: string | undefined): Date | null {
  if (!value) return null;
  const text = value.trim().toLowerCase().replace(/\s+/g, " ");
  if (!text) return null;

  const iso = text.match(ISO);
  if (iso) {
    const [, y, mo, d, h, mi, s, fraction, zone] = iso;
    const ms = fraction ? Number(fraction.slice(0, 3).padEnd(3, "0")) : 0;
    return build(+y, +mo, +d, num(h), num(mi), num(s), ms, zoneOffset(zone));
  }

  const dmy = text.match(DAY_MONTH_YEAR);
  if (dmy) {
    const [, d, monthName, y, h, mi, s, zone] = dmy;
    return build(year(y), MONTHS[monthName] ?? 0, +d, num(h), num(mi), num(s), 0, zoneOffset(zone));
  }

  const mdy = text.match(MONTH_DAY_YEAR);
  if (mdy) {
    const [, monthName, d, y, h, mi, s, zone] = mdy;
    return build(+y, MONTHS[monthName] ?? 0, +d, num(h), num(mi), num(s), 0, zoneOffset(zone));
  }
  return null;
}

function num(value: string | undefined): number {
  return value ? Number(value) : 0;
}

function year(value: string): number {
  const y = Number(value);
  if (value.length === 2) return y < 50 ? 2000 + y : 1900 + y;
  return y;
}

/** Minutes east of UTC; null for a zone we do not know. */
function zoneOffset(zone: string | undefined): number | null {
  if (!zone) return 0;
  const numeric = zone.match(/^([+-])(\d{2}):?(\d{2})?$/);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
    return numeric[1] === "-" ? -minutes : minutes;
  }
  return ZONES[zone] ?? null;
}

function build(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  ms: number,
  offset: number | null,
) {
  if (offset === null || y < 1900 || y > 2200 || mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  if (h > 24 || mi > 59 || s > 60) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  // Reject days that do not exist in the month (Feb 30 would silently become Mar 2).
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return null;
  return new Date(utc - offset * 60_000);
}
