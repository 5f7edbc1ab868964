import type { Config } from '../../config';
import { persistentSecret } from '../../lib/secrets';

/**
 * The HMAC key of the house provider's seamless calls: HOUSE_PROVIDER_SECRET, else one kept per
 * DATA_DIR (see persistentSecret). Read once at app construction.
 */
export function houseProviderSecret(config: Pick<Config, 'houseProviderSecret' | 'env' | 'dataDir'>): string {
  return persistentSecret(config, 'house-provider-secret', config.houseProviderSecret);
}
