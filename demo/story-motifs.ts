import type { Prng } from "./prng.ts";

/**
 * What a story picture draws, by the subject of the story: a tram for a tram line, a ballot box
 * for an election poll. Each motif is drawn over the picture's background on a 1200 × 675
 * canvas; the generator varies positions and colours from the picture's seed, so two stories
 * with the same motif still get two pictures.
 */
export type Motif = (rng: Prng, hue: number) => string;

const r1 = (n: number) => Math.round(n * 10) / 10;
export const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

const LIGHT = "#f4f1ea";
const DARK = "#1d2230";

export function star(cx: number, cy: number, r: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(" ")}" fill="${fill}" fill-opacity="0.9"/>`;
}

/** A row of buildings along the bottom: the city most news stories happen in. */
function skyline(rng: Prng, hue: number, base = 560): string {
  let out = "";
  for (let x = 0; x < 1200; ) {
    const w = rng.int(60, 140);
    const h = rng.int(80, 260);
    out += `<rect x="${x}" y="${base - h}" width="${w - 8}" height="${h + 120}" fill="${hsl(hue, 25, rng.int(14, 26))}" fill-opacity="0.8"/>`;
    for (let wy = base - h + 20; wy < base - 20; wy += 36) {
      if (rng.chance(0.5))
        out += `<rect x="${x + 14}" y="${wy}" width="${w - 36}" height="12" fill="${hsl(48, 90, 75)}" fill-opacity="0.5"/>`;
    }
    x += w;
  }
  return out;
}

/** A ball with a pentagon: shared by the pitch and the player. */
function ball(x: number, y: number, r: number): string {
  const k = r / 56;
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff"/><polygon points="${x},${r1(y - 22 * k)} ${r1(x + 21 * k)},${r1(y - 7 * k)} ${r1(x + 13 * k)},${r1(y + 18 * k)} ${r1(x - 13 * k)},${r1(y + 18 * k)} ${r1(x - 21 * k)},${r1(y - 7 * k)}" fill="#222"/>`;
}

export const STORY_MOTIFS: Record<string, Motif> = {
  tram: (rng, hue) => {
    const x = rng.int(200, 520);
    const body = hsl(hue + 160, 70, 50);
    let windows = "";
    for (let i = 0; i < 5; i++)
      windows += `<rect x="${x + 40 + i * 110}" y="330" width="80" height="90" rx="8" fill="${hsl(hue, 40, 85)}"/>`;
    return `${skyline(rng, hue)}<line x1="0" y1="250" x2="1200" y2="250" stroke="${LIGHT}" stroke-width="3"/><line x1="${x + 300}" y1="250" x2="${x + 340}" y2="300" stroke="${LIGHT}" stroke-width="5"/><rect x="${x}" y="300" width="620" height="200" rx="40" fill="${body}"/>${windows}<rect x="${x}" y="450" width="620" height="18" fill="${LIGHT}"/><line x1="0" y1="560" x2="1200" y2="560" stroke="${LIGHT}" stroke-width="6"/><circle cx="${x + 120}" cy="510" r="30" fill="${DARK}"/><circle cx="${x + 500}" cy="510" r="30" fill="${DARK}"/>`;
  },
  flood: (rng, hue) => {
    let waves = "";
    for (let w = 0; w < 4; w++) {
      const y = 420 + w * 55 + rng.int(-10, 10);
      waves += `<path d="M0 ${y} Q 150 ${y - 35} 300 ${y} T 600 ${y} T 900 ${y} T 1200 ${y} V 675 H 0 Z" fill="${hsl(hue + 10, 60, 45 + w * 5)}" fill-opacity="0.55"/>`;
    }
    let wall = "";
    for (let i = 0; i < 12; i++)
      wall += `<rect x="${i * 100 + 4}" y="${rng.int(330, 350)}" width="92" height="70" rx="6" fill="${hsl(30, 15, 60)}"/>`;
    return `${skyline(rng, hue, 360)}${wall}${waves}`;
  },
  solar: (rng, hue) => {
    const sx = rng.int(150, 1050);
    let panels = "";
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 6; col++) {
        panels += `<polygon points="${120 + col * 165},${380 + row * 80} ${260 + col * 165},${380 + row * 80} ${240 + col * 165},${450 + row * 80} ${100 + col * 165},${450 + row * 80}" fill="${hsl(220, 60, 28)}" stroke="${hsl(hue, 30, 85)}" stroke-width="3"/>`;
      }
    }
    return `<circle cx="${sx}" cy="${rng.int(110, 200)}" r="${rng.int(70, 100)}" fill="${hsl(45, 95, 65)}"/>${panels}`;
  },
  hospital: (rng, hue) => {
    const x = rng.int(280, 520);
    let windows = "";
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 6; col++)
        windows += `<rect x="${x + 40 + col * 90}" y="${220 + row * 80}" width="50" height="44" rx="4" fill="${hsl(hue, 50, 80)}"/>`;
    return `<rect x="${x}" y="180" width="580" height="440" rx="10" fill="${LIGHT}"/>${windows}<rect x="${x + 240}" y="90" width="100" height="100" rx="12" fill="#d33"/><rect x="${x + 275}" y="105" width="30" height="70" fill="#fff"/><rect x="${x + 255}" y="125" width="70" height="30" fill="#fff"/><rect x="${x + 240}" y="530" width="100" height="90" fill="${hsl(hue, 40, 35)}"/>`;
  },
  charger: (rng, hue) => {
    const x = rng.int(180, 360);
    const car = hsl(hue + rng.int(100, 260), 70, 50);
    return `<rect x="${x}" y="200" width="120" height="330" rx="18" fill="${LIGHT}"/><rect x="${x + 20}" y="230" width="80" height="60" rx="6" fill="${hsl(140, 70, 45)}"/><polygon points="${x + 65},240 ${x + 45},265 ${x + 62},265 ${x + 55},282 ${x + 78},255 ${x + 62},255" fill="#fff"/><path d="M${x + 120} 380 C ${x + 220} 380 ${x + 220} 470 ${x + 330} 440" fill="none" stroke="${DARK}" stroke-width="10"/><path d="M${x + 300} 470 Q ${x + 320} 340 ${x + 470} 330 H ${x + 640} Q ${x + 760} 340 ${x + 790} 470 Z" fill="${car}"/><rect x="${x + 290}" y="440" width="520" height="70" rx="20" fill="${car}"/><circle cx="${x + 400}" cy="515" r="40" fill="${DARK}"/><circle cx="${x + 700}" cy="515" r="40" fill="${DARK}"/>`;
  },
  ballot: (rng, hue) => {
    const x = rng.int(360, 620);
    const paper = `<rect x="${x + 90}" y="${rng.int(120, 170)}" width="140" height="180" fill="#fff" transform="rotate(${rng.int(-12, 12)} ${x + 160} 220)"/>`;
    return `${paper}<rect x="${x}" y="280" width="320" height="300" rx="12" fill="${hsl(hue, 30, 90)}" fill-opacity="0.9"/><rect x="${x + 80}" y="300" width="160" height="16" rx="8" fill="${DARK}"/><rect x="${x}" y="280" width="320" height="50" fill="${hsl(hue + 180, 60, 45)}"/>`;
  },
  phone: (rng, hue) => {
    const x = rng.int(380, 620);
    const screen = hsl(hue + 40, 80, 60);
    return `<g transform="rotate(${rng.int(-10, 10)} ${x + 100} 337)"><rect x="${x - 200}" y="120" width="200" height="420" rx="26" fill="${DARK}"/><rect x="${x - 185}" y="140" width="175" height="380" rx="16" fill="${screen}" fill-opacity="0.8"/><rect x="${x + 10}" y="120" width="200" height="420" rx="26" fill="${DARK}"/><rect x="${x + 25}" y="140" width="175" height="380" rx="16" fill="${screen}"/><rect x="${x - 8}" y="140" width="26" height="380" fill="${hsl(hue, 10, 60)}"/></g>`;
  },
  robot: (rng, hue) => {
    const x = rng.int(420, 780);
    const eye = hsl(hue + 120, 90, 65);
    return `<rect x="${x - 110}" y="140" width="220" height="160" rx="40" fill="${LIGHT}"/><circle cx="${x - 50}" cy="215" r="24" fill="${eye}"/><circle cx="${x + 50}" cy="215" r="24" fill="${eye}"/><line x1="${x}" y1="140" x2="${x}" y2="90" stroke="${LIGHT}" stroke-width="8"/><circle cx="${x}" cy="84" r="14" fill="${eye}"/><rect x="${x - 150}" y="320" width="300" height="220" rx="30" fill="${LIGHT}"/><rect x="${x - 60}" y="370" width="120" height="70" rx="10" fill="${hsl(hue, 40, 40)}"/><rect x="${x - 210}" y="340" width="50" height="170" rx="25" fill="${LIGHT}"/><rect x="${x + 160}" y="340" width="50" height="170" rx="25" fill="${LIGHT}"/><rect x="${x - 140}" y="560" width="280" height="40" rx="20" fill="${DARK}"/>`;
  },
  padlock: (rng, hue) => {
    let code = "";
    for (let i = 0; i < 14; i++)
      code += `<rect x="${rng.int(20, 700)}" y="${40 + i * 44}" width="${rng.int(80, 460)}" height="14" rx="7" fill="${hsl(hue + 90, 80, 65)}" fill-opacity="0.35"/>`;
    const x = rng.int(700, 900);
    return `${code}<path d="M${x - 80} 300 V 220 A 80 80 0 0 1 ${x + 80} 220 V 300" fill="none" stroke="${LIGHT}" stroke-width="30"/><rect x="${x - 130}" y="290" width="260" height="230" rx="24" fill="${hsl(45, 80, 55)}"/><circle cx="${x}" cy="380" r="26" fill="${DARK}"/><rect x="${x - 10}" y="390" width="20" height="70" fill="${DARK}"/>`;
  },
  battery: (rng, hue) => {
    const x = rng.int(250, 450);
    const level = rng.int(3, 5);
    let cells = "";
    for (let i = 0; i < level; i++)
      cells += `<rect x="${x + 30 + i * 120}" y="250" width="100" height="180" rx="10" fill="${hsl(120 + i * 6, 70, 50)}"/>`;
    return `<rect x="${x}" y="220" width="640" height="240" rx="30" fill="none" stroke="${LIGHT}" stroke-width="16"/><rect x="${x + 640}" y="290" width="40" height="100" rx="10" fill="${LIGHT}"/>${cells}<polygon points="${x + 330},120 ${x + 290},190 ${x + 330},190 ${x + 310},250 ${x + 370},170 ${x + 330},170" fill="${hsl(hue + 40, 95, 70)}"/>`;
  },
  vinyl: (rng, hue) => {
    // A vinyl record and an equaliser (the music section's picture before pictures had motifs).
    const cx = rng.int(300, 500);
    const cy = 337;
    let vinyl = `<circle cx="${cx}" cy="${cy}" r="230" fill="#111" fill-opacity="0.85"/>`;
    for (let r = 80; r < 225; r += 18) {
      vinyl += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>`;
    }
    vinyl += `<circle cx="${cx}" cy="${cy}" r="70" fill="${hsl(hue + 30, 80, 60)}"/><circle cx="${cx}" cy="${cy}" r="10" fill="#111"/>`;
    let bars = "";
    for (let i = 0; i < 16; i++) {
      const h = rng.int(40, 360);
      bars += `<rect x="${650 + i * 32}" y="${560 - h}" width="20" height="${h}" rx="6" fill="${hsl(hue + i * 6, 85, 70)}" fill-opacity="0.85"/>`;
    }
    return vinyl + bars;
  },
  concert: (rng, hue) => {
    let beams = "";
    for (let i = 0; i < 4; i++) {
      const x = 200 + i * 260 + rng.int(-40, 40);
      beams += `<polygon points="${x - 20},0 ${x + 20},0 ${x + rng.int(60, 200)},480 ${x - rng.int(60, 200)},480" fill="${hsl(hue + i * 40, 90, 75)}" fill-opacity="0.22"/>`;
    }
    let crowd = "";
    for (let x = 0; x < 1240; x += 44) {
      const y = rng.int(540, 580);
      crowd += `<circle cx="${x}" cy="${y}" r="24" fill="${DARK}"/><rect x="${x - 26}" y="${y + 16}" width="52" height="120" rx="20" fill="${DARK}"/>`;
      if (rng.chance(0.15))
        crowd += `<line x1="${x + 10}" y1="${y}" x2="${x + 30}" y2="${y - 80}" stroke="${DARK}" stroke-width="12" stroke-linecap="round"/>`;
    }
    return `<rect x="0" y="440" width="1200" height="40" fill="${hsl(hue, 20, 20)}"/>${beams}${crowd}`;
  },
  festival: (rng, hue) => {
    let tents = "";
    for (let i = 0; i < 5; i++) {
      const x = rng.int(40, 1100);
      const w = rng.int(90, 160);
      tents += `<polygon points="${x},560 ${x + w / 2},${560 - w * 0.8} ${x + w},560" fill="${hsl(hue + i * 60, 75, 60)}"/>`;
    }
    let flags = "";
    for (let i = 0; i < 14; i++)
      flags += `<polygon points="${i * 90},120 ${i * 90 + 60},120 ${i * 90 + 30},170" fill="${hsl(hue + i * 25, 85, 65)}"/>`;
    return `<path d="M0 120 Q 600 180 1200 120" fill="none" stroke="${LIGHT}" stroke-width="3"/>${flags}<rect x="380" y="250" width="440" height="200" fill="${DARK}"/><polygon points="360,250 840,250 780,200 420,200" fill="${hsl(hue, 60, 40)}"/>${tents}<rect x="0" y="560" width="1200" height="115" fill="${hsl(100, 40, 35)}"/>`;
  },
  film: (rng, hue) => {
    const cx = rng.int(360, 520);
    let holes = "";
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3 + rng.next();
      holes += `<circle cx="${r1(cx + 110 * Math.cos(a))}" cy="${r1(330 + 110 * Math.sin(a))}" r="44" fill="${hsl(hue, 30, 20)}"/>`;
    }
    let strip = "";
    for (let i = 0; i < 6; i++)
      strip += `<rect x="${cx + 250 + i * 90}" y="410" width="70" height="60" fill="${hsl(hue + 40, 60, 70)}" fill-opacity="0.7"/>`;
    return `<circle cx="${cx}" cy="330" r="200" fill="${hsl(0, 0, 75)}"/>${holes}<circle cx="${cx}" cy="330" r="24" fill="${DARK}"/><rect x="${cx + 230}" y="390" width="560" height="100" fill="${DARK}"/>${strip}`;
  },
  clapper: (rng, hue) => {
    const x = rng.int(300, 560);
    let stripes = "";
    for (let i = 0; i < 6; i++)
      stripes += `<polygon points="${x + i * 100},0 ${x + i * 100 + 50},0 ${x + i * 100 + 20},60 ${x + i * 100 - 30},60" fill="#fff"/>`;
    return `<rect x="${x}" y="260" width="600" height="330" rx="12" fill="${DARK}"/><line x1="${x + 40}" y1="380" x2="${x + 560}" y2="380" stroke="#fff" stroke-width="4"/><line x1="${x + 40}" y1="480" x2="${x + 560}" y2="480" stroke="#fff" stroke-width="4"/><g transform="translate(0 160) rotate(-14 ${x} 100)"><rect x="${x}" y="0" width="600" height="60" fill="${DARK}"/>${stripes}</g><circle cx="${x + 520}" cy="${rng.int(80, 140)}" r="40" fill="${hsl(hue + 50, 90, 70)}" fill-opacity="0.6"/>`;
  },
  award: (rng, hue) => {
    const x = rng.int(460, 740);
    const gold = hsl(45, 90, 60);
    let stars = "";
    for (let i = 0; i < 6; i++)
      stars += star(rng.int(60, 1140), rng.int(60, 300), rng.int(12, 30), hsl(hue + 60, 95, 85));
    return `${stars}<circle cx="${x}" cy="190" r="70" fill="${gold}"/><path d="M${x - 40} 250 Q ${x} 420 ${x - 30} 500 H ${x + 30} Q ${x} 420 ${x + 40} 250 Z" fill="${gold}"/><rect x="${x - 90}" y="500" width="180" height="40" rx="6" fill="${DARK}"/><rect x="${x - 120}" y="540" width="240" height="50" rx="6" fill="${DARK}"/>`;
  },
  screen: (rng, hue) => {
    // A screen showing colour bars, with an antenna (the TV section's picture before motifs).
    const x = rng.int(250, 450);
    const y = 150;
    let out = `<line x1="${x + 350}" y1="${y}" x2="${x + 250}" y2="${y - 110}" stroke="#fff" stroke-width="6"/><line x1="${x + 350}" y1="${y}" x2="${x + 450}" y2="${y - 110}" stroke="#fff" stroke-width="6"/>`;
    out += `<rect x="${x - 20}" y="${y - 20}" width="740" height="450" rx="40" fill="${hsl(hue, 25, 14)}"/>`;
    const colors = ["#c0c0c0", "#c0c000", "#00c0c0", "#00c000", "#c000c0", "#c00000", "#0000c0"];
    const shift = rng.int(0, colors.length - 1);
    for (let i = 0; i < 7; i++) {
      out += `<rect x="${x + i * 100}" y="${y}" width="100" height="410" fill="${colors[(i + shift) % colors.length]}" fill-opacity="0.9"/>`;
    }
    out += `<rect x="${x}" y="${y}" width="700" height="410" fill="url(#glow)"/>`;
    return out;
  },
  camera: (rng, hue) => {
    const x = rng.int(320, 560);
    return `<rect x="${x}" y="200" width="380" height="230" rx="24" fill="${DARK}"/><rect x="${x + 380}" y="250" width="160" height="130" rx="10" fill="${hsl(hue, 20, 25)}"/><circle cx="${x + 560}" cy="315" r="60" fill="${hsl(hue + 30, 60, 55)}" stroke="${DARK}" stroke-width="16"/><circle cx="${x + 90}" cy="150" r="60" fill="none" stroke="${DARK}" stroke-width="18"/><circle cx="${x + 250}" cy="150" r="60" fill="none" stroke="${DARK}" stroke-width="18"/><line x1="${x + 190}" y1="430" x2="${x + 80}" y2="640" stroke="${DARK}" stroke-width="16"/><line x1="${x + 190}" y1="430" x2="${x + 300}" y2="640" stroke="${DARK}" stroke-width="16"/><circle cx="${x + 40}" cy="240" r="12" fill="#d33"/>`;
  },
  sofa: (rng, hue) => {
    const glow = hsl(hue + 40, 80, 70);
    const x = rng.int(380, 560);
    return `<rect x="${x - 200}" y="120" width="520" height="290" rx="18" fill="${glow}" fill-opacity="0.85"/><rect x="${x - 180}" y="140" width="480" height="250" rx="10" fill="url(#glow)"/><rect x="120" y="470" width="960" height="150" rx="50" fill="${hsl(hue + 180, 35, 30)}"/><rect x="170" y="420" width="860" height="110" rx="40" fill="${hsl(hue + 180, 35, 38)}"/><rect x="90" y="450" width="110" height="180" rx="40" fill="${hsl(hue + 180, 35, 30)}"/><rect x="1000" y="450" width="110" height="180" rx="40" fill="${hsl(hue + 180, 35, 30)}"/>`;
  },
  park: (rng, hue) => {
    let trees = "";
    for (let i = 0; i < 7; i++) {
      const x = rng.int(40, 1160);
      const y = rng.int(300, 420);
      trees += `<rect x="${x - 10}" y="${y}" width="20" height="110" fill="${hsl(25, 40, 30)}"/><circle cx="${x}" cy="${y - 20}" r="${rng.int(50, 80)}" fill="${hsl(110 + rng.int(-20, 20), 45, 35)}"/>`;
    }
    const lamp = rng.int(500, 700);
    return `<circle cx="${rng.int(150, 1050)}" cy="110" r="50" fill="${hsl(hue + 20, 90, 80)}"/>${trees}<path d="M520 675 Q 600 520 760 440 L 800 440 Q 660 540 700 675 Z" fill="${hsl(35, 40, 70)}"/><rect x="${lamp}" y="300" width="10" height="240" fill="${DARK}"/><circle cx="${lamp + 5}" cy="296" r="18" fill="${hsl(48, 100, 80)}"/>`;
  },
  kitchen: (rng, hue) => {
    const x = rng.int(360, 600);
    let steam = "";
    for (let i = 0; i < 3; i++)
      steam += `<path d="M${x + 60 + i * 70} 250 q -30 -40 0 -80 q 30 -40 0 -80" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="8"/>`;
    return `${steam}<rect x="${x}" y="270" width="300" height="200" rx="30" fill="${hsl(hue + 180, 60, 45)}"/><rect x="${x - 30}" y="260" width="360" height="30" rx="15" fill="${hsl(hue + 180, 60, 35)}"/><rect x="${x - 60}" y="300" width="40" height="20" rx="10" fill="${DARK}"/><rect x="${x + 320}" y="300" width="40" height="20" rx="10" fill="${DARK}"/><rect x="100" y="480" width="1000" height="40" fill="${DARK}"/><circle cx="${x + 150}" cy="500" r="60" fill="#d64" fill-opacity="0.5"/>`;
  },
  fashion: (rng, hue) => {
    let clothes = "";
    for (let i = 0; i < 5; i++) {
      const x = 220 + i * 170;
      clothes += `<path d="M${x} 150 q 10 -30 20 0" fill="none" stroke="${DARK}" stroke-width="5"/><path d="M${x - 60} 175 L ${x + 10} 150 L ${x + 80} 175 L ${x + 70} ${rng.int(420, 560)} L ${x - 50} ${rng.int(420, 560)} Z" fill="${hsl(hue + i * 50 + rng.int(0, 30), 60, 55)}"/>`;
    }
    return `<line x1="120" y1="150" x2="1080" y2="150" stroke="${DARK}" stroke-width="10"/><line x1="140" y1="150" x2="140" y2="640" stroke="${DARK}" stroke-width="10"/><line x1="1060" y1="150" x2="1060" y2="640" stroke="${DARK}" stroke-width="10"/>${clothes}`;
  },
  controller: (rng, hue) => {
    let hexes = `<g fill="none" stroke="${hsl(hue + 60, 100, 70)}" stroke-opacity="0.45" stroke-width="3">`;
    for (let row = 0; row < 6; row++) {
      for (let col = 0; col < 11; col++) {
        if (!rng.chance(0.55)) continue;
        hexes += `<polygon points="${hexagon(col * 120 + (row % 2) * 60, row * 104 + 40, 60)}"/>`;
      }
    }
    hexes += "</g>";
    const cx = rng.int(450, 750);
    const cy = rng.int(300, 380);
    const pad = `<path d="M${cx - 200} ${cy - 60} Q ${cx - 200} ${cy - 110} ${cx - 140} ${cy - 110} H ${cx + 140} Q ${cx + 200} ${cy - 110} ${cx + 200} ${cy - 60} L ${cx + 240} ${cy + 90} Q ${cx + 250} ${cy + 150} ${cx + 190} ${cy + 140} L ${cx + 110} ${cy + 60} H ${cx - 110} L ${cx - 190} ${cy + 140} Q ${cx - 250} ${cy + 150} ${cx - 240} ${cy + 90} Z" fill="${hsl(hue, 30, 12)}" stroke="${hsl(hue + 60, 100, 70)}" stroke-width="5"/>`;
    const dpad = `<rect x="${cx - 150}" y="${cy - 30}" width="80" height="24" rx="4" fill="#eee"/><rect x="${cx - 122}" y="${cy - 58}" width="24" height="80" rx="4" fill="#eee"/>`;
    let buttons = "";
    for (let i = 0; i < 4; i++) {
      buttons += `<circle cx="${cx + 110 + [0, 30, 0, -30][i]}" cy="${cy - 18 + [-30, 0, 30, 0][i]}" r="13" fill="${hsl(hue + i * 80, 90, 65)}"/>`;
    }
    return hexes + pad + dpad + buttons;
  },
  trophy: (rng, hue) => {
    const x = rng.int(480, 720);
    const metal = hsl(rng.chance(0.5) ? 45 : 200, rng.chance(0.5) ? 90 : 15, 65);
    return `<path d="M${x - 130} 120 H ${x + 130} V 220 Q ${x + 130} 360 ${x} 380 Q ${x - 130} 360 ${x - 130} 220 Z" fill="${metal}"/><path d="M${x - 130} 150 Q ${x - 220} 150 ${x - 200} 240 Q ${x - 180} 300 ${x - 110} 300" fill="none" stroke="${metal}" stroke-width="20"/><path d="M${x + 130} 150 Q ${x + 220} 150 ${x + 200} 240 Q ${x + 180} 300 ${x + 110} 300" fill="none" stroke="${metal}" stroke-width="20"/><rect x="${x - 25}" y="378" width="50" height="100" fill="${metal}"/><rect x="${x - 120}" y="478" width="240" height="60" rx="8" fill="${hsl(hue, 30, 18)}"/>${star(x, 240, 50, "#fff")}`;
  },
  pixels: (rng, hue) => {
    let out = "";
    const size = 45;
    for (let row = 0; row < 15; row++) {
      for (let col = 0; col < 27; col++) {
        if (rng.chance(0.28))
          out += `<rect x="${col * size}" y="${row * size}" width="${size - 4}" height="${size - 4}" fill="${hsl(hue + rng.int(0, 120), 80, rng.int(45, 70))}" fill-opacity="0.75"/>`;
      }
    }
    return out;
  },
  pitch: (rng) => {
    let stripes = "";
    for (let i = 0; i < 6; i++)
      stripes += `<rect x="${80 + i * 174}" y="60" width="87" height="555" fill="#fff" fill-opacity="0.05"/>`;
    const lines = `<g fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="5"><rect x="80" y="60" width="1040" height="555"/><line x1="600" y1="60" x2="600" y2="615"/><circle cx="600" cy="337" r="90"/><rect x="80" y="187" width="150" height="300"/><rect x="970" y="187" width="150" height="300"/></g>`;
    return stripes + lines + ball(rng.int(250, 950), rng.int(180, 500), 56);
  },
  player: (rng, hue) => {
    const x = rng.int(420, 780);
    const shirt = hsl(hue + rng.int(120, 240), 70, 50);
    return `<circle cx="${x}" cy="170" r="70" fill="#f1e3d3"/><path d="M${x - 150} 520 Q ${x - 150} 290 ${x} 270 Q ${x + 150} 290 ${x + 150} 520 Z" fill="${shirt}"/><text x="${x}" y="440" font-family="sans-serif" font-size="110" font-weight="700" text-anchor="middle" fill="#fff">${rng.int(2, 11)}</text>${ball(x + rng.int(180, 300), 560, 50)}`;
  },
  track: (rng, hue) => {
    let lanes = "";
    for (let i = 0; i < 6; i++)
      lanes += `<path d="M0 ${380 + i * 50} Q 600 ${300 + i * 60} 1200 ${380 + i * 50}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="4"/>`;
    const x = rng.int(300, 900);
    return `<path d="M0 380 Q 600 300 1200 380 V 675 H 0 Z" fill="${hsl(12, 60, 45)}"/>${lanes}<circle cx="${x}" cy="170" r="36" fill="${DARK}"/><path d="M${x} 210 L ${x - 30} 330 L ${x - 100} 390 M ${x - 30} 330 L ${x + 40} 400 M ${x} 240 L ${x - 80} 280 M ${x} 240 L ${x + 80} 220" fill="none" stroke="${DARK}" stroke-width="26" stroke-linecap="round"/><rect x="${x + 160}" y="120" width="8" height="140" fill="${LIGHT}"/><rect x="${x + 168}" y="120" width="90" height="50" fill="${hsl(hue, 70, 55)}"/>`;
  },
};

export function hexagon(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = Math.PI / 6 + (i * Math.PI) / 3;
    points.push(`${r1(cx + r * Math.cos(angle))},${r1(cy + r * Math.sin(angle))}`);
  }
  return points.join(" ");
}
