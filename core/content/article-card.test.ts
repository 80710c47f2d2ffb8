import { describe, expect, it } from "vitest";
import { toArticleCard } from "./article-card.ts";
import type { ArticleJson } from "./content.ts";

const story = {
  id: 7,
  context: "news_stories",
  name: "A storm",
  description: "Winds of 120 km/h.",
  publish_date: "2026-11-19T09:20:45.000Z",
  updated_date: "2026-11-19T09:20:45.000Z",
  publisher: { id: 3, name: "Touchline", context: "publishers", common_name: "The Touchline", logo: null },
  verticals: [
    { key: "news", label: "News", labels: {} },
    { key: "weather", label: "Weather", labels: {} },
  ],
  photos: [
    { original: "/media/a.jpg", width: 1200, height: 675, caption: "Rain" },
    { original: "/media/b.jpg" },
  ],
  body: "<p>Long text</p>",
  tags: [],
  link: [{ url: "https://example.com/a" }],
  external: false,
  offline: false,
  importance: 2,
  videos: [],
  categories: ["news"],
  language: "en",
  author: "Ana",
  amphtml: null,
  feed: { goto_short_link: null },
  video: null,
} as ArticleJson;

describe("toArticleCard", () => {
  it("keeps what a card shows: first section, first photo, publisher names", () => {
    expect(toArticleCard(story)).toEqual({
      id: 7,
      context: "news_stories",
      name: "A storm",
      description: "",
      publish_date: "2026-11-19T09:20:45.000Z",
      language: "en",
      publisher: { name: "Touchline", common_name: "The Touchline" },
      verticals: [{ key: "news", label: "News" }],
      photos: [{ original: "/media/a.jpg", width: 1200, height: 675 }],
    });
  });

  it("keeps a video's length for the play badge, and only a video's", () => {
    const video = { ...story, context: "videos", videos: [{ link: "/v.mp4", duration: 185 }] } as ArticleJson;
    expect(toArticleCard(video).duration).toBe(185);
    expect(toArticleCard({ ...video, videos: [{ link: "/v.mp4" }] }).duration).toBeUndefined();
    expect(toArticleCard({ ...video, context: "news_stories" })).not.toHaveProperty("duration");
  });

  it("keeps the description when asked (the hero's lead card shows it)", () => {
    expect(toArticleCard(story, { description: true }).description).toBe("Winds of 120 km/h.");
  });

  it("leaves out the body, links, tags and videos", () => {
    const json = JSON.stringify(toArticleCard(story));
    for (const field of ["body", "link", "tags", "videos", "author", "caption"])
      expect(json).not.toContain(field);
  });

  it("has no section or photo when the story has none", () => {
    const card = toArticleCard({ ...story, verticals: [], photos: [] });
    expect(card.verticals).toEqual([]);
    expect(card.photos).toEqual([]);
  });
});
