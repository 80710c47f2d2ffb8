import { and, asc, count, desc, eq, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import type { ContentLanguage } from "#core/content/content.ts";
import { slugify } from "#core/routing/article-urls.ts";
import type { TvCategoryJson } from "#core/tv/tv.ts";
import type { Database } from "#server/db/client.ts";
import { articles, publishers, sections } from "#server/db/schema.ts";
import { type Paging, pageWindow } from "#server/http/api/params.ts";

/*
 * The video lists of the TV API. Each returns ids (articlesByIds loads what the API shows), the
 * reader's language first: a TV page in Spanish leads with Spanish videos, then offers the rest
 * rather than an empty shelf. Future-dated items (a feed's broken time zone) wait for their time.
 */

const isVideo = eq(articles.context, "videos");
const published = (now: Date) => lte(articles.publishDate, now);
const readersFirst = (language: ContentLanguage) => desc(sql`(${articles.language} = ${language})`);

/**
 * The publishers a gallery's `publisher` names: by common name in any case, or by the slug the
 * gallery URLs carry (`/tv/videos/{vertical}/{publisher slug}/…`), made by the same `slugify` as
 * every URL builder (core/routing/article-urls.ts), so a link and its answer cannot disagree. Publishers are few
 * (one per source): read whole rather than slugged in SQL with a second, different rule.
 */
async function publisherIdsNamed(db: Database, name: string): Promise<number[]> {
  const lower = name.toLowerCase();
  const rows = await db.select({ id: publishers.id, commonName: publishers.commonName }).from(publishers);
  return rows
    .filter((row) => row.commonName.toLowerCase() === lower || slugify(row.commonName) === name)
    .map((row) => row.id);
}

/** The featured videos: the most important, then the newest. */
export async function featuredVideoIds(
  db: Database,
  language: ContentLanguage,
  limit: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(isVideo, published(now)))
    .orderBy(readersFirst(language), desc(articles.importance), desc(articles.publishDate), desc(articles.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type GalleryFilter = { language: ContentLanguage; category?: string; publisher?: string };

/** One page of the gallery, newest first, and how many videos it pages through. */
export async function galleryVideoIds(
  db: Database,
  filter: GalleryFilter,
  paging: Paging,
  now: Date,
): Promise<{ ids: number[]; total: number }> {
  const conditions: SQL[] = [isVideo, published(now)];
  if (filter.category !== undefined) conditions.push(eq(articles.section, filter.category));
  if (filter.publisher !== undefined) {
    const ids = await publisherIdsNamed(db, filter.publisher);
    if (ids.length === 0) return { ids: [], total: 0 };
    conditions.push(inArray(articles.publisherId, ids));
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(paging);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: articles.id })
      .from(articles)
      .where(where)
      .orderBy(readersFirst(filter.language), desc(articles.publishDate), desc(articles.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/** The sections that hold videos, in the menu's order, with how many each holds. */
export async function videoCategories(
  db: Database,
  language: ContentLanguage,
  now: Date,
): Promise<TvCategoryJson[]> {
  const rows = await db
    .select({ key: sections.key, labels: sections.labels, count: count() })
    .from(articles)
    .innerJoin(sections, eq(sections.key, articles.section))
    .where(and(isVideo, published(now)))
    .groupBy(sections.key, sections.labels, sections.position)
    .orderBy(asc(sections.position));
  return rows.map((row) => ({
    key: row.key,
    label: row.labels[language] ?? row.key,
    labels: row.labels,
    count: row.count,
  }));
}

/** What a video is, to tell an unknown id or a story from a video. */
export async function videoById(db: Database, id: number) {
  const [row] = await db
    .select({ id: articles.id, context: articles.context, section: articles.section })
    .from(articles)
    .where(eq(articles.id, id));
  return row ?? null;
}

/**
 * The videos to play after one: its own section first, then the others; within each, the reader's
 * language first, then newest. Never the video itself.
 */
export async function upNextIds(
  db: Database,
  video: { id: number; section: string },
  language: ContentLanguage,
  limit: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(isVideo, published(now), ne(articles.id, video.id)))
    .orderBy(
      desc(sql`(${articles.section} = ${video.section})`),
      readersFirst(language),
      desc(articles.publishDate),
      desc(articles.id),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
