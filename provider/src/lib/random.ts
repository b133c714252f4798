// A small seeded PRNG for the demo data and the ad-network simulator: sfc32 seeded
// from a cyrb128 hash of a string. Streams are derived by label (`fork`) rather than
// shared, so adding a game or a draw somewhere does not shift every later number.

export interface Random {
  /** The string this stream was seeded from. */
  readonly seed: string;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** Picks a value with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  chance(p: number): boolean;
  /** A normal draw (Box-Muller; two uniforms per call, no cached spare, so draws stay aligned). */
  normal(mean?: number, sd?: number): number;
  /** A shuffled copy. */
  shuffle<T>(list: readonly T[]): T[];
  /** An independent stream from the same seed and a label; does not consume draws from this one. */
  fork(label: string): Random;
}

/** cyrb128: four 32-bit words from a string, a good spread for seeding sfc32. */
export function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

function sfc32(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed;
  const step = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of sfc32 still echo the seed words; discard them.
  for (let i = 0; i < 12; i++) step();
  return step;
}

export function createRandom(seed: string): Random {
  const next = sfc32(hashSeed(seed));
  const random: Random = {
    seed,
    next,
    int(min, max) {
      if (max < min) throw new RangeError(`int(${min}, ${max}): max below min`);
      return min + Math.floor(next() * (max - min + 1));
    },
    float(min, max) {
      return min + next() * (max - min);
    },
    pick(list) {
      if (list.length === 0) throw new RangeError('pick from an empty list');
      return list[Math.floor(next() * list.length)] as (typeof list)[number];
    },
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      if (!(total > 0)) throw new RangeError('weighted needs a positive total weight');
      let target = next() * total;
      for (const [value, weight] of entries) {
        target -= weight;
        if (target < 0) return value;
      }
      // Rounding can leave a sliver past the last entry.
      return (entries[entries.length - 1] as (typeof entries)[number])[0];
    },
    chance(p) {
      return next() < p;
    },
    normal(mean = 0, sd = 1) {
      const u = 1 - next(); // (0, 1]: log stays finite
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    shuffle(list) {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    fork(label) {
      return createRandom(`${seed}/${label}`);
    },
  };
  return random;
}
