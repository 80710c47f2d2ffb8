import { SECTION_KEYS, type SectionKey } from "#core/content/content.ts";
import { createPrng, hashString, type Prng } from "./prng.ts";
import { hsl, type Motif, STORY_MOTIFS, star } from "./story-motifs.ts";

/**
 * The demo edition's pictures, drawn as SVG from their name alone (no network, no files): a
 * gradient, soft shapes and the motif of the section or of the kind of thing pictured. The same
 * name always gives the same bytes, so the route can cache them for a year.
 *
 * Names are `<kind>-<index>`: a story motif (`tram-417`: what the story is about, and a seed
 * that varies the drawing) for story pictures (16:9), or `publisher`, `league`, `team`, `athlete`,
 * `topic` for logos and profile photos (square). A section key (`news-3`) still names the
 * section pictures editions used before stories had motifs, so their stored links keep working.
 */

/** Pictures per section in the old section pool. */
export const DEMO_PICTURES_PER_SECTION = 48;
/** Seeds per story motif: as many as a name's four digits allow. */
export const DEMO_SEEDS_PER_MOTIF = 10_000;

const SQUARE_KINDS = {
  publisher: 32,
  league: 16,
  team: 200,
  athlete: 200,
  topic: 64,
} as const;
export type SquareKind = keyof typeof SQUARE_KINDS;

/** What a name may look like; anything else is a bad request, not an unknown picture. */
export const DEMO_PICTURE_NAME = /^[a-z]{2,16}-\d{1,4}$/;

export const STORY_PICTURE_SIZE = { width: 1200, height: 675 } as const;

/** The URL path of a demo picture. */
export function demoPicturePath(name: string): string {
  return `/media/demo/${name}.svg`;
}

/** The name of a story picture: its motif and a seed (wrapping round the motif's seeds). */
export function storyPictureName(motif: string, seed: number): string {
  if (!Object.hasOwn(STORY_MOTIFS, motif)) throw new Error(`no demo picture motif ${motif}`);
  return `${motif}-${seed % DEMO_SEEDS_PER_MOTIF}`;
}

/** The name of the `index`th picture of a section's old pool (wrapping round the pool). */
export function sectionPictureName(section: SectionKey, index: number): string {
  return `${section}-${index % DEMO_PICTURES_PER_SECTION}`;
}

export function squarePictureName(kind: SquareKind, index: number): string {
  return `${kind}-${index % SQUARE_KINDS[kind]}`;
}

/** The SVG document for a picture name, or null when no such picture exists. */
export function demoPictureSvg(name: string): string | null {
  if (!DEMO_PICTURE_NAME.test(name)) return null;
  const dash = name.lastIndexOf("-");
  const kind = name.slice(0, dash);
  const index = Number(name.slice(dash + 1));
  if (String(index) !== name.slice(dash + 1)) return null; // no leading zeros: one name per picture
  const rng = createPrng(hashString(name));
  if ((SECTION_KEYS as readonly string[]).includes(kind)) {
    if (index >= DEMO_PICTURES_PER_SECTION) return null;
    const section = kind as SectionKey;
    return storyPicture(rng, SECTION_HUES[section] + rng.int(-18, 18), SECTION_MOTIFS[section]);
  }
  if (Object.hasOwn(STORY_MOTIFS, kind)) {
    // One family of colours per motif, so a motif reads the same across stories; the motifs
    // with a colour of their own (grass, water, sun) keep it.
    const hue = MOTIF_HUES[kind] ?? hashString(kind) % 360;
    return storyPicture(rng, hue + rng.int(-12, 12), STORY_MOTIFS[kind]);
  }
  if (Object.hasOwn(SQUARE_KINDS, kind)) {
    if (index >= SQUARE_KINDS[kind as SquareKind]) return null;
    return squarePicture(kind as SquareKind, rng);
  }
  return null;
}

/** The hue of motifs whose subject has a colour: a pitch or a park is green, a flood blue. */
const MOTIF_HUES: Partial<Record<string, number>> = { pitch: 125, park: 110, flood: 205, solar: 40 };

/** Base hue of each section, so a section's pictures share a family of colours. */
const SECTION_HUES: Record<SectionKey, number> = {
  news: 212,
  tech: 190,
  music: 285,
  entertainment: 340,
  sports: 130,
  lifestyle: 35,
  tv: 250,
  esports: 300,
};

const r1 = (n: number) => Math.round(n * 10) / 10;

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A diagonal background gradient and a radial glow, shared by every picture. */
function background(rng: Prng, hue: number, width: number, height: number) {
  const angle = rng.int(0, 3);
  const [x2, y2] = [
    [1, 1],
    [1, 0],
    [0, 1],
    [1, 0.5],
  ][angle];
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${hsl(hue, rng.int(55, 75), rng.int(22, 32))}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + rng.int(25, 70), rng.int(55, 80), rng.int(45, 58))}"/>` +
    `</linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const gx = r1(width * (0.2 + rng.next() * 0.6));
  const gy = r1(height * (0.2 + rng.next() * 0.6));
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${gx}" cy="${gy}" r="${r1(Math.max(width, height) * 0.45)}" fill="url(#glow)"/>`;
  return { defs, body };
}

/** Soft translucent circles scattered over the picture. */
function bokeh(rng: Prng, width: number, height: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r1(rng.next() * width)}" cy="${r1(rng.next() * height)}" r="${r1(8 + rng.next() * height * 0.12)}" fill="#fff" fill-opacity="${r1(0.04 + rng.next() * 0.1)}"/>`;
  }
  return out;
}

function storyPicture(rng: Prng, hue: number, motif: Motif): string {
  const { width, height } = STORY_PICTURE_SIZE;
  const bg = background(rng, hue, width, height);
  const drawn = motif(rng, hue);
  return svgDocument(width, height, bg.defs, bg.body + bokeh(rng, width, height, rng.int(6, 12)) + drawn);
}

/** The section pictures of editions made before pictures had motifs: still served, byte for byte. */
const SECTION_MOTIFS: Record<SectionKey, Motif> = {
  music: STORY_MOTIFS.vinyl,
  sports: STORY_MOTIFS.pitch,
  tv: STORY_MOTIFS.screen,
  esports: STORY_MOTIFS.controller,
  news: (rng, hue) => {
    // A globe with meridians and parallels beside newspaper-like columns.
    const columnsLeft = rng.chance(0.5);
    const cx = columnsLeft ? rng.int(620, 900) : rng.int(300, 580);
    const cy = rng.int(300, 380);
    const r = rng.int(150, 220);
    let globe = `<g fill="none" stroke="#fff" stroke-opacity="0.75" stroke-width="4"><circle cx="${cx}" cy="${cy}" r="${r}"/>`;
    for (const f of [0.35, 0.7]) globe += `<ellipse cx="${cx}" cy="${cy}" rx="${r1(r * f)}" ry="${r}"/>`;
    for (const f of [-0.5, 0, 0.5]) {
      const y = cy + r * f;
      const half = Math.sqrt(r * r - (r * f) ** 2);
      globe += `<line x1="${r1(cx - half)}" y1="${r1(y)}" x2="${r1(cx + half)}" y2="${r1(y)}"/>`;
    }
    globe += "</g>";
    let columns = "";
    const left = columnsLeft ? 70 : 900;
    for (let c = 0; c < 2; c++) {
      for (let l = 0; l < 9; l++) {
        const w = rng.int(70, 110);
        columns += `<rect x="${left + c * 120}" y="${150 + l * 42}" width="${w}" height="14" rx="7" fill="${hsl(hue, 30, 92)}" fill-opacity="0.55"/>`;
      }
    }
    return globe + columns;
  },
  tech: (rng, hue) => {
    // Circuit traces running to a chip.
    const cx = rng.int(420, 780);
    const cy = rng.int(250, 420);
    let traces = `<g fill="none" stroke="${hsl(hue + 40, 90, 80)}" stroke-width="4" stroke-opacity="0.8" stroke-linecap="round">`;
    let dots = "";
    for (let i = 0; i < 14; i++) {
      const sx = rng.int(0, 1200);
      const sy = rng.int(0, 675);
      const mx = rng.chance(0.5) ? sx : cx + rng.int(-90, 90);
      traces += `<polyline points="${sx},${sy} ${mx},${sy} ${mx},${cy + rng.int(-70, 70)} ${cx},${cy}"/>`;
      dots += `<circle cx="${sx}" cy="${sy}" r="8" fill="${hsl(hue + 40, 90, 85)}"/>`;
    }
    traces += "</g>";
    let pins = "";
    for (let i = -3; i <= 3; i++) {
      pins += `<rect x="${cx + i * 22 - 5}" y="${cy - 130}" width="10" height="30" fill="#e8eef5"/><rect x="${cx + i * 22 - 5}" y="${cy + 100}" width="10" height="30" fill="#e8eef5"/>`;
    }
    const chip = `<rect x="${cx - 100}" y="${cy - 100}" width="200" height="200" rx="18" fill="${hsl(hue, 35, 18)}" stroke="#e8eef5" stroke-width="6"/><rect x="${cx - 50}" y="${cy - 50}" width="100" height="100" rx="10" fill="${hsl(hue + 40, 80, 60)}" fill-opacity="0.8"/>`;
    return traces + dots + pins + chip;
  },
  entertainment: (rng, hue) => {
    // A spotlight cone and stars.
    const x = rng.int(300, 900);
    let out = `<polygon points="${x - 40},0 ${x + 40},0 ${x + 260},675 ${x - 260},675" fill="#fff" fill-opacity="0.16"/>`;
    out += `<ellipse cx="${x}" cy="640" rx="260" ry="40" fill="#fff" fill-opacity="0.22"/>`;
    for (let i = 0; i < 7; i++) {
      out += star(rng.int(60, 1140), rng.int(60, 560), rng.int(14, 46), hsl(hue + 60, 95, 80));
    }
    return out;
  },
  lifestyle: (rng, hue) => {
    // A sun, leaves and gentle waves.
    const sx = rng.int(250, 950);
    let out = `<circle cx="${sx}" cy="${rng.int(170, 260)}" r="${rng.int(90, 130)}" fill="${hsl(hue + 10, 95, 75)}" fill-opacity="0.9"/>`;
    for (let i = 0; i < 8; i++) {
      const x = rng.int(40, 1160);
      const y = rng.int(80, 600);
      out += `<ellipse cx="${x}" cy="${y}" rx="${rng.int(30, 60)}" ry="${rng.int(12, 22)}" transform="rotate(${rng.int(0, 180)} ${x} ${y})" fill="${hsl(110 + rng.int(-20, 30), 45, 45)}" fill-opacity="0.8"/>`;
    }
    for (let w = 0; w < 3; w++) {
      const y = 470 + w * 60;
      out += `<path d="M0 ${y} Q 150 ${y - 40} 300 ${y} T 600 ${y} T 900 ${y} T 1200 ${y} V 675 H 0 Z" fill="#fff" fill-opacity="${0.1 + w * 0.05}"/>`;
    }
    return out;
  },
};

function squarePicture(kind: SquareKind, rng: Prng): string {
  const size = 400;
  const hue = rng.int(0, 359);
  const bg = background(rng, hue, size, size);
  return svgDocument(size, size, bg.defs, bg.body + SQUARE_MOTIFS[kind](rng, hue));
}

const SQUARE_MOTIFS: Record<SquareKind, Motif> = {
  publisher: (rng, hue) => {
    // A geometric mark: a ring, a bar and a dot, arranged differently per publisher.
    const variant = rng.int(0, 2);
    const light = hsl(hue, 30, 96);
    const accent = hsl(hue + 150, 80, 60);
    if (variant === 0) {
      return `<circle cx="200" cy="200" r="120" fill="none" stroke="${light}" stroke-width="34"/><rect x="183" y="60" width="34" height="280" fill="${accent}"/>`;
    }
    if (variant === 1) {
      return `<polygon points="200,70 330,320 70,320" fill="none" stroke="${light}" stroke-width="30" stroke-linejoin="round"/><circle cx="200" cy="245" r="38" fill="${accent}"/>`;
    }
    return `<rect x="90" y="90" width="220" height="220" rx="36" fill="none" stroke="${light}" stroke-width="30"/><rect x="150" y="150" width="100" height="100" rx="12" fill="${accent}" transform="rotate(45 200 200)"/>`;
  },
  league: (rng, hue) => {
    // A trophy under a ring of stars.
    let stars = "";
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i++) {
      stars += star(200 + (i - (count - 1) / 2) * 56, 70, 18, hsl(hue + 40, 95, 80));
    }
    const gold = hsl(45, 90, 60);
    return `${stars}<path d="M130 120 H270 V180 Q270 260 200 270 Q130 260 130 180 Z" fill="${gold}"/><path d="M130 140 Q80 140 90 190 Q100 230 140 230" fill="none" stroke="${gold}" stroke-width="14"/><path d="M270 140 Q320 140 310 190 Q300 230 260 230" fill="none" stroke="${gold}" stroke-width="14"/><rect x="185" y="268" width="30" height="50" fill="${gold}"/><rect x="140" y="318" width="120" height="28" rx="6" fill="${gold}"/>`;
  },
  team: (rng, hue) => {
    // A crest: a shield with stripes in the club's two colours.
    const first = hsl(hue, 80, rng.int(35, 50));
    const second = rng.chance(0.5) ? "#f4f4f4" : hsl(hue + 180, 80, 55);
    const shield = "M200 50 L320 90 V200 Q320 300 200 355 Q80 300 80 200 V90 Z";
    const vertical = rng.chance(0.5);
    let stripes = "";
    for (let i = 0; i < 5; i += 2) {
      stripes += vertical
        ? `<rect x="${80 + i * 48}" y="40" width="48" height="320" fill="${second}"/>`
        : `<rect x="70" y="${60 + i * 60}" width="260" height="60" fill="${second}"/>`;
    }
    return `<clipPath id="crest"><path d="${shield}"/></clipPath><path d="${shield}" fill="${first}"/><g clip-path="url(#crest)">${stripes}</g><path d="${shield}" fill="none" stroke="#fff" stroke-width="10"/><circle cx="200" cy="200" r="44" fill="#fff" fill-opacity="0.9"/><circle cx="200" cy="200" r="28" fill="${first}"/>`;
  },
  athlete: (rng, hue) => {
    // A head-and-shoulders silhouette in a shirt of some colour.
    const shirt = hsl(hue + rng.int(120, 240), 70, 50);
    return `<circle cx="200" cy="150" r="70" fill="#f1e3d3" fill-opacity="0.95"/><path d="M70 400 Q70 250 200 240 Q330 250 330 400 Z" fill="${shirt}"/><path d="M175 245 L200 290 L225 245" fill="none" stroke="#fff" stroke-width="8"/>`;
  },
  topic: (rng, hue) => {
    // Concentric rings with orbiting dots: an emblem for a theme.
    let out = "";
    for (let i = 0; i < 4; i++) {
      out += `<circle cx="200" cy="200" r="${60 + i * 36}" fill="none" stroke="#fff" stroke-opacity="${0.7 - i * 0.15}" stroke-width="6"/>`;
    }
    for (let i = 0; i < 5; i++) {
      const angle = rng.next() * Math.PI * 2;
      const radius = 60 + rng.int(0, 3) * 36;
      out += `<circle cx="${r1(200 + radius * Math.cos(angle))}" cy="${r1(200 + radius * Math.sin(angle))}" r="14" fill="${hsl(hue + 150, 90, 70)}"/>`;
    }
    return `${out}<circle cx="200" cy="200" r="36" fill="#fff"/>`;
  },
};
