import { describe, expect, it } from "vitest";
import { tvGalleryPath } from "../routing/tv-urls.ts";
import { parseTvVideoRequest } from "./tv-video-route.ts";

const none = new URLSearchParams();
const query = (text: string) => new URLSearchParams(text);

describe("parseTvVideoRequest (docs/behaviour/video-tv.md#tv-video-pages)", () => {
  it("reads the id of /tv/videos/{id} and /tv/{post}/{id}", () => {
    expect(parseTvVideoRequest({ id: "42" }, none)).toEqual({ id: 42, gallery: null });
    expect(parseTvVideoRequest({ post: "noproxy", id: "42" }, none)).toEqual({ id: 42, gallery: null });
  });

  it("reads the optional segments of /tv/videos/{post?}/{category?}/{title?}/{id}", () => {
    expect(
      parseTvVideoRequest({ post: "news", category: "el-pais", title: "a-title", id: "7" }, none),
    ).toEqual({
      id: 7,
      gallery: null,
    });
    expect(parseTvVideoRequest({ post: "news", category: "-", title: "-", id: "7" }, none)?.id).toBe(7);
  });

  it("reads the gallery form the URL builder writes", () => {
    const path = tvGalleryPath({
      verticalKey: "sports",
      publisherCommonName: "Globo TV",
      videoName: "¡Gol!",
      id: 9,
      page: 3,
      index: 4,
    });
    const url = new URL(path, "http://x");
    const [, , , post, category, title, id] = url.pathname.split("/");
    expect(parseTvVideoRequest({ post, category, title, id }, url.searchParams)).toEqual({
      id: 9,
      gallery: { page: 3, index: 4, category: "sports" },
    });
  });

  it("reads '-' as the whole gallery", () => {
    expect(
      parseTvVideoRequest(
        { post: "-", category: "el-pais", title: "a-title", id: "9" },
        query("gallery=gallery&page=2&index=1"),
      ),
    ).toEqual({ id: 9, gallery: { page: 2, index: 1, category: null } });
  });

  it("takes page 1, index 0 when the gallery query leaves them out", () => {
    expect(parseTvVideoRequest({ id: "9" }, query("gallery=gallery"))).toEqual({
      id: 9,
      gallery: { page: 1, index: 0, category: null },
    });
  });

  it("ignores page and index without gallery=gallery", () => {
    expect(parseTvVideoRequest({ id: "9" }, query("page=0&index=99"))).toEqual({ id: 9, gallery: null });
  });

  it.each([
    ["a non-numeric id", { id: "abc" }, ""],
    ["a zero id", { id: "0" }, ""],
    ["a leading-zero id", { id: "012" }, ""],
    ["an id beyond 32 bits", { id: "2147483648" }, ""],
    ["a malformed title slug", { post: "news", category: "pub", title: "Not A Slug", id: "1" }, ""],
    ["a slug with a dot", { post: "news", category: "pub", title: "..", id: "1" }, ""],
    ["a too long slug", { post: "news", category: "pub", title: "a".repeat(81), id: "1" }, ""],
    ["a malformed post", { post: "<script>", id: "1" }, ""],
    ["gallery page 0", { id: "1" }, "gallery=gallery&page=0&index=0"],
    ["gallery page 10001", { id: "1" }, "gallery=gallery&page=10001&index=0"],
    ["a gallery index beyond the page", { id: "1" }, "gallery=gallery&page=1&index=10"],
    ["a negative index", { id: "1" }, "gallery=gallery&page=1&index=-1"],
    ["a fractional page", { id: "1" }, "gallery=gallery&page=1.5&index=0"],
    ["an exponent page", { id: "1" }, "gallery=gallery&page=1e3&index=0"],
  ])("refuses %s", (_name, params, search) => {
    expect(parseTvVideoRequest(params, query(search))).toBeNull();
  });
});
