import { sql } from 'drizzle-orm';
import type { GrabResult } from '../../../contract/red-envelopes';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { balanceOf, mainWallet } from '../../lib/ledger';
import { checkEligible, findCampaign, writeGrant, type Origin } from '../rewards';

type Taken = { idx: number; amount: string; taken_at: string };

/**
 * Grab a share of a drop (decision 058), in one transaction:
 * - one member's grabs of one drop are serialised by an advisory lock, so a double tap waits and
 *   then finds its share (answered again, `already`);
 * - only inside the drop's window (the database's clock), only for the campaign's audience;
 * - the share is claimed by one conditional UPDATE: the first untaken share not locked by another
 *   grab in flight (SKIP LOCKED), so concurrent grabs never wait on, lose or double a share;
 * - it is paid as a grant of the campaign (source red_envelope, key d<drop>: one per member per
 *   drop again) from the campaign's budget; a budget that cannot pay rolls all of it back.
 */
export async function grab(db: Db, accountId: number, dropId: number, origin: Origin): Promise<GrabResult> {
  const { share, already, balance } = await db.transaction(async (tx) => {
    const d = await tx.execute<{ campaign_id: number; open: boolean }>(sql`
      SELECT campaign_id, starts_at <= now() AND now() < ends_at AS open FROM envelope_drops WHERE id = ${dropId}`);
    const drop = d.rows[0];
    if (!drop) throw new AppError('NOT_FOUND', `no drop ${dropId}`);
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`envelope:${dropId}:${accountId}`}, 0))`,
    );
    const prior = await mine(tx, dropId, accountId);
    if (prior) return { share: prior, already: true, balance: undefined };
    if (!drop.open) throw new AppError('DROP_NOT_OPEN', `drop ${dropId} is not open`);
    const campaign = await findCampaign(tx, Number(drop.campaign_id));
    await checkEligible(tx, accountId, campaign, origin);
    // A scalar subquery (an InitPlan, run once): as a joined subquery it could be rescanned per
    // row and, skipping locked rows, hand one grab several shares.
    const taken = await tx.execute<Taken>(sql`
      UPDATE envelope_shares SET taken_by = ${accountId}, taken_at = now()
      WHERE drop_id = ${dropId} AND taken_by IS NULL
        AND idx = (SELECT idx FROM envelope_shares WHERE drop_id = ${dropId} AND taken_by IS NULL
                   ORDER BY idx LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING idx, amount::text, taken_at`);
    const share = taken.rows[0];
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
    await tx.execute(sql`
      UPDATE envelope_shares SET grant_id = ${paid.grant.id} WHERE drop_id = ${dropId} AND idx = ${share.idx}`);
    return { share: shareOf(dropId, share), already: false, balance: paid.balance };
  });
  const after = balance ?? (await balanceOf(db, await mainWallet(db, accountId)));
  return { share, already, balance: after.toString() };
}

async function mine(tx: Tx, dropId: number, accountId: number) {
  const r = await tx.execute<Taken>(sql`
    SELECT idx, amount::text, taken_at FROM envelope_shares WHERE drop_id = ${dropId} AND taken_by = ${accountId}`);
  return r.rows[0] ? shareOf(dropId, r.rows[0]) : undefined;
}

const shareOf = (dropId: number, r: Taken) => ({
  dropId,
  index: Number(r.idx),
  amount: r.amount,
  takenAt: new Date(r.taken_at).toISOString(),
});
