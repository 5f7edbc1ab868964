import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../wallet/money';
import type { Grant, PromotionSummary } from './rewards-api';

/** What a promotion pays, in one line: "50.000 ₫" or "100% of your deposit, up to 1.000.000 ₫". */
export function rewardText(i18n: I18n, reward: PromotionSummary['reward']): string {
  if (reward.type === 'fixed') return formatMoney(reward.amount);
  const percent = reward.percent ?? 0;
  const cap = formatMoney(reward.cap);
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
};

/** Where a grant came from. */
export const grantSourceLabels: Record<Grant['source'], MessageDescriptor> = {
  promotion: msg`Promotion`,
  application: msg`Application`,
  manual: msg`From the operator`,
  rebate: msg`Rebate`,
  vip: msg`VIP`,
  sign_in: msg`Daily sign-in`,
  task: msg`Task`,
  rescue: msg`Loss rescue`,
  points_mall: msg`Points mall`,
};
