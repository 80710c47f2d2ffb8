import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import { profileSearchNames, profiles } from "#server/db/schema.ts";
import { closestWord } from "./closest-word.ts";
import { withPlanner } from "./with-planner.ts";

/**
 * The least trigram similarity of a candidate correction to the word typed ("flamemgo" ~
 * "flamengo" is 0.5, "paolo" ~ "paulo" 0.33); the closest by edit distance wins (closest-word.ts).
 */
export const CORRECTION_SIMILARITY = 0.3;
/** Candidates per word weighed by edit distance. */
const CORRECTION_CANDIDATES = 20;
/** pg_trgm's word similarity a title or name needs to be a candidate for a correction. */
const CORRECTION_WORD_SIMILARITY = 0.45;
/** Words shorter than this are not corrected (too many near neighbours). */
const CORRECTION_MIN_LENGTH = 4;

/**
 * Corrections of a query's words: for each word of 4+ letters, the nearest word (fewest edits
 * among the trigram-similar ones) among the titles' words (`search_words`) and the profiles' names ("flamemgo" →
 * "flamengo"). A word found as it is keeps itself; stop words and short words are kept.
 */
export async function findCorrections(db: Database, words: string[]): Promise<Map<string, string>> {
  const candidates = [...new Set(words)].filter(
    (word) => word.length >= CORRECTION_MIN_LENGTH && /\p{L}/u.test(word),
  );
  if (candidates.length === 0) return new Map();
  const list = sql`array[${sql.join(
    candidates.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const names = profileSearchNames(profiles);
  return withPlanner(
    db,
    {
      // The `%` and `%>` operators' thresholds, for this transaction only.
      "pg_trgm.similarity_threshold": String(CORRECTION_SIMILARITY),
      "pg_trgm.word_similarity_threshold": String(CORRECTION_WORD_SIMILARITY),
    },
    async (tx) => {
      const rows = await queryRows<{ word: string; candidate: string; sim: number }>(
        tx,
        sql`
        select u.w as word, near.word as candidate, near.sim::float8 as sim
        from unnest(${list}) u(w)
        cross join lateral (
          select c.word, similarity(c.word, u.w) as sim
          from (
            (select s.word from search_words s where s.word % u.w limit 50)
            union all
            (select regexp_split_to_table(icaro_fold(${names}), '[^[:alnum:]]+')
             from profiles where icaro_fold(${names}) %> u.w limit 10)
          ) c
          where length(c.word) >= ${CORRECTION_MIN_LENGTH - 1}
          order by sim desc, c.word
          limit ${CORRECTION_CANDIDATES}
        ) near`,
      );
      const corrections = new Map<string, string>();
      for (const word of candidates) {
        const near = rows
          .filter((row) => row.word === word)
          .map((row) => ({ word: row.candidate, sim: row.sim }));
        const correction = closestWord(word, near);
        if (correction) corrections.set(word, correction);
      }
      return corrections;
    },
  );
}
