import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

let perProcess: string | undefined;

/**
 * The HMAC key of the house provider's seamless calls: HOUSE_PROVIDER_SECRET when set; in tests
 * a random one per process; otherwise one generated once per DATA_DIR and kept in
 * DATA_DIR/secrets/house-provider-secret (mode 0600), as the embedded database's password is.
 * Read once at app construction, so the synchronous file access costs nothing per request.
 */
export function houseProviderSecret(config: Pick<Config, 'houseProviderSecret' | 'env' | 'dataDir'>): string {
  if (config.houseProviderSecret) return config.houseProviderSecret;
  if (config.env === 'test') return (perProcess ??= randomBytes(32).toString('hex'));
  const file = path.join(config.dataDir, 'secrets', 'house-provider-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process created it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
}
