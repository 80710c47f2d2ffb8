import fc from "fast-check";

/*
 * The hostile values the fuzzer sends (docs/decisions/0051-a-fuzzer-from-the-openapi-document.md): the catalogue of known-bad inputs, mixed by
 * fast-check with generated ones of the same kinds. Texts are decoded strings; `urlText` and
 * `headerText` turn them into what a path, query or header can carry.
 */

const KB = 1024;

/** Texts every parameter and string field gets: empty, control and broken characters, SQL, edges. */
export const HOSTILE_TEXTS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "a\uDFFFb",
  "\uDBFF\uDBFF",
  "\uFFFE",
  "\u202Eevil",
  "\r\n",
  "\t",
  "' OR 1=1 --",
  "'; drop table users; --",
  '" OR ""="',
  "a & | ! (",
  "!:*&|()<->",
  "\\",
  "%",
  "%%",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "2147483647",
  "2147483648",
  "-2147483649",
  "9223372036854775808",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "-0",
  "0",
  "-1",
  "1.5",
  "0x10",
  "1,2,3",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "😀",
  "x".repeat(100 * KB),
  "é".repeat(50 * KB),
];

/** URL text that is not the encoding of any string: NUL, invalid UTF-8, broken escapes. */
export const RAW_URL_TEXTS: readonly string[] = [
  "%00",
  "a%00b",
  "%FF",
  "%C3%28",
  "%ED%A0%80",
  "%E0%80%AF",
  "%F4%90%80%80",
  "%C0%AE%C0%AE%2F",
  "%",
  "%zz",
  "%2",
  "%25%00",
];

/** Numbers at and past the int32 and double edges, as JSON text (1e309 and NaN are not JSON). */
export const HOSTILE_NUMBER_TOKENS: readonly string[] = [
  "2147483647",
  "2147483648",
  "-2147483648",
  "-2147483649",
  "9007199254740993",
  "1e309",
  "-1e309",
  "1e-400",
  "NaN",
  "Infinity",
  "-0",
  "0",
  "-1",
  "0.5",
];

/** A lone surrogate, one of the 2,048. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Hostile texts: the catalogue, and generated ones with the same ingredients. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fc.string({ maxLength: 4 }), loneSurrogate, fc.constant("\u0000")), { maxLength: 8 })
      .map((parts) => parts.join("")),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("a", "é", "😀", "\u0000", "'"), fc.integer({ min: 1, max: 100 * KB }))
      .map(([unit, size]) => unit.repeat(Math.ceil(size / unit.length))),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/**
 * A string's bytes as UTF-8, with a lone surrogate as the three bytes it would take (`ED A0 80`,
 * invalid UTF-8), which `TextEncoder` and `encodeURIComponent` refuse to write.
 */
export function looseUtf8(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i) ?? 0;
    if (code > 0xffff) i++;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return bytes;
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** A string percent-encoded as URL text (a lone surrogate as invalid UTF-8). */
export function urlText(text: string): string {
  return looseUtf8(text)
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

/**
 * A text as a header carries it: header values are bytes, so characters past U+007F go as their
 * UTF-8 bytes (a lone surrogate as invalid UTF-8). NUL, CR and LF cannot be sent at all (the Fetch
 * API and Node's parser refuse them), so they are dropped, and so are the outer spaces it trims.
 */
export function headerText(text: string): string {
  return looseUtf8(text)
    .filter((byte) => byte !== 0 && byte !== 0x0d && byte !== 0x0a)
    .map((byte) => String.fromCharCode(byte))
    .join("")
    .trim();
}

/** A hostile value for a path or query parameter, as URL text. */
export const hostileUrlValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileText.map(urlText) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_TEXTS) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBER_TOKENS).map(urlText) },
  // An array or an object where a scalar belongs, as a client library would write them.
  {
    weight: 1,
    arbitrary: fc.constantFrom("1,2", "%5B1%2C2%5D", "%7B%22a%22%3A1%7D", "%5Bobject%20Object%5D"),
  },
);

/** A hostile value for a header, as the bytes (Latin-1) a header carries. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileText.map(headerText) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("\u00ff", "\u00c3(", "\u00ed\u00a0\u0080", "Bearer ", "Bearer \u00ff"),
  },
);

/** A hostile JSON value for one body field, as JSON text (or not quite JSON). */
export const hostileJsonToken: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileText.map((text) => JSON.stringify(text)) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBER_TOKENS) },
  // Arrays and objects for scalars, nulls and booleans for strings.
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "null",
      "true",
      "false",
      "[]",
      '["a"]',
      "[[[]]]",
      "{}",
      '{"a":1}',
      '{"__proto__":{"x":1}}',
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "null") },
  // A raw NUL and a raw line break inside a string: not JSON.
  { weight: 1, arbitrary: fc.constantFrom('"a\u0000b"', '"a\nb"', '"\\u0000"', '"\\ud800"', '"\\uDFFF"') },
);

/*
 * The sweep: the values every target of every operation gets first, in this order, before
 * fast-check draws at random (so a NUL reaches every parameter on every run, not by luck).
 */
const SQL = "' OR 1=1 --";
const TSQUERY = "a & | ! (";
const LONG = "x".repeat(100 * KB);

export const SWEEP_URL_VALUES: readonly string[] = [
  "%00",
  "a%00b",
  "%FF",
  "%C3%28",
  "%ED%A0%80",
  urlText(SQL),
  urlText(TSQUERY),
  "2147483648",
  "-2147483649",
  "1e309",
  "NaN",
  "",
  "1,2",
  LONG,
];

export const SWEEP_HEADER_VALUES: readonly string[] = [
  "\u00ff",
  "a\u00c3(b",
  "\u00ed\u00a0\u0080",
  SQL,
  "2147483648",
  "Bearer \u00ff",
  "x".repeat(8 * KB),
];

export const SWEEP_JSON_TOKENS: readonly string[] = [
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  JSON.stringify(SQL),
  JSON.stringify(TSQUERY),
  "2147483648",
  "-2147483649",
  "1e309",
  "NaN",
  '""',
  "[]",
  "{}",
  "null",
  JSON.stringify(LONG),
];
