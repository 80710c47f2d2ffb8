import { describe, expect, it } from "vitest";
import { parseSrcset, pickPictureUrl, slotWidth } from "./srcset-pick.ts";

const IPX = (width: number) => `/_ipx/w_${width},q_70,f_auto/https://cdn.example/p.jpg`;
const SRCSET = [320, 640, 768, 1024, 1280, 1536].map((width) => `${IPX(width)} ${width}w`).join(", ");

describe("parseSrcset", () => {
  it("keeps the commas inside image-server URLs", () => {
    expect(parseSrcset(SRCSET).map((candidate) => candidate.url)).toEqual(
      [320, 640, 768, 1024, 1280, 1536].map(IPX),
    );
    expect(parseSrcset(SRCSET)[2]).toEqual({ url: IPX(768), width: 768 });
  });

  it("reads density descriptors, a bare URL as 1x, and skips what it cannot read", () => {
    expect(parseSrcset("/a.jpg, /b.jpg 2x, /c.jpg 3q, /d.jpg 0w,/e.jpg 1.5x")).toEqual([
      { url: "/a.jpg", density: 1 },
      { url: "/b.jpg", density: 2 },
      { url: "/e.jpg", density: 1.5 },
    ]);
    expect(parseSrcset("")).toEqual([]);
    expect(parseSrcset(" , ,")).toEqual([]);
  });
});

describe("slotWidth", () => {
  it.each([
    [null, 400, 400],
    ["100vw", 400, 400],
    ["(min-width: 1024px) 960px, 100vw", 1280, 960],
    ["(min-width: 1024px) 960px, 100vw", 800, 800],
    ["(min-width: 768px) 33vw, 100vw", 900, 297],
    ["(min-width: 64rem) 56rem, 100vw", 1100, 896],
    ["2.75rem", 1400, 44],
    ["(max-width: 600px) 100vw, 50vw", 1000, 500],
    ["(min-width: 500px) and (max-width: 900px) 80vw, 10px", 600, 480],
    ["calc(100vw - 2rem)", 500, 500],
  ])("sizes %s at %i px is %f px", (sizes, viewport, expected) => {
    expect(slotWidth(sizes, viewport)).toBeCloseTo(expected);
  });
});

describe("pickPictureUrl", () => {
  it("takes the smallest candidate at least as wide as the slot times the pixel ratio", () => {
    const img = { src: IPX(1024), srcset: SRCSET, sizes: "100vw" };
    expect(pickPictureUrl(img, { width: 360, devicePixelRatio: 2 })).toBe(IPX(768));
    expect(pickPictureUrl(img, { width: 320, devicePixelRatio: 1 })).toBe(IPX(320));
    expect(pickPictureUrl(img, { width: 1280, devicePixelRatio: 1 })).toBe(IPX(1280));
  });

  it("honours sizes: a 960 px column on a wide screen", () => {
    const img = { src: IPX(1024), srcset: SRCSET, sizes: "(min-width: 1024px) 960px, 100vw" };
    expect(pickPictureUrl(img, { width: 1920, devicePixelRatio: 1 })).toBe(IPX(1024));
  });

  it("takes the widest when none is wide enough, and the src without a srcset", () => {
    const img = { src: IPX(1024), srcset: SRCSET, sizes: "100vw" };
    expect(pickPictureUrl(img, { width: 1920, devicePixelRatio: 2 })).toBe(IPX(1536));
    expect(pickPictureUrl({ src: "/media/a.jpg", srcset: null }, { width: 400, devicePixelRatio: 1 })).toBe(
      "/media/a.jpg",
    );
    expect(pickPictureUrl({ src: "", srcset: "" }, { width: 400, devicePixelRatio: 1 })).toBeNull();
  });

  it("picks density candidates by the pixel ratio (a bad ratio counts as 1)", () => {
    const img = { srcset: "/a.jpg 1x, /b.jpg 2x" };
    expect(pickPictureUrl(img, { width: 400, devicePixelRatio: 2 })).toBe("/b.jpg");
    expect(pickPictureUrl(img, { width: 400, devicePixelRatio: 0 })).toBe("/a.jpg");
  });
});
