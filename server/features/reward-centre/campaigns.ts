import type { CampaignTerms, Rule } from '../../../contract/rewards/schemas';
import type { NewbieTask } from '../../../contract/reward-centre/schemas';
import type { Executor, Tx } from '../../db/client';
import {
  DEPOSITOR_OR_VIP,
  findCampaignByCode,
  isOpen,
  seedCampaign,
  type Campaign,
} from '../../engine/rewards';
import { OCCASION_PER_NETWORK } from '../../../contract/rewards/constants';

/**
 * The reward centre's seeded campaigns (decision 046). claimMode 'auto': the promotion claim never
 * pays them; their own calls do. Deterministic: fixed dates and numbers.
 */
export const SIGN_IN_CODE = 'daily-sign-in';
export const RESCUE_CODE = 'loss-rescue';
export const taskCode = (task: NewbieTask) => `newbie-${task.replace('_', '-')}`;

/** Each campaign's budget at seed time, from the house's bonus account. */
export const CENTRE_BUDGET = 500_000_000n;

const common = {
  claimMode: 'auto',
  timeZone: 'Asia/Ho_Chi_Minh',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  // Small rewards: bet them once within 7 days before withdrawing (decision 046).
  wageringMultiple: 1,
  maxBet: null,
  expiresInDays: 7,
  holdAbove: null,
} as const;

const playerOnly: Rule = { op: 'player_only' };

export const signInTerms: CampaignTerms = {
  ...common,
  kind: 'sign_in',
  category: 'other',
  title: { vi: 'Điểm danh hằng ngày', en: 'Daily sign-in' },
  content: {
    vi:
      'Điểm danh mỗi ngày trong Trung tâm thưởng. Chuỗi 7 ngày: 2.000 ₫, 3.000 ₫, 5.000 ₫, 5.000 ₫, 8.000 ₫, ' +
      '10.000 ₫ và 20.000 ₫ ngày thứ 7; sau ngày thứ 7 chuỗi bắt đầu lại. Bỏ lỡ một ngày thì chuỗi về ngày 1. ' +
      'Ngày tính theo giờ Việt Nam (GMT+7).\n\n' +
      'Dành cho thành viên đã nạp tiền ít nhất một lần hoặc đạt VIP 1. Mỗi thiết bị chỉ điểm danh một lần mỗi ngày, ' +
      `mỗi mạng (IP /24) tối đa ${OCCASION_PER_NETWORK} lần mỗi ngày.\n\n` +
      'Tiền thưởng cần cược hợp lệ 1 lần trong 7 ngày trước khi rút. Tài khoản dùng thử và đại lý không tham gia.',
    en:
      'Sign in every day in the reward centre. A 7-day streak pays 2,000 ₫, 3,000 ₫, 5,000 ₫, 5,000 ₫, 8,000 ₫, ' +
      '10,000 ₫ and 20,000 ₫ on day 7; after day 7 the ladder starts over. Miss a day and the streak goes back ' +
      'to day 1. Days are Vietnam time (GMT+7).\n\n' +
      'For members who have made at least one deposit or reached VIP 1. One sign-in a day per device, at most ' +
      `${OCCASION_PER_NETWORK} a day per network (IP /24).\n\n` +
      'Bet the reward once within 7 days before withdrawing. Trial and agent accounts cannot take part.',
  },
  // Decision 089: a deposit or VIP 1; one sign-in a day per device and network (sign-in.ts).
  rules: DEPOSITOR_OR_VIP,
  reward: { type: 'ladder', amounts: ['2000', '3000', '5000', '5000', '8000', '10000', '20000'] },
  limits: { perDevice: null, perIp24: null, perPayee: null },
};

/** What each task checks in the member's facts (rules of decision 033) and pays. */
const tasks: Record<NewbieTask, { rule: Rule; amount: string; title: CampaignTerms['title'] }> = {
  bind_phone: {
    rule: { op: 'phone_verified' },
    amount: '10000',
    title: { vi: 'Nhiệm vụ tân thủ: liên kết số điện thoại', en: 'Newbie task: bind your phone' },
  },
  first_deposit: {
    rule: { op: 'deposit_count', min: 1 },
    amount: '20000',
    title: { vi: 'Nhiệm vụ tân thủ: nạp tiền lần đầu', en: 'Newbie task: first deposit' },
  },
  first_bet: {
    rule: { op: 'valid_bet', min: '1' },
    amount: '10000',
    title: { vi: 'Nhiệm vụ tân thủ: cược lần đầu', en: 'Newbie task: first bet' },
  },
};

/** The task's own condition (done or not), without the eligibility rules around it. */
export const taskRule = (task: NewbieTask): Rule => tasks[task].rule;

export const taskTerms = (task: NewbieTask): CampaignTerms => ({
  ...common,
  kind: 'task',
  category: 'new_player',
  title: tasks[task].title,
  content: {
    vi:
      'Hoàn thành nhiệm vụ và nhận thưởng một lần trong Trung tâm thưởng. Tiền thưởng cần cược hợp lệ 1 lần ' +
      'trong 7 ngày trước khi rút. Mỗi người nhận một lần; ứng dụng hoặc trình duyệt đã nhận cũng bị từ chối; ' +
      'tài khoản dùng thử và đại lý không tham gia.',
    en:
      'Complete the task and claim its reward once in the reward centre. Bet the reward once within 7 days ' +
      'before withdrawing. Once per person; an app or browser that already took it is refused too; trial and ' +
      'agent accounts cannot take part.',
  },
  rules: { op: 'all', rules: [playerOnly, tasks[task].rule] },
  reward: { type: 'fixed', amount: tasks[task].amount },
  limits: { perDevice: 1, perIp24: null, perPayee: 1 },
});

export const rescueTerms: CampaignTerms = {
  ...common,
  kind: 'rescue',
  category: 'other',
  title: { vi: 'Cứu trợ thua cược', en: 'Loss rescue' },
  content: {
    vi:
      'Thua ròng từ 200.000 ₫ trong một ngày (tiền cược của các cược đã kết toán trừ tiền thắng)? Ngày hôm sau ' +
      'nhận lại 5% số thua, tối đa 2.000.000 ₫, trong Trung tâm thưởng. Chỉ nhận trong ngày hôm sau. ' +
      'Ngày tính theo giờ Việt Nam (GMT+7).\n\n' +
      'Tiền thưởng cần cược hợp lệ 1 lần trong 7 ngày trước khi rút. Tài khoản dùng thử và đại lý không tham gia.',
    en:
      'Lost 200,000 ₫ or more net in a day (stakes of settled bets minus wins)? The next day, claim 5% of it back, ' +
      'up to 2,000,000 ₫, in the reward centre. Claimable on the next day only. Days are Vietnam time (GMT+7).\n\n' +
      'Bet the reward once within 7 days before withdrawing. Trial and agent accounts cannot take part.',
  },
  rules: playerOnly,
  reward: { type: 'loss_percent', percent: 5, cap: '2000000', minLoss: '200000' },
  limits: { perDevice: null, perIp24: null, perPayee: null },
};

const seeded = (): { code: string; terms: CampaignTerms }[] => [
  { code: SIGN_IN_CODE, terms: signInTerms },
  { code: taskCode('bind_phone'), terms: taskTerms('bind_phone') },
  { code: taskCode('first_deposit'), terms: taskTerms('first_deposit') },
  { code: taskCode('first_bet'), terms: taskTerms('first_bet') },
  { code: RESCUE_CODE, terms: rescueTerms },
];

/** Writes the reward centre's campaigns (live, funded) once each; safe on every start. */
export async function seedRewardCentreCampaigns(tx: Tx): Promise<void> {
  let position = 20;
  for (const c of seeded()) await seedCampaign(tx, { ...c, budget: CENTRE_BUDGET, position: position++ });
}

/** The campaign behind a reward-centre item, or null when it is missing, not live or outside its dates. */
export async function openCampaign(db: Executor, code: string, now: Date): Promise<Campaign | null> {
  const c = await findCampaignByCode(db, code);
  return c && isOpen(c, now) ? c : null;
}
