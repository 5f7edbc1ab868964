import { pick, roundFloats, type Seeds } from '../../../core/money/fairness';
import { ratio, unknownSpot, winReturn, type Bet, type Ratio, type TableRules } from '../kit';

/**
 * Xóc đĩa (decision 098): four coins, red (đỏ) on one face and white (trắng) on the other, one
 * float of the round's seeds each. Chẵn wins on 0, 2 or 4 red, lẻ on 1 or 3, both at 1 ăn 0.98:
 * a stated 2% commission on the win, without which the even bets would have no edge (research
 * section 4). 4 đỏ / 4 trắng pay 14:1, 3 đỏ 1 trắng / 1 đỏ 3 trắng pay 2.6:1.
 */
export type Coin = 'red' | 'white';
export type XocDiaOutcome = { coins: readonly [Coin, Coin, Coin, Coin]; reds: number };
export type XocDiaBetType = 'even' | 'odd' | 'four-red' | 'four-white' | 'three-red' | 'three-white';

/** Net odds in hundredths. */
export const XOC_DIA_ODDS: Readonly<Record<XocDiaBetType, bigint>> = {
  even: 98n,
  odd: 98n,
  'four-red': 1_400n,
  'four-white': 1_400n,
  'three-red': 260n,
  'three-white': 260n,
};

/** How many reds win each spot. */
const WINS_ON: Readonly<Record<XocDiaBetType, readonly number[]>> = {
  even: [0, 2, 4],
  odd: [1, 3],
  'four-red': [4],
  'four-white': [0],
  'three-red': [3],
  'three-white': [1],
};

/**
 * Exact RTP over the 16 equally likely throws (k reds on C(4,k) of them: 1, 4, 6, 4, 1):
 * chẵn and lẻ win on 8 at 1.98; 4 đỏ or 4 trắng on 1 at 15; 3-1 or 1-3 on 4 at 3.6.
 */
export const XOC_DIA_RTP: Readonly<Record<XocDiaBetType, Ratio>> = {
  even: ratio(8 * 198, 16 * 100),
  odd: ratio(8 * 198, 16 * 100),
  'four-red': ratio(15, 16),
  'four-white': ratio(15, 16),
  'three-red': ratio(4 * 36, 16 * 10),
  'three-white': ratio(4 * 36, 16 * 10),
};

export const XOC_DIA_SPOTS = Object.keys(WINS_ON) as readonly XocDiaBetType[];

export function xocDiaOutcome(coins: XocDiaOutcome['coins']): XocDiaOutcome {
  return { coins, reds: coins.filter((c) => c === 'red').length };
}

/** Four coins, one float of the round's stream each. */
export function shakeXocDia(seeds: Seeds): XocDiaOutcome {
  const [a, b, c, d] = roundFloats(seeds, 4).map((f): Coin => (pick(f, 2) === 1 ? 'red' : 'white'));
  return xocDiaOutcome([a!, b!, c!, d!]);
}

export const xocDiaBetType = (spot: string): XocDiaBetType | null =>
  Object.hasOwn(WINS_ON, spot) ? (spot as XocDiaBetType) : null;

/** What a bet returns on this throw, stake included; chẵn and lẻ less the commission. */
export function xocDiaPayout(bet: Bet, outcome: XocDiaOutcome): bigint {
  const type = xocDiaBetType(bet.spot) ?? unknownSpot('xoc-dia', bet.spot);
  return WINS_ON[type].includes(outcome.reds) ? winReturn(bet.stake, XOC_DIA_ODDS[type]) : 0n;
}

export const xocDia: TableRules<XocDiaOutcome, XocDiaBetType> = {
  spots: XOC_DIA_SPOTS,
  betTypeOf: xocDiaBetType,
  draw: shakeXocDia,
  payout: xocDiaPayout,
  rtp: XOC_DIA_RTP,
};
