import type { Deposit } from '../../../contract/payments/schemas';
import type { deposits } from '../../db/schema';
import { receivingBankOf, type ChannelRow } from './channels';
import { iso } from './money';

export type DepositRow = typeof deposits.$inferSelect;

/** A deposit as the member sees it; the receiving bank only while a bank transfer is pending. */
export function toDeposit(
  row: DepositRow,
  channel: Pick<ChannelRow, 'kind' | 'receivingBank'>,
  redirectUrl: string | null = null,
): Deposit {
  const kind = channel.kind === 'gateway' ? 'gateway' : 'bank_transfer';
  return {
    id: row.id,
    channel: row.channelCode,
    kind,
    amount: String(row.amount),
    status: row.status as Deposit['status'],
    reference: row.reference,
    createdAt: iso(row.createdAt)!,
    creditedAt: iso(row.creditedAt),
    receivingBank: kind === 'bank_transfer' && row.status === 'pending' ? receivingBankOf(channel) : null,
    redirectUrl: row.status === 'pending' ? redirectUrl : null,
  };
}
