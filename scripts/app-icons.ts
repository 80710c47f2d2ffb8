// Draws the web app manifest's icons (core/pwa/web-app-manifest.ts APP_ICONS) from the brand's logo,
// public/brand/logo-small.svg, into public/brand: `npx tsx scripts/app-icons.ts`. They are checked
// in (a few KB) so neither the build nor the server start needs sharp for them; run it again when
// the logo changes. "any": the logo as drawn, corners transparent. "maskable": the logo at 80% on a
// full-bleed background of its own white, so everything drawn lies within the safe zone (the centre
// circle whose diameter is 80% of the icon) and a launcher's mask never cuts the mark.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { APP_ICONS } from "#core/pwa/web-app-manifest.ts";
import { projectPath } from "#server/project-path.ts";

const LOGO = projectPath("public/brand/logo-small.svg");
/** The logo's own background, so the padding of a maskable icon is invisible. */
const MASKABLE_BACKGROUND = "#ffffff";
/** The share of a maskable icon the logo takes: its drawing then lies inside the safe zone. */
export const MASKABLE_LOGO_SHARE = 0.8;

/** The PNG of one icon, drawn from the SVG at its final size (no upscaled bitmap). */
export async function appIcon(svg: Buffer, size: number, purpose: "any" | "maskable"): Promise<Buffer> {
  if (purpose === "any") {
    return sharp(svg, { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  const inner = Math.round(size * MASKABLE_LOGO_SHARE);
  const logo = await sharp(svg, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: MASKABLE_BACKGROUND } })
    .composite([{ input: logo, left: offset, top: offset }])
    .flatten({ background: MASKABLE_BACKGROUND })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main() {
  const svg = readFileSync(LOGO);
  for (const icon of APP_ICONS) {
    const size = Number(icon.sizes.split("x")[0]);
    const file = projectPath(path.join("public", icon.src));
    const info = await sharp(await appIcon(svg, size, icon.purpose)).toFile(file);
    console.log(`${icon.src}: ${info.width}x${info.height}, ${info.size} bytes`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
