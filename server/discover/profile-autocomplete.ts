import { asc, notInArray, sql } from "drizzle-orm";
import type { ProfileJson } from "#core/content/content.ts";
import { toProfileJson } from "#server/content/article-json.ts";
import type { Database } from "#server/db/client.ts";
import { profileSearchNames, profiles } from "#server/db/schema.ts";
import { type Paging, pageWindow } from "#server/http/api/params.ts";

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
 * name in SQL instead (`translate`, or `unaccent`) costs a character-by-
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

/** pg_trgm's word similarity a name needs to be offered for a mistyped query ("flamemgo"). */
export const PROFILE_TYPO_SIMILARITY = 0.45;

/**
 * Profiles whose name, common name, an alias or a name in one of the site's languages contains
 * `query`, case- and accent-insensitively ("sao" finds "São Paulo"). Names that start with the
 * query come first, then names with a word that does, then the rest; alphabetical within each.
 * With `typos` (search's autocomplete), a first page with room left is filled with the names most
 * like the query by trigrams ("flamemgo" finds "Flamengo"), most similar first.
 */
export async function autocompleteProfiles(
  db: Database,
  query: string,
  paging: Paging,
  options: { typos?: boolean } = {},
): Promise<ProfileJson[]> {
  const folded = foldName(query);
  const pattern = accentInsensitivePattern(folded);
  // Every name of the profile in one string: "name|common name|["alias", "alias"]|en|es|pt". A
  // name starts after "|" or a quote; a word after a space or punctuation.
  const names = sql`(${profiles.name} || '|' || ${profiles.commonName} || '|' || ${profiles.aliases}::text || '|' || coalesce(${profiles.names} ->> 'en', '') || '|' || coalesce(${profiles.names} ->> 'es', '') || '|' || coalesce(${profiles.names} ->> 'pt', ''))`;
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
  if (options.typos && paging.page === 1 && rows.length < limit && folded.length >= 3) {
    rows.push(
      ...(await similarProfiles(
        db,
        folded,
        limit - rows.length,
        rows.map((row) => row.id),
      )),
    );
  }
  return rows.map(toProfileJson);
}

/** Profiles whose names look like `folded` by trigrams (the `profiles_names_trgm` index), best first. */
async function similarProfiles(db: Database, folded: string, limit: number, except: number[]) {
  const searchNames = sql`icaro_fold(${profileSearchNames(profiles)})`;
  const others = except.length > 0 ? sql`and ${notInArray(profiles.id, except)}` : sql``;
  return db.transaction(async (tx) => {
    // The `%>` operator's threshold, for this transaction only.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(PROFILE_TYPO_SIMILARITY)}, true)`,
    );
    return tx
      .select()
      .from(profiles)
      .where(sql`${searchNames} %> ${folded} ${others}`)
      .orderBy(
        sql`word_similarity(${folded}, ${searchNames}) desc`,
        sql`lower(${profiles.name})`,
        asc(profiles.id),
      )
      .limit(limit);
  });
}
