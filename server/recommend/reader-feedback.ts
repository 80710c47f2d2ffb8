import { and, desc, eq } from "drizzle-orm";
import type { SectionKey } from "#core/content/content.ts";
import { type FeedbackJson, type FeedbackKind, fewerTargetOf } from "#core/content/recommendation-reason.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import type { Database } from "#server/db/client.ts";
import { articles, profiles, publishers, readerFeedback, sections } from "#server/db/schema.ts";
import { ensureOwner, findOwner, type Reader } from "#server/favorites/follow-owners.ts";

/** The reader's feedback: fewer of a section or profile, blocked publishers. */
export function createReaderFeedback(db: Database) {
  async function label(target: string): Promise<string> {
    const [type, value] = target.split(":");
    if (type === "profile") {
      const [row] = await db
        .select({ name: profiles.name })
        .from(profiles)
        .where(eq(profiles.id, Number(value)));
      return row?.name ?? target;
    }
    if (type === "publisher") {
      const [row] = await db
        .select({ name: publishers.name })
        .from(publishers)
        .where(eq(publishers.id, Number(value)));
      return row?.name ?? target;
    }
    // A section's English label; pages show their own language's from the catalogs, by key.
    const [row] = await db
      .select({ labels: sections.labels })
      .from(sections)
      .where(eq(sections.key, value as SectionKey));
    return row?.labels.en ?? value;
  }

  async function list(reader: Reader): Promise<FeedbackJson[]> {
    const owner = await findOwner(db, reader);
    if (owner === null) return [];
    const rows = await db
      .select()
      .from(readerFeedback)
      .where(eq(readerFeedback.ownerId, owner))
      .orderBy(desc(readerFeedback.createdAt), desc(readerFeedback.id));
    return Promise.all(
      rows.map(async (row) => ({
        kind: row.kind as FeedbackKind,
        target: row.target,
        label: await label(row.target),
        created_at: row.createdAt.toISOString(),
      })),
    );
  }

  return {
    list,

    async give(
      reader: Reader,
      kind: FeedbackKind,
      article: { id: number; context: string },
    ): Promise<FeedbackJson> {
      const [story] = await articlesByIds(db, [article.id]);
      if (!story || story.context !== article.context)
        throw contentErrors.articleNotFound(article.context, article.id);
      const target =
        kind === "block" ? `publisher:${await publisherIdOf(db, article.id)}` : fewerTargetOf(story);
      const owner = await ensureOwner(db, reader);
      const [row] = await db
        .insert(readerFeedback)
        .values({ ownerId: owner, kind, target })
        .onConflictDoUpdate({
          target: [readerFeedback.ownerId, readerFeedback.kind, readerFeedback.target],
          set: { createdAt: new Date() },
        })
        .returning();
      return { kind, target, label: await label(target), created_at: row.createdAt.toISOString() };
    },

    async withdraw(reader: Reader, kind: FeedbackKind, target: string): Promise<FeedbackJson[]> {
      const owner = await findOwner(db, reader);
      if (owner !== null) {
        await db
          .delete(readerFeedback)
          .where(
            and(
              eq(readerFeedback.ownerId, owner),
              eq(readerFeedback.kind, kind),
              eq(readerFeedback.target, target),
            ),
          );
      }
      return list(reader);
    },
  };
}

async function publisherIdOf(db: Database, articleId: number): Promise<number> {
  const [row] = await db
    .select({ publisherId: articles.publisherId })
    .from(articles)
    .where(eq(articles.id, articleId));
  return row.publisherId;
}
