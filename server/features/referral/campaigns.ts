import type { CampaignTerms } from '../../../contract/rewards/schemas';
import type { Tx } from '../../db/client';
import { seedCampaign } from '../../engine/rewards';

/** The seeded campaigns of decisions 059 (referral) and 060 (Zalo registration reward). */
export const REFERRAL_CAMPAIGN = 'member-referral';
export const ZALO_CAMPAIGN = 'zalo-registration';
export const REFERRAL_BUDGET = 500_000_000n;
export const ZALO_BUDGET = 500_000_000n;

const common = {
  kind: 'fixed',
  category: 'new_player',
  claimMode: 'auto',
  timeZone: 'Asia/Ho_Chi_Minh',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  maxBet: null,
  holdAbove: null,
} as const;

/**
 * The referrer's reward. The rules are the referee's: a referee qualifies with a credited deposit
 * and 200,000 ₫ of settled valid bets (decision 059); the referrer is paid 50,000 ₫, to bet once
 * within 7 days.
 */
export const referralTerms: CampaignTerms = {
  ...common,
  title: { vi: 'Giới thiệu bạn bè', en: 'Refer a friend' },
  content: {
    vi:
      'Gửi mã, đường dẫn hoặc mã QR giới thiệu của bạn. Khi người bạn giới thiệu đăng ký qua đó, nạp tiền lần đầu ' +
      'và có 200.000 ₫ cược hợp lệ đã kết toán, bạn nhận 50.000 ₫ cho mỗi người.\n\n' +
      'Tiền thưởng cần cược hợp lệ 1 lần trong 7 ngày trước khi rút. Người được giới thiệu dùng chung thiết bị, ' +
      'mạng (IP /24), tài khoản ngân hàng hoặc tên người nhận với bạn không được tính.',
    en:
      'Share your referral code, link or QR code. When a friend registers through it, makes a first deposit and ' +
      'has 200,000 ₫ of settled valid bets, you receive 50,000 ₫ for each friend.\n\n' +
      'Bet the reward once within 7 days before withdrawing. A friend who shares a device, network (IP /24), ' +
      'bank account or payee name with you does not count.',
  },
  rules: {
    op: 'all',
    rules: [{ op: 'player_only' }, { op: 'deposit_count', min: 1 }, { op: 'valid_bet', min: '200000' }],
  },
  reward: { type: 'fixed', amount: '50000' },
  wageringMultiple: 1,
  expiresInDays: 7,
  limits: { perDevice: null, perIp24: null, perPayee: null },
};

/**
 * The Zalo registration reward: 131,000 ₫ once per member for binding a Zalo contact (decision
 * 060), verified by an SMS code and paid after the first credited deposit (decision 089).
 */
export const zaloTerms: CampaignTerms = {
  ...common,
  title: { vi: 'Thưởng liên kết Zalo 131K', en: 'Zalo binding reward 131K' },
  content: {
    vi:
      'Liên kết số Zalo của bạn ở mục Giới thiệu, xác minh bằng mã gửi qua SMS đến số đó, và nhận 131.000 ₫ một ' +
      'lần sau lần nạp tiền đầu tiên được ghi có. Mỗi số Zalo chỉ liên kết với một tài khoản.\n\n' +
      'Tiền thưởng cần cược hợp lệ 3 lần trong 14 ngày trước khi rút. Mỗi người, tài khoản ngân hàng và tên ' +
      'người nhận chỉ nhận một lần, tối đa 3 lần cho mỗi mạng (IP /24); ứng dụng hoặc trình duyệt đã nhận cũng ' +
      'bị từ chối; tài khoản dùng thử và đại lý không tham gia.',
    en:
      'Bind your Zalo number on the Referral tab, verify it with the code we send to it by SMS, and receive ' +
      '131,000 ₫ once after your first deposit is credited. One account per Zalo number.\n\n' +
      'Bet the reward 3 times in valid bets within 14 days before withdrawing. One per person, bank account and ' +
      'payee name, at most 3 per network (IP /24); an app or browser that already took it is refused too; ' +
      'trial and agent accounts cannot take part.',
  },
  rules: {
    op: 'all',
    rules: [{ op: 'player_only' }, { op: 'deposit_count', min: 1 }, { op: 'linked_accounts' }],
  },
  reward: { type: 'fixed', amount: '131000' },
  wageringMultiple: 3,
  expiresInDays: 14,
  limits: { perDevice: 1, perIp24: 3, perPayee: 1 },
};

/** Both campaigns, live and funded, once (nothing when their codes exist). */
export async function seedReferralCampaigns(tx: Tx): Promise<void> {
  await seedCampaign(tx, {
    code: REFERRAL_CAMPAIGN,
    terms: referralTerms,
    budget: REFERRAL_BUDGET,
    position: 60,
  });
  await seedCampaign(tx, { code: ZALO_CAMPAIGN, terms: zaloTerms, budget: ZALO_BUDGET, position: 70 });
}
