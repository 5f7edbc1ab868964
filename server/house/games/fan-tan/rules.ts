import { pick, roundFloats, type Seeds } from '../../../core/money/fairness';
import { ratio, unknownSpot, winReturn, type Bet, type Ratio, type TableRules } from '../kit';

/**
 * Fan Tan (decision 098): the dealer covers a pile of 37 to 136 beans (one float of the round's
 * seeds picks the count, 25 counts for each result) and removes them four at a time; the beans
 * left, 1 to 4 (4 when none), are the result. Every win is paid less a 5% commission, as the
 * live tables do: fan (one number) 2.85:1; nim a-b 1.9:1 on a, the stake back on b; kwok
 * (two adjacent numbers, 4 next to 1) 0.95:1; odd (1, 3) and even (2, 4) 0.95:1.
 */
export type FanTanOutcome = { beans: number; result: 1 | 2 | 3 | 4 };
export type FanTanBetType = 'fan' | 'nim' | 'kwok' | 'odd' | 'even';

export const FAN_TAN_BEANS = { fewest: 37, counts: 100 } as const;

/** Net odds in hundredths, after the commission. */
export const FAN_TAN_ODDS: Readonly<Record<FanTanBetType, bigint>> = {
  fan: 285n,
  nim: 190n,
  kwok: 95n,
  odd: 95n,
  even: 95n,
};

/** Exact RTP over the 4 equally likely results: fan 3.85 x 1/4; nim (2.9 + 1) / 4; kwok, odd, even 1.95 x 2/4. */
export const FAN_TAN_RTP: Readonly<Record<FanTanBetType, Ratio>> = {
  fan: ratio(385, 400),
  nim: ratio(290 + 100, 400),
  kwok: ratio(195 * 2, 400),
  odd: ratio(195 * 2, 400),
  even: ratio(195 * 2, 400),
};

const NUMBERS = [1, 2, 3, 4] as const;
const KWOK = ['1-2', '2-3', '3-4', '1-4'] as const;

export const FAN_TAN_SPOTS: readonly string[] = [
  ...NUMBERS.map((n) => `fan:${n}`),
  ...NUMBERS.flatMap((a) => NUMBERS.filter((b) => b !== a).map((b) => `nim:${a}-${b}`)),
  ...KWOK.map((k) => `kwok:${k}`),
  'odd',
  'even',
];
const SPOTS = new Set(FAN_TAN_SPOTS);

/** The result a pile of beans leaves when counted off in fours. */
export const fanTanOutcome = (beans: number): FanTanOutcome => ({
  beans,
  result: (((beans - 1) % 4) + 1) as FanTanOutcome['result'],
});

export function drawFanTan(seeds: Seeds): FanTanOutcome {
  const [f] = roundFloats(seeds, 1);
  return fanTanOutcome(FAN_TAN_BEANS.fewest + pick(f!, FAN_TAN_BEANS.counts));
}

export const fanTanBetType = (spot: string): FanTanBetType | null =>
  SPOTS.has(spot) ? (spot.split(':')[0] as FanTanBetType) : null;

/** What a bet returns on this result, stake included; a nim's second number returns the stake. */
export function fanTanPayout(bet: Bet, { result }: FanTanOutcome): bigint {
  const type = fanTanBetType(bet.spot) ?? unknownSpot('fan-tan', bet.spot);
  const numbers = (bet.spot.split(':')[1] ?? '').split('-').map(Number);
  const win = (wins: boolean) => (wins ? winReturn(bet.stake, FAN_TAN_ODDS[type]) : 0n);
  switch (type) {
    case 'fan':
      return win(numbers[0] === result);
    case 'nim':
      return numbers[1] === result ? bet.stake : win(numbers[0] === result);
    case 'kwok':
      return win(numbers.includes(result));
    case 'odd':
      return win(result % 2 === 1);
    case 'even':
      return win(result % 2 === 0);
  }
}

export const fanTan: TableRules<FanTanOutcome, FanTanBetType> = {
  spots: FAN_TAN_SPOTS,
  betTypeOf: fanTanBetType,
  draw: drawFanTan,
  payout: fanTanPayout,
  rtp: FAN_TAN_RTP,
};
