/**
 * The path segments shared by the URL builders for the route forms of docs/behaviour/routes.md#route-forms (core/routing/article-urls.ts,
 * core/routing/feed-urls.ts, core/routing/sports-urls.ts and the other URL modules beside them): pure functions, with no I/O, no clock and no React.
 *
 * Conventions:
 * - Paths have no locale prefix. The app mounts each locale under its own basename, and the router
 *   keeps it (docs/decisions/0002). Code that has to leave the basename, such as the language
 *   switcher or a server redirect, uses `withLocalePrefix` (core/routing/route-hygiene.ts).
 * - There are two layers of encoding. A *param value* is what React Router gives a page in
 *   `params`: the router decodes each path segment once. Plain params (a query, a name, a slug)
 *   are one raw value, written with encodeURIComponent. *Composite* params (feed `selected`,
 *   discover `breadcrumb` and node id, search entity `key`) pack several values with "&"
 *   (and "=" for key=value pairs). Their values escape "%", "&" and "=" as %25, %26 and %3D, so
 *   the delimiters are still unambiguous after the router's decoding. The delimiters themselves
 *   stay literal in the path, so the URL reads like the spec ("id=-1&name=home&context=hero").
 *   Because of this, "&" inside a value is written as "%2526" in the URL, not "%26". With one
 *   layer of encoding, the router would turn it back into a delimiter.
 * - Builders never throw and never validate. Any input gives a well-formed path. An empty
 *   required segment is written as "-", because "//" would be collapsed by the double-slash rule
 *   (docs/behaviour/routes.md#route-handling) and then match another route. Data read back from URLs is checked by the
 *   `parse*` and `is*` functions, which take router param values.
 * - Known limitations of plain params, which no encoding can avoid:
 *   - Browsers remove a path segment that is exactly "." or "..", even when it is percent-encoded
 *     (WHATWG dot segments). So such a value (for example a search for "..") cannot be carried in
 *     a path.
 *   - After decoding, React Router turns any "%2F" left in a param into "/", so a value containing
 *     the literal text "%2F" reads back with a slash. Composite params are not affected.
 */

/** A path segment's value as callers give it. */
export type Id = string | number;

/** Longest decoded value accepted inside a composite param; anything longer is not ours. */
export const MAX_PARAM_VALUE_LENGTH = 200;

/** Written in place of an empty required segment, so the path keeps its segment count. */
export const EMPTY_SEGMENT = "-";

// A lone UTF-16 surrogate (half an emoji, say) makes encodeURIComponent throw; U+FFFD keeps builders total.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One path segment for a plain route param: encodeURIComponent that cannot throw. */
export function encodeSegment(value: Id): string {
  return encodeURIComponent(String(value).replace(LONE_SURROGATE, "\uFFFD"));
}

/** A required segment: encoded, or EMPTY_SEGMENT when empty, so that no "//" appears. */
export function requiredSegment(value: Id): string {
  return encodeSegment(value) || EMPTY_SEGMENT;
}

/** Escapes one value of a composite param: only its delimiters and the escape character itself. */
export function escapeValue(value: Id): string {
  return String(value).replace(/[%&=]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Path segment for a composite param value. "&" and "=" are legal in a path segment (RFC 3986
 * sub-delims), so they stay readable. A value's own "&" and "=" were already escaped to %26 and
 * %3D, and encoding makes those %2526 and %253D, which this replacement does not touch.
 */
export function compositeSegment(packed: string): string {
  return encodeSegment(packed).replace(/%26/g, "&").replace(/%3D/g, "=") || EMPTY_SEGMENT;
}

export function packPairs(pairs: ReadonlyArray<readonly [string, Id]>): string {
  return pairs.map(([key, value]) => `${key}=${escapeValue(value)}`).join("&");
}

function decodeValue(raw: string): string | null {
  try {
    const value = decodeURIComponent(raw);
    return value.length > MAX_PARAM_VALUE_LENGTH ? null : value;
  } catch {
    return null; // A stray "%" that is not an escape: not something a builder wrote.
  }
}

/** key=value&… → map. Null on unknown or repeated keys, a pair without "=", or a bad value. */
export function unpackPairs(packed: string, keys: readonly string[]): Map<string, string> | null {
  const out = new Map<string, string>();
  for (const pair of packed.split("&")) {
    const eq = pair.indexOf("=");
    if (eq < 1) return null;
    const key = pair.slice(0, eq);
    if (!keys.includes(key) || out.has(key)) return null;
    const value = decodeValue(pair.slice(eq + 1));
    if (value === null) return null;
    out.set(key, value);
  }
  return out;
}

/** a&b&c → ["a","b","c"], each decoded. Null if any part is empty or malformed. */
export function unpackList(packed: string): string[] | null {
  const parts = packed.split("&").map(decodeValue);
  return parts.every((p): p is string => p !== null && p !== "") ? parts : null;
}

// Canonical integers only ("-1", "0", "42"; not "007" or "-0"), so that parse and pack round-trip exactly.
const INTEGER = /^(?:0|-?[1-9]\d*)$/;

export function parseInteger(value: string | undefined): number | null {
  if (value === undefined || !INTEGER.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** A month or day zero-padded to 2 digits. */
export function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** `base/tail`, or `base` alone when the tail is empty. */
export function joinPath(base: string, tail: string): string {
  return tail ? `${base}/${tail}` : base;
}
