import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { missionMarks, missionProgress } from '../../db/schema';
import { contribution, periodKeyOf, periodStart, resetsAt, targetOf, type MissionEvent } from './conditions';
import { claimBetEvents, claimDepositEvents, claimLoginEvents, gamesReaching } from './missions.sql';
import { liveMissions, type Mission } from './model';

/** Events claimed per transaction. */
const BATCH = 1000;

export type ProgressHooks = {
  /** Test hook: runs after a batch's events are claimed, inside the transaction (a throw is a crash). */
  afterClaim?: () => void | Promise<void>;
};

type Claimed = { accountId: number; player: boolean; event: MissionEvent };
type Source = { kind: 'bet' | 'deposit' | 'login'; claim: (tx: Tx) => Promise<Claimed[]> };

const sources: Source[] = [
  {
    kind: 'bet',
    claim: async (tx) =>
      (await claimBetEvents(tx, BATCH)).map((x) => ({
        accountId: x.account_id,
        player: x.player,
        event: { kind: 'bet', at: x.at, valid: x.valid, gameType: x.game_type, game: x.game },
      })),
  },
  {
    kind: 'deposit',
    claim: async (tx) =>
      (await claimDepositEvents(tx, BATCH)).map((x) => ({
        accountId: x.account_id,
        player: x.player,
        event: { kind: 'deposit', at: x.at, amount: x.amount },
      })),
  },
  {
    kind: 'login',
    claim: async (tx) =>
      (await claimLoginEvents(tx, BATCH)).map((x) => ({
        accountId: x.account_id,
        player: x.player,
        event: { kind: 'login', at: x.at },
      })),
  },
];

/**
 * The reward ticker's mission pass (decision 054): settled bets, credited deposits and logins not
 * counted yet become progress of the live missions, each event once, batch by batch. Every node
 * runs it; any number may run at once. Returns the number of events claimed.
 */
export async function countMissionProgress(db: Db, hooks: ProgressHooks = {}): Promise<number> {
  let total = 0;
  for (const source of sources) {
    for (;;) {
      const n = await db.transaction((tx) => countBatch(tx, source, hooks));
      total += n;
      if (n < BATCH) break;
    }
  }
  return total;
}

type Delta = {
  accountId: number;
  mission: Mission;
  key: string;
  amount: bigint;
  marks: Set<string>;
  /** Games bet on in this batch, each to count once its valid bets in the period reach the minimum. */
  games: Set<string>;
};

/**
 * One batch in one transaction: the claimed events' contributions summed per (member, mission,
 * period), then written in that order (marks first: a new mark adds 1), so two passes lock
 * progress rows in the same order. A crash rolls the markers back with the progress.
 */
async function countBatch(tx: Tx, source: Source, hooks: ProgressHooks): Promise<number> {
  const claimed = await source.claim(tx);
  await hooks.afterClaim?.();
  if (claimed.length === 0) return 0;
  const missions = await liveMissions(tx);
  const deltas = new Map<string, Delta>();
  for (const { accountId, event } of claimed.filter((c) => c.player))
    for (const mission of missions) {
      if (event.at < mission.startsAt) continue;
      const c = contribution(mission.condition, event);
      if (!c) continue;
      const key = periodKeyOf(mission.period, event.at);
      const id = `${String(accountId).padStart(12, '0')}:${String(mission.id).padStart(10, '0')}:${key}`;
      const d = deltas.get(id) ?? { accountId, mission, key, amount: 0n, marks: new Set(), games: new Set() };
      if ('amount' in c) d.amount += c.amount;
      else if ('game' in c) d.games.add(c.game);
      else d.marks.add(c.mark);
      deltas.set(id, d);
    }
  for (const id of [...deltas.keys()].sort()) await apply(tx, deltas.get(id)!);
  return claimed.length;
}

/**
 * Of the batch's games, those whose valid bets in the period (from the mission's start) now reach
 * the condition's minimum: read from the bets themselves, so bets of several batches add up and a
 * game already counted is only found again (its mark exists: it adds nothing).
 */
async function gamesPlayed(tx: Tx, d: Delta): Promise<string[]> {
  const c = d.mission.condition;
  if (d.games.size === 0 || c.type !== 'distinct_games') return [];
  const start = periodStart(d.mission.period, d.key);
  const from = start && start > d.mission.startsAt ? start : d.mission.startsAt;
  const rows = await gamesReaching(tx, {
    accountId: d.accountId,
    games: [...d.games],
    from,
    to: resetsAt(d.mission.period, d.key),
    min: BigInt(c.minBet),
  });
  return rows.map((r) => r.game);
}

async function apply(tx: Tx, d: Delta): Promise<void> {
  let add = d.amount;
  for (const game of await gamesPlayed(tx, d)) d.marks.add(game);
  if (d.marks.size > 0) {
    const added = await tx
      .insert(missionMarks)
      .values(
        [...d.marks]
          .sort()
          .map((mark) => ({ accountId: d.accountId, missionId: d.mission.id, periodKey: d.key, mark })),
      )
      .onConflictDoNothing()
      .returning({ mark: missionMarks.mark });
    add += BigInt(added.length);
  }
  if (add === 0n) return;
  const target = targetOf(d.mission.condition);
  const p = missionProgress;
  await tx
    .insert(p)
    .values({
      accountId: d.accountId,
      missionId: d.mission.id,
      periodKey: d.key,
      progress: add,
      target,
      completedAt: add >= target ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [p.accountId, p.missionId, p.periodKey],
      set: {
        progress: sql`${p.progress} + excluded.progress`,
        completedAt: sql`coalesce(${p.completedAt},
          CASE WHEN ${p.progress} + excluded.progress >= ${p.target} THEN now() END)`,
      },
    });
}
