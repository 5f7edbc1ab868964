import type { CampaignTerms } from '../../../contract/rewards/schemas';
import type { Tx } from '../../db/client';
import { vipLevels } from '../../db/schema';
import { SEED_SCHEDULE, seedCampaign } from '../../engine/rewards';
import type { Level } from './levels';

export const VIP_UPGRADE_CODE = 'vip-upgrade';
export const VIP_MONTHLY_CODE = 'vip-monthly';
/** Each VIP campaign's budget at seed time: 10,000,000,000 ₫ from the house's bonus account. */
export const VIP_BUDGET = 10_000_000_000n;

const M = 1_000_000n;
/**
 * The seeded levels (decision 044), in ₫. VIP 1 is within a new player's first evening (a
 * 500,000 ₫ deposit and ten 100,000 ₫ spins), which is also what the browser test plays.
 */
export const seedLevels: readonly Level[] = [
  { level: 0, betTarget: 0n, depositTarget: 0n, keepBet: 0n, upgradeBonus: 0n, monthlyGift: 0n },
  {
    level: 1,
    betTarget: 1n * M,
    depositTarget: M / 2n,
    keepBet: M / 5n,
    upgradeBonus: 18_000n,
    monthlyGift: 8_000n,
  },
  {
    level: 2,
    betTarget: 10n * M,
    depositTarget: 3n * M,
    keepBet: 2n * M,
    upgradeBonus: 58_000n,
    monthlyGift: 28_000n,
  },
  {
    level: 3,
    betTarget: 50n * M,
    depositTarget: 15n * M,
    keepBet: 10n * M,
    upgradeBonus: 188_000n,
    monthlyGift: 88_000n,
  },
  {
    level: 4,
    betTarget: 200n * M,
    depositTarget: 60n * M,
    keepBet: 40n * M,
    upgradeBonus: 588_000n,
    monthlyGift: 288_000n,
  },
  {
    level: 5,
    betTarget: 1_000n * M,
    depositTarget: 300n * M,
    keepBet: 200n * M,
    upgradeBonus: 1_888_000n,
    monthlyGift: 888_000n,
  },
  {
    level: 6,
    betTarget: 5_000n * M,
    depositTarget: 1_500n * M,
    keepBet: 1_000n * M,
    upgradeBonus: 8_888_000n,
    monthlyGift: 2_888_000n,
  },
];

const grouped = (n: bigint, sep: string) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, sep);
const vnd = (n: bigint) => `${grouped(n, '.')} ₫`;
const usd = (n: bigint) => `${grouped(n, ',')} ₫`;
const paid = (pick: (l: Level) => bigint, money: (n: bigint) => string) =>
  seedLevels
    .filter((l) => pick(l) > 0n)
    .map((l) => `VIP ${l.level}: ${money(pick(l))}`)
    .join(', ');

/**
 * Shared by both campaigns: automatic, no rule (the level is the rule), no wagering. A reward the
 * member did not ask for never locks their money: with turnover, an automatic gift would hold back
 * the withdrawal of their own balance until they bet again (decision 044).
 */
const base = {
  kind: 'vip',
  category: 'other',
  claimMode: 'auto',
  ...SEED_SCHEDULE,
  rules: { op: 'player_only' },
  wageringMultiple: 0,
  maxBet: null,
  expiresInDays: 30,
  holdAbove: null,
  limits: { perDevice: null, perIp24: null, perPayee: null },
} as const satisfies Partial<CampaignTerms>;

export const vipUpgradeTerms: CampaignTerms = {
  ...base,
  title: { vi: 'Thưởng thăng cấp VIP', en: 'VIP upgrade bonus' },
  content: {
    vi:
      'Mỗi cấp VIP bạn đạt được lần đầu trả một khoản thưởng thăng cấp, tự động vào ví chính: ' +
      `${paid((l) => l.upgradeBonus, vnd)}. Lên nhiều cấp một lúc thì nhận thưởng của từng cấp.\n\n` +
      'Cấp VIP tính từ tổng cược hợp lệ đã kết toán và tổng tiền nạp. Tiền thưởng không cần cược: rút hoặc chuyển được ngay.',
    en:
      'Each VIP level you reach for the first time pays an upgrade bonus into your main wallet, automatically: ' +
      `${paid((l) => l.upgradeBonus, usd)}. Skipping levels pays each level passed.\n\n` +
      'Levels count your settled valid bets and your deposits. The bonus carries no wagering: withdraw or transfer it at once.',
  },
  reward: { type: 'fixed', amount: seedLevels[1]!.upgradeBonus.toString() },
};

export const vipMonthlyTerms: CampaignTerms = {
  ...base,
  title: { vi: 'Quà tháng VIP', en: 'VIP monthly gift' },
  content: {
    vi:
      'Đầu mỗi tháng, thành viên VIP nhận quà theo cấp đang giữ, tự động vào ví chính: ' +
      `${paid((l) => l.monthlyGift, vnd)}.\n\n` +
      'Để giữ cấp sang tháng sau, hãy đạt mức cược hợp lệ giữ cấp trong tháng; không đạt thì xuống một cấp. ' +
      'Tiền quà không cần cược: rút hoặc chuyển được ngay.',
    en:
      'At the start of each month, VIP members get a gift for the level they hold, into the main wallet: ' +
      `${paid((l) => l.monthlyGift, usd)}.\n\n` +
      'To keep your level next month, reach its keep target in valid bets this month; otherwise it drops one level. ' +
      'The gift carries no wagering: withdraw or transfer it at once.',
  },
  reward: { type: 'fixed', amount: seedLevels[1]!.monthlyGift.toString() },
};

/** The levels and the two VIP campaigns, once (safe on every start, under the seed's lock). */
export async function seedVip(tx: Tx): Promise<void> {
  await tx
    .insert(vipLevels)
    .values([...seedLevels])
    .onConflictDoNothing({ target: vipLevels.level });
  await seedCampaign(tx, {
    code: VIP_UPGRADE_CODE,
    terms: vipUpgradeTerms,
    budget: VIP_BUDGET,
    position: 50,
  });
  await seedCampaign(tx, {
    code: VIP_MONTHLY_CODE,
    terms: vipMonthlyTerms,
    budget: VIP_BUDGET,
    position: 51,
  });
}
