import { pick, roundFloats, type Seeds } from '../../../core/money/fairness';
import { ratio, unknownSpot, winReturn, type Bet, type Ratio, type TableRules } from '../kit';

/**
 * Dragon Tiger (decision 098): one card to the dragon, one to the tiger, the higher rank wins,
 * ace low, suits do not rank. Both are drawn without replacement from a full 8-deck shoe (416
 * cards) each round, so a round stands alone and is verifiable from its seeds; the odds are the
 * 8-deck live tables'. Dragon and tiger pay 1:1 and lose half the stake on a tie (the live
 * studios' rule); tie pays 11:1, suited tie (same rank and suit) 50:1.
 */
/** A card 0..51 as baccarat numbers them: rank = card % 13 + 1 (1 ace .. 13 king), suit = floor(card / 13). */
export type Card = number;
export type DragonTigerOutcome = { dragon: Card; tiger: Card };
export type DragonTigerBetType = 'dragon' | 'tiger' | 'tie' | 'suited-tie';

export const SHOE_DECKS = 8;
const SHOE = 52 * SHOE_DECKS;

/** Net odds in hundredths. */
export const DRAGON_TIGER_ODDS: Readonly<Record<DragonTigerBetType, bigint>> = {
  dragon: 100n,
  tiger: 100n,
  tie: 1_100n,
  'suited-tie': 5_000n,
};

/**
 * Exact RTP over the 416 x 415 ordered draws: the tiger matches the dragon's rank on 31 of the
 * 415 cards left (8 x 4 - 1) and its rank and suit on 7. Dragon wins on (415 - 31) / 2 = 192:
 * (192 x 2 + 31 x 0.5) / 415 = 799/830; tie 31 x 12 / 415; suited tie 7 x 51 / 415.
 */
export const DRAGON_TIGER_RTP: Readonly<Record<DragonTigerBetType, Ratio>> = {
  dragon: ratio(799, 830),
  tiger: ratio(799, 830),
  tie: ratio(31 * 12, 415),
  'suited-tie': ratio(7 * 51, 415),
};

export const DRAGON_TIGER_SPOTS = Object.keys(DRAGON_TIGER_ODDS) as readonly DragonTigerBetType[];

export const rankOf = (card: Card) => (card % 13) + 1;

/** The dragon's card at shoe position `first` (0..415), the tiger's at `left` (0..414) of the rest. */
export function drawFromShoe(first: number, left: number): DragonTigerOutcome {
  const second = left >= first ? left + 1 : left;
  return { dragon: first % 52, tiger: second % 52 };
}

/** Two cards off the shoe, one float of the round's stream each. */
export function dealDragonTiger(seeds: Seeds): DragonTigerOutcome {
  const [f0, f1] = roundFloats(seeds, 2);
  return drawFromShoe(pick(f0!, SHOE), pick(f1!, SHOE - 1));
}

export const dragonTigerBetType = (spot: string): DragonTigerBetType | null =>
  Object.hasOwn(DRAGON_TIGER_ODDS, spot) ? (spot as DragonTigerBetType) : null;

/** What a bet returns on this deal, stake included; dragon and tiger get half back on a tie. */
export function dragonTigerPayout(bet: Bet, { dragon, tiger }: DragonTigerOutcome): bigint {
  const type = dragonTigerBetType(bet.spot) ?? unknownSpot('dragon-tiger', bet.spot);
  const d = rankOf(dragon);
  const t = rankOf(tiger);
  const win = (wins: boolean) => (wins ? winReturn(bet.stake, DRAGON_TIGER_ODDS[type]) : 0n);
  switch (type) {
    case 'dragon':
    case 'tiger':
      if (d === t) return bet.stake / 2n;
      return win(type === 'dragon' ? d > t : t > d);
    case 'tie':
      return win(d === t);
    case 'suited-tie':
      return win(dragon === tiger);
  }
}

export const dragonTiger: TableRules<DragonTigerOutcome, DragonTigerBetType> = {
  spots: DRAGON_TIGER_SPOTS,
  betTypeOf: dragonTigerBetType,
  draw: dealDragonTiger,
  payout: dragonTigerPayout,
  rtp: DRAGON_TIGER_RTP,
};
