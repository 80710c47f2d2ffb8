/**
 * The ad-tag parser (docs/behaviour/consent-ads-analytics.md#ad-entries ads, docs/behaviour/consent-ads-analytics.md#ad-tag-parser; docs/decisions/0080-banner-ads-and-third-party-scripts.md): the first ad tag of a site's ad
 * entry is a string of colon-separated `key=value` segments — `r4ad=12:sizes=300x250,728x90:plc=top:
 * plcv=5:adtarget=section|sports,team|12:formats=display` — read into the slot's fields. Special
 * characters and whitespace are stripped; values that are an optionally signed integer or
 * `Infinity` become numbers. The string comes from configuration an operator (or an attacker with
 * access to it) wrote: nothing of it is ever run, and a value can only hold the characters a slot
 * needs (letters, digits, `_`, `-`, `.`, `,` for lists and `|` for key|value pairs).
 */

export const AD_TAG_KEYS = ["r4ad", "sizes", "plc", "plcv", "adtarget", "formats"] as const;
export type AdTagKey = (typeof AD_TAG_KEYS)[number];
export type AdTagValue = string | number;
export type AdTag = Partial<Record<AdTagKey, AdTagValue>>;

/** The longest ad tag read; the rest of a longer string is ignored. */
export const AD_TAG_MAX_LENGTH = 2000;
/** The longest value kept after stripping. */
const VALUE_MAX_LENGTH = 500;

const NUMBER = /^[+-]?(?:\d+|Infinity)$/;

/** A value as the spec reads it: an optionally signed integer or Infinity is a number. */
export function adTagValue(raw: string): AdTagValue {
  const value = raw.replace(/[^A-Za-z0-9_.,|+-]/g, "").slice(0, VALUE_MAX_LENGTH);
  if (!NUMBER.test(value)) return value;
  const number = Number(value);
  // 2^53 and beyond lose digits: such an id stays the text it was written as.
  return Number.isFinite(number) && !Number.isSafeInteger(number) ? value : number;
}

function isAdTagKey(key: string): key is AdTagKey {
  return (AD_TAG_KEYS as readonly string[]).includes(key);
}

/** The fields of an ad tag string; unknown keys, empty values and segments without `=` are left out. */
export function parseAdTag(text: unknown): AdTag {
  const tag: AdTag = {};
  if (typeof text !== "string") return tag;
  for (const segment of text.slice(0, AD_TAG_MAX_LENGTH).split(":")) {
    const equals = segment.indexOf("=");
    if (equals < 0) continue;
    const key = segment
      .slice(0, equals)
      .replace(/[^A-Za-z0-9]/g, "")
      .toLowerCase();
    if (!isAdTagKey(key) || Object.hasOwn(tag, key)) continue;
    const value = adTagValue(segment.slice(equals + 1));
    if (value !== "") tag[key] = value;
  }
  return tag;
}

/** `300x250,728x90` → [[300, 250], [728, 90]]; anything else in the list is left out. */
export function adSizes(value: AdTagValue | undefined): [number, number][] {
  if (typeof value !== "string") return [];
  const sizes: [number, number][] = [];
  for (const part of value.split(",")) {
    const match = /^(\d{1,4})x(\d{1,4})$/.exec(part);
    if (match) sizes.push([Number(match[1]), Number(match[2])]);
  }
  return sizes;
}

/** `section|sports,team|12` → [["section", "sports"], ["team", "12"]]: the slot's ad-target list. */
export function adTargets(value: AdTagValue | undefined): [string, string][] {
  if (value === undefined) return [];
  const targets: [string, string][] = [];
  for (const part of String(value).split(",")) {
    const [key, target, ...rest] = part.split("|");
    if (key && target !== undefined && target !== "" && rest.length === 0) targets.push([key, target]);
  }
  return targets;
}
