import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gameClassifies, gameTypes } from '../../../contract/common';
import { isJackpotGame, JACKPOT_ODDS_STAKE } from '../../../contract/jackpot/schemas';
import { HOUSE_MAX_STAKE, HOUSE_MIN_STAKE } from '../../../contract/house/schemas';
import { engineOf } from '../catalogue';
import { verifyRound } from '../verify';
import { roundFloats } from './fairness';
import { spinSlot, wonJackpot } from './slot';

const seeds = (nonce: number) => ({ serverSeed: 'b'.repeat(64), clientSeed: 'jackpot-test', nonce });

describe('the jackpot draw (decision 061)', () => {
  it('is re-derived from the revealed seeds: the fourth 4 bytes of HMAC-SHA256(serverSeed, clientSeed:nonce)', () => {
    for (const nonce of [0, 1, 7, 12_345]) {
      const s = seeds(nonce);
      const digest = createHmac('sha256', s.serverSeed).update(`${s.clientSeed}:${nonce}`).digest();
      const roll = digest.readUInt32BE(12) / 2 ** 32;
      const spun = spinSlot(s);
      expect(spun.jackpotRoll).toBe(roll);
      // What the player's verify call recomputes is what was played, the roll included.
      expect(verifyRound('slot', s).outcome).toEqual({ engine: 'slot', ...spun });
      // The reels still use the first three numbers, as before the jackpot.
      expect(spun.stops).toEqual(roundFloats(s, 3).map((f) => Math.floor(f * 20)));
    }
  });

  it('wins exactly when ticket × odds < stake × 2^32, decided in integers', () => {
    const stake = 10_000n;
    // The last winning ticket and the first losing one for this stake.
    const edge = (stake * 2n ** 32n + JACKPOT_ODDS_STAKE - 1n) / JACKPOT_ODDS_STAKE; // first ticket that loses
    expect(wonJackpot(Number(edge - 1n) / 2 ** 32, stake)).toBe(true);
    expect(wonJackpot(Number(edge) / 2 ** 32, stake)).toBe(false);
    expect(wonJackpot(0, HOUSE_MIN_STAKE)).toBe(true);
    expect(wonJackpot(0.5, HOUSE_MAX_STAKE)).toBe(false);
    // A larger stake never turns a win into a loss.
    for (const roll of [0, 1e-7, 1e-5, 5e-4, 0.3])
      expect(wonJackpot(roll, HOUSE_MAX_STAKE) || !wonJackpot(roll, HOUSE_MIN_STAKE)).toBe(true);
  });

  it('has the stated probability stake / 10,000,000,000 (400,000 deterministic spins)', () => {
    const n = 400_000;
    const rolls = Array.from({ length: n }, (_, i) => spinSlot(seeds(i)).jackpotRoll);
    for (const stake of [HOUSE_MAX_STAKE, 5_000_000n]) {
      const p = Number(stake) / Number(JACKPOT_ODDS_STAKE);
      const wins = rolls.filter((roll) => wonJackpot(roll, stake)).length;
      const expected = n * p;
      const sd = Math.sqrt(n * p * (1 - p));
      expect(
        Math.abs(wins - expected),
        `${wins} wins at stake ${stake}, expected ${expected} ± ${4.5 * sd}`,
      ).toBeLessThan(4.5 * sd);
    }
  });

  it('counts on exactly the games the slot engine serves', () => {
    for (const gameType of gameTypes)
      for (const classify of [null, ...gameClassifies])
        expect(isJackpotGame({ gameType, classify }), `${gameType}/${classify}`).toBe(
          engineOf({ gameType, classify }) === 'slot',
        );
  });
});
