import { JACKPOT_ODDS_STAKE } from '../../../contract/jackpot/schemas';
import { pick, roundFloats, type Seeds } from './fairness';

/**
 * The house slot (RNG, FISH and JP games, ADR 013): three reels over one 20-stop strip, one
 * payline through the middle row. Each reel stops at pick(float, 20) of the round's floats.
 * Return to player, exactly (8,000 equally likely lines): 7,684 / 8,000 = 96.05%.
 */
export const SLOT_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** The strip: SEVEN 1, BAR 2, BELL 3, PLUM 4, LEMON 4, CHERRY 6 stops, spread out. */
export const SLOT_STRIP: readonly SlotSymbol[] = [
  'CHERRY',
  'PLUM',
  'BELL',
  'LEMON',
  'CHERRY',
  'BAR',
  'PLUM',
  'LEMON',
  'CHERRY',
  'SEVEN',
  'PLUM',
  'BELL',
  'CHERRY',
  'LEMON',
  'BAR',
  'CHERRY',
  'PLUM',
  'BELL',
  'LEMON',
  'CHERRY',
];

/** Three of a kind on the payline pays this many times the stake (the stake included). */
export const SLOT_THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = {
  SEVEN: 300,
  BAR: 100,
  BELL: 40,
  PLUM: 20,
  LEMON: 15,
  CHERRY: 5,
};
/** A cherry on the first reel without three cherries gives the stake back. */
export const SLOT_CHERRY_FIRST = 1;

/** The stated RTP (ADR 013, the rules sheet); a test enumerates the strip to prove it and plays to check it. */
export { SLOT_RTP } from '../../../contract/house/rules';

export type SlotResult = {
  /** Stop index of each reel on the strip. */
  stops: [number, number, number];
  /** Visible window, row by row (top, payline, bottom), three symbols each. */
  rows: SlotSymbol[][];
  line: [SlotSymbol, SlotSymbol, SlotSymbol];
  /** Return as a multiple of the stake (0 = lost). */
  multiplier: number;
  /**
   * The progressive jackpot's draw (decision 061): the round's fourth float, after the three
   * reels' (so the reels are as before). See wonJackpot.
   */
  jackpotRoll: number;
};

const at = (i: number) => SLOT_STRIP[((i % SLOT_STRIP.length) + SLOT_STRIP.length) % SLOT_STRIP.length]!;

/** The payline's multiplier. */
export function slotMultiplier(line: readonly SlotSymbol[]): number {
  const [a, b, c] = line;
  if (a === b && b === c && a) return SLOT_THREE_OF_A_KIND[a];
  if (a === 'CHERRY') return SLOT_CHERRY_FIRST;
  return 0;
}

export function spinSlot(seeds: Seeds): SlotResult {
  const f = roundFloats(seeds, 4);
  const stops = f.slice(0, 3).map((x) => pick(x, SLOT_STRIP.length)) as [number, number, number];
  const rows = [-1, 0, 1].map((d) => stops.map((s) => at(s + d)));
  const line = rows[1] as [SlotSymbol, SlotSymbol, SlotSymbol];
  return { stops, rows, line, multiplier: slotMultiplier(line), jackpotRoll: f[3]! };
}

const TWO_32 = 2n ** 32n;

/**
 * Whether a real-money spin of `stake` wins the progressive jackpot (decision 061): when its roll
 * is below stake / JACKPOT_ODDS_STAKE. Decided in integers: the roll is exactly ticket / 2^32
 * (fairness.ts), so the spin wins when ticket × JACKPOT_ODDS_STAKE < stake × 2^32, with no
 * floating-point rounding at the edge.
 */
export function wonJackpot(jackpotRoll: number, stake: bigint, oddsStake = JACKPOT_ODDS_STAKE): boolean {
  const ticket = BigInt(Math.floor(jackpotRoll * 2 ** 32));
  return ticket * oddsStake < stake * TWO_32;
}

/** The payout of a stake: whole minor units. */
export const slotPayout = (stake: bigint, r: SlotResult) => stake * BigInt(r.multiplier);
