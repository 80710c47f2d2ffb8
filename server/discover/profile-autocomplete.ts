import { asc, sql } from "drizzle-orm";
import type { ProfileJson } from "#core/content.ts";
import { toProfileJson } from "#server/content/article-json.ts";
import type { Database } from "#server/db/client.ts";
import { profiles } from "#server/db/schema.ts";
import { type Paging, pageWindow } from "#server/http/params.ts";

/** Lower case without accents or repeated spaces: "  São  Paulo" → "sao paulo". */
export function foldName(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The accented forms of the site's languages (and their neighbours) of each plain letter. */
const ACCENTED: Record<string, string> = {
  a: "áàâãäå",
  e: "éèêë",
  i: "íìîï",
  o: "óòôõö",
  u: "úùûü",
  c: "ç",
  n: "ñ",
  y: "ýÿ",
  g: "ğ",
  s: "śšş",
  z: "źžż",
};

/**
 * A PostgreSQL regular expression (used with `~*`, case-insensitive) that matches the folded
 * query in a name written with or without accents: "sao" → `s[aáàâãäåÁÀÂÃÄÅ]o…`. Folding every
 * name in SQL instead (`translate`, or `unaccent`, which PGlite lacks) costs a character-by-
 * character rewrite of every row; a compiled pattern is several times faster.
 */
export function accentInsensitivePattern(folded: string): string {
  return [...folded]
    .map((char) => {
      const accented = ACCENTED[char];
      if (accented) return `[${char}${accented}${accented.toUpperCase()}]`;
      return char.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&");
    })
    .join("");
}

/**
 * Profiles whose name, common name or an alias contains `query`, case- and accent-insensitively
 * ("sao" finds "São Paulo"). Names that start with the query come first, then names with a word
 * that does, then the rest; alphabetical within each.
 */
export async function autocompleteProfiles(
  db: Database,
  query: string,
  paging: Paging,
): Promise<ProfileJson[]> {
  const pattern = accentInsensitivePattern(foldName(query));
  // Every name of the profile in one string: "name|common name|["alias", "alias"]". A name
  // starts after "|" or a quote; a word after a space or punctuation.
  const names = sql`(${profiles.name} || '|' || ${profiles.commonName} || '|' || ${profiles.aliases}::text)`;
  const rank = sql`case
    when ${names} ~* ${`(^|[|"])${pattern}`} then 0
    when ${names} ~* ${`(^|[\\s|"(/.,'-])${pattern}`} then 1
    else 2 end`;
  const { limit, offset } = pageWindow(paging);
  const rows = await db
    .select()
    .from(profiles)
    .where(sql`${names} ~* ${pattern}`)
    .orderBy(rank, sql`lower(${profiles.name})`, asc(profiles.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toProfileJson);
}
