/**
 * Deterministic randomness for the demo data. Everything here is 32-bit integer maths
 * (Math.imul, >>>), so the same seed gives the same numbers on every JS engine and machine.
 */

/** mulberry32: tiny and fast; statistical quality is plenty for demo data, not for secrets. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a over UTF-16 code units: turns a stream label into a 32-bit seed. */
export function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Bump to reshuffle all generated data (SEED_VERSION must follow). */
const MASTER_SEED = 'lobby-demo-1';

export class Rng {
  private readonly next01: () => number;

  constructor(seed: number) {
    this.next01 = mulberry32(seed);
  }

  /**
   * One independent stream per label ('games:PG', 'accounts', ...): adding a vendor or a banner
   * then leaves every other stream, and so every other row, unchanged.
   */
  static for(label: string): Rng {
    return new Rng(hashLabel(`${MASTER_SEED}:${label}`));
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.next01();
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`bad range [${min}, ${max}]`);
    }
    return min + Math.floor(this.next01() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next01() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next01() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    if (!(total > 0)) throw new RangeError('weights must sum to more than 0');
    let roll = this.next01() * total;
    for (const [item, w] of items) {
      roll -= w;
      if (roll < 0) return item;
    }
    // Floating-point rounding can leave a hair of roll; the last item takes it.
    return (items[items.length - 1] as readonly [T, number])[0];
  }

  /** A shuffled copy (Fisher-Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next01() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** n distinct items in random order (all of them when n exceeds the length). */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, n));
  }
}
