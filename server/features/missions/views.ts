import { and, eq, sql } from 'drizzle-orm';
import type { MissionsPage, MissionView } from '../../../contract/missions/schemas';
import type { Executor } from '../../db/client';
import { missionProgress } from '../../db/schema';
import { boardView } from './board';
import { periodKeyOf, resetsAt, targetOf } from './conditions';
import { payingCampaign } from './funding';
import { liveMissions, type Mission } from './model';

type Progress = { progress: bigint; completed: boolean; claimed: boolean };

/** The member's progress rows of the given (mission, period key) pairs. */
async function progressOf(
  db: Executor,
  accountId: number,
  keys: { missionId: number; key: string }[],
): Promise<Map<string, Progress>> {
  if (keys.length === 0) return new Map();
  const p = missionProgress;
  const rows = await db
    .select({
      missionId: p.missionId,
      periodKey: p.periodKey,
      progress: p.progress,
      completedAt: p.completedAt,
      claimedAt: p.claimedAt,
    })
    .from(p)
    .where(
      and(
        eq(p.accountId, accountId),
        sql`(${p.missionId}, ${p.periodKey}) IN (${sql.join(
          keys.map((k) => sql`(${k.missionId}, ${k.key})`),
          sql`, `,
        )})`,
      ),
    );
  return new Map(
    rows.map((x) => [
      `${x.missionId}:${x.periodKey}`,
      { progress: x.progress, completed: x.completedAt !== null, claimed: x.claimedAt !== null },
    ]),
  );
}

/** A mission as the member sees it in the period `now` falls in. */
export function toView(m: Mission, p: Progress | undefined, language: string, now: Date): MissionView {
  const key = periodKeyOf(m.period, now);
  const target = targetOf(m.condition);
  const progress = p?.progress ?? 0n;
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

/** The missions tab: live missions of the current periods, this week's leaderboard, whether missions pay. */
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
    open: (await payingCampaign(db, now)) !== null,
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
