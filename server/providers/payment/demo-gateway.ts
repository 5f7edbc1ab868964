import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { paymentPaths } from '../../../contract/payments';
import { AppError } from '../../lib/errors';
import { signSeamless, timestampFresh, verifySeamless } from '../house/signature';
import type { PaymentCallback, PaymentGateway, PaymentOrder } from './types';

/** Headers of a demo gateway callback (the house provider's signing scheme, nonce = payment id). */
export const DEMO_HEADERS = { signature: 'x-demo-signature', timestamp: 'x-demo-timestamp' } as const;
/** A callback older than this is refused: a captured one cannot be replayed later to mean anything new. */
export const DEMO_CALLBACK_SKEW_MS = 5 * 60_000;

const CallbackBody = z.object({
  orderId: z.string().regex(/^[A-Z0-9]{6,32}$/),
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  amount: z.string().regex(/^[1-9][0-9]{0,15}$/),
  status: z.enum(['paid', 'failed']),
});
export type DemoCallbackBody = z.infer<typeof CallbackBody>;

/** The demo gateway's key, derived from the house provider's secret so there is one to manage. */
export function demoGatewaySecret(baseSecret: string): string {
  return createHmac('sha256', baseSecret).update('payment-gateway:demo').digest('hex');
}

/** Signs a callback as the demo gateway does: what its page posts and what tests forge against. */
export function signDemoCallback(secret: string, body: string, timestamp: string, paymentId: string) {
  return signSeamless(secret, timestamp, paymentId, body);
}

/**
 * The demo gateway: its "bank" is a page on our own server (demo-routes.ts) where the payer
 * presses pay or fail; the page then posts a signed callback to /pay/callback/demo, exactly as
 * a real gateway's server would.
 */
export class DemoGateway implements PaymentGateway {
  readonly code = 'demo';
  constructor(private readonly secret: string) {}

  createPayment(order: PaymentOrder): Promise<{ redirectUrl: string }> {
    const back = encodeURIComponent(order.returnUrl);
    return Promise.resolve({ redirectUrl: `${paymentPaths.demoPage(order.reference)}?return=${back}` });
  }

  verifyCallback(rawBody: string, headers: Headers, now: number): PaymentCallback {
    const signature = headers.get(DEMO_HEADERS.signature) ?? '';
    const timestamp = headers.get(DEMO_HEADERS.timestamp) ?? '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new AppError('INVALID_SIGNATURE', 'callback body is not JSON');
    }
    const paymentId =
      typeof parsed === 'object' && parsed !== null && 'paymentId' in parsed ? String(parsed.paymentId) : '';
    if (!verifySeamless(this.secret, timestamp, paymentId, rawBody, signature))
      throw new AppError('INVALID_SIGNATURE', 'callback signature does not verify');
    if (!timestampFresh(timestamp, now, DEMO_CALLBACK_SKEW_MS))
      throw new AppError('STALE_REQUEST', 'callback timestamp out of window');
    const body = CallbackBody.safeParse(parsed);
    if (!body.success) throw new AppError('BAD_REQUEST', 'callback body is not the demo format');
    return {
      reference: body.data.orderId,
      gatewayReference: body.data.paymentId,
      amount: BigInt(body.data.amount),
      status: body.data.status,
    };
  }
}
