import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missionProgress } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { lockAccounts, mainWallet, pointsWallet } from '../../core/money/ledger';
import { checkEligible, writeGrant, type Origin } from '../../engine/rewards';
import { awardPoints } from '../points';
import { addScore } from './board';
import { periodKeyOf } from './conditions';
import { findMission, type Mission } from './model';
import { payingCampaign } from './funding';

export type MissionClaim = { mission: Mission; created: boolean; grantId: number | null };

/**
 * Claim a complete mission of the current period (decision 054), once: the progress row is locked,
 * a claimed row answers what it paid (`created` false: a double tap, a concurrent twin, a repeated
 * request id). Pays, in one transaction: the cash as a grant of the missions campaign (source
 * mission, source_ref "mission id:period key"), the mall points (ledger key of the same pair),
 * and the mission points on this week's leaderboard. Trial and agent accounts: RULE_FAILED. Once
 * the missions campaign has ended or its schedule is over, nothing: PROMOTION_CLOSED.
 */
export async function claimMission(
  db: Db,
  accountId: number,
  missionId: number,
  requestId: string,
  origin: Origin,
  now: Date,
): Promise<MissionClaim> {
  return db.transaction(async (tx) => {
    const mission = await findMission(tx, missionId);
    if (!mission) throw new AppError('NOT_FOUND', `no mission ${missionId}`);
    if (mission.status !== 'live') throw new AppError('PROMOTION_CLOSED', `mission ${missionId} is paused`);
    const key = periodKeyOf(mission.period, now);
    const p = missionProgress;
    const progressRow = and(eq(p.accountId, accountId), eq(p.missionId, missionId), eq(p.periodKey, key));
    const [row] = await tx
      .select({ completedAt: p.completedAt, claimedAt: p.claimedAt, grantId: p.grantId })
      .from(p)
      .where(progressRow)
      .for('update');
    if (row?.claimedAt) return { mission, created: false, grantId: row.grantId };
    if (!row?.completedAt) throw new AppError('NOTHING_TO_CLAIM', `mission ${missionId} is not complete`);
    const campaign = await payingCampaign(tx, now);
    if (!campaign) throw new AppError('PROMOTION_CLOSED', 'the missions campaign pays no mission now');
    await checkEligible(tx, accountId, campaign, origin);
    const ref = `${missionId}:${key}`;
    const cash = mission.reward.cash;
    // Cash and points post twice: the member's rows locked first, in the ledger's one order, as a
    // draw or a redemption takes them (decision 091); else each could hold the row the other needs.
    await lockAccounts(tx, [
      ...(cash ? [await mainWallet(tx, accountId)] : []),
      ...(mission.reward.mallPoints ? [await pointsWallet(tx, accountId)] : []),
    ]);
    const grant = cash
      ? await writeGrant(tx, {
          accountId,
          campaign,
          source: 'mission',
          sourceRef: ref,
          amount: BigInt(cash),
          hold: false,
          requestId,
          origin,
        })
      : null;
    if (mission.reward.mallPoints)
      await awardPoints(
        tx,
        accountId,
        BigInt(mission.reward.mallPoints),
        `mission:${accountId}:${ref}`,
        'points_mission',
      );
    await addScore(tx, accountId, mission.reward.missionPoints, now);
    await tx
      .update(p)
      .set({ claimedAt: now, requestId, grantId: grant?.grant.id ?? null })
      .where(progressRow);
    return { mission, created: true, grantId: grant?.grant.id ?? null };
  });
}
