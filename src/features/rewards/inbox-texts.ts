import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../wallet/money';

type RewardTemplate =
  | 'reward_granted'
  | 'reward_held'
  | 'reward_rejected'
  | 'reward_expired'
  | 'reward_forfeited'
  | 'application_rejected';

/**
 * The inbox messages of the rewards engine (contract/inbox/schemas.ts). The promotion's title and the
 * operator's reason come already in the member's language.
 */
export function rewardInboxText(
  template: RewardTemplate,
  p: {
    brand: string;
    amount: string;
    turnover?: string | undefined;
    title?: string | undefined;
    reason?: string | undefined;
  },
): { title: MessageDescriptor; body: MessageDescriptor } {
  const { brand, amount } = p;
  const title = p.title ?? '';
  const reason = p.reason ?? '';
  switch (template) {
    case 'reward_granted': {
      if (!p.turnover || p.turnover === '0')
        return { title: msg`Reward received`, body: msg`${brand}: ${title}: ${amount} is in your balance.` };
      const turnover = formatMoney(p.turnover);
      return {
        title: msg`Reward received`,
        body: msg`${brand}: ${title}: ${amount} is in your balance. Bet ${turnover} (turnover) before you withdraw or transfer it.`,
      };
    }
    case 'reward_held':
      return {
        title: msg`Reward under review`,
        body: msg`${brand}: your reward ${title} of ${amount} is waiting for a review. We will write to you once it is decided.`,
      };
    case 'reward_rejected':
      return {
        title: msg`Reward rejected`,
        body: msg`${brand}: your reward ${title} was not approved. ${reason}`,
      };
    case 'reward_expired':
      return {
        title: msg`Bonus expired`,
        body: msg`${brand}: the turnover of ${title} was not met in time, so the bonus left unplayed was taken back.`,
      };
    case 'reward_forfeited':
      return {
        title: msg`Bonus given up`,
        body: msg`${brand}: you gave up ${title}. ${amount} went back and its turnover no longer holds your withdrawals.`,
      };
    case 'application_rejected':
      return {
        title: msg`Application rejected`,
        body: msg`${brand}: your application for ${title} was not approved. ${reason}`,
      };
  }
}
