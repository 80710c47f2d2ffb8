import { and, eq, inArray, sql } from "drizzle-orm";
import { articleSearchText } from "#core/search/search-text.ts";
import { bumpContentVersion } from "#server/cache/content-version.ts";
import type { Database } from "#server/db/client.ts";
import {
  articleProfiles,
  articles,
  discoverNodes,
  profiles,
  publishers,
  sections,
} from "#server/db/schema.ts";
import { seedSections } from "#server/site/sections.ts";
import { allDemoProfiles, buildDemoProfiles, type DemoProfile } from "./demo-profiles.ts";
import { DEMO_PUBLISHERS } from "./demo-publishers.ts";
import { buildDiscoverTree } from "./discover-tree.ts";
import { demoEditionItems } from "./edition-plan.ts";
import { loadFootballLeagues } from "./football-data.ts";

export type DemoEditionOptions = {
  articles?: number;
  videos?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
};

export type DemoEditionResult = { publishers: number; profiles: number; articles: number; videos: number };

/** Rows per INSERT: 1,000 articles stay well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;
/** The demo's videos by default: 30 per section (edition-plan.ts spreads them evenly). */
export const DEMO_VIDEOS = 240;
const DEMO_SITE_ID = 763;

const profileKey = (context: string, name: string) => `${context}\n${name.toLowerCase()}`;

/**
 * Writes the demo edition: a dozen publishers, the profiles (leagues, teams, athletes, topics),
 * the Discover tree of site 763, then `articles` stories and `videos` videos (default 300 and 240: 30 per section, so the TV
 * gallery has three pages of each category)
 * with their tags, in transactions of 1,000 rows. What already exists (same publisher or profile
 * name, same node key, same guid) is kept, never overwritten; the result counts what was added.
 */
export async function generateDemoEdition(
  db: Database,
  options: DemoEditionOptions = {},
): Promise<DemoEditionResult> {
  const articleCount = options.articles ?? 300;
  const videoCount = options.videos ?? DEMO_VIDEOS;
  for (const [name, value] of [
    ["articles", articleCount],
    ["videos", videoCount],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0`);
  }
  const now = options.now ?? new Date();

  await seedSections(db);
  const sectionLabels = new Map(
    (await db.select({ key: sections.key, labels: sections.labels }).from(sections)).map((row) => [
      row.key,
      row.labels,
    ]),
  );

  const addedPublishers = await db
    .insert(publishers)
    .values(
      DEMO_PUBLISHERS.map((p) => ({
        name: p.name,
        commonName: p.commonName,
        language: p.language,
        logo: p.logo,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: publishers.id });
  const publisherIds = new Map(
    (
      await db
        .select({ id: publishers.id, name: publishers.name })
        .from(publishers)
        .where(
          inArray(
            sql`lower(${publishers.name})`,
            DEMO_PUBLISHERS.map((p) => p.name.toLowerCase()),
          ),
        )
    ).map((row) => [row.name.toLowerCase(), row.id]),
  );

  const pool = buildDemoProfiles(loadFootballLeagues());
  const demoProfiles = allDemoProfiles(pool);
  const addedProfiles = await db
    .insert(profiles)
    .values(demoProfiles)
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  await fillProfileNames(db, demoProfiles);
  const profileIds = new Map(
    (
      await db
        .select({ id: profiles.id, context: profiles.context, name: profiles.name })
        .from(profiles)
        .where(inArray(profiles.context, ["leagues", "teams", "athletes", "entities"]))
    ).map((row) => [profileKey(row.context, row.name), row.id]),
  );
  const profileId = (profile: DemoProfile) => {
    const id = profileIds.get(profileKey(profile.context, profile.name));
    if (id === undefined) throw new Error(`demo profile ${profile.name} was not stored`);
    return id;
  };

  await db
    .insert(discoverNodes)
    .values(buildDiscoverTree(DEMO_SITE_ID, pool, profileId))
    .onConflictDoNothing();

  const total = articleCount + videoCount;
  let done = 0;
  let addedArticles = 0;
  let addedVideos = 0;
  let batch: (typeof articles.$inferInsert)[] = [];
  const tagsByGuid = new Map<string, number[]>();

  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    // Each batch of stories and its tags is written whole or not at all.
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(articles)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: articles.id, guid: articles.guid, context: articles.context });
      const tagRows = inserted.flatMap((row) =>
        (tagsByGuid.get(row.guid ?? "") ?? []).map((id) => ({ articleId: row.id, profileId: id })),
      );
      for (let start = 0; start < tagRows.length; start += BATCH * 5) {
        await tx
          .insert(articleProfiles)
          .values(tagRows.slice(start, start + BATCH * 5))
          .onConflictDoNothing();
      }
      for (const row of inserted) {
        if (row.context === "videos") addedVideos++;
        else addedArticles++;
      }
    });
    tagsByGuid.clear();
    done += rows.length;
    options.onProgress?.(done, total);
  };

  for (const item of demoEditionItems({ articles: articleCount, videos: videoCount, now, profiles: pool })) {
    const publisherId = publisherIds.get(item.publisher.name.toLowerCase());
    if (publisherId === undefined) throw new Error(`demo publisher ${item.publisher.name} was not stored`);
    const tagIds = [...new Set(item.tags.map(profileId))];
    tagsByGuid.set(item.guid, tagIds);
    batch.push({
      context: item.context,
      name: item.name,
      description: item.description,
      publishDate: item.publishDate,
      publisherId,
      section: item.section,
      photos: item.photos,
      body: item.body,
      link: [{ url: item.url }],
      canonicalLink: item.url,
      guid: item.guid,
      importance: item.importance,
      videos: item.videos,
      categories: [sectionLabels.get(item.section)?.[item.language] ?? item.section],
      language: item.language,
      author: item.author,
      videoLink: item.videoLink,
      videoGuid: item.videoGuid,
      searchText: articleSearchText({
        name: item.name,
        description: item.description,
        body: item.body,
        tags: item.tags.map((tag) => tag.name),
      }),
    });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  // Pages cached before this edition must show it.
  bumpContentVersion();

  return {
    publishers: addedPublishers.length,
    profiles: addedProfiles.length,
    articles: addedArticles,
    videos: addedVideos,
  };
}

/**
 * Profiles stored before they had names per locale (migration 0005), or first created by the
 * sports importer under the data's name, get the demo's; names an operator has set are kept.
 */
async function fillProfileNames(db: Database, demoProfiles: DemoProfile[]): Promise<void> {
  for (const profile of demoProfiles) {
    if (Object.keys(profile.names).length === 0) continue;
    await db
      .update(profiles)
      .set({ names: profile.names })
      .where(
        and(
          eq(profiles.context, profile.context),
          sql`lower(${profiles.name}) = lower(${profile.name})`,
          sql`${profiles.names} = '{}'::jsonb`,
        ),
      );
  }
}
