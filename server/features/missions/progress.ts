import { sql, type SQL } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { Db, Tx } from '../../db/client';
import { validBetSql } from '../../lib/valid-bet';
import { contribution, periodKeyOf, targetOf, type MissionEvent } from './conditions';
import { liveMissions, type Mission } from './model';

/** Events claimed per transaction. */
const BATCH = 1000;
const notPlayers = [trialAccountType, ...agentAccountTypes];

export type ProgressHooks = {
  /** Test hook: runs after a batch's events are claimed, inside the transaction (a throw is a crash). */
  afterClaim?: () => void | Promise<void>;
};

type Claimed = { accountId: number; player: boolean; event: MissionEvent };
type Source = { kind: 'bet' | 'deposit' | 'login'; claim: (tx: Tx) => Promise<Claimed[]> };

/**
 * Each source claims its new rows by inserting their mission_events marker (primary key (kind,
 * ref_id): a concurrent pass waits on the same keys, then skips them), in id order, and returns
 * those its insert won, with whether the member is a player (trial and agent accounts count nothing).
 */
const claimSql = (kind: string, picked: SQL) => sql`
  WITH picked AS (${picked}),
  ins AS (
    INSERT INTO mission_events (kind, ref_id) SELECT ${kind}, id FROM picked ORDER BY id
    ON CONFLICT (kind, ref_id) DO NOTHING RETURNING ref_id)
  SELECT p.*, a.type NOT IN (${sql.join(
    notPlayers.map((t) => sql`${t}`),
    sql`, `,
  )}) AS player
  FROM picked p JOIN ins ON ins.ref_id = p.id JOIN accounts a ON a.id = p.account_id`;

const unseen = (kind: string, alias: string) =>
  sql.raw(`NOT EXISTS (SELECT 1 FROM mission_events e WHERE e.kind = '${kind}' AND e.ref_id = ${alias}.id)`);

const sources: Source[] = [
  {
    kind: 'bet',
    claim: async (tx) => {
      const r = await tx.execute<{
        account_id: string;
        player: boolean;
        at: Date | string;
        valid: string;
        game_type: string | null;
        game: string;
      }>(
        claimSql(
          'bet',
          sql`SELECT b.id, b.account_id, b.settled_at AS at, ${validBetSql('b')}::text AS valid, g.game_type,
            b.vendor_code || '/' || b.game_code AS game
          FROM bets b LEFT JOIN games g ON g.vendor_code = b.vendor_code AND g.game_code = b.game_code
          WHERE b.status = 'settled' AND ${unseen('bet', 'b')} ORDER BY b.id LIMIT ${BATCH}`,
        ),
      );
      return r.rows.map((x) => ({
        accountId: Number(x.account_id),
        player: x.player,
        event: {
          kind: 'bet',
          at: new Date(x.at),
          valid: BigInt(x.valid),
          gameType: x.game_type,
          game: x.game,
        },
      }));
    },
  },
  {
    kind: 'deposit',
    claim: async (tx) => {
      const r = await tx.execute<{ account_id: string; player: boolean; at: Date | string; amount: string }>(
        claimSql(
          'deposit',
          sql`SELECT d.id, d.account_id, d.credited_at AS at, d.amount::text AS amount FROM deposits d
          WHERE d.status = 'credited' AND ${unseen('deposit', 'd')} ORDER BY d.id LIMIT ${BATCH}`,
        ),
      );
      return r.rows.map((x) => ({
        accountId: Number(x.account_id),
        player: x.player,
        event: { kind: 'deposit', at: new Date(x.at), amount: BigInt(x.amount) },
      }));
    },
  },
  {
    kind: 'login',
    claim: async (tx) => {
      const r = await tx.execute<{ account_id: string; player: boolean; at: Date | string }>(
        claimSql(
          'login',
          sql`SELECT l.id, l.account_id, l.at FROM login_history l
          WHERE l.success AND ${unseen('login', 'l')} ORDER BY l.id LIMIT ${BATCH}`,
        ),
      );
      return r.rows.map((x) => ({
        accountId: Number(x.account_id),
        player: x.player,
        event: { kind: 'login', at: new Date(x.at) },
      }));
    },
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

type Delta = { accountId: number; mission: Mission; key: string; amount: bigint; marks: Set<string> };

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
      const d = deltas.get(id) ?? { accountId, mission, key, amount: 0n, marks: new Set<string>() };
      if ('amount' in c) d.amount += c.amount;
      else d.marks.add(c.mark);
      deltas.set(id, d);
    }
  for (const id of [...deltas.keys()].sort()) await apply(tx, deltas.get(id)!);
  return claimed.length;
}

async function apply(tx: Tx, d: Delta): Promise<void> {
  let add = d.amount;
  if (d.marks.size > 0) {
    const r = await tx.execute(sql`
      INSERT INTO mission_marks (account_id, mission_id, period_key, mark)
      VALUES ${sql.join(
        [...d.marks].sort().map((m) => sql`(${d.accountId}, ${d.mission.id}, ${d.key}, ${m})`),
        sql`, `,
      )}
      ON CONFLICT DO NOTHING RETURNING mark`);
    add += BigInt(r.rows.length);
  }
  if (add === 0n) return;
  const target = targetOf(d.mission.condition).toString();
  await tx.execute(sql`
    INSERT INTO mission_progress (account_id, mission_id, period_key, progress, target, completed_at)
    VALUES (${d.accountId}, ${d.mission.id}, ${d.key}, ${add.toString()}::bigint, ${target}::bigint,
      CASE WHEN ${add.toString()}::bigint >= ${target}::bigint THEN now() END)
    ON CONFLICT (account_id, mission_id, period_key) DO UPDATE SET
      progress = mission_progress.progress + EXCLUDED.progress,
      completed_at = coalesce(mission_progress.completed_at,
        CASE WHEN mission_progress.progress + EXCLUDED.progress >= mission_progress.target THEN now() END)`);
}
