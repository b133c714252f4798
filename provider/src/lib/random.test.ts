// The seeded PRNG behind the demo data and the ad-network simulator (BE-KPI-02:
// every KPI of the demo comes from the simulator, deterministic from a seed).
import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed } from './random';

const draws = (seed: string, n = 20) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('seeded random', () => {
  it('BE-KPI-02 gives the same stream for the same seed and another for another seed', () => {
    expect(draws('greenlight')).toEqual(draws('greenlight'));
    expect(draws('greenlight')).not.toEqual(draws('greenlight2'));
    expect(hashSeed('a')).not.toEqual(hashSeed('b'));
  });

  it('BE-KPI-02 draws floats in [0, 1) and integers within inclusive bounds', () => {
    const random = createRandom('bounds');
    const ints = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = random.int(3, 7);
      expect(Number.isInteger(n)).toBe(true);
      ints.add(n);
      const f = random.float(-2, 2);
      expect(f).toBeGreaterThanOrEqual(-2);
      expect(f).toBeLessThan(2);
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6, 7]);
    expect(() => random.int(5, 4)).toThrow(RangeError);
  });

  it('BE-KPI-02 picks, weighs, flips and shuffles believably', () => {
    const random = createRandom('helpers');
    const counts = { a: 0, b: 0 };
    let heads = 0;
    for (let i = 0; i < 10000; i++) {
      counts[random.weighted([['a', 1], ['b', 3]] as const)]++;
      if (random.chance(0.2)) heads++;
    }
    expect(counts.b / 10000).toBeGreaterThan(0.72);
    expect(counts.b / 10000).toBeLessThan(0.78);
    expect(heads / 10000).toBeGreaterThan(0.18);
    expect(heads / 10000).toBeLessThan(0.22);
    const list = [1, 2, 3, 4, 5, 6];
    expect(list).toContain(random.pick(list));
    const shuffled = random.shuffle(list);
    expect([...shuffled].sort()).toEqual(list);
    expect(list).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it('BE-KPI-02 draws normals with the requested mean and standard deviation', () => {
    const random = createRandom('normal');
    const values = Array.from({ length: 20000 }, () => random.normal(10, 2));
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
    expect(mean).toBeGreaterThan(9.95);
    expect(mean).toBeLessThan(10.05);
    expect(sd).toBeGreaterThan(1.95);
    expect(sd).toBeLessThan(2.05);
    expect(values.every(Number.isFinite)).toBe(true);
  });

  it('BE-KPI-02 forks independent streams that do not depend on draws already made', () => {
    const a = createRandom('root');
    const b = createRandom('root');
    for (let i = 0; i < 7; i++) b.next();
    const forkA = a.fork('game/1');
    const forkB = b.fork('game/1');
    expect(Array.from({ length: 10 }, () => forkA.next())).toEqual(Array.from({ length: 10 }, () => forkB.next()));
    expect(a.fork('game/1').next()).not.toBe(a.fork('game/2').next());
    // Forking does not consume the parent's stream.
    const c = createRandom('root');
    const d = createRandom('root');
    c.fork('x');
    expect(c.next()).toBe(d.next());
  });
});
