import type { InboxTemplate } from '../../../contract/inbox/schemas';
import { CURRENCY } from '../../../contract/wallet/schemas';
import type { Tx } from '../../db/client';
import { writeMessage } from '../../core/members/write-message';

/**
 * The member's inbox message of a deposit or withdrawal decided: every one of them names the
 * amount, the site's currency and the payment's reference, in the deciding transaction.
 */
export function tellPayment(
  tx: Tx,
  accountId: number,
  template: InboxTemplate,
  payment: { amount: bigint; reference: string },
): Promise<void> {
  return writeMessage(tx, accountId, template, {
    amount: payment.amount.toString(),
    currency: CURRENCY,
    reference: payment.reference,
  });
}
