import { createHash } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { type ContentLanguage, SECTION_KEYS, type SectionKey } from "#core/content/content.ts";
import { articleSearchText } from "#core/search/search-text.ts";
import { bumpContentVersion } from "#server/cache/content-version.ts";
import type { Database } from "#server/db/client.ts";
import {
  type ArticlePhoto,
  type ArticleVideo,
  articleProfiles,
  articles,
  profiles,
} from "#server/db/schema.ts";
import { seedSections } from "#server/site/sections.ts";
import { canonicalLink } from "./canonical-link.ts";
import { toContentLanguage } from "./content-language.ts";
import { FeedError } from "./feed-error.ts";
import { guessLanguage } from "./guess-language.ts";
import { type ParsedItem, parseFeed } from "./parse-feed.ts";
import { createProfileMatcher } from "./profile-matcher.ts";
import { publisherByName } from "./publisher-by-name.ts";
import { sectionFromCategories } from "./section-of.ts";
import { videoOf } from "./video-of.ts";

export type IngestOptions = {
  /** The publisher's name; found case-insensitively, created when new. */
  publisher: string;
  /** Overrides the feed's language (en, es, pt; "pt-BR" counts as pt). */
  language?: string;
  /** Puts every item in this section instead of reading it from the categories. */
  section?: string;
  /** When the feed was fetched: the date of items without one. Defaults to now. */
  fetchedAt?: Date;
  /** The HTTP Content-Type, for its charset. */
  contentType?: string;
  /** The URL the feed came from, to resolve relative links. */
  baseUrl?: string;
  /** Called as items are written, for a progress bar. */
  onProgress?: (done: number, total: number) => void;
};

export type IngestResult = {
  new: number;
  updated: number;
  /** Items already stored unchanged, and repeats of an item within the feed. */
  skipped: number;
  /** Items that could not be used (no title, no usable link). */
  failed: number;
  publisherId: number;
};

/** Rows per INSERT: about 20 parameters each, well under PostgreSQL's 65,535. */
const INSERT_BATCH = 500;
/** Keys per lookup query. */
const LOOKUP_BATCH = 1000;
/** Longer keys are stored as a hash, because a B-tree entry must fit in a third of a page. */
const MAX_KEY_LENGTH = 1000;
/** First argument of the advisory lock that serialises ingestion per publisher. */
const INGEST_LOCK = 41_044;

type ItemRow = {
  guid: string;
  canonicalLink: string;
  name: string;
  description: string;
  body: string;
  link: string;
  publishDate: Date;
  /** False when the feed gave no date: a stored date is then kept on updates. */
  dated: boolean;
  author: string | null;
  categories: string[];
  photos: ArticlePhoto[];
  context: "news_stories" | "videos";
  videos: ArticleVideo[];
  videoLink: string | null;
  videoGuid: string | null;
  section: SectionKey;
  tagIds: number[];
  searchText: string;
};

type Existing = {
  id: number;
  guid: string | null;
  canonicalLink: string | null;
  contentHash: string;
  publishDate: Date;
};

/**
 * Stores a feed's items for a publisher. Everything is parsed and prepared before the database
 * is touched, so a feed that cannot be parsed throws a FeedError having written nothing; all
 * writes then happen in one transaction, so a failure half-way leaves no trace. Items are
 * recognised by guid, then by canonical link, within the publisher: an unchanged one is skipped,
 * a changed one is updated in place (same id).
 */
export async function ingestFeed(
  db: Database,
  bytes: Uint8Array,
  options: IngestOptions,
): Promise<IngestResult> {
  const publisherName = options.publisher.trim();
  if (!publisherName) throw new FeedError("A publisher name is required");
  const section = options.section;
  if (section !== undefined && !isSection(section)) {
    throw new FeedError(`Unknown section "${section}" (one of ${SECTION_KEYS.join(", ")})`);
  }
  const fetchedAt = options.fetchedAt ?? new Date();
  const feed = parseFeed(bytes, { url: options.baseUrl, contentType: options.contentType, fetchedAt });

  const profileRows = await db
    .select({ id: profiles.id, name: profiles.name, aliases: profiles.aliases })
    .from(profiles);
  const matchProfiles = createProfileMatcher(profileRows);
  const profileNames = new Map(profileRows.map((row) => [row.id, row.name]));

  let failed = feed.skipped;
  const rows: ItemRow[] = [];
  for (const item of feed.items) {
    const row = prepareItem(item, { fetchedAt, section, matchProfiles, profileNames });
    if (row) rows.push(row);
    else failed++;
  }

  // The operator's word, then the feed's, then the text's own (many feeds do not declare it),
  // then the publisher's.
  const declared =
    toContentLanguage(options.language) ??
    toContentLanguage(feed.language) ??
    guessLanguage(feed.items.slice(0, 50).flatMap((item) => [item.title, item.description]));

  const result = await db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Articles reference the sections; a database started without the demo may not have them yet.
    await seedSections(db);
    const publisher = await publisherByName(db, publisherName, declared ?? "en");
    await db.execute(sql`select pg_advisory_xact_lock(${INGEST_LOCK}, ${publisher.id})`);
    const language: ContentLanguage = declared ?? toContentLanguage(publisher.language) ?? "en";
    const result = await writeItems(db, publisher.id, language, rows, options.onProgress);
    return { ...result, failed, publisherId: publisher.id };
  });
  // After the commit: cached pages are dropped once readers can see the new stories.
  if (result.new > 0 || result.updated > 0) bumpContentVersion();
  return result;
}

function isSection(value: string): value is SectionKey {
  return (SECTION_KEYS as readonly string[]).includes(value);
}

const NUL = String.fromCharCode(0);

/** PostgreSQL text cannot hold NUL characters; a hostile feed must not make the insert fail. */
function clean(text: string): string {
  return text.includes(NUL) ? text.split(NUL).join("") : text;
}

function key(text: string): string {
  return text.length > MAX_KEY_LENGTH ? `sha256:${createHash("sha256").update(text).digest("hex")}` : text;
}

function prepareItem(
  item: ParsedItem,
  context: {
    fetchedAt: Date;
    section: SectionKey | undefined;
    matchProfiles: (texts: readonly string[]) => number[];
    profileNames: Map<number, string>;
  },
): ItemRow | null {
  const link = canonicalLink(item.link);
  if (!link) return null;
  const name = clean(item.title);
  const description = clean(item.description);
  const body = clean(item.bodyHtml);
  const categories = item.categories.map(clean);
  const tagIds = context.matchProfiles([name, description, ...categories]).sort((a, b) => a - b);
  const tagNames = tagIds.map((id) => context.profileNames.get(id) ?? "");
  const video = videoOf(item);
  return {
    guid: key(clean(item.guid)),
    canonicalLink: key(link),
    name,
    description,
    body,
    link: clean(item.link),
    publishDate: item.publishedAt,
    dated: item.publishedAt.getTime() !== context.fetchedAt.getTime(),
    author: item.author ? clean(item.author) : null,
    categories,
    photos: item.photos.map((url) => ({ original: clean(url) })),
    context: video ? "videos" : "news_stories",
    videos: video ? [video] : [],
    videoLink: video?.link ?? null,
    videoGuid: video?.guid ?? null,
    section: context.section ?? sectionFromCategories(categories) ?? "news",
    tagIds,
    searchText: articleSearchText({ name, description, body, tags: tagNames }),
  };
}

function contentHash(row: ItemRow, language: ContentLanguage): string {
  const fields = [
    row.guid,
    row.canonicalLink,
    row.link,
    row.name,
    row.description,
    row.body,
    row.publishDate.toISOString(),
    row.author,
    row.categories,
    row.photos,
    row.context,
    row.videos,
    row.section,
    language,
    row.tagIds,
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url");
}

async function existingArticles(db: Database, publisherId: number, rows: ItemRow[]): Promise<Existing[]> {
  const found: Existing[] = [];
  for (let start = 0; start < rows.length; start += LOOKUP_BATCH) {
    const chunk = rows.slice(start, start + LOOKUP_BATCH);
    found.push(
      ...(await db
        .select({
          id: articles.id,
          guid: articles.guid,
          canonicalLink: articles.canonicalLink,
          contentHash: articles.contentHash,
          publishDate: articles.publishDate,
        })
        .from(articles)
        .where(
          and(
            eq(articles.publisherId, publisherId),
            or(
              inArray(
                articles.guid,
                chunk.map((row) => row.guid),
              ),
              inArray(
                articles.canonicalLink,
                chunk.map((row) => row.canonicalLink),
              ),
            ),
          ),
        )),
    );
  }
  return found;
}

async function writeItems(
  db: Database,
  publisherId: number,
  language: ContentLanguage,
  rows: ItemRow[],
  onProgress: IngestOptions["onProgress"],
): Promise<{ new: number; updated: number; skipped: number }> {
  const existing = await existingArticles(db, publisherId, rows);
  const byGuid = new Map<string, Existing>();
  const byLink = new Map<string, Existing>();
  for (const row of existing) {
    if (row.guid !== null) byGuid.set(row.guid, row);
    if (row.canonicalLink !== null) byLink.set(row.canonicalLink, row);
  }

  const seenGuids = new Set<string>();
  const seenLinks = new Set<string>();
  const touched = new Set<number>();
  const inserts: (ItemRow & { hash: string })[] = [];
  const updates: (ItemRow & { hash: string; id: number })[] = [];
  let skipped = 0;

  for (const row of rows) {
    // The same story twice in one feed: the first one counts.
    if (seenGuids.has(row.guid) || seenLinks.has(row.canonicalLink)) {
      skipped++;
      continue;
    }
    seenGuids.add(row.guid);
    seenLinks.add(row.canonicalLink);
    const match = byGuid.get(row.guid) ?? byLink.get(row.canonicalLink);
    if (!match) {
      inserts.push({ ...row, hash: contentHash(row, language) });
      continue;
    }
    if (touched.has(match.id)) {
      skipped++;
      continue;
    }
    touched.add(match.id);
    const owner = byLink.get(row.canonicalLink);
    const merged: ItemRow = {
      ...row,
      // A story without a date keeps the one it got when first seen.
      publishDate: row.dated ? row.publishDate : match.publishDate,
      // The link is already another story's: keep this one's, so the unique key holds.
      canonicalLink:
        owner && owner.id !== match.id ? (match.canonicalLink ?? row.canonicalLink) : row.canonicalLink,
    };
    const hash = contentHash(merged, language);
    if (hash === match.contentHash) skipped++;
    else updates.push({ ...merged, hash, id: match.id });
  }

  const total = inserts.length + updates.length;
  let done = 0;
  const tagPairs: { articleId: number; profileId: number }[] = [];

  for (let start = 0; start < inserts.length; start += INSERT_BATCH) {
    const chunk = inserts.slice(start, start + INSERT_BATCH);
    const ids = await db
      .insert(articles)
      .values(chunk.map((row) => ({ ...columns(row, language, row.hash), publisherId })))
      .returning({ id: articles.id, guid: articles.guid });
    const idOfGuid = new Map(ids.map((row) => [row.guid, row.id]));
    for (const row of chunk) {
      const articleId = idOfGuid.get(row.guid);
      if (articleId === undefined) throw new Error(`The insert of ${row.guid} returned no id`);
      for (const profileId of row.tagIds) tagPairs.push({ articleId, profileId });
    }
    done += chunk.length;
    onProgress?.(done, total);
  }

  for (const row of updates) {
    await db
      .update(articles)
      .set({ ...columns(row, language, row.hash), updatedAt: new Date() })
      .where(eq(articles.id, row.id));
    for (const profileId of row.tagIds) tagPairs.push({ articleId: row.id, profileId });
    done++;
    if (done % INSERT_BATCH === 0 || done === total) onProgress?.(done, total);
  }
  const updatedIds = updates.map((row) => row.id);
  for (let start = 0; start < updatedIds.length; start += LOOKUP_BATCH) {
    await db
      .delete(articleProfiles)
      .where(inArray(articleProfiles.articleId, updatedIds.slice(start, start + LOOKUP_BATCH)));
  }
  for (let start = 0; start < tagPairs.length; start += INSERT_BATCH * 5) {
    await db
      .insert(articleProfiles)
      .values(tagPairs.slice(start, start + INSERT_BATCH * 5))
      .onConflictDoNothing();
  }
  return { new: inserts.length, updated: updates.length, skipped };
}

function columns(row: ItemRow, language: ContentLanguage, hash: string) {
  return {
    context: row.context,
    name: row.name,
    description: row.description,
    publishDate: row.publishDate,
    section: row.section,
    photos: row.photos,
    body: row.body,
    link: [{ url: row.link }],
    canonicalLink: row.canonicalLink,
    guid: row.guid,
    videos: row.videos,
    categories: row.categories,
    language,
    author: row.author,
    videoLink: row.videoLink,
    videoGuid: row.videoGuid,
    contentHash: hash,
    searchText: row.searchText,
  };
}
