/**
 * The simulator's only source of randomness. Every stream is named by the parts it is derived from
 * (seed, race id, purpose…), so one race's drift or result never depends on how many numbers another
 * part of the simulator happened to draw before it: that is what makes a fixed seed reproducible.
 */
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Index drawn with probability proportional to its weight. */
  weighted(weights: readonly number[]): number;
  /** Picks from `[value, weight]` pairs. */
  pickWeighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A new shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  normal(mean?: number, sd?: number): number;
};

/** xmur3: spreads an arbitrary string into 32-bit seeds for sfc32. */
function xmur3(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

/** sfc32 (Chris Doty-Humphrey's small fast counter): 128 bits of state, passes PractRand. */
export function createRng(...parts: readonly (string | number)[]): Rng {
  const seed = xmur3(parts.join('|'));
  let a = seed();
  let b = seed();
  let c = seed();
  let d = seed();
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of a freshly seeded sfc32 are still correlated with the seed.
  for (let i = 0; i < 12; i += 1) next();

  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (weights) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let target = next() * total;
      for (let i = 0; i < weights.length; i += 1) {
        target -= weights[i]!;
        if (target < 0) return i;
      }
      return weights.length - 1;
    },
    pickWeighted: (items) => items[rng.weighted(items.map(([, weight]) => weight))]![0],
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    normal: (mean = 0, sd = 1) => {
      // Box–Muller; 1 - next() keeps the logarithm away from zero.
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
  return rng;
}
