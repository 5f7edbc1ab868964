import { describe, expect, it } from 'vitest';
import { HOUSE_BET_TYPES } from '../../../../contract/house/rules';
import { rtpMismatches, sheetRtp, type Weighted } from '../kit';
import {
  DRAGON_TIGER_RTP,
  SHOE_DECKS,
  dealDragonTiger,
  drawFromShoe,
  dragonTiger,
  dragonTigerBetType,
  dragonTigerPayout,
  rankOf,
  type DragonTigerOutcome,
} from './rules';

/**
 * The 8-deck shoe exactly: every ordered pair of the 52 card faces, weighted by how many of the
 * 416 x 415 ordered draws give it (8 x 8 for two faces, 8 x 7 for the same face twice).
 */
const deals: Weighted<DragonTigerOutcome>[] = [];
for (let dragon = 0; dragon < 52; dragon++)
  for (let tiger = 0; tiger < 52; tiger++)
    deals.push({
      outcome: { dragon, tiger },
      weight: BigInt(SHOE_DECKS * (dragon === tiger ? SHOE_DECKS - 1 : SHOE_DECKS)),
    });

// Cards by rank (1 ace .. 13 king) and suit 0..3.
const card = (rank: number, suit = 0) => suit * 13 + rank - 1;
const pays = (spot: string, dragon: number, tiger: number, stake = 1_000n) =>
  dragonTigerPayout({ spot, stake }, { dragon, tiger });

describe('dragon tiger rules (decision 098)', () => {
  it('returns exactly the stated RTP on every spot, over the whole 8-deck shoe', () => {
    expect(deals.reduce((n, d) => n + d.weight, 0n)).toBe(416n * 415n);
    expect(rtpMismatches(dragonTiger, deals)).toEqual([]);
  });

  it('states the rules sheet from the exact RTP (the 8-deck live figures)', () => {
    expect(sheetRtp(DRAGON_TIGER_RTP)).toEqual(
      Object.fromEntries(Object.entries(HOUSE_BET_TYPES['dragon-tiger']).map(([t, r]) => [t, r.rtp])),
    );
    expect(sheetRtp(DRAGON_TIGER_RTP)).toEqual({
      dragon: 0.9627,
      tiger: 0.9627,
      tie: 0.8964,
      'suited-tie': 0.8602,
    });
  });

  it('ranks ace low, ignores suits, and takes half of dragon and tiger on a tie', () => {
    expect(pays('dragon', card(2), card(1))).toBe(2_000n);
    expect(pays('tiger', card(2), card(1))).toBe(0n);
    expect(pays('tiger', card(12), card(13, 3))).toBe(2_000n);
    expect(pays('dragon', card(7, 1), card(7, 2))).toBe(500n);
    expect(pays('tiger', card(7, 1), card(7, 2))).toBe(500n);
    expect(pays('dragon', card(7, 1), card(7, 2), 1_001n)).toBe(500n);
    expect(pays('tie', card(7, 1), card(7, 2))).toBe(12_000n);
    expect(pays('suited-tie', card(7, 1), card(7, 2))).toBe(0n);
    expect(pays('suited-tie', card(7, 2), card(7, 2))).toBe(51_000n);
    expect(pays('tie', card(7, 2), card(7, 2))).toBe(12_000n);
    expect(pays('tie', card(7), card(8))).toBe(0n);
    expect(dragonTigerBetType('draw')).toBeNull();
    expect(() => pays('draw', 1, 2)).toThrow(/no bet spot/);
  });

  it('draws each pair of faces exactly as often as the enumeration weighs it', () => {
    const seen = new Map<number, bigint>();
    for (let first = 0; first < 416; first++)
      for (let left = 0; left < 415; left++) {
        const { dragon, tiger } = drawFromShoe(first, left);
        seen.set(dragon * 52 + tiger, (seen.get(dragon * 52 + tiger) ?? 0n) + 1n);
      }
    for (const { outcome, weight } of deals)
      expect(seen.get(outcome.dragon * 52 + outcome.tiger)).toBe(weight);
  });

  it('deals two cards of the shoe from the round seeds', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const seeds = { serverSeed: 'e'.repeat(64), clientSeed: 'table', nonce };
      const deal = dealDragonTiger(seeds);
      expect(dealDragonTiger(seeds)).toEqual(deal);
      for (const c of [deal.dragon, deal.tiger]) expect(c >= 0 && c < 52).toBe(true);
      expect(rankOf(deal.dragon)).toBeGreaterThanOrEqual(1);
    }
  });
});
