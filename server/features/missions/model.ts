import { eq } from 'drizzle-orm';
import { MissionCondition, type MissionPeriod, type MissionReward } from '../../../contract/missions/schemas';
import type { Executor } from '../../db/client';
import { missions } from '../../db/schema';

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

const select = (db: Executor) =>
  db
    .select({
      id: missions.id,
      code: missions.code,
      period: missions.period,
      condition: missions.condition,
      titleVi: missions.titleVi,
      titleEn: missions.titleEn,
      missionPoints: missions.missionPoints,
      cashAmount: missions.cashAmount,
      mallPoints: missions.mallPoints,
      status: missions.status,
      startsAt: missions.startsAt,
    })
    .from(missions)
    .$dynamic();
type Row = Awaited<ReturnType<typeof select>>[number];

const toMission = (r: Row): Mission => ({
  id: r.id,
  code: r.code,
  // Written only through MissionInput (or the seed): the contract's periods and statuses.
  period: r.period as MissionPeriod,
  // A row the schema cannot read is a broken seed or operator write: fail loudly, count nothing.
  condition: MissionCondition.parse(r.condition),
  titleVi: r.titleVi,
  titleEn: r.titleEn,
  reward: {
    missionPoints: r.missionPoints,
    cash: r.cashAmount === null ? null : r.cashAmount.toString(),
    mallPoints: r.mallPoints === null ? null : r.mallPoints.toString(),
  },
  status: r.status as Mission['status'],
  startsAt: r.startsAt,
});

/** Live missions in display order. */
export async function liveMissions(db: Executor): Promise<Mission[]> {
  const rows = await select(db).where(eq(missions.status, 'live')).orderBy(missions.sort, missions.id);
  return rows.map(toMission);
}

export async function findMission(db: Executor, id: number): Promise<Mission | null> {
  const [row] = await select(db).where(eq(missions.id, id));
  return row ? toMission(row) : null;
}
