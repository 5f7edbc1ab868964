import { and, inArray } from 'drizzle-orm';
import type { GameType } from '../../contract/common';
import { bigWins, games } from '../db/schema';
import { minutesBeforeEpoch } from './epoch';
import type { GameSeed } from './games';
import { maskName } from '../core/members/mask-name';
import { Rng } from './prng';
import type { Progress, Tx } from './write';
import { CURRENCY } from './write-ledger';

/** A demo row of the winner board; the game is named by vendor and code, resolved to its id on insert. */
export type WinnerSeed = {
  vendorCode: string;
  gameCode: string;
  customerName: string;
  winAmount: bigint;
  wonAt: Date;
};

export const WINNER_COUNT = 240;
const WINDOW_MINUTES = 7 * 24 * 60;
/** VND has no minor unit: amounts are dong, 1,000,000 to 500,000,000. */
const MIN_WIN = 1_000_000;
const MAX_WIN = 500_000_000;

// Usernames of the kind players pick; shown masked, so only their ends matter.
const HANDLES: readonly string[] = [
  'nguyenvan',
  'tranthanh',
  'lehoang',
  'phamminh',
  'hoangnam',
  'vuthao',
  'dangkhoa',
  'buianh',
  'dohung',
  'ngocanh',
  'tuanvu',
  'quanghuy',
  'thuylinh',
  'minhtri',
  'baongoc',
  'ducthinh',
  'hailong',
  'kimchi',
  'vietanh',
  'thanhtung',
  'phuongvy',
  'giabao',
  'huongly',
  'khanhduy',
  'luckyboy',
  'vuasong',
  'thantai',
  'rongvang',
  'hoangde',
  'sieusao',
  'caothu',
  'daigia',
];

/** Where the wins happen, weighted like real play: mostly slots, some live and fishing. */
const TYPE_WEIGHTS: readonly (readonly [GameType, number])[] = [
  ['RNG', 60],
  ['LIVE', 15],
  ['FISH', 10],
  ['PVP', 7],
  ['ELOTT', 4],
  ['LOTT', 4],
];

/**
 * Big wins spread over the 7 days before the seed epoch, newest first. Amounts lean small
 * (a squared uniform), rounded to the thousand dong, so the board looks like real play.
 */
export function buildWinners(catalogue: readonly GameSeed[]): WinnerSeed[] {
  const rng = Rng.for('winners');
  const byType = new Map<GameType, GameSeed[]>();
  for (const g of catalogue) {
    if (g.isGame !== null) continue;
    byType.set(g.gameType, [...(byType.get(g.gameType) ?? []), g]);
  }
  const out: WinnerSeed[] = [];
  for (let i = 0; i < WINNER_COUNT; i++) {
    const pool = byType.get(rng.weighted(TYPE_WEIGHTS)) ?? [];
    // Hot games win more often: they are played more.
    const hot = pool.filter((g) => g.isHot);
    const game = rng.pick(hot.length > 0 && rng.chance(0.5) ? hot : pool);
    const handle = `${rng.pick(HANDLES)}${rng.chance(0.5) ? rng.int(1, 99) : ''}`;
    const amount = MIN_WIN + Math.floor(rng.next() ** 2 * (MAX_WIN - MIN_WIN));
    out.push({
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      customerName: maskName(handle),
      winAmount: BigInt(Math.round(amount / 1000) * 1000),
      wonAt: minutesBeforeEpoch(rng.int(1, WINDOW_MINUTES)),
    });
  }
  return out.sort((a, b) => b.wonAt.getTime() - a.wonAt.getTime());
}

/** Inserts the demo wins, after the games (their ids are looked up by vendor and code). */
export async function writeWinners(
  tx: Tx,
  winners: readonly WinnerSeed[],
  progress: Progress,
): Promise<void> {
  const vendorCodes = [...new Set(winners.map((w) => w.vendorCode))];
  const gameCodes = [...new Set(winners.map((w) => w.gameCode))];
  const rows = await tx
    .select({ id: games.id, vendorCode: games.vendorCode, gameCode: games.gameCode })
    .from(games)
    .where(and(inArray(games.vendorCode, vendorCodes), inArray(games.gameCode, gameCodes)));
  const idOf = new Map(rows.map((r) => [`${r.vendorCode}/${r.gameCode}`, r.id]));
  const values = winners.map((w) => {
    const gameId = idOf.get(`${w.vendorCode}/${w.gameCode}`);
    if (gameId === undefined) throw new Error(`winner of unknown game ${w.vendorCode}/${w.gameCode}`);
    return {
      gameId,
      accountId: null,
      customerName: w.customerName,
      winAmount: w.winAmount,
      currency: CURRENCY,
      wonAt: w.wonAt,
    };
  });
  if (values.length > 0) await tx.insert(bigWins).values(values);
  progress('winners', values.length, winners.length);
}
