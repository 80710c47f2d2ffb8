import { and, asc, eq } from "drizzle-orm";
import { SECTION_KEYS, type SectionKey } from "#core/content/content.ts";
import type { Database } from "#server/db/client.ts";
import { publisherFeeds, publishers } from "#server/db/schema.ts";
import { toContentLanguage } from "#server/ingest/content-language.ts";
import { publisherByName } from "#server/ingest/publisher-by-name.ts";
import { seedSections } from "#server/site/sections.ts";
import { feedUrl } from "./fetch-feed.ts";

/** A request the operator can fix: unknown section, bad URL, no such feed. */
export class FeedRegistryError extends Error {
  override name = "FeedRegistryError";
}

export type FeedRecord = {
  id: number;
  publisherId: number;
  publisher: string;
  url: string;
  language: string | null;
  section: string | null;
  etag: string | null;
  lastModified: string | null;
  lastFetchedAt: Date | null;
  lastStatus: string | null;
  lastError: string | null;
  failures: number;
  nextFetchAt: Date;
};

/** A feed as the operator endpoint sends it (`icaro feeds`): its dates as ISO 8601 text. */
export type FeedJson = Omit<FeedRecord, "lastFetchedAt" | "nextFetchAt"> & {
  lastFetchedAt: string | null;
  nextFetchAt: string;
};

const columns = {
  id: publisherFeeds.id,
  publisherId: publisherFeeds.publisherId,
  publisher: publishers.name,
  url: publisherFeeds.url,
  language: publisherFeeds.language,
  section: publisherFeeds.section,
  etag: publisherFeeds.etag,
  lastModified: publisherFeeds.lastModified,
  lastFetchedAt: publisherFeeds.lastFetchedAt,
  lastStatus: publisherFeeds.lastStatus,
  lastError: publisherFeeds.lastError,
  failures: publisherFeeds.failures,
  nextFetchAt: publisherFeeds.nextFetchAt,
};

/**
 * Registers a feed URL for a publisher (created when new), due for polling at once. Adding a
 * URL the publisher already has updates its language and section instead.
 */
export async function addFeed(
  db: Database,
  input: { publisher: string; url: string; language?: string; section?: string },
): Promise<{ feed: FeedRecord; created: boolean }> {
  const name = input.publisher.trim();
  if (!name) throw new FeedRegistryError("A publisher name is required");
  let url: string;
  try {
    url = feedUrl(input.url).href;
  } catch (error) {
    throw new FeedRegistryError((error as Error).message);
  }
  const language = input.language === undefined ? null : toContentLanguage(input.language);
  if (input.language !== undefined && language === null) {
    throw new FeedRegistryError(`Unsupported language "${input.language}" (en, es or pt)`);
  }
  const section = input.section ?? null;
  if (section !== null && !(SECTION_KEYS as readonly string[]).includes(section)) {
    throw new FeedRegistryError(`Unknown section "${section}" (one of ${SECTION_KEYS.join(", ")})`);
  }

  return db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Feeds may name a section; a database started without the demo may not have them yet.
    await seedSections(db);
    const publisher = await publisherByName(db, name, language ?? "en");
    const [existing] = await db
      .select({ id: publisherFeeds.id })
      .from(publisherFeeds)
      .where(and(eq(publisherFeeds.publisherId, publisher.id), eq(publisherFeeds.url, url)));
    if (existing) {
      await db
        .update(publisherFeeds)
        .set({ language, section: section as SectionKey | null })
        .where(eq(publisherFeeds.id, existing.id));
    } else {
      await db.insert(publisherFeeds).values({ publisherId: publisher.id, url, language, section });
    }
    const [feed] = await feedsWhere(
      db,
      and(eq(publisherFeeds.publisherId, publisher.id), eq(publisherFeeds.url, url)),
    );
    return { feed, created: !existing };
  });
}

export async function listFeeds(db: Database): Promise<FeedRecord[]> {
  return feedsWhere(db, undefined);
}

/** Removes a feed by id, or every feed with that URL; returns what was removed (never empty). */
export async function removeFeed(db: Database, idOrUrl: string): Promise<FeedRecord[]> {
  const target = idOrUrl.trim();
  const condition = /^\d{1,9}$/.test(target)
    ? eq(publisherFeeds.id, Number(target))
    : eq(publisherFeeds.url, safeHref(target));
  const found = await feedsWhere(db, condition);
  if (found.length === 0) throw new FeedRegistryError(`No feed with id or URL ${target}`);
  await db.delete(publisherFeeds).where(condition);
  return found;
}

function safeHref(value: string): string {
  try {
    return new URL(value).href;
  } catch {
    return value;
  }
}

function feedsWhere(db: Database, condition: ReturnType<typeof eq> | undefined) {
  return db
    .select(columns)
    .from(publisherFeeds)
    .innerJoin(publishers, eq(publishers.id, publisherFeeds.publisherId))
    .where(condition)
    .orderBy(asc(publisherFeeds.id));
}
