import { describe, expect, it } from 'vitest';
import {
  BACCARAT_PAY_CENTS,
  BACCARAT_RTP,
  BACCARAT_SIDES,
  baccaratPayout,
  bankerDraws,
  dealBaccarat,
  playHand,
  type BaccaratSide,
} from './baccarat';
import { hashServerSeed, roundFloats } from './fairness';
import { drawNumbers, LOTTERY_OPENED, LOTTERY_RTP, lotteryPayout } from './lottery';
import { SLOT_RTP, SLOT_STRIP, slotMultiplier, slotPayout, spinSlot } from './slot';

const seeds = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'rtp-test', nonce });

/**
 * Plays `n` rounds and checks the mean return per unit staked lies within 4.5 standard errors
 * of the stated RTP, the standard error computed from the sample variance. Deterministic seeds
 * keep it reproducible; a paytable change moves the exact RTP (the enumeration tests) and, when
 * large enough to matter, the played mean out of this interval.
 */
function expectRtp(returns: (i: number) => number, n: number, rtp: number) {
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    const r = returns(i);
    sum += r;
    sq += r * r;
  }
  const mean = sum / n;
  const sd = Math.sqrt(sq / n - mean * mean);
  const halfWidth = (4.5 * sd) / Math.sqrt(n);
  expect(Math.abs(mean - rtp), `mean ${mean} vs ${rtp} ± ${halfWidth}`).toBeLessThan(halfWidth);
  return { mean, halfWidth };
}

describe('fairness', () => {
  it('is deterministic in the seeds and nonce, and the seed hash is SHA-256 hex', () => {
    expect(roundFloats(seeds(1), 12)).toEqual(roundFloats(seeds(1), 12));
    expect(roundFloats(seeds(1), 3)).not.toEqual(roundFloats(seeds(2), 3));
    expect(roundFloats({ ...seeds(1), clientSeed: 'x' }, 3)).not.toEqual(roundFloats(seeds(1), 3));
    for (const f of roundFloats(seeds(7), 20)) expect(f >= 0 && f < 1).toBe(true);
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('slot', () => {
  it('pays 96.05% exactly over every stop combination', () => {
    let total = 0;
    for (const a of SLOT_STRIP)
      for (const b of SLOT_STRIP) for (const c of SLOT_STRIP) total += slotMultiplier([a, b, c]);
    expect(total / SLOT_STRIP.length ** 3).toBeCloseTo(SLOT_RTP, 10);
  });

  it('shows the payline in the middle row and pays it', () => {
    const r = spinSlot(seeds(3));
    expect(r.rows[1]).toEqual(r.line);
    expect(r.line).toEqual(r.stops.map((s) => SLOT_STRIP[s]));
    expect(slotPayout(1000n, r)).toBe(1000n * BigInt(r.multiplier));
    expect(slotMultiplier(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(300);
    expect(slotMultiplier(['CHERRY', 'BAR', 'BAR'])).toBe(1);
    expect(slotMultiplier(['BAR', 'CHERRY', 'CHERRY'])).toBe(0);
  });

  it('plays at its stated RTP over 300,000 rounds', () => {
    expectRtp((i) => spinSlot(seeds(i)).multiplier, 300_000, SLOT_RTP);
  });
});

describe('baccarat', () => {
  /** Exact probabilities of each winner: every card value, weighted (tens and faces count 16). */
  function exactOdds(): Record<BaccaratSide, number> {
    const reps: [number, number][] = [
      [9, 16],
      ...Array.from({ length: 9 }, (_, v): [number, number] => [v, 4]),
    ];
    const odds = { player: 0, banker: 0, tie: 0 };
    const walk = (cards: number[], w: number) => {
      if (cards.length === 6) {
        odds[playHand(cards).winner] += w / 52 ** 6;
        return;
      }
      for (const [c, cw] of reps) walk([...cards, c], w * cw);
    };
    walk([], 1);
    return odds;
  }

  it('pays its stated RTP per side exactly (infinite shoe)', () => {
    const p = exactOdds();
    const pay = (s: BaccaratSide) => Number(BACCARAT_PAY_CENTS[s]) / 100;
    expect(pay('player') * p.player + p.tie).toBeCloseTo(BACCARAT_RTP.player, 4);
    expect(pay('banker') * p.banker + p.tie).toBeCloseTo(BACCARAT_RTP.banker, 4);
    expect(pay('tie') * p.tie).toBeCloseTo(BACCARAT_RTP.tie, 4);
  });

  it('follows the third-card rules', () => {
    // Natural: nobody draws. Cards: values via rank-1 (card 7 = rank 8).
    expect(playHand([7, 0, 0, 0, 5, 5])).toMatchObject({ playerTotal: 9, player: [7, 0], banker: [0, 0] });
    // Player 0+5=5 draws; banker 3 does not draw on a player's 8.
    const h = playHand([4, 2, 9, 9, 7, 3]);
    expect(h.player).toHaveLength(3);
    expect(h.banker).toHaveLength(2);
    expect(bankerDraws(6, undefined)).toBe(false);
    expect(bankerDraws(5, undefined)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
  });

  it('pushes player and banker on a tie and pays the winner', () => {
    const tie = playHand([0, 0, 6, 6, 0, 0]);
    expect(tie.winner).toBe('tie');
    expect(baccaratPayout({ player: 100n, banker: 100n, tie: 100n }, tie)).toBe(100n + 100n + 900n);
    const banker = { ...tie, winner: 'banker' as const };
    expect(baccaratPayout({ banker: 1000n, player: 1000n }, banker)).toBe(1950n);
  });

  it('plays at its stated RTP per side over 200,000 hands', () => {
    const hands = Array.from({ length: 200_000 }, (_, i) => dealBaccarat(seeds(i)));
    for (const side of BACCARAT_SIDES)
      expectRtp(
        (i) => Number(baccaratPayout({ [side]: 100n }, hands[i]!)) / 100,
        hands.length,
        BACCARAT_RTP[side],
      );
  });
});

describe('lottery', () => {
  it('opens 5 distinct numbers in 0..99, deterministically', () => {
    const n = drawNumbers(seeds(9));
    expect(n).toHaveLength(LOTTERY_OPENED);
    expect(new Set(n).size).toBe(LOTTERY_OPENED);
    for (const x of n) expect(x >= 0 && x < 100).toBe(true);
    expect(drawNumbers(seeds(9))).toEqual(n);
    expect(lotteryPayout([n[0]!, n[1]!, (n[0]! + 50) % 100], 100n, n)).toBe(
      (n.includes((n[0]! + 50) % 100) ? 3n : 2n) * 1900n,
    );
  });

  it('plays at its stated RTP over 200,000 draws', () => {
    expectRtp((i) => Number(lotteryPayout([i % 100], 1n, drawNumbers(seeds(i)))), 200_000, LOTTERY_RTP);
  });
});
