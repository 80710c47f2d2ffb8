/** A picture's intrinsic size as the page uses it: what reserves its box before it loads. */
export type ImageMeta = { width: number; height: number /** width ÷ height */; ratio: number };

/** What a picture whose size cannot be read counts as (docs/behaviour/content.md#image-metadata): nothing to reserve. */
export const UNKNOWN_IMAGE_META: ImageMeta = { width: 0, height: 0, ratio: 0 };

const MAX_SIDE = 100_000;

/**
 * The size of a picture from what its metadata says: both sides whole, positive and sane, or the
 * spec's width 0 / height 0 / ratio 0 when they cannot be read.
 */
export function imageMeta(width: unknown, height: unknown): ImageMeta {
  const w = side(width);
  const h = side(height);
  if (w === null || h === null) return UNKNOWN_IMAGE_META;
  return { width: w, height: h, ratio: w / h };
}

function side(value: unknown): number | null {
  const number = typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return null;
  const rounded = Math.round(number);
  return rounded >= 1 && rounded <= MAX_SIDE ? rounded : null;
}

/** The height of a picture shown `width` wide, keeping its ratio (0 when the ratio is unknown). */
export function heightAt(meta: ImageMeta, width: number): number {
  return meta.ratio > 0 ? Math.round(width / meta.ratio) : 0;
}
