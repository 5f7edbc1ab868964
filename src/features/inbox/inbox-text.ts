import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InboxMessage } from './inbox-api';
import { brandName } from '../../app/brand';
import { formatMoney } from '../wallet/money';

/**
 * Spec section 3's inbox templates, written in the reader's language from the template id and
 * its parameters: the brand and the amount are the placeholders.
 */
export function inboxText(m: InboxMessage): { title: MessageDescriptor; body: MessageDescriptor } {
  const brand = brandName;
  const amount = formatMoney(m.params.amount);
  // Rewards: the promotion's title comes already in the member's language.
  const title = m.params.title ?? '';
  const reason = m.params.reason ?? '';
  const turnover = formatMoney(m.params.turnover);
  switch (m.template) {
    case 'deposit_arrived':
      return {
        title: msg`Deposit received`,
        body: msg`${brand}: your deposit of ${amount} has arrived in your balance.`,
      };
    case 'deposit_failed':
      return {
        title: msg`Deposit failed`,
        body: msg`${brand}: your deposit of ${amount} could not be completed. If money left your account, please contact customer service.`,
      };
    case 'withdrawal_approved':
      return {
        title: msg`Withdrawal approved`,
        body: msg`${brand}: your withdrawal of ${amount} has been approved and paid. Please confirm when it reaches your bank account.`,
      };
    case 'withdrawal_rejected':
      return {
        title: msg`Withdrawal rejected`,
        body: msg`${brand}: your withdrawal of ${amount} was rejected and the amount is back in your balance.`,
      };
    case 'reward_granted':
      return m.params.turnover && m.params.turnover !== '0'
        ? {
            title: msg`Reward received`,
            body: msg`${brand}: ${title}: ${amount} is in your balance. Bet ${turnover} (turnover) before you withdraw or transfer it.`,
          }
        : { title: msg`Reward received`, body: msg`${brand}: ${title}: ${amount} is in your balance.` };
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
    case 'application_rejected':
      return {
        title: msg`Application rejected`,
        body: msg`${brand}: your application for ${title} was not approved. ${reason}`,
      };
  }
}
