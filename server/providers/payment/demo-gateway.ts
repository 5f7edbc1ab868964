import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { paymentPaths } from '../../../contract/payments/schemas';
import { AppError } from '../../core/context/errors';
import type { Config } from '../../core/context/config';
import { keyRing, verifyingKeys, type KeyRing } from '../../core/context/secrets';
import { signSeamless, timestampFresh, verifyWithAnyKey } from '../../core/sessions/signature';
import type { PaymentCallback, PaymentGateway, PaymentOrder } from '../../core/context/ports';

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

/**
 * The demo gateway's keys, its own (DEMO_GATEWAY_SECRET, else one kept per DATA_DIR), with the
 * previous one during a rotation: no other integration's key signs or derives them.
 */
export function demoGatewayKeys(
  config: Pick<Config, 'demoGatewaySecret' | 'demoGatewaySecretPrevious' | 'env' | 'dataDir'>,
): KeyRing {
  return keyRing(config, 'demo-gateway-secret', {
    current: config.demoGatewaySecret,
    previous: config.demoGatewaySecretPrevious,
  });
}

/**
 * The pay page's capability: the redirect URL carries the HMAC of the order and its member, so
 * only the member the deposit answered (who alone got the URL) can open or press its page.
 */
export function payPageKey(secret: string, reference: string, accountId: number): string {
  return createHmac('sha256', secret).update(`demo-page.${reference}.${accountId}`).digest('base64url');
}

export function payPageKeyValid(ring: KeyRing, reference: string, accountId: number, given: string): boolean {
  const g = Buffer.from(given);
  return verifyingKeys(ring).some((key) => {
    const expected = Buffer.from(payPageKey(key, reference, accountId));
    return g.length === expected.length && timingSafeEqual(g, expected);
  });
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
  constructor(private readonly keys: KeyRing) {}

  createPayment(order: PaymentOrder): Promise<{ redirectUrl: string }> {
    const back = encodeURIComponent(order.returnUrl);
    const key = payPageKey(this.keys.current, order.reference, order.accountId);
    return Promise.resolve({
      redirectUrl: `${paymentPaths.demoPage(order.reference)}?key=${key}&return=${back}`,
    });
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
    if (!verifyWithAnyKey(verifyingKeys(this.keys), timestamp, paymentId, rawBody, signature))
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
