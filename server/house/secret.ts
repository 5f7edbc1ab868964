import type { Config } from '../core/context/config';
import { keyRing, type KeyRing } from '../core/context/secrets';

type HouseKeyConfig = Pick<Config, 'houseProviderSecret' | 'houseProviderSecretPrevious' | 'env' | 'dataDir'>;

/**
 * The HMAC keys of the house provider's seamless calls: HOUSE_PROVIDER_SECRET (signs and
 * verifies), else one kept per DATA_DIR (see persistentSecret), and during a rotation
 * HOUSE_PROVIDER_SECRET_PREVIOUS (verifies only). The house provider's key and nothing else's:
 * the demo gateway has its own. Read once at app construction.
 */
export function houseProviderKeys(config: HouseKeyConfig): KeyRing {
  return keyRing(config, 'house-provider-secret', {
    current: config.houseProviderSecret,
    previous: config.houseProviderSecretPrevious,
  });
}

/** The key the provider side signs with. */
export const houseProviderSecret = (config: HouseKeyConfig): string => houseProviderKeys(config).current;
