import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InboxMessage } from './inbox-api';
import { brandName } from '../../lib/brand';
import { formatMoney } from '../wallet/money';
import { rewardInboxText } from '../rewards/inbox-texts';

/**
 * Spec section 3's inbox templates, written in the reader's language from the template id and
 * its parameters: the brand and the amount are the placeholders.
 */
export function inboxText(m: InboxMessage): { title: MessageDescriptor; body: MessageDescriptor } {
  const brand = brandName;
  const amount = formatMoney(m.params.amount ?? '0');
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
    case 'feedback_replied': {
      const reply = m.params.text ?? '';
      const id = m.params.reference;
      return {
        title: msg`Reply to your feedback`,
        body: msg`${brand} answered your feedback #${id}: ${reply}`,
      };
    }
    case 'reward_granted':
    case 'reward_held':
    case 'reward_rejected':
    case 'reward_expired':
    case 'reward_forfeited':
    case 'application_rejected':
      return rewardInboxText(m.template, { ...m.params, brand, amount });
    case 'vip_level_dropped': {
      const level = m.params.title ?? '';
      const month = m.params.reference;
      return {
        title: msg`VIP level changed`,
        body: msg`${brand}: the valid bets of ${month} did not reach ${amount}, the target that keeps your level, so your level is now ${level}.`,
      };
    }
  }
}
