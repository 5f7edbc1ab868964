import { pick, roundFloats, type Seeds } from '../../../core/money/fairness';
import { ratio, unknownSpot, winReturn, type Bet, type Ratio, type TableRules } from '../kit';

/**
 * Sic Bo / Tài xỉu (decision 098): three dice, each drawn from the round's seeds. Pays are net
 * odds "to 1" on the common casino table (research section 4, the Western column at its lower pay;
 * two-dice combination at the usual 5:1). Big/small and odd/even lose on any triple. The RTP of
 * each bet type below is exact over the 216 equally likely rolls, and rules.test.ts proves it.
 */
export type Dice = readonly [number, number, number];
export type SicBoOutcome = { dice: Dice; total: number; triple: boolean };

export const SIC_BO_TOTALS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export type SicBoTotal = (typeof SIC_BO_TOTALS)[number];
export type SicBoBetType =
  | 'big'
  | 'small'
  | 'odd'
  | 'even'
  | `total-${SicBoTotal}`
  | 'triple'
  | 'any-triple'
  | 'double'
  | 'combo'
  | 'single';

/** Net odds in hundredths ("60:1" = 6000). Single pays 1, 2 or 3 to 1 by the dice showing it. */
export const SIC_BO_ODDS = {
  evenChance: 100n,
  total: {
    4: 6000n,
    5: 3000n,
    6: 1700n,
    7: 1200n,
    8: 800n,
    9: 700n,
    10: 600n,
    11: 600n,
    12: 700n,
    13: 800n,
    14: 1200n,
    15: 1700n,
    16: 3000n,
    17: 6000n,
  } satisfies Record<SicBoTotal, bigint>,
  triple: 18_000n,
  anyTriple: 3_000n,
  double: 1_000n,
  combo: 500n,
  single: [100n, 200n, 300n] as const,
} as const;

/**
 * Exact RTP per bet type, over 216 rolls: big/small/odd/even win on 105 (108 less 3 triples);
 * a total on its ways (4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27, and the mirror), times
 * its odds plus one; a specific triple on 1 roll, any triple on 6; a double on 16; a two-dice
 * combination on 30; a single number on 75 rolls once, 15 twice, 1 thrice (75x2 + 15x3 + 1x4).
 */
export const SIC_BO_RTP: Readonly<Record<SicBoBetType, Ratio>> = {
  big: ratio(210, 216),
  small: ratio(210, 216),
  odd: ratio(210, 216),
  even: ratio(210, 216),
  'total-4': ratio(61 * 3, 216),
  'total-5': ratio(31 * 6, 216),
  'total-6': ratio(18 * 10, 216),
  'total-7': ratio(13 * 15, 216),
  'total-8': ratio(9 * 21, 216),
  'total-9': ratio(8 * 25, 216),
  'total-10': ratio(7 * 27, 216),
  'total-11': ratio(7 * 27, 216),
  'total-12': ratio(8 * 25, 216),
  'total-13': ratio(9 * 21, 216),
  'total-14': ratio(13 * 15, 216),
  'total-15': ratio(18 * 10, 216),
  'total-16': ratio(31 * 6, 216),
  'total-17': ratio(61 * 3, 216),
  triple: ratio(181, 216),
  'any-triple': ratio(31 * 6, 216),
  double: ratio(11 * 16, 216),
  combo: ratio(6 * 30, 216),
  single: ratio(199, 216),
};

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** Every bet spot: big, small, odd, even, total:4..17, triple:1..6, any-triple, double:1..6, combo:1-2..5-6, single:1..6. */
export const SIC_BO_SPOTS: readonly string[] = [
  'big',
  'small',
  'odd',
  'even',
  ...SIC_BO_TOTALS.map((t) => `total:${t}`),
  ...FACES.map((f) => `triple:${f}`),
  'any-triple',
  ...FACES.map((f) => `double:${f}`),
  ...FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => `combo:${a}-${b}`)),
  ...FACES.map((f) => `single:${f}`),
];
const SPOTS = new Set(SIC_BO_SPOTS);

export function sicBoOutcome(dice: Dice): SicBoOutcome {
  const total = dice[0] + dice[1] + dice[2];
  return { dice, total, triple: dice[0] === dice[1] && dice[1] === dice[2] };
}

/** Three dice, one float of the round's stream each. */
export function rollSicBo(seeds: Seeds): SicBoOutcome {
  const [a, b, c] = roundFloats(seeds, 3).map((f) => pick(f, 6) + 1);
  return sicBoOutcome([a!, b!, c!]);
}

export function sicBoBetType(spot: string): SicBoBetType | null {
  if (!SPOTS.has(spot)) return null;
  const [kind, arg] = spot.split(':');
  return kind === 'total' ? (`total-${arg}` as SicBoBetType) : (kind as SicBoBetType);
}

const count = (dice: Dice, face: number) => dice.filter((d) => d === face).length;

/** What a bet returns on this roll, stake included. */
export function sicBoPayout(bet: Bet, { dice, total, triple }: SicBoOutcome): bigint {
  if (!SPOTS.has(bet.spot)) unknownSpot('sic-bo', bet.spot);
  const [kind, arg = ''] = bet.spot.split(':');
  const n = Number(arg);
  const win = (odds: bigint, wins: boolean) => (wins ? winReturn(bet.stake, odds) : 0n);
  switch (kind) {
    case 'big':
      return win(SIC_BO_ODDS.evenChance, !triple && total >= 11);
    case 'small':
      return win(SIC_BO_ODDS.evenChance, !triple && total <= 10);
    case 'odd':
      return win(SIC_BO_ODDS.evenChance, !triple && total % 2 === 1);
    case 'even':
      return win(SIC_BO_ODDS.evenChance, !triple && total % 2 === 0);
    case 'total':
      return win(SIC_BO_ODDS.total[n as SicBoTotal], total === n);
    case 'triple':
      return win(SIC_BO_ODDS.triple, triple && dice[0] === n);
    case 'any-triple':
      return win(SIC_BO_ODDS.anyTriple, triple);
    case 'double':
      return win(SIC_BO_ODDS.double, count(dice, n) >= 2);
    case 'combo': {
      const [a, b] = arg.split('-').map(Number);
      return win(SIC_BO_ODDS.combo, count(dice, a!) >= 1 && count(dice, b!) >= 1);
    }
    default: {
      const shown = count(dice, n);
      return shown === 0 ? 0n : winReturn(bet.stake, SIC_BO_ODDS.single[shown - 1]!);
    }
  }
}

export const sicBo: TableRules<SicBoOutcome, SicBoBetType> = {
  spots: SIC_BO_SPOTS,
  betTypeOf: sicBoBetType,
  draw: rollSicBo,
  payout: sicBoPayout,
  rtp: SIC_BO_RTP,
};
