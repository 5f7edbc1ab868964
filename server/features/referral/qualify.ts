import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  evaluate,
  findCampaignByCode,
  isOpen,
  linkBetween,
  loadFacts,
  writeGrant,
  type Campaign,
} from '../rewards';
import { REFERRAL_CAMPAIGN } from './campaigns';

/** Pending referrals looked at per pass (the least recently looked at first). */
const BATCH = 50;

export type QualifyOutcome = { qualified: number; refused: number };

/**
 * The reward ticker's referral pass (decision 059): each pending referral whose referee has a
 * credited deposit is checked against the campaign's rules on the referee's facts (first deposit,
 * turnover); a referee who meets them qualifies, unless they share a device, network, bank account
 * or payee name with the referrer (refused, the reason kept for the operator). Each referral is
 * decided once however many nodes run the pass: its row is locked (SKIP LOCKED) and its status is
 * the claim, and the referrer's grant has the unique key (referrer, 'referral', referee).
 */
export async function qualifyReferrals(db: Db, now = new Date()): Promise<QualifyOutcome> {
  const campaign = await findCampaignByCode(db, REFERRAL_CAMPAIGN);
  const out: QualifyOutcome = { qualified: 0, refused: 0 };
  if (!campaign || !isOpen(campaign, now)) return out;
  const due = await db.execute<{ referee_id: string }>(sql`
    SELECT r.referee_id FROM referrals r
    WHERE r.status = 'pending'
      AND EXISTS (SELECT 1 FROM deposits d WHERE d.account_id = r.referee_id AND d.status = 'credited')
    ORDER BY r.checked_at NULLS FIRST, r.referee_id LIMIT ${BATCH}`);
  for (const row of due.rows) {
    const decided = await db.transaction((tx) => decide(tx, Number(row.referee_id), campaign));
    if (decided === 'qualified') out.qualified++;
    if (decided === 'refused') out.refused++;
  }
  return out;
}

async function decide(tx: Tx, refereeId: number, campaign: Campaign) {
  const locked = await tx.execute<{ referrer_id: string; ip24: string | null; device_id: string | null }>(sql`
    SELECT referrer_id, ip24, device_id FROM referrals
    WHERE referee_id = ${refereeId} AND status = 'pending' FOR UPDATE SKIP LOCKED`);
  const r = locked.rows[0];
  if (!r) return 'taken';
  const referrerId = Number(r.referrer_id);
  const facts = await loadFacts(tx, refereeId, campaign.terms.rules, null, { ip24: null, deviceId: null });
  if (!evaluate(campaign.terms.rules, facts).passed) {
    await tx.execute(sql`UPDATE referrals SET checked_at = now() WHERE referee_id = ${refereeId}`);
    return 'pending';
  }
  const device = await tx.execute<{ device_id: string | null }>(
    sql`SELECT device_id FROM referral_codes WHERE account_id = ${referrerId}`,
  );
  const reason = await linkBetween(
    tx,
    { accountId: refereeId, deviceIds: [r.device_id], ip24s: [r.ip24] },
    { accountId: referrerId, deviceIds: [device.rows[0]?.device_id ?? null], ip24s: [] },
  );
  if (reason !== null) {
    await tx.execute(sql`
      UPDATE referrals SET status = 'refused', reason = ${reason}, decided_at = now(), checked_at = now()
      WHERE referee_id = ${refereeId}`);
    return 'refused';
  }
  if (campaign.terms.reward.type !== 'fixed') throw new Error(`${REFERRAL_CAMPAIGN} must pay a fixed amount`);
  const { grant } = await writeGrant(tx, {
    accountId: referrerId,
    campaign,
    source: 'referral',
    sourceRef: String(refereeId),
    amount: BigInt(campaign.terms.reward.amount),
    // No origin: the referee's device and network are not the referrer's.
    hold: false,
  });
  await tx.execute(sql`
    UPDATE referrals SET status = 'qualified', grant_id = ${grant.id}, decided_at = now(), checked_at = now()
    WHERE referee_id = ${refereeId}`);
  return 'qualified';
}
