import { describe, expect, it } from "vitest";
import { galleryPageCount, tvCalendarPath, tvGalleryPagePath, videoCardHref } from "./tv-page-urls.ts";

describe("TV page paths", () => {
  it("writes the gallery's address, page 1 without ?page", () => {
    expect(tvGalleryPagePath()).toBe("/tv/gallery");
    expect(tvGalleryPagePath({ category: "sports" })).toBe("/tv/gallery/sports");
    expect(tvGalleryPagePath({ category: "sports", page: 1, publisher: "El País" })).toBe(
      "/tv/gallery/sports?publisher=El+Pa%C3%ADs",
    );
    expect(tvGalleryPagePath({ page: 2 })).toBe("/tv/gallery?page=2");
  });

  it("writes the calendar's address with its filters", () => {
    expect(tvCalendarPath()).toBe("/tv/calendar");
    expect(tvCalendarPath({ sport: "soccer", channel: "icaro-sports" })).toBe(
      "/tv/calendar?sport=soccer&channel=icaro-sports",
    );
  });
});

describe("videoCardHref", () => {
  const video = { id: 42, name: "¡Gol de Pelé!", publisher: { common_name: "El País" } };

  it("opens a category gallery's video in the gallery form, at its page and place", () => {
    expect(videoCardHref(video, { category: "sports", page: 3 }, 7)).toBe(
      "/tv/videos/sports/el-pais/gol-de-pele/42?page=3&index=7&gallery=gallery",
    );
  });

  it("names every video's gallery with the empty segment", () => {
    expect(videoCardHref(video, { page: 1 }, 0)).toBe(
      "/tv/videos/-/el-pais/gol-de-pele/42?page=1&index=0&gallery=gallery",
    );
  });

  it("opens a video outside a gallery on its own page", () => {
    expect(videoCardHref(video, null, 0)).toBe("/tv/videos/42");
  });
});

describe("galleryPageCount", () => {
  it("counts pages of ten, at least one", () => {
    expect(galleryPageCount(0)).toBe(1);
    expect(galleryPageCount(10)).toBe(1);
    expect(galleryPageCount(11)).toBe(2);
    expect(galleryPageCount(25, 5)).toBe(5);
  });
});
