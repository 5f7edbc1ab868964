import { pick, roundFloats, type Seeds } from '../../../core/money/fairness';
import { ratio, unknownSpot, type Bet, type Ratio, type TableRules } from '../kit';

/**
 * European roulette (decision 098): one ball, 37 pockets 0-36, one float of the round's seeds.
 * A bet covering n numbers pays 36/n - 1 to 1 (straight 35, split 17, street and the 0-1-2 /
 * 0-2-3 trios 11, corner and the 0-1-2-3 first four 8, six line 5, dozen and column 2, the even
 * chances 1); zero loses every even chance (no la partage, no en prison), so every bet returns
 * 36/37. Lightning roulette's multiplied numbers are a separate rules sheet.
 */
export type RouletteOutcome = { number: number };
export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'six-line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** Every bet type returns 36/37: n covered numbers win 36/n stakes on n of 37 pockets. */
export const ROULETTE_RTP: Readonly<Record<RouletteBetType, Ratio>> = Object.fromEntries(
  (
    [
      'straight',
      'split',
      'street',
      'corner',
      'six-line',
      'dozen',
      'column',
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
    ] as const
  ).map((t) => [t, ratio(36, 37)]),
) as Record<RouletteBetType, Ratio>;

type Cover = { type: RouletteBetType; numbers: readonly number[] };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const inside = (type: RouletteBetType, numbers: number[]): [string, Cover] => [
  `${type}:${numbers.join('-')}`,
  { type, numbers },
];

/**
 * The layout: 1-36 in 12 rows of three (n, n+1, n+2 for n = 1, 4, ... 34), zero above 1-3.
 * Inside bets are named by the numbers they cover ("split:17-20", "corner:1-2-4-5"); outside bets
 * by their name ("dozen:2", "column:3", "red").
 */
function buildLayout(): Map<string, Cover> {
  const rows = range(0, 11).map((r) => 3 * r + 1);
  const spots: [string, Cover][] = [];
  for (const n of range(0, 36)) spots.push(inside('straight', [n]));
  for (const n of [1, 2, 3]) spots.push(inside('split', [0, n]));
  for (const n of range(1, 36)) {
    if (n % 3 !== 0) spots.push(inside('split', [n, n + 1]));
    if (n + 3 <= 36) spots.push(inside('split', [n, n + 3]));
  }
  spots.push(inside('street', [0, 1, 2]), inside('street', [0, 2, 3]));
  for (const n of rows) spots.push(inside('street', [n, n + 1, n + 2]));
  spots.push(inside('corner', [0, 1, 2, 3]));
  for (const n of range(1, 32)) if (n % 3 !== 0) spots.push(inside('corner', [n, n + 1, n + 3, n + 4]));
  for (const n of rows.slice(0, -1)) spots.push(inside('six-line', range(n, n + 5)));
  const all = range(1, 36);
  for (const d of [1, 2, 3])
    spots.push([`dozen:${d}`, { type: 'dozen', numbers: range(12 * d - 11, 12 * d) }]);
  for (const c of [1, 2, 3])
    spots.push([`column:${c}`, { type: 'column', numbers: all.filter((n) => (n - c) % 3 === 0) }]);
  const chance = (type: RouletteBetType, wins: (n: number) => boolean): [string, Cover] => [
    type,
    { type, numbers: all.filter(wins) },
  ];
  spots.push(
    chance('red', (n) => RED_NUMBERS.has(n)),
    chance('black', (n) => !RED_NUMBERS.has(n)),
    chance('odd', (n) => n % 2 === 1),
    chance('even', (n) => n % 2 === 0),
    chance('low', (n) => n <= 18),
    chance('high', (n) => n >= 19),
  );
  return new Map(spots);
}
const LAYOUT = buildLayout();

export const ROULETTE_SPOTS: readonly string[] = [...LAYOUT.keys()];

/** The numbers a spot covers (the layout a table page draws its chips on). */
export const coveredBy = (spot: string): readonly number[] | null => LAYOUT.get(spot)?.numbers ?? null;

export function spinRoulette(seeds: Seeds): RouletteOutcome {
  const [f] = roundFloats(seeds, 1);
  return { number: pick(f!, 37) };
}

export const rouletteBetType = (spot: string): RouletteBetType | null => LAYOUT.get(spot)?.type ?? null;

/** What a bet returns on this number, stake included: 36/n stakes when one of its n numbers comes up. */
export function roulettePayout(bet: Bet, { number }: RouletteOutcome): bigint {
  const cover = LAYOUT.get(bet.spot) ?? unknownSpot('roulette', bet.spot);
  return cover.numbers.includes(number) ? (bet.stake * 36n) / BigInt(cover.numbers.length) : 0n;
}

export const roulette: TableRules<RouletteOutcome, RouletteBetType> = {
  spots: ROULETTE_SPOTS,
  betTypeOf: rouletteBetType,
  draw: spinRoulette,
  payout: roulettePayout,
  rtp: ROULETTE_RTP,
};
