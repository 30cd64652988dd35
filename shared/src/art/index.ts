// Roteiro's illustrations (ADR 024): one flat style for every category — the palette's colours
// (artPalette), one 6 px ink outline, the same 800×600 grid (horizon at two thirds, the subject on a third, the sun
// or moon on the other) — with a scene per category: transfers a vehicle on the road or at the airport, experiences
// a landscape, a hill palace or a boat on the river, wellness stones, a leaf or water, restaurants a laid table,
// events a stage, gift cards a ribboned envelope. A service's pictures vary by its seed (accent, side) and by their
// number (time of day, the category's next scene), so a listing is not a wall of the same picture.
// The demo seed writes these as files (api/src/db/seed-art.ts) and the storefront draws the same one when a service
// has no picture: one generator, plain strings, no React (imported as `@mp/shared/art`, outside the first load).
// The drawing is decorative (aria-hidden): the page around it names the service and gives the `<img>` its alt.
// Its own folder, not src/ui: a remote's @mp/shared/ui fallbacks are one chunk (mp-shared), and the art must not pull
// them in when a card without a picture asks for it.
import { artPalette as P } from './palette';

export type ArtScene =
  'road' | 'airport' | 'landscape' | 'palace' | 'river' | 'stones' | 'leaf' | 'water' | 'table' | 'stage' | 'gift';
export const ART_SCENES: readonly ArtScene[] = [
  'road',
  'airport',
  'landscape',
  'palace',
  'river',
  'stones',
  'leaf',
  'water',
  'table',
  'stage',
  'gift',
];

/** The scenes of a category, its own first; picture N of a service takes scene N (wrapping). */
const BY_CATEGORY: Record<string, readonly ArtScene[]> = {
  'airport-transfers': ['airport', 'road'],
  'private-transfers': ['road', 'airport'],
  'city-tours': ['palace', 'river', 'landscape'],
  'culture-and-heritage': ['palace', 'landscape', 'river'],
  'day-trips': ['palace', 'landscape', 'river'],
  'boat-trips': ['river', 'palace', 'landscape'],
  'surf-and-water-sports': ['river', 'landscape'],
  'nature-and-hiking': ['landscape', 'river', 'palace'],
  'family-activities': ['landscape', 'palace', 'river'],
  'food-and-wine': ['table', 'landscape'],
  'spa-and-massage': ['stones', 'leaf', 'water'],
  'yoga-and-retreats': ['leaf', 'water', 'stones'],
  'thermal-baths': ['water', 'stones', 'leaf'],
  'beauty-treatments': ['leaf', 'stones', 'water'],
  'gift-cards': ['gift'],
  restaurant: ['table'],
  event: ['stage'],
};
/** A category the list does not know falls back on its kind's scenes. */
const BY_KIND: Record<string, readonly ArtScene[]> = {
  transfer: ['road', 'airport'],
  experience: ['landscape', 'palace', 'river'],
  wellness: ['stones', 'leaf', 'water'],
  gift_card: ['gift'],
  restaurant: ['table'],
  event: ['stage'],
};

export interface ArtInput {
  /** Category slug (or `restaurant` / `event`). */
  category: string;
  /** Service kind, when the category is not one of the list. */
  kind?: string;
  /** Any whole number the service keeps (the seed's image hue, the service id): picks the accent and the side. */
  seed: number;
  /** The picture's number in the service's gallery, from 0. */
  variant?: number;
}

export function sceneFor(input: Pick<ArtInput, 'category' | 'kind' | 'variant'>): ArtScene {
  const scenes = BY_CATEGORY[input.category] ?? BY_KIND[input.kind ?? ''] ?? BY_KIND.experience!;
  return scenes[(input.variant ?? 0) % scenes.length]!;
}

type Time = 'dawn' | 'day' | 'dusk' | 'night';
const TIMES: readonly Time[] = ['day', 'dusk', 'dawn', 'night'];
const SKY: Record<Time, string> = { dawn: P.skyDawn, day: P.skyDay, dusk: P.skyDusk, night: P.skyNight };

const HY = 400; // the horizon, two thirds down
const STROKE = 6;

interface Frame {
  /** The subject's x (on a third) and the sun's (on the other). */
  sx: number;
  dx: number;
  /** 1 when the subject is on the left third, -1 on the right (vehicles face the open side). */
  dir: 1 | -1;
  time: Time;
  accent: string;
}

// Small SVG writers: whole numbers keep the files short.
const r = Math.round;
const attrs = (extra: Record<string, string | number> = {}) =>
  Object.entries(extra)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r(v) : v}"`)
    .join('');
const path = (d: string, fill: string, extra?: Record<string, string | number>) =>
  `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const circle = (cx: number, cy: number, radius: number, fill: string, extra?: Record<string, string | number>) =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra?: Record<string, string | number>,
) => `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${attrs(extra)}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra?: Record<string, string | number>) =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${attrs(extra)}/>`;
const line = (d: string, extra?: Record<string, string | number>) => path(d, 'none', extra);
const NO_STROKE = { stroke: 'none' };

/** The sun low at dawn and dusk, high by day; the moon and a few stars at night. */
function sky(f: Frame, low = true): string {
  if (f.time === 'night') {
    const stars = [
      [f.dx - 150, 90],
      [f.dx + 120, 60],
      [400, 140],
      [f.dx - 60, 210],
    ]
      .map(([x, y]) => circle(x!, y!, 4, P.moon, NO_STROKE))
      .join('');
    return circle(f.dx, 120, 42, P.moon) + stars;
  }
  const cy = f.time === 'day' || !low ? 130 : 300;
  return circle(f.dx, cy, 56, P.sun);
}

const farHills = (f: Frame) =>
  path(`M0 ${HY - 30}Q${f.dx} ${HY - 170} ${800 - f.sx} ${HY - 50}T800 ${HY - 60}V600H0Z`, P.hillFar);
const ground = (fill: string) => rect(-10, HY, 820, 210, fill);
const tree = (x: number, y: number, size: number) =>
  line(`M${r(x)} ${r(y)}V${r(y - size * 1.4)}`) + circle(x, y - size * 1.6, size, P.hillNear);

function vehicle(f: Frame, y: number): string {
  const { sx, dir } = f;
  const x = (dx: number) => r(sx + dx * dir);
  return (
    path(
      `M${x(-130)} ${y}V${y - 70}Q${x(-130)} ${y - 100} ${x(-100)} ${y - 100}H${x(50)}L${x(110)} ${y - 60}H${x(120)}Q${x(135)} ${y - 60} ${x(135)} ${y - 45}V${y}Z`,
      f.accent,
    ) +
    rect(Math.min(x(-110), x(-50)), y - 85, 60, 34, P.glass) +
    path(`M${x(-35)} ${y - 85}H${x(40)}L${x(80)} ${y - 51}H${x(-35)}Z`, P.glass) +
    circle(x(128), y - 30, 7, P.sun, { 'stroke-width': 4 }) +
    circle(x(-75), y, 26, P.ink) +
    circle(x(80), y, 26, P.ink) +
    circle(x(-75), y, 9, P.stone, NO_STROKE) +
    circle(x(80), y, 9, P.stone, NO_STROKE)
  );
}

function road(f: Frame, airport: boolean): string {
  const { dx } = f;
  let back = farHills(f);
  if (airport) {
    back +=
      rect(dx - 210, HY - 70, 300, 70, P.paper) +
      rect(dx - 190, HY - 52, 260, 22, P.glass) +
      rect(dx + 110, HY - 190, 34, 190, P.paper) +
      path(`M${dx + 82} ${HY - 190}L${dx + 94} ${HY - 235}H${dx + 160}L${dx + 172} ${HY - 190}Z`, P.glass) +
      line(`M${dx + 127} ${HY - 235}V${HY - 262}`);
    const px = f.sx - 60 * f.dir;
    back +=
      path(`M${px - 40} 150L${px + 25 * f.dir} 110L${px + 45 * f.dir} 115L${px + 10} 152Z`, P.paper) +
      ellipse(px, 160, 95, 17, P.paper) +
      path(`M${px - 85 * f.dir} 150L${px - 110 * f.dir} 118H${px - 88 * f.dir}L${px - 60 * f.dir} 148Z`, f.accent);
  } else {
    back += tree(dx - 90, HY + 10, 34) + tree(dx + 30, HY + 4, 26) + tree(dx + 120, HY + 12, 30);
  }
  return (
    sky(f) +
    back +
    ground(P.hillNear) +
    rect(-10, 450, 820, 100, P.road) +
    line('M10 500H790', { stroke: P.paper, 'stroke-dasharray': '40 30' }) +
    vehicle(f, 495)
  );
}

function landscape(f: Frame): string {
  const { sx, dx, accent } = f;
  return (
    sky(f) +
    farHills(f) +
    path(`M-10 ${HY + 20}Q${sx} ${HY - 90} 810 ${HY + 10}V610H-10Z`, P.hillNear) +
    path(
      `M${sx - 40} 610C${sx - 120} 540 ${sx + 90} 500 ${sx + 10} ${HY - 18}L${sx + 40} ${HY - 18}C${sx + 150} 500 ${sx - 10} 540 ${sx + 90} 610Z`,
      P.sand,
    ) +
    rect(sx - 150, HY - 85, 90, 70, P.paper) +
    path(`M${sx - 162} ${HY - 85}L${sx - 105} ${HY - 130}L${sx - 48} ${HY - 85}Z`, accent) +
    rect(sx - 115, HY - 50, 22, 35, P.glass) +
    tree(dx - 40, HY + 60, 40) +
    tree(dx + 60, HY + 90, 48) +
    tree(sx + 170, HY + 30, 30)
  );
}

function palace(f: Frame): string {
  const { sx, accent } = f;
  const base = HY - 40;
  const crenels = [-100, -60, -20, 20, 60].map((x) => rect(sx + x, base - 118, 20, 18, P.wall)).join('');
  return (
    sky(f) +
    farHills(f) +
    path(`M-10 ${HY + 60}Q${sx} ${HY - 150} 810 ${HY + 60}V610H-10Z`, P.hillNear) +
    crenels +
    rect(sx - 110, base - 100, 220, 100, P.wall) +
    rect(sx - 160, base - 170, 60, 170, accent) +
    path(`M${sx - 166} ${base - 170}A36 36 0 0 1 ${sx - 94} ${base - 170}Z`, P.wall) +
    line(`M${sx - 130} ${base - 206}V${base - 230}`) +
    rect(sx + 95, base - 200, 52, 200, P.paper) +
    path(`M${sx + 88} ${base - 200}L${sx + 121} ${base - 250}L${sx + 154} ${base - 200}Z`, accent) +
    path(`M${sx - 24} ${base}V${base - 40}A24 24 0 0 1 ${sx + 24} ${base - 40}V${base}Z`, P.stoneDark) +
    [-75, 55]
      .map((x) =>
        path(`M${sx + x} ${base - 50}V${base - 72}A10 10 0 0 1 ${sx + x + 20} ${base - 72}V${base - 50}Z`, P.glass),
      )
      .join('') +
    rect(sx - 140, base - 135, 20, 30, P.glass) +
    tree(sx - 230, HY + 40, 34) +
    tree(sx + 220, HY + 30, 28)
  );
}

function waves(y0: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const y = y0 + i * 45;
    const x = 60 + ((i * 170) % 420);
    return line(`M${x} ${y}q30 -14 60 0t60 0`, { stroke: P.paper, 'stroke-width': 4 });
  }).join('');
}

function river(f: Frame): string {
  const { sx, dx, accent } = f;
  return (
    sky(f) +
    farHills(f) +
    [0, 1, 2]
      .map((i) => rect(dx - 140 + i * 70, HY - 50 - (i % 2) * 20, 50, 50 + (i % 2) * 20, i === 1 ? accent : P.paper))
      .join('') +
    rect(-10, HY, 820, 210, P.water) +
    waves(HY + 40, 4) +
    path(`M${sx - 120} ${HY + 40}H${sx + 120}L${sx + 85} ${HY + 85}H${sx - 85}Z`, accent) +
    line(`M${sx} ${HY + 40}V${HY - 130}`) +
    path(`M${sx + 8} ${HY - 118}V${HY + 28}H${sx + 110}Z`, P.paper) +
    path(`M${sx - 8} ${HY - 100}V${HY + 28}H${sx - 80}Z`, P.paper) +
    path(`M${sx} ${HY - 130}l30 10l-30 10Z`, accent)
  );
}

function stones(f: Frame): string {
  const { sx, accent } = f;
  return (
    sky(f, false) +
    rect(-10, HY, 820, 210, P.water) +
    ellipse(sx, HY + 95, 200, 30, 'none', { stroke: P.paper, 'stroke-width': 4 }) +
    ellipse(sx, HY + 95, 130, 40, P.stoneDark) +
    ellipse(sx, HY + 40, 95, 30, P.stone) +
    ellipse(sx, HY - 5, 66, 24, P.stoneDark) +
    ellipse(sx, HY - 40, 42, 17, P.stone) +
    leafShape(sx + 250 * f.dir, HY + 150, 60, 0.9, accent) +
    waves(HY + 150, 2)
  );
}

function leafShape(x: number, y: number, size: number, lean: number, fill: string): string {
  const tipX = x + size * lean * 0.6;
  const tipY = y - size * 2.2;
  return (
    path(
      `M${r(x)} ${r(y)}C${r(x - size * 1.3)} ${r(y - size)} ${r(tipX - size)} ${r(tipY + size * 0.4)} ${r(tipX)} ${r(tipY)}C${r(tipX + size * 0.6)} ${r(tipY + size)} ${r(x + size * 1.2)} ${r(y - size * 0.6)} ${r(x)} ${r(y)}Z`,
      fill,
    ) + line(`M${r(x)} ${r(y)}Q${r(x + size * 0.1)} ${r(y - size)} ${r(tipX)} ${r(tipY)}`, { 'stroke-width': 4 })
  );
}

function leaf(f: Frame): string {
  const { sx, accent } = f;
  return (
    sky(f, false) +
    ground(P.sand) +
    leafShape(sx, HY + 80, 120, 0.5, P.hillNear) +
    leafShape(sx - 70 * f.dir, HY + 80, 70, -0.8, accent) +
    ellipse(sx + 10, HY + 84, 170, 18, P.stone) +
    path(`M${sx + 170 * f.dir} ${HY - 60}q-24 40 0 48q24 -8 0 -48Z`, P.water) +
    circle(sx - 200 * f.dir, HY + 130, 14, P.stone) +
    circle(sx - 160 * f.dir, HY + 150, 9, P.stoneDark)
  );
}

function water(f: Frame): string {
  const { sx, accent } = f;
  const steam = [-50, 0, 50]
    .map((x) => line(`M${sx + x} ${HY - 40}q-16 -30 0 -60t0 -60`, { stroke: P.paper, 'stroke-width': 5 }))
    .join('');
  return (
    sky(f, false) +
    ground(P.sand) +
    ellipse(sx, HY + 90, 250, 80, P.stone) +
    ellipse(sx, HY + 90, 215, 62, P.waterDeep) +
    [150, 100, 55]
      .map((rx, i) =>
        ellipse(sx, HY + 90, rx, rx * 0.28, i === 2 ? P.water : 'none', { stroke: P.paper, 'stroke-width': 4 }),
      )
      .join('') +
    path(`M${sx} ${HY - 150}q-34 56 0 66q34 -10 0 -66Z`, P.water) +
    steam +
    leafShape(sx + 260 * f.dir, HY + 170, 50, -0.5, accent)
  );
}

function table(f: Frame): string {
  const { sx, dx, accent } = f;
  const gx = sx + 210 * f.dir;
  const fx = sx - 195 * f.dir;
  const kx = sx - 240 * f.dir;
  return (
    rect(-10, -10, 820, HY + 10, P.sand, NO_STROKE) +
    path(`M${dx - 90} ${HY - 70}V170A90 90 0 0 1 ${dx + 90} 170V${HY - 70}Z`, SKY[f.time]) +
    circle(dx + 30, 150, 24, f.time === 'night' ? P.moon : P.sun) +
    line(`M${dx} ${HY - 70}V90M${dx - 90} 200H${dx + 90}`) +
    rect(-10, HY - 20, 820, 230, P.paper) +
    [0, 1, 2].map((i) => rect(60 + i * 280, HY - 20, 60, 230, accent, { opacity: 0.25, stroke: 'none' })).join('') +
    ellipse(sx, HY + 90, 150, 52, P.paper) +
    ellipse(sx, HY + 88, 100, 32, P.glass) +
    circle(sx - 30, HY + 80, 20, accent) +
    circle(sx + 18, HY + 90, 16, P.hillNear) +
    circle(sx + 40, HY + 74, 12, P.wall) +
    line(
      `M${fx} ${HY + 40}V${HY + 150}M${fx - 15} ${HY + 40}V${HY + 70}Q${fx} ${HY + 85} ${fx + 15} ${HY + 70}V${HY + 40}`,
    ) +
    path(`M${kx} ${HY + 150}V${HY + 40}Q${kx + 16} ${HY + 60} ${kx} ${HY + 100}`, P.stone) +
    path(
      `M${gx - 40} ${HY - 130}Q${gx - 40} ${HY - 40} ${gx} ${HY - 36}Q${gx + 40} ${HY - 40} ${gx + 40} ${HY - 130}Z`,
      P.glass,
    ) +
    path(
      `M${gx - 37} ${HY - 90}Q${gx - 30} ${HY - 40} ${gx} ${HY - 38}Q${gx + 30} ${HY - 40} ${gx + 37} ${HY - 90}Z`,
      accent,
      NO_STROKE,
    ) +
    line(`M${gx} ${HY - 36}V${HY + 50}`) +
    ellipse(gx, HY + 54, 36, 10, P.glass)
  );
}

function stage(f: Frame): string {
  const { sx, accent } = f;
  const night = f.time === 'night' || f.time === 'day' ? P.skyNight : SKY[f.time];
  const beams = [160, 400, 640]
    .map((x) => path(`M${x} 60L${x - 90} ${HY + 40}H${x + 90}Z`, P.sun, { opacity: 0.45, stroke: 'none' }))
    .join('');
  const bulbs = Array.from({ length: 9 }, (_, i) => {
    const x = 60 + i * 85;
    const y = 70 + Math.abs(4 - i) * -6 + 24;
    return circle(x, y, 9, i % 2 ? P.sun : P.paper, { 'stroke-width': 3 });
  }).join('');
  const heads = Array.from({ length: 7 }, (_, i) =>
    path(`M${20 + i * 120} 610v-40a45 45 0 0 1 90 0v40Z`, P.ink, { stroke: 'none' }),
  ).join('');
  return (
    rect(-10, -10, 820, 620, night, NO_STROKE) +
    rect(60, 100, 680, HY - 80, accent) +
    path(`M60 100H180Q150 250 170 ${HY + 20}H60Z`, P.stoneDark) +
    path(`M740 100H620Q650 250 630 ${HY + 20}H740Z`, P.stoneDark) +
    beams +
    line('M40 70Q400 130 760 70', { 'stroke-width': 3 }) +
    bulbs +
    rect(40, HY + 20, 720, 60, P.wood) +
    line(`M${sx} ${HY + 20}V${HY - 90}`) +
    circle(sx, HY - 100, 12, P.stone) +
    heads
  );
}

function gift(f: Frame): string {
  const { sx, accent } = f;
  const confetti = [
    [120, 120, P.sun],
    [680, 90, accent],
    [600, 200, P.water],
    [200, 240, P.hillNear],
    [720, 300, P.sun],
    [90, 330, accent],
  ]
    .map(([x, y, c]) => circle(Number(x) + (sx - 400) * 0.2, Number(y), 10, String(c), { 'stroke-width': 3 }))
    .join('');
  const x0 = sx - 170;
  return (
    sky(f, false) +
    confetti +
    ground(P.sand) +
    rect(x0, 220, 340, 230, P.paper) +
    line(`M${x0} 220L${sx} 345L${x0 + 340} 220`) +
    rect(sx - 18, 220, 36, 230, accent) +
    rect(x0, 318, 340, 34, accent) +
    path(`M${sx} 330C${sx - 100} 250 ${sx - 120} 360 ${sx} 338Z`, accent) +
    path(`M${sx} 330C${sx + 100} 250 ${sx + 120} 360 ${sx} 338Z`, accent) +
    path(`M${sx - 6} 340L${sx - 50} 400M${sx + 6} 340L${sx + 50} 400`, 'none') +
    circle(sx, 334, 16, P.wall)
  );
}

const DRAW: Record<ArtScene, (f: Frame) => string> = {
  road: (f) => road(f, false),
  airport: (f) => road(f, true),
  landscape,
  palace,
  river,
  stones,
  leaf,
  water,
  table,
  stage,
  gift,
};

/** MurmurHash3's 32-bit finaliser: every bit of the seed moves every bit of the answer. */
function mix(seed: number): number {
  let h = seed >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The illustration of a service's picture `variant` (0-based) as an SVG document, a few KB. */
export function categoryArtSvg(input: ArtInput): string {
  const variant = Math.max(0, Math.floor(input.variant ?? 0));
  // Neighbouring seeds (hues 10 apart, ids in a row) should not look alike: mix the bits before picking.
  const mixed = mix(Math.abs(Math.floor(input.seed)));
  const scene = sceneFor({ ...input, variant });
  const left = ((mixed >>> 3) + variant) % 2 === 0;
  const frame: Frame = {
    sx: left ? 267 : 533,
    dx: left ? 620 : 180,
    dir: left ? 1 : -1,
    time: TIMES[((mixed >>> 8) + variant) % TIMES.length]!,
    accent: P.accents[((mixed >>> 13) + variant) % P.accents.length]!,
  };
  const background = scene === 'table' || scene === 'stage' ? '' : rect(0, 0, 800, 600, SKY[frame.time], NO_STROKE);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" data-scene="${scene}">` +
    `<g aria-hidden="true" stroke="${P.ink}" stroke-width="${STROKE}" stroke-linejoin="round" stroke-linecap="round">` +
    background +
    DRAW[scene](frame) +
    `</g></svg>\n`
  );
}

/** The illustration as a `data:` URL, for an `<img src>` (no ids inside, so any number can share a page). */
export function categoryArtUrl(input: ArtInput): string {
  return `data:image/svg+xml,${encodeURIComponent(categoryArtSvg(input))}`;
}
