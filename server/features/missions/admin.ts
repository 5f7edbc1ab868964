import { eq } from 'drizzle-orm';
import type { MissionInput } from '../../../contract/missions/schemas';
import type { Db } from '../../db/client';
import { missions } from '../../db/schema';
import { audit, type Actor } from '../../core/context/audit';
import { AppError } from '../../core/context/errors';
import { violatesUnique } from '../../db/unique-violation';
import { assertHouseEdge } from '../rebate';

/** Every mission, live and paused, for the operator. */
export async function listMissions(db: Db) {
  const rows = await db
    .select({
      id: missions.id,
      code: missions.code,
      period: missions.period,
      status: missions.status,
      condition: missions.condition,
      title: missions.titleEn,
      missionPoints: missions.missionPoints,
      cash: missions.cashAmount,
      mallPoints: missions.mallPoints,
      startsAt: missions.startsAt,
    })
    .from(missions)
    .orderBy(missions.sort, missions.id);
  return rows.map((m) => ({
    id: m.id,
    code: m.code,
    period: m.period,
    status: m.status,
    condition: m.condition,
    title: m.title,
    reward: {
      missionPoints: m.missionPoints,
      cash: m.cash === null ? null : m.cash.toString(),
      mallPoints: m.mallPoints === null ? null : m.mallPoints.toString(),
    },
    startsAt: m.startsAt.toISOString(),
  }));
}

/** A new live mission (audited); it counts events from now. A code already taken: BAD_REQUEST. */
export async function createMission(db: Db, actor: Actor, m: MissionInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    try {
      const [row] = await tx
        .insert(missions)
        .values({
          code: m.code,
          period: m.period,
          condition: m.condition,
          titleVi: m.titleVi,
          titleEn: m.titleEn,
          missionPoints: m.reward.missionPoints,
          cashAmount: m.reward.cash === null ? null : BigInt(m.reward.cash),
          mallPoints: m.reward.mallPoints === null ? null : BigInt(m.reward.mallPoints),
          sort: m.sort,
        })
        .returning({ id: missions.id });
      const id = row!.id;
      // A bet mission pays per unit of its target: it must leave every bet type its edge (decision 093).
      await assertHouseEdge(tx);
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
    const [row] = await tx
      .update(missions)
      .set({ status })
      .where(eq(missions.code, code))
      .returning({ id: missions.id });
    if (!row) throw new AppError('NOT_FOUND', `no mission ${code}`);
    if (status === 'live') await assertHouseEdge(tx);
    await audit(tx, actor, `mission.${status === 'live' ? 'resume' : 'pause'}`, `mission:${row.id}`);
    return { code, status };
  });
}
