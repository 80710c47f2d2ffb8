import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { APP_ICONS } from "#core/pwa/web-app-manifest.ts";
import { projectPath } from "#server/project-path.ts";

/** Pixels of an icon (RGBA) with their distance from the centre as a share of the width. */
async function pixels(file: string) {
  const { data, info } = await sharp(readFileSync(file))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out: { r: number; g: number; b: number; a: number; distance: number }[] = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 4;
      const distance = Math.hypot(x + 0.5 - info.width / 2, y + 0.5 - info.height / 2) / info.width;
      out.push({ r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0, a: data[i + 3] ?? 0, distance });
    }
  }
  return { info, out };
}

describe("the checked-in app icons (scripts/app-icons.ts)", () => {
  it.each(APP_ICONS.map((icon) => [icon.src, icon] as const))(
    "%s is a PNG of its declared size",
    async (_, icon) => {
      const meta = await sharp(readFileSync(projectPath(path.join("public", icon.src)))).metadata();
      expect(meta.format).toBe("png");
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    },
  );

  it.each(APP_ICONS.filter((icon) => icon.purpose === "maskable").map((icon) => [icon.src, icon] as const))(
    "%s is opaque, and draws nothing outside the safe zone",
    async (_, icon) => {
      const { out } = await pixels(projectPath(path.join("public", icon.src)));
      expect(out.every((pixel) => pixel.a === 255)).toBe(true);
      // The safe zone is the centre circle with a radius of 40% of the width: outside it, only the
      // background colour (white), which a launcher may cut away.
      const outside = out.filter((pixel) => pixel.distance > 0.4);
      expect(outside.every((pixel) => pixel.r > 250 && pixel.g > 250 && pixel.b > 250)).toBe(true);
      // And the mark is there.
      expect(out.some((pixel) => pixel.r < 40 && pixel.b > 50)).toBe(true);
    },
  );
});
