import { describe, expect, it } from "vitest";
import { heightAt, imageMeta, UNKNOWN_IMAGE_META } from "./image-meta.ts";

describe("imageMeta", () => {
  it.each([
    [1200, 675, { width: 1200, height: 675, ratio: 1200 / 675 }],
    [400, 400, { width: 400, height: 400, ratio: 1 }],
    ["800", "600", { width: 800, height: 600, ratio: 800 / 600 }],
    [640.4, 359.6, { width: 640, height: 360, ratio: 640 / 360 }],
  ])("%o × %o → %o", (width, height, meta) => {
    expect(imageMeta(width, height)).toEqual(meta);
  });

  it.each([
    [0, 675],
    [1200, 0],
    [-5, 10],
    [Number.NaN, 10],
    [Number.POSITIVE_INFINITY, 10],
    [undefined, 10],
    [null, null],
    ["wide", "tall"],
    ["", "10"],
    [1200, 1e9],
    [0.2, 10],
  ])("%o × %o cannot be read: width 0, height 0, ratio 0", (width, height) => {
    expect(imageMeta(width, height)).toEqual(UNKNOWN_IMAGE_META);
  });
});

describe("heightAt", () => {
  it.each([
    [imageMeta(1200, 675), 320, 180],
    [imageMeta(1200, 675), 1024, 576],
    [imageMeta(400, 400), 640, 640],
    [UNKNOWN_IMAGE_META, 640, 0],
  ])("%o at %i wide → %i", (meta, width, height) => {
    expect(heightAt(meta, width)).toBe(height);
  });
});
