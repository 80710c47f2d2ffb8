import { sql } from "drizzle-orm";
import type { ArticleContext, ArticleJson } from "#core/content/content.ts";
import { withoutTwins } from "#core/content/headline-shape.ts";
import { ttlCache } from "#server/cache/ttl-cache.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";

/** How many of a tag's newest articles are looked at: a tag on 100k stories must not cost 100k rows. */
const TAG_FANOUT = 250;
/** A tag's frequency is counted up to this; beyond it a tag is simply "very common". */
const TAG_COUNT_CAP = 500;
/** Title words used for text similarity: the rarest, then longest, which say most about the story. */
const TITLE_LEXEMES = 6;
/** A title word found in more than this share of articles is too common to relate stories. */
const COMMON_LEXEME = 0.01;
/** Text matches ranked per request, the newest first. */
const TEXT_FANOUT = 200;

export type RelatedOptions = {
  /** The source article's context (the URL's `{type}`); another context is "not found". */
  type: ArticleContext;
  id: number;
  /** The candidate pool: the best `pool` articles, then paged. */
  pool: number;
  size: number;
  page: number;
  /** Order the pool newest first instead of by relatedness. */
  latest?: boolean;
  /** Text similarity on top of shared tags (the v4 endpoint); the v3 fallback uses tags only. */
  text?: boolean;
};

/** Related lists change only when new articles arrive: a hot article's list is reused briefly. */
export const RELATED_CACHE_MS = 30_000;
const RELATED_CACHE_ENTRIES = 5_000;

type Source = { id: number; language: string; name: string; query: string | null };

/**
 * Articles related to one article, in the same language: each shared tag counts 1 plus a bonus for
 * rare tags (1/ln(2+uses), so "Real Madrid" says more than "Football"), and text similarity of the
 * titles adds less than 1 (ts_rank normalised to [0,1)), so any shared tag beats text alone. Equal
 * scores go newest first. `find` returns null when the article does not exist (the client then
 * falls back to its other endpoints).
 *
 * Cost is bounded whatever the table size: each tag contributes at most its TAG_FANOUT newest
 * articles and the text query ranks at most TEXT_FANOUT matches of pairs of salient title words.
 * The ranked pool of an article is kept for RELATED_CACHE_MS (pass `cacheMs: 0` to turn it off).
 */
export function createRelatedFinder(db: Database, options: { cacheMs?: number } = {}) {
  const cacheMs = options.cacheMs ?? RELATED_CACHE_MS;
  const cache = ttlCache<string, number[] | null>({ ttlMs: cacheMs, maxEntries: RELATED_CACHE_ENTRIES });
  const pool = (request: RelatedOptions) => {
    const load = () => relatedPool(db, request);
    if (cacheMs <= 0) return load();
    const key = [request.type, request.id, request.pool, request.latest, request.text !== false].join(":");
    return cache.getOrLoad(key, load);
  };
  return {
    async find(request: RelatedOptions): Promise<ArticleJson[] | null> {
      const ids = await pool(request);
      if (!ids) return null;
      const start = (request.page - 1) * request.size;
      return articlesByIds(db, ids.slice(start, start + request.size));
    },
  };
}

/**
 * The source article and, unless `text` is off, its title's salient words as a tsquery, in one
 * query. The title's lexemes are read from the stored search vector (the title comes first in
 * `search_text`, so its lexemes have the first positions; stop words hold positions too). Words
 * that ANALYZE found in more than 1% of articles (pg_stats' most common elements: "league" says
 * little) are left out, the rarest and longest first. Two of them must match (pairs ORed), or the
 * only one. The query is null when the title has nothing salient.
 */
async function findSource(db: Database, request: RelatedOptions): Promise<Source | null> {
  const withText = request.text !== false;
  const [row] = await queryRows<Source>(
    db,
    sql`
    with src as materialized (
      select id, language, name, search_vector,
        coalesce(array_length(regexp_split_to_array(btrim(name), '[[:space:]]+'), 1), 0) as title_words
      from articles where id = ${request.id} and context = ${request.type}
    ),
    stats as (
      select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
      from pg_stats
      where ${withText} and schemaname = current_schema() and tablename = 'articles' and attname = 'search_vector'
    ),
    lexemes as (
      select u.lexeme,
        coalesce((select s.freqs[array_position(s.elems, u.lexeme)] from stats s), 0) as freq
      from src cross join lateral unnest(src.search_vector) u
      where ${withText} and u.positions[1] <= src.title_words
        and length(u.lexeme) >= 3 and u.lexeme ~ '^[[:alnum:]]+$'
    ),
    salient as (
      select lexeme from lexemes where freq < ${COMMON_LEXEME}
      order by freq, length(lexeme) desc, lexeme limit ${TITLE_LEXEMES}
    )
    select id, language, name, coalesce(
      (select string_agg('(' || quote_literal(a.lexeme) || ' & ' || quote_literal(b.lexeme) || ')', ' | ')
         from salient a join salient b on a.lexeme < b.lexeme),
      (select string_agg(quote_literal(lexeme), ' | ') from salient)
    ) as query
    from src`,
  );
  return row ? { id: Number(row.id), language: row.language, name: row.name, query: row.query } : null;
}

/** The related ids of an article, best first, up to `pool`; null for an unknown article. */
async function relatedPool(db: Database, request: RelatedOptions): Promise<number[] | null> {
  const source = await findSource(db, request);
  if (!source) return null;
  // Without salient words there is no text part at all: an empty tsquery would still make the
  // planner walk the whole date index looking for matches.
  const textHits = source.query
    ? sql`
      select a.id, ts_rank(a.search_vector, ${source.query}::tsquery, 32)::float8 as score
      from articles a
      where a.search_vector @@ ${source.query}::tsquery
        and a.id <> ${source.id}
        and a.language = ${source.language}
      order by a.publish_date desc, a.id desc
      limit ${TEXT_FANOUT}`
    : sql`select 0 as id, 0::float8 as score where false`;
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`
    with tag_weights as materialized (
      select t.profile_id,
        1 + 1 / ln(2 + (
          select count(*) from (
            select 1 from article_profiles x where x.profile_id = t.profile_id limit ${TAG_COUNT_CAP}
          ) used
        )) as weight
      from article_profiles t
      where t.article_id = ${source.id}
    ),
    tag_hits as (
      select hit.article_id as id, sum(tw.weight)::float8 as score
      from tag_weights tw
      cross join lateral (
        select ap.article_id from article_profiles ap
        where ap.profile_id = tw.profile_id and ap.article_id <> ${source.id}
        order by ap.article_id desc
        limit ${TAG_FANOUT}
      ) hit
      group by hit.article_id
    ),
    text_hits as (${textHits}),
    scored as (
      select id, sum(score) as score
      from (select id, score from tag_hits union all select id, score from text_hits) parts
      group by id
    ),
    pool as (
      -- A lateral lookup by primary key per candidate: a hash join would read every article of
      -- the language instead.
      select s.id, s.score, a.publish_date, a.name
      from scored s
      cross join lateral (
        select publish_date, name from articles where id = s.id and language = ${source.language} limit 1
      ) a
      order by s.score desc, a.publish_date desc, s.id desc
      limit ${request.pool}
    )
    select id, name from pool
    order by ${request.latest ? sql`publish_date desc, id desc` : sql`score desc, publish_date desc, id desc`}`,
  );
  // A story that only swaps the source's names and numbers (or an earlier pick's) is the same
  // kind of story again, not a related one (core/content/headline-shape.ts).
  return withoutTwins(rows, (row) => row.name, [source.name]).map((row) => Number(row.id));
}
