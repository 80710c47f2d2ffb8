import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One way to do each small cross-cutting thing: each rule names a pattern that was once a second
 * way, the one helper that replaced it, and why. A rule fails with file:line when the pattern
 * comes back anywhere in the shipped source (tests are left out: they may build the old way on
 * purpose, to check the helper against it).
 */
interface Rule {
  name: string;
  /** Why there is one way: what went wrong, or would, with two. */
  why: string;
  /** Matched against each file's whole text, so a pattern may span lines. Must have the g flag. */
  pattern: RegExp;
  /** Files (repository paths) where the pattern is the helper itself. */
  allowed: string[];
  /** A line of the second way, which the pattern must catch (checked below, so a rule cannot rot). */
  example: string;
  /** The folders the rule holds in, when not all of ROOTS. */
  roots?: string[];
  /** Whether a match in a comment line counts (a comment may name the thing it does not build). */
  inComments?: boolean;
}

const RULES: Rule[] = [
  {
    name: "locale prefix map: localePrefixMap(config) from server/config.ts",
    why:
      "Five files built { en: '', es: '/es', pt: '/pt' } by hand from localePrefixes; the day one of them " +
      "forgot that the default locale's basename is '/', its links would gain a double slash.",
    pattern: /\[\s*locale\s*,\s*basename\s*===\s*"\/"\s*\?\s*""\s*:\s*basename\s*\]/g,
    allowed: ["server/config.ts"],
    example:
      'localePrefixes(config).map(({ locale, basename }) => [locale, basename === "/" ? "" : basename])',
  },
  {
    name: "HTML escaping: escapeHtml / escapeHtmlText from core/content/html-escape.ts",
    why:
      "Four files escaped HTML their own way (&#38; in one, &amp; in another, quotes in some, not in " +
      "others): a fifth that forgets one character is an injection. XML has its own (core/routing/sitemap.ts).",
    // A replacement that produces an entity, or a table that maps a character to one.
    pattern: /\.replace\([^\n]*?(?:["'`]&(?:amp|lt|gt|quot|apos|#\d+);|`&#\$\{)|["'][&<>]["']\s*:\s*["']&/g,
    allowed: ["core/content/html-escape.ts", "core/routing/sitemap.ts"],
    example: 'const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");',
  },
  {
    name: "database rows: queryRows from server/db/query-rows.ts",
    why:
      "db.execute answers { rows } on both engines but is typed otherwise; a dozen places cast it by " +
      "hand, each free to name a row type the query does not return. One helper holds the one cast.",
    pattern: /as\s+unknown\s+as\s+\{\s*rows\b/g,
    allowed: ["server/db/query-rows.ts"],
    example: "return (result as unknown as { rows: unknown[] }).rows;",
  },
  {
    name: "time zone names: isTimeZone from core/i18n/zoned-time.ts",
    why:
      "Two isTimeZone functions disagreed (one checked the characters, one only the length), so the " +
      "sports pages and the push API accepted different zones. A check of its own is a third.",
    pattern:
      /(?:function\s+|(?:const|let)\s+)is\w*TimeZone\b|try\s*\{\s*new\s+Intl\.DateTimeFormat\([^)]*timeZone/gi,
    allowed: ["core/i18n/zoned-time.ts"],
    example: "export function isValidTimeZone(zone: string): boolean {",
  },
  {
    name: "storage keys after the site's name: siteStorageKey from core/storage/local-storage-entry.ts",
    why:
      "Five files (six keys) joined the site's name and the key's name by hand; one that kept the " +
      "spaces of 'Icaro News' would read another key than the one written. Two keys do keep the spaces (core/push/push.ts's FirebaseToken and " +
      "core/push/alerts-prompt.ts's AlertsPromptLater): routing them through siteStorageKey would change " +
      "the stored key and lose what readers have, so they stay, and only they.",
    pattern:
      /\$\{\s*site(?:Name)?\b(?:\.replace\([^)]*\))?\s*\}[A-Za-z$]|site(?:Name)?\.replace\(\/\\s\+?\/g/g,
    allowed: ["core/storage/local-storage-entry.ts", "core/push/push.ts", "core/push/alerts-prompt.ts"],
    example: 'const key = siteName.replace(/\\s+/g, "") + "RewardsProgram";',
  },
  {
    name: "the visitor's id (PSID): carriedPsid from core/analytics/psid.ts, requestPsid in server/http/middleware/psid.ts",
    why:
      "Five places read the PSID from the cookie and the psid header, some the cookie first and some the " +
      "header: a request carrying both was one visitor to the follows and another to trending. One order, " +
      "one function. server/recommend/reader-access.ts asks whether either names a reader, which is no order.",
    pattern:
      /\[[^\]\n]*(?:header\("psid"\)|PSID_COOKIE)[^\]\n]*\]\.find\(isUsablePsid\)|isUsablePsid\(fromHeader\)/g,
    allowed: ["core/analytics/psid.ts", "server/http/middleware/psid.ts"],
    example: 'const psid = [c.req.header("psid"), getCookie(c, PSID_COOKIE)].find(isUsablePsid);',
  },
  {
    name: "API prefix: the setting (ICARO_API_PREFIX, default in server/config.ts), never a literal",
    why:
      'Six components fell back to a hard-coded "/api/v3/" where the prefix is a setting: with another ' +
      "prefix configured they would call an API that is not there. The pages read it with " +
      "useApiPrefix() (app/root-data.ts); the server from its config. The benches create their own " +
      "API app with the prefix they call, as an outside client would, and are left out.",
    pattern: /\?\?\s*["'`]\/?api\/v\d+\/|["'`]\/?api\/v\d+\/["'`]/g,
    allowed: ["server/config.ts"],
    roots: ["app", "core", "server", "demo", "scripts"],
    inComments: false,
    example: 'const apiPrefix = root?.apiPrefix ?? "/api/v3/";',
  },
  {
    name: "time-expiring memory: ttlCache from server/cache/ttl-cache.ts",
    why:
      "Two TTL caches with different signatures (ttlCache with its load fixed at creation, boundedCache " +
      "with a size bound and a load per call) stood beside five maps that kept a deadline by hand (the " +
      "shared API answers, like counts, search's rare conditions, the standings tables, the push " +
      "service's VAPID headers), each with its own idea of when an entry is stale and which goes first " +
      "when full. One cache, one rule: kept ttlMs, oldest out beyond maxEntries, the clock injectable. " +
      "Caches of another kind stay as they are: refreshing-cache.ts serves a stale value while it " +
      "refreshes (the recommendations), response-cache.ts holds rendered pages, least recently used " +
      "first out within a byte budget and a stale window (docs/decisions/0015-page-cache.md), the " +
      "image route's lruBytes has no lifetime at all, core/storage/bounded-memo.ts remembers a pure function " +
      "(the static islands put the minute in its key), and the analytics salts and live-stream loops " +
      "are kept for as long as their key means anything.",
    // A map whose entries carry a time, a deadline stored in one, or an entry's time held against the clock.
    pattern:
      /new\s+(?:Weak)?Map<[^\n]*?[{;,]\s*(?:expires|expiresAt|renewAt|until|at|storedAt)\??\s*:\s*number|\.set\([^;\n]*(?:Date\.now\(\)|\bnow\(\))\s*\+|(?:Date\.now\(\)|\bnow\(\))\s*-\s*[\w.?]+\.\w+\s*<|\.(?:expires|expiresAt|renewAt|storedAt|until)\s*[<>]=?\s*(?:Date\.now\(\)|\bnow\b)/g,
    allowed: [
      "server/cache/ttl-cache.ts",
      "server/cache/refreshing-cache.ts",
      "server/cache/response-cache.ts",
    ],
    example: "const counts = new Map<number, { count: number; at: number }>();",
  },
  {
    name: "a page's API calls: apiJson / apiAnswer from app/api/api-json.ts",
    why:
      "Loaders called context.api by hand in fifteen places, each with its own idea of a failed answer: " +
      "one threw the status without the API's code, one an Error (a 500), one the not-found page for " +
      "any status, some swallowed a throw and some did not. apiJson holds the one rule (an error status " +
      "is the error page with the API's code, a 404 the not-found page) and names the exceptions as " +
      "options: otherwise (a call the page does without), tolerate: server-failures (search: a refused " +
      "query is the error page, a failing search an empty one), anyErrorIsNotFound (a profile the URL " +
      "named). apiAnswer gives the status to a page whose states are statuses (a campaign that ended is " +
      "a 410 page, docs/behaviour/rewards.md#campaign-pages; the rewards form's field errors).",
    pattern: /\bcontext\??\.api\s*\(|\{[^}]*\bapi\b[^}]*\}\s*=\s*context\b/g,
    allowed: ["app/api/api-json.ts"],
    roots: ["app"],
    inComments: false,
    example: 'const response = await context.api(context.apiPrefix + "read_later?page=1");',
  },
];

const ROOTS = ["app", "core", "server", "demo", "scripts", "bench"];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST = /\.test\.(ts|tsx)$|^server\/testing\//;

/** The shipped source files, as repository paths (Vitest runs from the repository's root). */
function sourceFiles(): string[] {
  return ROOTS.flatMap((dir) =>
    (readdirSync(dir, { recursive: true }) as string[])
      .map((file) => join(dir, file))
      .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.includes("node_modules/")),
  );
}

/** Where the rule's pattern appears in the given files, as "file:line: text". */
function violations(rule: Rule, files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    if (rule.allowed.includes(path)) continue;
    if (rule.roots && !rule.roots.some((root) => path.startsWith(`${root}/`))) continue;
    for (const match of text.matchAll(rule.pattern)) {
      const before = text.slice(0, match.index);
      const line = before.split("\n").length;
      const lineStart = before.slice(before.lastIndexOf("\n") + 1).trimStart();
      if (rule.inComments === false && /^(\/\/|\/\*|\*)/.test(lineStart)) continue;
      found.push(`${path}:${line}: ${match[0].split("\n")[0].trim()}`);
    }
  }
  return found;
}

describe("one way for each cross-cutting concern", () => {
  const files = sourceFiles().map((path) => ({ path, text: readFileSync(path, "utf8") }));

  it("scans the source tree", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  for (const rule of RULES) {
    it(`${rule.name}: its pattern catches the second way`, () => {
      expect(
        violations(rule, [{ path: `${(rule.roots ?? ROOTS)[0]}/example.ts`, text: rule.example }]),
      ).not.toEqual([]);
    });
    it(rule.name, () => {
      expect(violations(rule, files), `${rule.why}\nUse the helper instead:`).toEqual([]);
    });
  }
});
