// Generated app icons for demo games: a vivid background (gradient, radial or two-tone,
// sometimes striped), one bold shape with a soft shadow, sometimes an accent shape
// inside, and usually rounded corners. Shapes are signed distance functions, so
// edges are anti-aliased without supersampling. Deterministic from a seed string.
import { createRandom, type Random } from '../lib/random';
import { encodePng, type RgbaImage } from './png';

export const ICON_SIZE = 128;

type Rgb = readonly [number, number, number];
/** Signed distance in icon units (the icon spans -1..1); negative inside. */
type Sdf = (x: number, y: number) => number;

export const ICON_SHAPES = ['circle', 'roundedSquare', 'diamond', 'star', 'ring', 'stripes'] as const;
export type IconShape = (typeof ICON_SHAPES)[number];

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

const circle =
  (r: number): Sdf =>
  (x, y) =>
    Math.hypot(x, y) - r;

const roundedBox =
  (half: number, radius: number): Sdf =>
  (x, y) => {
    const qx = Math.abs(x) - half + radius;
    const qy = Math.abs(y) - half + radius;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };

const diamond =
  (r: number): Sdf =>
  (x, y) =>
    (Math.abs(x) + Math.abs(y) - r) / Math.SQRT2;

const ring =
  (r: number, width: number): Sdf =>
  (x, y) =>
    Math.abs(Math.hypot(x, y) - r) - width;

// Five-pointed star (after Inigo Quilez's sdStar5); y is flipped so it points up.
const star = (r: number, innerRatio: number): Sdf => {
  const k1x = 0.809016994375;
  const k1y = -0.587785252292;
  const k2x = -k1x;
  const k2y = k1y;
  const bax = innerRatio * -k1y;
  const bay = innerRatio * k1x - 1;
  const baba = bax * bax + bay * bay;
  return (x0, y0) => {
    let x = Math.abs(x0);
    let y = -y0;
    const d1 = 2 * Math.max(k1x * x + k1y * y, 0);
    x -= d1 * k1x;
    y -= d1 * k1y;
    const d2 = 2 * Math.max(k2x * x + k2y * y, 0);
    x -= d2 * k2x;
    y -= d2 * k2y;
    x = Math.abs(x);
    y -= r;
    const h = Math.min(Math.max((x * bax + y * bay) / baba, 0), r);
    const dx = x - bax * h;
    const dy = y - bay * h;
    return Math.hypot(dx, dy) * Math.sign(y * bax - x * bay);
  };
};

/** Three vertical bars, the middle one shorter, inside a square of half-size `half`. */
const bars = (half: number): Sdf => {
  const tall = (x: number, y: number) => {
    const qx = Math.abs(x) - half / 5;
    const qy = Math.abs(y) - half;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
  };
  const gap = (half * 2) / 3;
  return (x, y) => Math.min(tall(x + gap, y), tall(x, y * 1.25), tall(x - gap, y));
};

const rotate = (sdf: Sdf, angle: number): Sdf => {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return (x, y) => sdf(c * x + s * y, -s * x + c * y);
};

const translate =
  (sdf: Sdf, dx: number, dy: number): Sdf =>
  (x, y) =>
    sdf(x - dx, y - dy);

function mainShape(kind: IconShape, random: Random): { sdf: Sdf; innerScale: number } {
  switch (kind) {
    case 'circle':
      return { sdf: circle(random.float(0.5, 0.62)), innerScale: 0.45 };
    case 'roundedSquare': {
      const half = random.float(0.44, 0.54);
      const box = roundedBox(half, half * random.float(0.2, 0.45));
      return { sdf: random.chance(0.3) ? rotate(box, Math.PI / 4) : box, innerScale: 0.45 };
    }
    case 'diamond':
      return { sdf: diamond(random.float(0.62, 0.74)), innerScale: 0.35 };
    case 'star':
      return { sdf: translate(star(random.float(0.62, 0.7), random.float(0.4, 0.5)), 0, 0.04), innerScale: 0.3 };
    case 'ring':
      return { sdf: ring(random.float(0.42, 0.52), random.float(0.09, 0.14)), innerScale: 0.35 };
    default:
      return { sdf: bars(random.float(0.42, 0.52)), innerScale: 0 };
  }
}

interface Layer {
  sdf: Sdf;
  color: Rgb;
  alpha: number;
  /** Edge width in icon units: one pixel for crisp shapes, wider for soft shadows. */
  softness: number;
}

/** The icon of a game as RGBA pixels. */
export function renderGameIcon(seed: string, size: number = ICON_SIZE): RgbaImage {
  const random = createRandom(`icon/${seed}`);
  const pixel = 2 / size;

  const hue = random.float(0, 360);
  const baseLight = random.float(48, 60);
  const from = hsl(hue, random.float(72, 92), baseLight);
  const to = hsl(hue + random.pick([-1, 1]) * random.float(25, 60), random.float(75, 95), random.float(38, 50));
  const background = random.pick(['linear', 'radial', 'twoTone'] as const);
  const angle = random.float(0, Math.PI * 2);
  const dirX = Math.cos(angle);
  const dirY = Math.sin(angle);
  const splitOffset = random.float(-0.3, 0.3);
  const striped = random.chance(0.3);
  const stripePeriod = random.float(0.22, 0.34);
  const stripeAngle = random.pick([Math.PI / 4, -Math.PI / 4, 0]);

  const kind = random.pick(ICON_SHAPES);
  const { sdf, innerScale } = mainShape(kind, random);
  const shapeColor = random.pick<Rgb>([
    hsl(hue + 180, 30, 97), // near white
    hsl(hue + random.float(150, 210), 90, 78), // light complementary
    hsl(random.float(40, 55), 95, 60), // golden yellow
    hsl(hue, 70, 18), // deep shade of the background
  ]);
  const layers: Layer[] = [
    { sdf: translate(sdf, 0.04, 0.07), color: [0, 0, 0], alpha: 0.28, softness: 0.1 },
    { sdf, color: shapeColor, alpha: 1, softness: pixel },
  ];
  if (innerScale > 0 && random.chance(0.55)) {
    const accentKind = random.pick(['circle', 'diamond', 'star'] as const);
    const r = innerScale * 0.75;
    const accent = accentKind === 'circle' ? circle(r * 0.8) : accentKind === 'diamond' ? diamond(r) : star(r, 0.45);
    layers.push({ sdf: accent, color: random.chance(0.5) ? to : hsl(hue + 180, 85, 55), alpha: 1, softness: pixel });
  }

  const rounded = random.chance(0.7);
  const corners = roundedBox(1, random.float(0.3, 0.45));

  const data = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    const y = (py + 0.5) * pixel - 1;
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) * pixel - 1;
      let t: number;
      if (background === 'linear') t = clamp01((x * dirX + y * dirY) / 2.4 + 0.5);
      else if (background === 'radial') t = clamp01(Math.hypot(x + 0.3 * dirX, y + 0.3 * dirY) / 1.6);
      else t = clamp01(0.5 - (x * dirX + y * dirY - splitOffset) / pixel);
      let r = from[0] + (to[0] - from[0]) * t;
      let g = from[1] + (to[1] - from[1]) * t;
      let b = from[2] + (to[2] - from[2]) * t;
      if (striped) {
        const u = x * Math.cos(stripeAngle) + y * Math.sin(stripeAngle);
        const m = Math.abs((((u % stripePeriod) + stripePeriod) % stripePeriod) - stripePeriod / 2) - stripePeriod / 4;
        const cover = clamp01(0.5 - m / pixel) * 0.14;
        r += (255 - r) * cover;
        g += (255 - g) * cover;
        b += (255 - b) * cover;
      }
      for (const layer of layers) {
        const cover = clamp01(0.5 - layer.sdf(x, y) / layer.softness) * layer.alpha;
        if (cover === 0) continue;
        r += (layer.color[0] - r) * cover;
        g += (layer.color[1] - g) * cover;
        b += (layer.color[2] - b) * cover;
      }
      const alpha = rounded ? clamp01(0.5 - corners(x, y) / pixel) : 1;
      const i = (py * size + px) * 4;
      data[i] = Math.round(r);
      data[i + 1] = Math.round(g);
      data[i + 2] = Math.round(b);
      data[i + 3] = Math.round(alpha * 255);
    }
  }
  return { width: size, height: size, data };
}

/** The icon of a game as PNG bytes. */
export function gameIconPng(seed: string, size: number = ICON_SIZE): Buffer {
  return encodePng(renderGameIcon(seed, size));
}
