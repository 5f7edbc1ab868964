import type { GameType } from '../../../contract/common';
import { BACCARAT_SIDES_VALID_BP } from '../../../contract/values';
import { REBATE_CAMPAIGN_CODE, REBATE_MIN_CLAIM } from '../../../contract/rebate/schemas';
import type { CampaignTerms } from '../../../contract/rewards/schemas';
import type { Tx } from '../../db/client';
import { rebateRates } from '../../db/schema';
import { directPayTerms, seedCampaign } from '../../engine/rewards';

/** The rebate budget at seed time: 500,000,000 ₫ from the house's bonus account. */
export const REBATE_BUDGET = 500_000_000n;

/**
 * Base rates (VIP level 0) in basis points of the valid bet: 100 = 1.00%. Slots and fishing earn
 * 0.50% (1.00% at VIP 5): with the jackpot's feed, the mall points and the daily slot mission, the
 * slot's 96.05% stays under 100% (the house-edge test; decision 093).
 */
export const baseRates: Record<GameType, number> = {
  RNG: 50,
  FISH: 50,
  PVP: 70,
  LIVE: 60,
  SPORTS: 60,
  ESPORTS: 60,
  COCKFIGHT: 50,
  LOTT: 30,
  ELOTT: 30,
};
/** Each VIP level above 0 adds this to every base rate (levels 1 to 5 seeded). */
export const LEVEL_STEP_BP = 10;
const SEEDED_LEVELS = 5;

const percent = (bp: number, decimal: string) => `${(bp / 100).toFixed(2).replace('.', decimal)}%`;
const grouped = (n: bigint, sep: string) => n.toLocaleString('en-US').replaceAll(',', sep);
const rateList = (names: Record<GameType, string>, decimal: string) =>
  (Object.keys(baseRates) as GameType[])
    .map((t) => `${names[t]} ${percent(baseRates[t], decimal)}`)
    .join(', ');

/**
 * The rebate campaign (decision 045): its budget pays the claims, its terms give the wagering
 * (1x the rebate, 7 days) and who may claim (players). The text states the seeded base rates and
 * the minimum, so what the promotion says is what the tab pays.
 */
export const rebateTerms: CampaignTerms = directPayTerms({
  kind: 'rebate',
  category: 'rebate',
  title: { vi: 'Hoàn trả trên mỗi cược hợp lệ', en: 'Rebate on every valid bet' },
  content: {
    vi:
      `Mỗi cược hợp lệ đã kết toán được hoàn trả theo loại trò chơi: ${rateList(
        {
          RNG: 'Slot',
          FISH: 'Bắn cá',
          PVP: 'Game bài',
          LIVE: 'Casino trực tiếp',
          SPORTS: 'Thể thao',
          ESPORTS: 'Thể thao điện tử',
          COCKFIGHT: 'Đá gà',
          LOTT: 'Xổ số',
          ELOTT: 'Xổ số điện tử',
        },
        ',',
      )}.\n\n` +
      `Xem và nhận tiền hoàn trả trong mục Hoàn trả của trung tâm thành viên, từ ${grouped(REBATE_MIN_CLAIM, '.')} ₫. ` +
      'Cược hai cửa đối nhau trong một ván baccarat chỉ tính phần chênh lệch, và cược Nhà con, Nhà cái chỉ tính ' +
      `${BACCARAT_SIDES_VALID_BP / 100}% tiền cược (cược Hòa tính đủ). Tiền hoàn trả vào ví chính và cần ` +
      'đặt cược hợp lệ gấp 1 lần trong 7 ngày trước khi rút hoặc chuyển tiền. Tài khoản dùng thử và đại lý không tham gia.',
    en:
      `Every settled valid bet earns a rebate by game type: ${rateList(
        {
          RNG: 'Slots',
          FISH: 'Fishing',
          PVP: 'Card games',
          LIVE: 'Live casino',
          SPORTS: 'Sports',
          ESPORTS: 'E-sports',
          COCKFIGHT: 'Cockfight',
          LOTT: 'Lottery',
          ELOTT: 'E-lottery',
        },
        '.',
      )}.\n\n` +
      `See and claim it in the Rebate section of the member centre, from ${grouped(REBATE_MIN_CLAIM, ',')} ₫. ` +
      'Opposite bets in one baccarat hand count only for their difference, and player and banker bets count ' +
      `${BACCARAT_SIDES_VALID_BP / 100}% of their stake (a tie bet counts in full). The rebate goes to your main wallet and ` +
      'must be bet once within 7 days before you withdraw or transfer money out. Trial and agent accounts cannot take part.',
  },
  expiresInDays: 7,
});

/** The rate table and the rebate campaign, once (safe on every start, under the seed's lock). */
export async function seedRebate(tx: Tx): Promise<void> {
  const rows = (Object.entries(baseRates) as [GameType, number][]).flatMap(([gameType, bp]) =>
    Array.from({ length: SEEDED_LEVELS + 1 }, (_, level) => ({
      gameType,
      vipLevel: level,
      rateBp: bp + level * LEVEL_STEP_BP,
      updatedBy: 'seed',
    })),
  );
  await tx
    .insert(rebateRates)
    .values(rows)
    .onConflictDoNothing({ target: [rebateRates.gameType, rebateRates.vipLevel] });
  await seedCampaign(tx, {
    code: REBATE_CAMPAIGN_CODE,
    terms: rebateTerms,
    budget: REBATE_BUDGET,
    position: 30,
  });
}
