import { sql } from 'drizzle-orm';
import { MissionCondition, type MissionPeriod, type MissionReward } from '../../../contract/missions';
import type { Executor } from '../../db/client';

/** A mission as the feature uses it: the condition parsed by its contract schema (decision 054). */
export type Mission = {
  id: number;
  code: string;
  period: MissionPeriod;
  condition: MissionCondition;
  titleVi: string;
  titleEn: string;
  reward: MissionReward;
  status: 'live' | 'paused';
  startsAt: Date;
};

type Row = {
  id: number;
  code: string;
  period: MissionPeriod;
  condition: unknown;
  title_vi: string;
  title_en: string;
  mission_points: number;
  cash_amount: string | null;
  mall_points: string | null;
  status: 'live' | 'paused';
  starts_at: Date | string;
};

const select = sql`
  SELECT id, code, period, condition, title_vi, title_en, mission_points, cash_amount::text,
    mall_points::text, status, starts_at FROM missions`;

const toMission = (r: Row): Mission => ({
  id: r.id,
  code: r.code,
  period: r.period,
  // A row the schema cannot read is a broken seed or operator write: fail loudly, count nothing.
  condition: MissionCondition.parse(r.condition),
  titleVi: r.title_vi,
  titleEn: r.title_en,
  reward: { missionPoints: r.mission_points, cash: r.cash_amount, mallPoints: r.mall_points },
  status: r.status,
  startsAt: new Date(r.starts_at),
});

/** Live missions in display order. */
export async function liveMissions(db: Executor): Promise<Mission[]> {
  const r = await db.execute<Row>(sql`${select} WHERE status = 'live' ORDER BY sort, id`);
  return r.rows.map(toMission);
}

export async function findMission(db: Executor, id: number): Promise<Mission | null> {
  const r = await db.execute<Row>(sql`${select} WHERE id = ${id}`);
  return r.rows[0] ? toMission(r.rows[0]) : null;
}
