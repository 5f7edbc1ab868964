import { GameType } from '../../../contract/common';
import { HOUSE_BET_TYPES, houseEnginesOf } from '../../../contract/house/rules';
import {
  JACKPOT_ODDS_STAKE,
  JACKPOT_SEED,
  JACKPOT_SHARE_BP,
  isJackpotGame,
} from '../../../contract/jackpot/schemas';
import { MissionCondition } from '../../../contract/missions/schemas';
import { FULL_VALID_BP } from '../../../contract/values';
import type { Executor } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { readRewardSettings, type RewardSettings } from './house-edge.sql';

/**
 * The house keeps its edge on every bet (decision 093): for every game type and classify the lobby
 * lists, each bet type of every engine that may deal it (the house tables are held before they
 * open, decision 098) must return less than its stake once every reward paid per valid bet is
 * counted at its best:
 * - the stated RTP (rounded to 4 places, so + 0.00005), and on jackpot games the pool's feed (a
 *   share of the valid bet) and its reseed (the seed at the odds per staked unit);
 * - the weight (the share of the stake counted as valid bet) times the rewards per valid bet:
 *   the best VIP level's rebate of the game type, the mall points it earns at the most a point
 *   buys, and the cash and points of every live daily and weekly bet mission it counts toward, per
 *   unit of the mission's target (a grinder who bets exactly each target earns them all).
 * Rewards paid once per account or per level (one-off missions, referral, VIP gifts, sign-in,
 * envelopes) are not per-bet rewards and are left out.
 */
export type EdgeRow = {
  gameType: GameType;
  classify: string | null;
  engine: string;
  betType: string;
  total: number;
};

/** Below this a bet type keeps the house's edge. */
const STAKE = 1;
const RTP_ROUNDING = 0.00005;

/** The most one mall point buys (minor units): cash goods, or tickets at their prize tables' expected value. */
export function pointValue(s: Pick<RewardSettings, 'goods' | 'prizes'>): number {
  let point = 0;
  const ticket: Record<string, number> = {};
  // Each round values a ticket at its table's expected prize with the last round's values, then a
  // point at the best good: a fixed point, reached because a table returns fewer points than its price.
  for (let i = 0; i < 100; i++) {
    for (const game of new Set(s.prizes.map((p) => p.game))) {
      const table = s.prizes.filter((p) => p.game === game);
      const weights = table.reduce((n, p) => n + p.weight, 0);
      const worth = (p: (typeof table)[number]) =>
        p.kind === 'cash'
          ? p.amount
          : p.kind === 'points'
            ? p.amount * point
            : p.kind === 'ticket'
              ? p.amount * (ticket[p.ticket!] ?? 0)
              : 0;
      ticket[game] = weights === 0 ? 0 : table.reduce((n, p) => n + p.weight * worth(p), 0) / weights;
    }
    const best = s.goods.map((g) =>
      g.kind === 'cash'
        ? (g.cash ?? 0) / g.price
        : g.kind.endsWith('_ticket')
          ? (ticket[g.kind.slice(0, -7)] ?? 0) / g.price
          : 0,
    );
    point = Math.max(0, ...best);
  }
  return point;
}

/** Every reward paid per unit of valid bet on each game type, at its best. */
export function rewardRates(s: RewardSettings): Record<GameType, number> {
  const point = pointValue(s);
  const out = {} as Record<GameType, number>;
  for (const type of GameType.options) {
    const rebate = s.rebate.find((r) => r.game_type === type);
    const points = s.points.find((p) => p.game_type === type);
    let missions = 0;
    for (const m of s.missions) {
      const c = MissionCondition.safeParse(m.condition);
      if (!c.success || c.data.type !== 'bet' || (c.data.gameTypes && !c.data.gameTypes.includes(type)))
        continue;
      missions += ((m.cash ?? 0) + (m.pts ?? 0) * point) / Number(c.data.amount);
    }
    out[type] = (rebate?.bp ?? 0) / 10_000 + (points ? (points.points * point) / points.per : 0) + missions;
  }
  return out;
}

/** What each listed game's bet types return with every per-bet reward, from the settings given. */
export function edgeRows(s: RewardSettings): EdgeRow[] {
  const rates = rewardRates(s);
  const rows: EdgeRow[] = [];
  for (const k of s.kinds) {
    const type = GameType.safeParse(k.game_type);
    if (!type.success) continue;
    const game = { gameType: type.data, classify: k.classify };
    for (const engine of houseEnginesOf(game))
      for (const [betType, { rtp, weightBp }] of Object.entries(HOUSE_BET_TYPES[engine])) {
        const weight = weightBp / FULL_VALID_BP;
        const pool = isJackpotGame(game)
          ? (Number(JACKPOT_SHARE_BP) / 10_000) * weight + Number(JACKPOT_SEED) / Number(JACKPOT_ODDS_STAKE)
          : 0;
        const total = rtp + RTP_ROUNDING + pool + weight * rates[type.data];
        rows.push({ ...game, engine, betType, total });
      }
  }
  return rows;
}

export const readEdgeRows = async (db: Executor) => edgeRows(await readRewardSettings(db));

/**
 * Refuses a reward setting that would let a bet type return its stake or more: called inside the
 * transaction that writes it, so the refusal rolls the write back (BAD_REQUEST: an operator call).
 */
export async function assertHouseEdge(tx: Executor): Promise<void> {
  const over = (await readEdgeRows(tx)).filter((r) => r.total >= STAKE);
  if (over.length === 0) return;
  const worst = over.reduce((a, b) => (b.total > a.total ? b : a));
  throw new AppError(
    'BAD_REQUEST',
    `the house would lose its edge on ${over.length} bet type(s): ${worst.gameType}${worst.classify ? `/${worst.classify}` : ''} ` +
      `${worst.engine} ${worst.betType} would return ${(worst.total * 100).toFixed(2)}% with rebate, points and missions (decision 093)`,
  );
}
