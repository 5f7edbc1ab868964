import type { Config } from '../../core/context/config';
import { DemoGateway, demoGatewayKeys } from './demo-gateway';
import type { PaymentGateway, PaymentGateways } from '../../core/context/ports';

/**
 * The gateway adapters by code (a channel's `gateway` column names one). The demo gateway, a
 * fake bank that pays on a button, runs only with DEMO_PAYMENTS (on by default in development
 * only): without its adapter its channels are not offered and its callbacks are NOT_FOUND.
 */
export function createPaymentGateways(
  config: Pick<
    Config,
    'demoPayments' | 'demoGatewaySecret' | 'demoGatewaySecretPrevious' | 'env' | 'dataDir'
  >,
): PaymentGateways {
  if (!config.demoPayments) return new Map();
  const demo = new DemoGateway(demoGatewayKeys(config));
  return new Map<string, PaymentGateway>([[demo.code, demo]]);
}
