import type { CampaignTerms, Rule } from '../../../contract/rewards/schemas';
import type { Tx } from '../../db/client';
import { postTransaction, systemAccount } from '../../core/money/ledger';
import { fundingEntries } from './budget';
import { campaignCodeTaken, insertCampaign } from './campaign';
import { BACCARAT_SIDES_VALID_BP } from '../../../contract/values';

/** The share of a baccarat player or banker stake counted toward turnover (decision 093). */
const baccaratShare = BACCARAT_SIDES_VALID_BP / 100;

/**
 * When every seeded campaign runs: from the platform's first day, with no end, its days counted in
 * Vietnam's time. Fixed, so every seed writes the same terms.
 */
export const SEED_SCHEDULE = {
  timeZone: 'Asia/Ho_Chi_Minh',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
} as const satisfies Partial<CampaignTerms>;

/**
 * Who may take the every-day rewards anyone can reach without staking anything (red envelopes,
 * the daily sign-in; decision 089): a player with at least one credited deposit, or of VIP level
 * 1 and above. Without it, fresh accounts that never deposit farm the cash. The
 * deposit comes first, so a member who meets neither is told they need a deposit.
 */
export const DEPOSITOR_OR_VIP: Rule = {
  op: 'all',
  rules: [
    { op: 'player_only' },
    {
      op: 'any',
      rules: [
        { op: 'deposit_count', min: 1 },
        { op: 'vip_level', min: 1 },
      ],
    },
  ],
};

/**
 * The terms of a campaign a feature pays through directly (the points mall, the lucky games, red
 * envelopes, the rebate): automatic and for players only, with no reward of its own (the feature
 * decides each amount), no hold and no abuse limits; each payment is to be bet once within
 * `expiresInDays`. Only what members read, the days and (`rules`, players only by default) who
 * may take it differ from one such feature to another.
 */
export function directPayTerms(t: {
  kind?: 'fixed' | 'rebate';
  category: CampaignTerms['category'];
  title: CampaignTerms['title'];
  content: CampaignTerms['content'];
  expiresInDays: number;
  rules?: Rule;
}): CampaignTerms {
  return {
    kind: t.kind ?? 'fixed',
    category: t.category,
    claimMode: 'auto',
    title: t.title,
    content: t.content,
    ...SEED_SCHEDULE,
    rules: t.rules ?? { op: 'player_only' },
    reward: { type: 'fixed', amount: '0' },
    wageringMultiple: 1,
    maxBet: null,
    expiresInDays: t.expiresInDays,
    holdAbove: null,
    limits: { perDevice: null, perIp24: null, perPayee: null },
  };
}

export const WELCOME_CODE = 'welcome-bonus';
/** The welcome bonus's budget at seed time: 1,000,000,000 ₫ from the house's bonus account. */
export const WELCOME_BUDGET = 1_000_000_000n;

/**
 * The welcome bonus (decision 032): 100% of the first deposit up to 10,000,000 ₫, to
 * be wagered 10 times the bonus within 30 days before anything is withdrawn or transferred out.
 * Deterministic: fixed dates and numbers, so every seed writes the same terms.
 */
export const welcomeTerms: CampaignTerms = {
  kind: 'deposit_match',
  category: 'new_player',
  claimMode: 'claim',
  title: { vi: 'Thưởng chào mừng 100% lần nạp đầu', en: 'Welcome bonus: 100% of your first deposit' },
  content: {
    vi:
      'Nạp lần đầu từ 100.000 ₫ và nhận thưởng bằng 100% số tiền nạp, tối đa 10.000.000 ₫. ' +
      'Hãy nhận thưởng trước khi đặt cược, chuyển hoặc rút khoản nạp đó; khi đang có lệnh rút chờ duyệt thì không nhận được.\n\n' +
      'Tiền thưởng vào ví chính. Trước khi rút hoặc chuyển tiền, bạn cần đặt cược hợp lệ gấp 10 lần tiền thưởng ' +
      'trong 30 ngày; cược đã kết toán mới được tính, cược hai cửa đối nhau trong một ván baccarat không được tính, ' +
      `cược nhà con, nhà cái của baccarat chỉ tính ${baccaratShare}% tiền cược, ` +
      'mỗi cược trên 5.000.000 ₫ không được tính.\n\n' +
      'Hết 30 ngày mà chưa đủ, phần tiền thưởng còn lại (không quá số dư) được thu hồi. ' +
      'Mỗi người và tài khoản ngân hàng chỉ nhận một lần; ứng dụng hoặc trình duyệt đã nhận cũng bị từ chối; ' +
      'tài khoản dùng thử và đại lý không tham gia. ' +
      'Thưởng trên 5.000.000 ₫ được duyệt trước khi cộng; giữ nguyên khoản nạp đến khi được duyệt, nếu không thưởng bị từ chối.',
    en:
      'Make a first deposit of 100,000 ₫ or more and get a bonus of 100% of it, up to 10,000,000 ₫. ' +
      'Claim it before you bet, move or withdraw that deposit; it cannot be claimed while a withdrawal is pending.\n\n' +
      'The bonus goes to your main wallet. Before you withdraw or transfer money out, bet 10 times the bonus ' +
      'within 30 days; only settled bets count, opposite bets in one baccarat hand do not, ' +
      `baccarat player and banker bets count ${baccaratShare}% of their stake, and no single bet ` +
      'above 5,000,000 ₫ counts.\n\n' +
      'If the turnover is not met in 30 days, the rest of the bonus (never more than your balance) is taken back. ' +
      'One per person and bank account; an app or browser that already took it is refused too; ' +
      'trial and agent accounts cannot take part. ' +
      'Bonuses above 5,000,000 ₫ are reviewed before they are paid; leave the deposit untouched until then, or the bonus is refused.',
  },
  ...SEED_SCHEDULE,
  rules: {
    op: 'all',
    rules: [{ op: 'player_only' }, { op: 'deposit_count', min: 1 }, { op: 'linked_accounts' }],
  },
  reward: { type: 'deposit_percent', percent: 100, cap: '10000000', deposit: 'first', minDeposit: '100000' },
  wageringMultiple: 10,
  maxBet: '5000000',
  expiresInDays: 30,
  holdAbove: '5000000',
  limits: { perDevice: 1, perIp24: 5, perPayee: 1 },
};

/**
 * Writes the welcome bonus campaign (live, funded) once: nothing when its code exists, so it is
 * safe on every start and under the seed's lock.
 */
export async function seedRewardCampaigns(tx: Tx): Promise<void> {
  await seedCampaign(tx, { code: WELCOME_CODE, terms: welcomeTerms, budget: WELCOME_BUDGET, position: 10 });
}

/**
 * One seeded campaign (live unless told otherwise, version 1, its budget funded from the house's
 * bonus account), written once: nothing when its code exists. Other features seed theirs with it
 * (decisions 044-046, 050: the points mall's is paused, so it pays through the mall only).
 */
export async function seedCampaign(
  tx: Tx,
  c: { code: string; terms: CampaignTerms; budget: bigint; position: number; status?: 'live' | 'paused' },
): Promise<void> {
  if (await campaignCodeTaken(tx, c.code)) return;
  const id = await insertCampaign(tx, {
    code: c.code,
    status: c.status ?? 'live',
    position: c.position,
    terms: c.terms,
    actor: 'seed',
  });
  await postTransaction(tx, {
    kind: 'budget_fund',
    idempotencyKey: `reward:fund:${c.code}:seed`,
    memo: { campaignId: id, reason: 'seed' },
    entries: [
      { ledgerAccountId: await systemAccount(tx, 'bonus'), amount: -c.budget, system: true },
      ...(await fundingEntries(tx, id, c.budget)),
    ],
  });
}
