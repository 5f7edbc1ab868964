import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../wallet/money';
import type { Grant, PromotionSummary } from './rewards-api';

/** What a promotion pays, in one line: "50.000 ₫" or "100% of your deposit, up to 1.000.000 ₫". */
export function rewardText(i18n: I18n, p: Pick<PromotionSummary, 'kind' | 'reward'>): string {
  const reward = p.reward;
  // The rebate's amount comes from the member's bets and the rate table (decision 045).
  if (p.kind === 'rebate') return i18n._(msg`A share of every valid bet`);
  if (reward.type === 'fixed') return formatMoney(reward.amount);
  const percent = reward.percent ?? 0;
  const cap = formatMoney(reward.cap);
  if (reward.type === 'ladder') return i18n._(msg`Up to ${cap} a day`);
  if (reward.type === 'loss_percent') return i18n._(msg`${percent}% of yesterday's loss, up to ${cap}`);
  return i18n._(msg`${percent}% of your deposit, up to ${cap}`);
}

type Tone = 'ok' | 'wait' | 'bad' | 'off';

/** A grant's status as the member reads it, with the colour of its badge. */
export const grantStatusLabels: Record<Grant['status'], { label: MessageDescriptor; tone: Tone }> = {
  held: { label: msg`Under review`, tone: 'wait' },
  active: { label: msg`Turnover in progress`, tone: 'wait' },
  completed: { label: msg`Completed`, tone: 'ok' },
  expired: { label: msg`Expired`, tone: 'off' },
  rejected: { label: msg`Rejected`, tone: 'bad' },
  forfeited: { label: msg`Given up`, tone: 'off' },
};

/** Where a grant came from. */
export const grantSourceLabels: Record<Grant['source'], MessageDescriptor> = {
  promotion: msg`Promotion`,
  application: msg`Application`,
  manual: msg`From the operator`,
  rebate: msg`Rebate`,
  vip: msg`VIP`,
  vip_upgrade: msg`VIP upgrade`,
  vip_monthly: msg`VIP monthly gift`,
  sign_in: msg`Daily sign-in`,
  task: msg`Task`,
  rescue: msg`Loss rescue`,
  points_mall: msg`Points mall`,
  mission: msg`Mission`,
  mission_rank: msg`Mission leaderboard prize`,
  red_envelope: msg`Red envelope`,
  wheel: msg`Prize wheel`,
  egg: msg`Golden egg`,
  referral: msg`Referral`,
  zalo: msg`Zalo binding reward`,
};
