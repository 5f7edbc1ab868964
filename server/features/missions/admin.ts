import { sql } from 'drizzle-orm';
import type { MissionInput } from '../../../contract/missions';
import type { Db } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { violatesUnique } from '../../db/unique-violation';

/** Every mission, live and paused, for the operator. */
export async function listMissions(db: Db) {
  const r = await db.execute<{
    id: number;
    code: string;
    period: string;
    status: string;
    condition: unknown;
    title_en: string;
    mission_points: number;
    cash_amount: string | null;
    mall_points: string | null;
    starts_at: Date | string;
  }>(sql`
    SELECT id, code, period, status, condition, title_en, mission_points, cash_amount::text, mall_points::text,
      starts_at
    FROM missions ORDER BY sort, id`);
  return r.rows.map((m) => ({
    id: m.id,
    code: m.code,
    period: m.period,
    status: m.status,
    condition: m.condition,
    title: m.title_en,
    reward: { missionPoints: m.mission_points, cash: m.cash_amount, mallPoints: m.mall_points },
    startsAt: new Date(m.starts_at).toISOString(),
  }));
}

/** A new live mission (audited); it counts events from now. A code already taken: BAD_REQUEST. */
export async function createMission(db: Db, actor: Actor, m: MissionInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    try {
      const r = await tx.execute<{ id: number }>(sql`
        INSERT INTO missions (code, period, condition, title_vi, title_en, mission_points, cash_amount, mall_points, sort)
        VALUES (${m.code}, ${m.period}, ${JSON.stringify(m.condition)}::jsonb, ${m.titleVi}, ${m.titleEn},
          ${m.reward.missionPoints}, ${m.reward.cash}::bigint, ${m.reward.mallPoints}::bigint, ${m.sort})
        RETURNING id`);
      const id = r.rows[0]!.id;
      await audit(tx, actor, 'mission.create', `mission:${id}`, m);
      return { id };
    } catch (err) {
      if (violatesUnique(err, 'missions_code_unique'))
        throw new AppError('BAD_REQUEST', `mission code ${m.code} is taken`);
      throw err;
    }
  });
}

/** Pause (hidden, not counted, not claimable) or resume a mission by code (audited). */
export async function setMissionStatus(db: Db, actor: Actor, code: string, status: 'live' | 'paused') {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ id: number }>(
      sql`UPDATE missions SET status = ${status} WHERE code = ${code} RETURNING id`,
    );
    if (r.rows.length === 0) throw new AppError('NOT_FOUND', `no mission ${code}`);
    await audit(tx, actor, `mission.${status === 'live' ? 'resume' : 'pause'}`, `mission:${r.rows[0]!.id}`);
    return { code, status };
  });
}
