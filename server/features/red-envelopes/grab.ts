import { and, eq } from 'drizzle-orm';
import type { GrabResult } from '../../../contract/red-envelopes/schemas';
import type { Db, Tx } from '../../db/client';
import { envelopeShares } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { balanceOf, mainWallet } from '../../core/money/ledger';
import {
  checkEligible,
  checkOncePerOccasion,
  findCampaign,
  writeGrant,
  type Origin,
} from '../../engine/rewards';
import { findDropWindow, lockMemberGrab, takeEnvelopeShare, type Taken } from './red-envelopes.sql';

/**
 * Grab a share of a drop (decision 058), in one transaction:
 * - one member's grabs of one drop are serialised by an advisory lock, so a double tap waits and
 *   then finds its share (answered again, `already`);
 * - only inside the drop's window (the database's clock), only for the campaign's audience (a
 *   credited deposit or VIP 1) and one share per drop per device id and per network (decision 089);
 * - the share is the next one in the drop's order: the n-th grab to land takes share n of the split
 *   committed at creation, grabs of one drop taking shares one after another (decision 092), so a
 *   grab that fails frees its share for the next and GONE means every share is taken;
 * - it is paid as a grant of the campaign (source red_envelope, key d<drop>: one per member per
 *   drop again) from the campaign's budget; a budget that cannot pay rolls all of it back.
 */
export async function grab(db: Db, accountId: number, dropId: number, origin: Origin): Promise<GrabResult> {
  const { share, already, balance } = await db.transaction(async (tx) => {
    const drop = await findDropWindow(tx, dropId);
    if (!drop) throw new AppError('NOT_FOUND', `no drop ${dropId}`);
    await lockMemberGrab(tx, dropId, accountId);
    const prior = await mine(tx, dropId, accountId);
    if (prior) return { share: prior, already: true, balance: undefined };
    if (!drop.open) throw new AppError('DROP_NOT_OPEN', `drop ${dropId} is not open`);
    const campaign = await findCampaign(tx, drop.campaign_id);
    await checkEligible(tx, accountId, campaign, origin);
    await checkOncePerOccasion(tx, { campaignId: campaign.id, sourceRef: `d${dropId}`, accountId, origin });
    const share = await takeEnvelopeShare(tx, dropId, accountId);
    if (!share) throw new AppError('ENVELOPES_GONE', `drop ${dropId} has no share left`);
    const paid = await writeGrant(tx, {
      accountId,
      campaign,
      source: 'red_envelope',
      sourceRef: `d${dropId}`,
      amount: BigInt(share.amount),
      hold: false,
      origin,
    });
    if (!paid.created)
      throw new Error(`red envelope grant d${dropId} of ${accountId} existed without its share`);
    await tx
      .update(envelopeShares)
      .set({ grantId: paid.grant.id })
      .where(and(eq(envelopeShares.dropId, dropId), eq(envelopeShares.idx, share.idx)));
    return { share: shareOf(dropId, share), already: false, balance: paid.balance };
  });
  const after = balance ?? (await balanceOf(db, await mainWallet(db, accountId)));
  return { share, already, balance: after.toString() };
}

async function mine(tx: Tx, dropId: number, accountId: number) {
  const [r] = await tx
    .select({ idx: envelopeShares.idx, amount: envelopeShares.amount, takenAt: envelopeShares.takenAt })
    .from(envelopeShares)
    .where(and(eq(envelopeShares.dropId, dropId), eq(envelopeShares.takenBy, accountId)));
  return r ? shareOf(dropId, { idx: r.idx, amount: r.amount.toString(), taken_at: r.takenAt! }) : undefined;
}

const shareOf = (dropId: number, r: Taken) => ({
  dropId,
  index: r.idx,
  amount: r.amount,
  takenAt: r.taken_at.toISOString(),
});
