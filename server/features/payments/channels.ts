import { asc, eq } from 'drizzle-orm';
import { ReceivingBank, type DepositChannel } from '../../../contract/payments/schemas';
import { paymentChannels } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import type { Executor } from '../../db/client';
import type { PaymentGateways } from '../../core/context/ports';

/** A gateway channel is offered only while its adapter runs (the demo gateway is off in production). */
const usable = (row: Pick<ChannelRow, 'enabled' | 'kind' | 'gateway'>, gateways: PaymentGateways) =>
  row.enabled && (row.kind !== 'gateway' || gateways.has(row.gateway ?? ''));

export type ChannelRow = typeof paymentChannels.$inferSelect;

/** Enabled deposit channels in the operator's order (depositv2). */
export async function findChannels(db: Executor, gateways: PaymentGateways): Promise<DepositChannel[]> {
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.enabled, true))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.code));
  return rows
    .filter((r) => usable(r, gateways))
    .map((r) => ({
      code: r.code,
      kind: r.kind === 'gateway' ? 'gateway' : 'bank_transfer',
      name: r.name,
      minAmount: String(r.minAmount),
      maxAmount: String(r.maxAmount),
    }));
}

/** An enabled channel, or NOT_FOUND naming the field. */
export async function getChannel(db: Executor, gateways: PaymentGateways, code: string): Promise<ChannelRow> {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.code, code));
  if (!row || !usable(row, gateways))
    throw new AppError('NOT_FOUND', `no deposit channel ${code}`, { field: 'channel' });
  return row;
}

export const receivingBankOf = (row: Pick<ChannelRow, 'receivingBank'>) => {
  const parsed = ReceivingBank.safeParse(row.receivingBank);
  return parsed.success ? parsed.data : null;
};
