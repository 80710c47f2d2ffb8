import { asc, eq, inArray } from "drizzle-orm";
import type {
  ArticleContext,
  ArticleJson,
  ContentLanguage,
  ProfileContext,
  ProfileJson,
} from "#core/content/content.ts";
import { type TtlCache, ttlCache } from "#server/cache/ttl-cache.ts";
import type { Database } from "#server/db/client.ts";
import { articleProfiles, articles, profiles, publishers, sections } from "#server/db/schema.ts";

type ProfileRow = typeof profiles.$inferSelect;

const SECTION_LABELS_CACHE_MS = 10_000;

/** A profile row as the API shows it. */
export function toProfileJson(
  row: Pick<
    ProfileRow,
    "id" | "context" | "name" | "commonName" | "shortName" | "photo" | "hasStandings" | "names"
  >,
): ProfileJson {
  return {
    id: row.id,
    context: row.context as ProfileContext,
    name: row.name,
    common_name: row.commonName,
    short_name: row.shortName,
    photo: { small: row.photo, original: row.photo },
    has_standings: row.hasStandings,
    names: row.names,
  };
}

type Labels = Map<string, Record<string, string>>;

/** Section labels per language, per database; sections change rarely, so a few seconds of staleness is fine. */
const labelCaches = new WeakMap<Database, TtlCache<"labels", Labels>>();

function sectionLabels(db: Database): Promise<Labels> {
  let cache = labelCaches.get(db);
  if (!cache) {
    cache = ttlCache<"labels", Labels>({ ttlMs: SECTION_LABELS_CACHE_MS });
    labelCaches.set(db, cache);
  }
  return cache.getOrLoad("labels", async () => {
    const rows = await db.select().from(sections).orderBy(asc(sections.position));
    return new Map(rows.map((row) => [row.key, row.labels]));
  });
}

/**
 * When a story last changed, as readers understand it. `updated_at` is when its row changed:
 * ingestion moves it only when an item's content changed (server/ingest/store-feed.ts), and a
 * new row gets it equal to `created_at` (one `now()` per transaction). So a row never changed
 * since it was stored was never updated (its publication is its last change), and an update is
 * never earlier than the publication (docs/decisions/0063).
 */
export function articleUpdatedDate(row: { publishDate: Date; createdAt: Date; updatedAt: Date }): Date {
  if (row.updatedAt.getTime() === row.createdAt.getTime()) return row.publishDate;
  return row.updatedAt > row.publishDate ? row.updatedAt : row.publishDate;
}

const summaryColumns = {
  id: articles.id,
  context: articles.context,
  name: articles.name,
  description: articles.description,
  publishDate: articles.publishDate,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  section: articles.section,
  photos: articles.photos,
  link: articles.link,
  external: articles.external,
  offline: articles.offline,
  importance: articles.importance,
  videos: articles.videos,
  categories: articles.categories,
  language: articles.language,
  author: articles.author,
  amphtml: articles.amphtml,
  shortLink: articles.shortLink,
  videoLink: articles.videoLink,
  videoGuid: articles.videoGuid,
  publisherId: publishers.id,
  publisherName: publishers.name,
  publisherContext: publishers.context,
  publisherCommonName: publishers.commonName,
  publisherLogo: publishers.logo,
};

/**
 * Loads articles by id as the API shows them, in the order of `ids` (ids that do not exist are
 * left out). Lists leave the body out; `withBody` adds it (the article page).
 * Three queries whatever the count: the articles, their tags, the section labels.
 */
export async function articlesByIds(
  db: Database,
  ids: number[],
  options: { withBody?: boolean } = {},
): Promise<ArticleJson[]> {
  if (ids.length === 0) return [];
  const columns = options.withBody ? { ...summaryColumns, body: articles.body } : summaryColumns;
  const [rows, tagRows, labels] = await Promise.all([
    db
      .select(columns)
      .from(articles)
      .innerJoin(publishers, eq(publishers.id, articles.publisherId))
      .where(inArray(articles.id, ids)),
    db
      .select({ articleId: articleProfiles.articleId, profile: profiles })
      .from(articleProfiles)
      .innerJoin(profiles, eq(profiles.id, articleProfiles.profileId))
      .where(inArray(articleProfiles.articleId, ids))
      .orderBy(asc(profiles.id)),
    sectionLabels(db),
  ]);
  const tagsByArticle = new Map<number, ProfileJson[]>();
  for (const { articleId, profile } of tagRows) {
    const list = tagsByArticle.get(articleId) ?? [];
    list.push(toProfileJson(profile));
    tagsByArticle.set(articleId, list);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const result: ArticleJson[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const json: ArticleJson = {
      id: row.id,
      context: row.context as ArticleContext,
      name: row.name,
      description: row.description,
      publish_date: row.publishDate.toISOString(),
      updated_date: articleUpdatedDate(row).toISOString(),
      publisher: {
        id: row.publisherId,
        name: row.publisherName,
        context: row.publisherContext,
        common_name: row.publisherCommonName,
        logo: row.publisherLogo,
      },
      verticals: [
        {
          key: row.section,
          label: labels.get(row.section)?.[row.language] ?? row.section,
          // Every locale's label, so a page shows its own language's, not the story's (decision 0062).
          labels: labels.get(row.section) ?? {},
        },
      ],
      photos: row.photos,
      tags: (tagsByArticle.get(row.id) ?? []).map((tag) => ({ ...tag, following: false })),
      link: row.link,
      external: row.external,
      offline: row.offline,
      importance: row.importance,
      videos: row.videos,
      categories: row.categories,
      language: row.language as ContentLanguage,
      author: row.author,
      amphtml: row.amphtml,
      feed: { goto_short_link: row.shortLink },
      video: row.videoLink ? { link: row.videoLink, guid: row.videoGuid } : null,
    };
    if ("body" in row) json.body = row.body as string;
    result.push(json);
  }
  return result;
}
