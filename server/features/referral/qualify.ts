import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { referralCodes, referrals } from '../../db/schema';
import {
  evaluate,
  findCampaignByCode,
  isOpen,
  linkBetween,
  loadFacts,
  writeGrant,
  type Campaign,
} from '../../engine/rewards';
import { REFERRAL_CAMPAIGN } from './campaigns';
import { listDueReferrals, lockPendingReferral } from './referral.sql';

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
  for (const refereeId of await listDueReferrals(db, BATCH)) {
    const decided = await db.transaction((tx) => decide(tx, refereeId, campaign));
    if (decided === 'qualified') out.qualified++;
    if (decided === 'refused') out.refused++;
  }
  return out;
}

async function decide(tx: Tx, refereeId: number, campaign: Campaign) {
  const r = await lockPendingReferral(tx, refereeId);
  if (!r) return 'taken';
  const referrerId = r.referrer_id;
  const facts = await loadFacts(tx, refereeId, campaign.terms.rules, null, { ip24: null, deviceId: null });
  if (!evaluate(campaign.terms.rules, facts).passed) {
    await tx
      .update(referrals)
      .set({ checkedAt: sql`now()` })
      .where(eq(referrals.refereeId, refereeId));
    return 'pending';
  }
  const [device] = await tx
    .select({ deviceId: referralCodes.deviceId })
    .from(referralCodes)
    .where(eq(referralCodes.accountId, referrerId));
  const reason = await linkBetween(
    tx,
    { accountId: refereeId, deviceIds: [r.device_id], ip24s: [r.ip24] },
    { accountId: referrerId, deviceIds: [device?.deviceId ?? null], ip24s: [] },
  );
  if (reason !== null) {
    await tx
      .update(referrals)
      .set({ status: 'refused', reason, decidedAt: sql`now()`, checkedAt: sql`now()` })
      .where(eq(referrals.refereeId, refereeId));
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
  await tx
    .update(referrals)
    .set({ status: 'qualified', grantId: grant.id, decidedAt: sql`now()`, checkedAt: sql`now()` })
    .where(eq(referrals.refereeId, refereeId));
  return 'qualified';
}
