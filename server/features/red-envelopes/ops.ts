import type { CreateDropRequest, OpsDrop } from '../../../contract/red-envelopes/schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../core/context/audit';
import { AppError } from '../../core/context/errors';
import { findCampaignByCode } from '../../engine/rewards';
import { createDrop } from './drops';
import { ENVELOPE_CAMPAIGN } from './seed';
import { listDropsForOps } from './views';

/**
 * An operator's drop (decision 058): the same creation as the nightly one, from `startsAt` (now
 * by default) for `minutes`; the requestId names it, so a repeated request finds the first drop.
 */
export async function createDropByOperator(db: Db, actor: Actor, req: CreateDropRequest): Promise<OpsDrop> {
  const id = await db.transaction(async (tx) => {
    const campaign = await findCampaignByCode(tx, ENVELOPE_CAMPAIGN);
    if (!campaign) throw new AppError('NOT_FOUND', `no campaign ${ENVELOPE_CAMPAIGN}`);
    const startsAt = req.startsAt ? new Date(req.startsAt) : new Date();
    const made = await createDrop(
      tx,
      campaign,
      {
        slotKey: `ops:${req.requestId}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + req.minutes * 60_000),
        total: BigInt(req.total),
        shares: req.shares,
        minShare: BigInt(req.minShare),
      },
      actor,
    );
    if (made.id === null)
      throw made.reason === 'budget'
        ? new AppError('BUDGET_EXHAUSTED', 'the red-envelope budget cannot cover this drop')
        : new AppError('PROMOTION_CLOSED', 'the red-envelope campaign has ended');
    return made.id;
  });
  // The budget check's audit row is rolled back with the refusal; the answer says it instead.
  return (await listDropsForOps(db, 1, id))[0]!;
}

export { listDropsForOps };
