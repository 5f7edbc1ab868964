import type { CampaignTerms } from '../../../contract/rewards/schemas';
import type { Tx } from '../../db/client';
import { DEPOSITOR_OR_VIP, directPayTerms, seedCampaign } from '../../engine/rewards';
import { OCCASION_PER_NETWORK } from '../../../contract/rewards/constants';

/** The campaign whose budget, audience and turnover every red-envelope share is paid under (decision 058). */
export const ENVELOPE_CAMPAIGN = 'red-envelope';
/** 100 nights of the seeded drop (10,000,000 ₫ each). */
export const ENVELOPE_BUDGET = 1_000_000_000n;

/**
 * A share is a grant of this campaign: to be wagered once within 7 days; for players with a
 * credited deposit or VIP 1 (trial and agent accounts take no share), one per drop per device and
 * per network (grab.ts; decision 089). Paused: it is not a promotion members claim (it never shows on
 * /promotions); drops pay through it directly, and ending it stops the nightly drops.
 */
export const envelopeTerms: CampaignTerms = directPayTerms({
  category: 'other',
  // The grant's title in bonus details and the inbox: operators' drops come at other times too.
  title: { vi: 'Lì xì', en: 'Red envelope' },
  content: {
    vi: `Mỗi tối từ 20:00 đến 20:10 (GMT+7): 10.000.000 ₫ chia thành 100 bao lì xì, mỗi bao ít nhất 20.000 ₫. Dành cho thành viên đã nạp tiền ít nhất một lần hoặc đạt VIP 1. Mỗi thành viên và mỗi thiết bị một bao mỗi đợt, mỗi mạng (IP /24) tối đa ${OCCASION_PER_NETWORK} bao. Trước khi rút hoặc chuyển tiền, cần đặt cược hợp lệ bằng số tiền nhận được trong 7 ngày.`,
    en: `Every night from 20:00 to 20:10 (GMT+7): 10,000,000 ₫ split into 100 red envelopes of at least 20,000 ₫ each. For members who have made at least one deposit or reached VIP 1. One envelope per member and per device per drop, at most ${OCCASION_PER_NETWORK} per network (IP /24). Before you withdraw or transfer money out, bet the amount you got in valid bets within 7 days.`,
  },
  expiresInDays: 7,
  rules: DEPOSITOR_OR_VIP,
});

/** The red-envelope campaign, once (nothing when its code exists). */
export async function seedRedEnvelopes(tx: Tx): Promise<void> {
  await seedCampaign(tx, {
    code: ENVELOPE_CAMPAIGN,
    terms: envelopeTerms,
    budget: ENVELOPE_BUDGET,
    status: 'paused',
    position: 910,
  });
}
