import type { ArticleContext, ContentLanguage, ProfileContext, SectionKey } from "#core/content/content.ts";
import { articleSearchText } from "#core/search/search-text.ts";
import type { Database } from "#server/db/client.ts";
import { articleProfiles, articles, profiles, publishers } from "#server/db/schema.ts";

/** Test fixtures inserted with Drizzle: a publisher, profiles and articles with tags. */
export async function insertPublisher(db: Database, name = "Fixture Press"): Promise<number> {
  const [row] = await db
    .insert(publishers)
    .values({ name, commonName: name })
    .returning({ id: publishers.id });
  return row.id;
}

export async function insertProfile(
  db: Database,
  name: string,
  context: ProfileContext = "teams",
): Promise<number> {
  const [row] = await db
    .insert(profiles)
    .values({ context, name, commonName: name })
    .returning({ id: profiles.id });
  return row.id;
}

export type FixtureArticle = {
  name: string;
  publishDate: Date;
  section?: SectionKey;
  language?: ContentLanguage;
  context?: ArticleContext;
  tags?: number[];
  importance?: number;
  readCount?: number;
};

export async function insertArticle(
  db: Database,
  publisherId: number,
  article: FixtureArticle,
): Promise<number> {
  const [row] = await db
    .insert(articles)
    .values({
      name: article.name,
      publishDate: article.publishDate,
      publisherId,
      section: article.section ?? "news",
      language: article.language ?? "en",
      context: article.context ?? "news_stories",
      importance: article.importance ?? 0,
      readCount: article.readCount ?? 0,
      searchText: articleSearchText({ name: article.name }),
    })
    .returning({ id: articles.id });
  if (article.tags?.length) {
    await db
      .insert(articleProfiles)
      .values(article.tags.map((profileId) => ({ articleId: row.id, profileId })));
  }
  return row.id;
}

/** A date `hours` before a fixed instant, so fixtures order the same on every run. */
export function hoursAgo(hours: number, from = new Date("2025-06-01T12:00:00Z")): Date {
  return new Date(from.getTime() - hours * 3_600_000);
}
