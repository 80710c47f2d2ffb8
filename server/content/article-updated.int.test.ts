import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content/content.ts";
import { articles } from "#server/db/schema.ts";
import { createTestApp } from "#server/testing/test-app.ts";

// `updated_date` (docs/decisions/0063-article-reading-mode.md): when a story last changed, from articles.updated_at, through the API.
describe("an article's updated_date", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let stories: ArticleJson[];
  beforeAll(async () => {
    harness = await createTestApp("pglite");
    const response = await harness.app.request("/api/v3/feed?per=5&context=news_stories&language=en");
    stories = (await response.json()) as ArticleJson[];
  });
  afterAll(() => harness.close());

  // `media/{type}/{id}` answers a list of one (docs/behaviour/content.md#media-call).
  const media = async (id: number) =>
    ((await (await harness.app.request(`/api/v3/media/news_stories/${id}`)).json()) as ArticleJson[])[0];

  it("is the publication time of a story never changed since it was stored", async () => {
    expect(stories.length).toBeGreaterThan(1);
    for (const story of stories) expect(story.updated_date).toBe(story.publish_date);
    const one = await media(stories[0].id);
    expect(one.updated_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(one.updated_date).toBe(one.publish_date);
  });

  it("is the row's update time once the story changed, never before its publication", async () => {
    const [later, earlier] = stories.slice(-2);
    const updated = new Date(Date.parse(later.publish_date) + 2 * 3_600_000);
    await harness.db.update(articles).set({ updatedAt: updated }).where(eq(articles.id, later.id));
    await harness.db
      .update(articles)
      .set({ updatedAt: new Date(Date.parse(earlier.publish_date) - 60_000) })
      .where(eq(articles.id, earlier.id));
    expect((await media(later.id)).updated_date).toBe(updated.toISOString());
    expect((await media(earlier.id)).updated_date).toBe(earlier.publish_date);
  });
});
