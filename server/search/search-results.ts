import { sql } from "drizzle-orm";
import type { ArticleJson } from "#core/content/content.ts";
import type { HighlightPart, SearchResultJson } from "#core/search/search.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import { headlineOptions, highlightParts, MARK_START, MARK_STOP, plainParts } from "./search-highlight.ts";
import type { QueryTexts } from "./search-query.ts";
import { ownLanguageQuery } from "./search-ranking.ts";

/** The longest text a snippet is taken from (ts_headline parses all it is given). */
const SNIPPET_SOURCE_CHARS = 3000;

const TITLE_HEADLINE = headlineOptions({ HighlightAll: true });
const SNIPPET_HEADLINE = headlineOptions({
  MaxWords: 30,
  MinWords: 12,
  ShortWord: 2,
  MaxFragments: 2,
  FragmentDelimiter: " … ",
});
const MARKS = MARK_START + MARK_STOP;

const ownConfig = sql`(case a.language when 'es' then 'icaro_es'::regconfig when 'pt' then 'icaro_pt'::regconfig else 'icaro_en'::regconfig end)`;

type Highlight = { name: HighlightPart[]; snippet: HighlightPart[] };

/**
 * The title and a snippet of each story with the query's words marked (ts_headline in the story's
 * language, so "sao" marks "São"). Tags and our marks are removed from the text it reads first.
 */
async function highlights(
  db: Database,
  ids: number[],
  text: QueryTexts | null,
): Promise<Map<number, Highlight>> {
  if (ids.length === 0) return new Map();
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const source = sql`translate(left(regexp_replace(
      case when a.description <> '' then a.description || ' ' else '' end || left(a.body, ${SNIPPET_SOURCE_CHARS * 2}),
      '<[^>]*>', ' ', 'g'), ${SNIPPET_SOURCE_CHARS}), ${MARKS}, '')`;
  const decoded = sql`replace(replace(replace(replace(replace(replace(${source}, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
  const rows = text
    ? await queryRows<{ id: number; name: string; snippet: string }>(
        db,
        sql`select a.id,
          ts_headline(${ownConfig}, translate(a.name, ${MARKS}, ''), ${ownLanguageQuery(text)}, ${TITLE_HEADLINE}) as name,
          ts_headline(${ownConfig}, regexp_replace(${decoded}, '\\s+', ' ', 'g'), ${ownLanguageQuery(text)}, ${SNIPPET_HEADLINE}) as snippet
        from articles a where a.id in (${idList})`,
      )
    : await queryRows<{ id: number; name: string; snippet: string }>(
        db,
        sql`select a.id, a.name, left(regexp_replace(${decoded}, '\\s+', ' ', 'g'), 240) as snippet
        from articles a where a.id in (${idList})`,
      );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      text
        ? { name: highlightParts(row.name), snippet: highlightParts(row.snippet?.trim()) }
        : { name: plainParts(row.name), snippet: plainParts(row.snippet?.trim() ?? "") },
    ]),
  );
}

/** The page's articles as the API shows them, each with its highlights, in rank order. */
export async function results(
  db: Database,
  ids: number[],
  highlightText: QueryTexts | null,
): Promise<SearchResultJson[]> {
  const [articles, marks] = await Promise.all([articlesByIds(db, ids), highlights(db, ids, highlightText)]);
  return articles.map((article: ArticleJson) => ({
    ...article,
    highlight: marks.get(article.id) ?? { name: plainParts(article.name), snippet: [] },
  }));
}
