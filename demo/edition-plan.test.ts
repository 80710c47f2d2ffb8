import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, SECTION_KEYS } from "#core/content/content.ts";
import { projectPath } from "#server/project-path.ts";
import { demoPictureSvg } from "./demo-picture.ts";
import { buildDemoProfiles } from "./demo-profiles.ts";
import {
  DEMO_CLIPS,
  DEMO_SPAN_MS,
  type DemoItem,
  demoEditionItems,
  HERO_PER_LANGUAGE,
} from "./edition-plan.ts";
import { loadFootballLeagues } from "./football-data.ts";

const profiles = buildDemoProfiles(loadFootballLeagues());
const now = new Date("2025-03-10T09:30:00Z");
const plan = (articles = 300, videos = 40, at = now): DemoItem[] => [
  ...demoEditionItems({ articles, videos, now: at, profiles }),
];

describe("demoEditionItems", () => {
  const items = plan();
  const stories = items.filter((item) => item.context === "news_stories");
  const videos = items.filter((item) => item.context === "videos");

  it("is the same edition for the same counts and now", () => {
    const again = plan();
    expect(again.map((item) => [item.name, item.body, item.publishDate.getTime(), item.guid])).toEqual(
      items.map((item) => [item.name, item.body, item.publishDate.getTime(), item.guid]),
    );
    const later = plan(300, 40, new Date(now.getTime() + 3_600_000));
    expect(later[0].guid).not.toBe(items[0].guid);
  });

  it("holds the requested stories and videos, every section in every language for both", () => {
    expect(stories).toHaveLength(300);
    expect(videos).toHaveLength(40);
    for (const list of [stories, videos]) {
      const pairs = new Set(list.map((item) => `${item.section}/${item.language}`));
      expect(pairs.size).toBe(SECTION_KEYS.length * CONTENT_LANGUAGES.length);
    }
    expect(new Set(items.map((item) => item.guid)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.url)).size).toBe(items.length);
  });

  it("spreads publish dates over the last 30 days, newest first and a few minutes old", () => {
    const ages = items.map((item) => now.getTime() - item.publishDate.getTime());
    for (const age of ages) {
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(DEMO_SPAN_MS);
    }
    expect(Math.min(...ages)).toBeLessThan(15 * 60_000);
    expect(Math.max(...ages)).toBeGreaterThan(25 * 24 * 3_600_000);
    const days = new Set(ages.map((age) => Math.floor(age / 86_400_000)));
    expect(days.size).toBeGreaterThanOrEqual(25);
  });

  it("marks the newest stories of each language as the hero", () => {
    for (const language of CONTENT_LANGUAGES) {
      const own = stories.filter((story) => story.language === language);
      const hero = own.filter((story) => story.importance >= 7);
      expect(hero).toHaveLength(HERO_PER_LANGUAGE);
      expect(own.slice(0, HERO_PER_LANGUAGE)).toEqual(hero);
      expect(now.getTime() - hero[HERO_PER_LANGUAGE - 1].publishDate.getTime()).toBeLessThan(24 * 3_600_000);
    }
    expect(items.filter((item) => item.importance >= 7)).toHaveLength(HERO_PER_LANGUAGE * 3);
  });

  it("links each item to its publisher's site and a picture that exists", () => {
    for (const item of items) {
      expect(item.publisher.language).toBe(item.language);
      expect(item.publisher.sections).toContain(item.section);
      expect(item.url.startsWith(`https://${item.publisher.domain}/`)).toBe(true);
      expect(item.photos).toHaveLength(1);
      expect(item.photos[0]).toMatchObject({ width: 1200, height: 675 });
      const name = item.photos[0].original.replace(/^\/media\/demo\/(.+)\.svg$/, "$1");
      expect(demoPictureSvg(name), item.photos[0].original).not.toBeNull();
    }
  });

  it("gives videos the demo clips in turn, MP4 and HLS alternately, and stories no video", () => {
    videos.forEach((video, ordinal) => {
      const clip = DEMO_CLIPS[Math.floor(ordinal / 2) % DEMO_CLIPS.length];
      const [link, type] =
        ordinal % 2 === 0
          ? [`/media/demo/${clip.name}.mp4`, "video/mp4"]
          : [`/media/demo/${clip.name}.m3u8`, "application/vnd.apple.mpegurl"];
      expect(video.videoLink).toBe(link);
      expect(video.videos).toEqual([expect.objectContaining({ link, type, duration: clip.seconds })]);
      expect(video.videoGuid).toBeTruthy();
    });
    for (const story of stories) expect(story.videos).toEqual([]);
  });

  it("makes a large edition by recombining the templates", () => {
    const large = plan(3000, 0);
    expect(large).toHaveLength(3000);
    const titles = new Set(large.map((item) => item.name));
    expect(titles.size).toBeGreaterThan(2000);
  });
});

describe("demoEditionItems: the TV gallery's videos (docs/decisions/0073-tv-index-pages.md)", () => {
  const videos = plan(300, 240).filter((item) => item.context === "videos");

  it("gives every section 30 videos, ten in each language: three gallery pages a category", () => {
    for (const section of SECTION_KEYS) {
      const own = videos.filter((video) => video.section === section);
      expect(own, section).toHaveLength(30);
      for (const language of CONTENT_LANGUAGES) {
        expect(
          own.filter((video) => video.language === language),
          `${section} ${language}`,
        ).toHaveLength(10);
      }
    }
  });

  it("says each clip's real length (its HLS playlist's), in several lengths, and captions every third video", () => {
    expect(new Set(videos.map((video) => video.videos[0].duration)).size).toBe(DEMO_CLIPS.length);
    for (const clip of DEMO_CLIPS) {
      const playlist = readFileSync(projectPath(`public/media/demo/${clip.name}.m3u8`), "utf8");
      const seconds = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(Math.abs(seconds - clip.seconds), clip.name).toBeLessThan(0.5);
    }
    const captioned = videos.filter((video) => video.videos[0].captions);
    expect(captioned).toHaveLength(80);
    expect(captioned[0].videos[0].captions?.map((track) => track.language)).toEqual(["en", "es", "pt"]);
    for (const video of captioned) {
      for (const track of video.videos[0].captions ?? []) {
        const file = readFileSync(projectPath(`public${track.src}`), "utf8");
        expect(file.startsWith("WEBVTT\n"), track.src).toBe(true);
        // Timed within the clip.
        const ends = [...file.matchAll(/--> (\d\d):(\d\d\.\d{3})/g)].map(
          (m) => Number(m[1]) * 60 + Number(m[2]),
        );
        expect(Math.max(...ends), track.src).toBeLessThanOrEqual(video.videos[0].duration ?? 0);
      }
    }
  });
});

describe("template twins", () => {
  const items = plan(300, 240);
  it("no section repeats a template among its newest items, nor among its newest videos (a TV row)", () => {
    for (const section of SECTION_KEYS) {
      const templates = new Set(items.filter((item) => item.section === section).map((item) => item.template))
        .size;
      for (const language of CONTENT_LANGUAGES) {
        const list = items.filter((item) => item.section === section && item.language === language);
        // The home's row and lead stories of a section, stories and videos alike.
        const newest = list.slice(0, templates - 2).map((item) => item.template);
        expect(new Set(newest).size, `${section}/${language}`).toBe(newest.length);
        const videos = list
          .filter((item) => item.context === "videos")
          .slice(0, 4)
          .map((item) => item.template);
        expect(new Set(videos).size, `videos ${section}/${language}`).toBe(videos.length);
      }
    }
  });
});
