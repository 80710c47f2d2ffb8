import { sql } from "drizzle-orm";
import type { ArticleContext, ArticleJson } from "#core/content.ts";
import { foldForSearch } from "#core/search-text.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "./query-rows.ts";

/** How many of a tag's newest articles are looked at: a tag on 100k stories must not cost 100k rows. */
const TAG_FANOUT = 500;
/** A tag's frequency is counted up to this; beyond it a tag is simply "very common". */
const TAG_COUNT_CAP = 1000;
/** Title words used for text similarity: the longest ones, which say most about the story. */
const TITLE_LEXEMES = 6;
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

const SEARCH_CONFIG = { en: "english", es: "spanish", pt: "portuguese" } as Record<string, string>;

/**
 * Articles related to one article, in the same language: each shared tag counts 1 plus a bonus for
 * rare tags (1/ln(2+uses), so "Real Madrid" says more than "Football"), and text similarity of the
 * titles adds less than 1 (ts_rank normalised to [0,1)), so any shared tag beats text alone. Equal
 * scores go newest first. Returns null when the article does not exist (the client then falls back).
 *
 * Cost is bounded whatever the table size: each tag contributes at most its TAG_FANOUT newest
 * articles and the text query ranks at most TEXT_FANOUT matches of pairs of title words.
 */
export async function relatedArticles(db: Database, options: RelatedOptions): Promise<ArticleJson[] | null> {
  const [source] = await queryRows<{ id: number; language: string; name: string }>(
    db,
    sql`select id, language, name from articles where id = ${options.id} and context = ${options.type}`,
  );
  if (!source) return null;
  const ids = await relatedIds(db, source, options);
  return articlesByIds(db, ids);
}

async function relatedIds(
  db: Database,
  source: { id: number; language: string; name: string },
  options: RelatedOptions,
): Promise<number[]> {
  const config = SEARCH_CONFIG[source.language] ?? "english";
  const title = options.text === false ? "" : foldForSearch(source.name);
  const offset = (options.page - 1) * options.size;
  if (offset >= options.pool) return [];
  const take = Math.min(options.size, options.pool - offset);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with tag_weights as (
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
    lexemes as (
      select lexeme from unnest(to_tsvector(${config}::regconfig, ${title}))
      where length(lexeme) >= 3 and lexeme ~ '^[[:alnum:]]+$'
      order by length(lexeme) desc, lexeme
      limit ${TITLE_LEXEMES}
    ),
    text_query as (
      -- Two title words in common, or the only one: one shared common word is not "related".
      select coalesce(
        (select string_agg('(' || quote_literal(a.lexeme) || ' & ' || quote_literal(b.lexeme) || ')', ' | ')
           from lexemes a join lexemes b on a.lexeme < b.lexeme),
        (select string_agg(quote_literal(lexeme), ' | ') from lexemes)
      )::tsquery as query
    ),
    text_hits as (
      select a.id, ts_rank(a.search_vector, (select query from text_query), 32)::float8 as score
      from articles a
      where a.search_vector @@ (select query from text_query)
        and a.id <> ${source.id}
        and a.language = ${source.language}
      order by a.publish_date desc, a.id desc
      limit ${TEXT_FANOUT}
    ),
    scored as (
      select id, sum(score) as score
      from (select id, score from tag_hits union all select id, score from text_hits) parts
      group by id
    ),
    pool as (
      select a.id, s.score, a.publish_date
      from scored s
      join articles a on a.id = s.id
      where a.language = ${source.language}
      order by s.score desc, a.publish_date desc, a.id desc
      limit ${options.pool}
    )
    select id from pool
    order by ${options.latest ? sql`publish_date desc, id desc` : sql`score desc, publish_date desc, id desc`}
    limit ${take} offset ${offset}`,
  );
  return rows.map((row) => Number(row.id));
}
