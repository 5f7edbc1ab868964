import { sql } from 'drizzle-orm';
import type { MissionsPage, MissionView } from '../../../contract/missions';
import type { Executor } from '../../db/client';
import { boardView } from './board';
import { periodKeyOf, resetsAt, targetOf } from './conditions';
import { liveMissions, type Mission } from './model';

type Progress = { progress: string; completed: boolean; claimed: boolean };

/** The member's progress rows of the given (mission, period key) pairs. */
async function progressOf(
  db: Executor,
  accountId: number,
  keys: { missionId: number; key: string }[],
): Promise<Map<string, Progress>> {
  if (keys.length === 0) return new Map();
  const r = await db.execute<{
    mission_id: number;
    period_key: string;
    progress: string;
    completed: boolean;
    claimed: boolean;
  }>(sql`
    SELECT mission_id, period_key, progress::text, completed_at IS NOT NULL AS completed,
      claimed_at IS NOT NULL AS claimed
    FROM mission_progress
    WHERE account_id = ${accountId} AND (mission_id, period_key) IN (${sql.join(
      keys.map((k) => sql`(${k.missionId}, ${k.key})`),
      sql`, `,
    )})`);
  return new Map(r.rows.map((x) => [`${x.mission_id}:${x.period_key}`, x]));
}

/** A mission as the member sees it in the period `now` falls in. */
export function toView(m: Mission, p: Progress | undefined, language: string, now: Date): MissionView {
  const key = periodKeyOf(m.period, now);
  const target = targetOf(m.condition);
  const progress = BigInt(p?.progress ?? '0');
  return {
    id: m.id,
    code: m.code,
    period: m.period,
    title: language === 'en' ? m.titleEn : m.titleVi,
    condition: m.condition,
    target: target.toString(),
    // Shown up to the target: what was counted beyond it earns nothing more.
    progress: (progress < target ? progress : target).toString(),
    state: p?.claimed ? 'claimed' : p?.completed ? 'claim' : 'todo',
    resetsAt: resetsAt(m.period, key)?.toISOString() ?? null,
    reward: m.reward,
  };
}

/** The missions tab: live missions of the current periods and this week's leaderboard. */
export async function missionsPage(
  db: Executor,
  accountId: number,
  language: string,
  now: Date,
): Promise<MissionsPage> {
  const missions = await liveMissions(db);
  const progress = await progressOf(
    db,
    accountId,
    missions.map((m) => ({ missionId: m.id, key: periodKeyOf(m.period, now) })),
  );
  return {
    missions: missions.map((m) =>
      toView(m, progress.get(`${m.id}:${periodKeyOf(m.period, now)}`), language, now),
    ),
    board: await boardView(db, accountId, now),
  };
}

/** One mission's view for the member (after a claim). */
export async function missionView(
  db: Executor,
  accountId: number,
  m: Mission,
  language: string,
  now: Date,
): Promise<MissionView> {
  const key = periodKeyOf(m.period, now);
  const p = await progressOf(db, accountId, [{ missionId: m.id, key }]);
  return toView(m, p.get(`${m.id}:${key}`), language, now);
}
