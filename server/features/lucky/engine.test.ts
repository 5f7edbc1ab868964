import { describe, expect, it } from 'vitest';
import { hashServerSeed, roundFloats } from '../../core/money/fairness';
import { drawFromTable, verifyDraw } from './engine';
import { seedPrizes } from './seed';

const serverSeed = 'a1'.repeat(32);

describe('drawing from a weighted table', () => {
  it('maps the first float of the seeds onto cumulative weight ranges', () => {
    const seeds = { serverSeed, clientSeed: 'c', nonce: 7 };
    const roll = roundFloats(seeds, 1)[0]!;
    const r = drawFromTable(seeds, [1, 2, 7]);
    expect(r.roll).toBe(roll);
    expect(r.ticket).toBe(Math.floor(roll * 10));
    expect(r.drawn).toBe(r.ticket < 1 ? 0 : r.ticket < 3 ? 1 : 2);
    expect(verifyDraw(seeds, [1, 2, 7])).toEqual({ serverSeedHash: hashServerSeed(serverSeed), ...r });
  });

  it('refuses a table without positive integer weights', () => {
    const seeds = { serverSeed, clientSeed: 'c', nonce: 0 };
    expect(() => drawFromTable(seeds, [])).toThrow();
    expect(() => drawFromTable(seeds, [3, 0])).toThrow();
    expect(() => drawFromTable(seeds, [1.5])).toThrow();
  });

  // Deterministic seeds, so the figures are the same on every run: it cannot flake, and a change
  // of the scheme that skews the odds fails it.
  for (const game of ['wheel', 'egg'] as const)
    it(`draws the published ${game} odds over 100,000 draws (chi-square and per-prize bounds)`, () => {
      const weights = seedPrizes[game].map((p) => p.weight);
      const total = weights.reduce((a, w) => a + w, 0);
      const n = 100_000;
      const counts = weights.map(() => 0);
      for (let nonce = 0; nonce < n; nonce++)
        counts[drawFromTable({ serverSeed, clientSeed: `stat-${game}`, nonce }, weights).drawn]! += 1;
      let chi2 = 0;
      for (const [i, w] of weights.entries()) {
        const p = w / total;
        const expected = n * p;
        chi2 += (counts[i]! - expected) ** 2 / expected;
        // Each prize within 5 standard deviations of its expected count.
        expect(Math.abs(counts[i]! - expected)).toBeLessThan(5 * Math.sqrt(n * p * (1 - p)));
      }
      // The 0.1 % critical value of chi-square with weights.length - 1 degrees of freedom (6 or 7).
      const critical = weights.length - 1 === 7 ? 24.32 : 22.46;
      expect(chi2).toBeLessThan(critical);
    });
});
