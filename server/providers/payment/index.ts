import type { Config } from '../../config';
import { houseProviderSecret } from '../house/secret';
import { DemoGateway, demoGatewaySecret } from './demo-gateway';
import type { PaymentGateway } from './types';

export type PaymentGateways = ReadonlyMap<string, PaymentGateway>;

/** The gateway adapters by code (a channel's `gateway` column names one). */
export function createPaymentGateways(
  config: Pick<Config, 'houseProviderSecret' | 'env' | 'dataDir'>,
): PaymentGateways {
  const demo = new DemoGateway(demoGatewaySecret(houseProviderSecret(config)));
  return new Map<string, PaymentGateway>([[demo.code, demo]]);
}
