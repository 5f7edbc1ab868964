import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreateDepositRequest, Deposit } from '../../../contract/payments/schemas';
import { CURRENCY } from '../../../contract/wallet/schemas';
import type { Db } from '../../db/client';
import { deposits } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import type { PaymentGateways } from '../../core/context/ports';
import { getChannel } from './channels';
import { toDeposit } from './deposit-view';

/** 10 characters of an alphabet without look-alikes (no 0/O, 1/I): easy to type into a bank app. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReference(): string {
  const bytes = randomBytes(10);
  let out = 'D';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/**
 * Start a deposit on a channel. Bank transfer: a pending deposit with its reference and our
 * receiving bank. Gateway: the same, plus the gateway page to send the member to. The client's
 * requestId makes a double tap one deposit (the second call gets the first one back).
 */
export async function createDeposit(
  db: Db,
  gateways: PaymentGateways,
  accountId: number,
  body: CreateDepositRequest,
  returnUrl: (depositId: number) => string,
): Promise<Deposit> {
  const channel = await getChannel(db, gateways, body.channel);
  if (body.amount < channel.minAmount || body.amount > channel.maxAmount)
    throw new AppError('AMOUNT_OUT_OF_RANGE', `amount outside ${channel.minAmount}..${channel.maxAmount}`, {
      field: 'amount',
    });
  const gateway = channel.kind === 'gateway' ? gateways.get(channel.gateway ?? '') : undefined;
  if (channel.kind === 'gateway' && !gateway) throw new Error(`channel ${channel.code}: no gateway adapter`);

  const [inserted] = await db
    .insert(deposits)
    .values({
      accountId,
      channelCode: channel.code,
      amount: body.amount,
      reference: newReference(),
      requestId: body.requestId,
    })
    .onConflictDoNothing({ target: [deposits.accountId, deposits.requestId] })
    .returning();
  const row =
    inserted ??
    (
      await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.accountId, accountId), eq(deposits.requestId, body.requestId)))
    )[0];
  if (!row) throw new Error('deposit vanished after a conflict');
  if (row.channelCode !== channel.code || row.amount !== body.amount)
    throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused with another channel or amount');

  if (!gateway) return toDeposit(row, channel);
  const { redirectUrl } = await gateway.createPayment({
    reference: row.reference,
    accountId,
    amount: row.amount,
    currency: CURRENCY,
    returnUrl: returnUrl(row.id),
  });
  return toDeposit(row, channel, redirectUrl);
}
