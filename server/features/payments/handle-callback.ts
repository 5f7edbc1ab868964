import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentChannels } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import type { PaymentGateways } from '../../core/context/ports';
import { creditDeposit, failDeposit, lockDeposit, type Settled } from './settle-deposit';

/**
 * A gateway's callback: verified by the adapter (signature over the raw body) before anything
 * is read, then applied once. The deposit row is locked, so concurrent deliveries queue; a
 * replay of the callback that settled it (same gateway reference and outcome) answers the same
 * and changes nothing; anything that contradicts the settled state is refused.
 */
export async function handleCallback(
  db: Db,
  gateways: PaymentGateways,
  gatewayCode: string,
  rawBody: string,
  headers: Headers,
  now = Date.now(),
): Promise<Settled> {
  const gateway = gateways.get(gatewayCode);
  if (!gateway) throw new AppError('NOT_FOUND', `no gateway ${gatewayCode}`);
  const cb = gateway.verifyCallback(rawBody, headers, now);

  return db.transaction(async (tx) => {
    const d = await lockDeposit(tx, { reference: cb.reference });
    const [channel] = await tx
      .select({ gateway: paymentChannels.gateway })
      .from(paymentChannels)
      .where(eq(paymentChannels.code, d.channelCode));
    if (channel?.gateway !== gatewayCode)
      throw new AppError('INVALID_SIGNATURE', 'the deposit does not belong to this gateway');
    if (d.amount !== cb.amount)
      throw new AppError('BAD_REQUEST', `callback amount ${cb.amount} is not the order's ${d.amount}`);
    const settledAs = cb.status === 'paid' ? 'credited' : 'failed';
    if (d.status !== 'pending') {
      if (d.gatewayReference === cb.gatewayReference && d.status === settledAs)
        return { id: d.id, accountId: d.accountId, status: d.status, changed: false };
      throw new AppError('WRONG_STATE', `deposit ${d.id} is already ${d.status}`);
    }
    const by = { actor: `gateway:${gatewayCode}`, gatewayReference: cb.gatewayReference };
    return cb.status === 'paid' ? creditDeposit(tx, d, by) : failDeposit(tx, d, 'failed', by);
  });
}
