import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

const perProcess = new Map<string, string>();

/**
 * A 256-bit secret (hex) that must survive restarts: `fromEnv` when the operator set one; in
 * tests a random one per process; otherwise one generated once per DATA_DIR and kept in
 * DATA_DIR/secrets/<name> (mode 0600), as the embedded database's password is. Several app
 * nodes on one database must share their secrets: production sets them in the environment.
 * Synchronous on purpose: read once at start-up, never per request.
 */
export function persistentSecret(
  config: Pick<Config, 'env' | 'dataDir'>,
  name: string,
  fromEnv: string | undefined,
): string {
  if (fromEnv) return fromEnv;
  if (config.env === 'test') {
    let secret = perProcess.get(name);
    if (!secret) perProcess.set(name, (secret = randomBytes(32).toString('hex')));
    return secret;
  }
  const file = path.join(config.dataDir, 'secrets', name);
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

/**
 * The keys of one integration: `current` signs; `previous`, set during a rotation, is still
 * accepted when verifying, so the other side can switch at its own pace. Rotation: set the new
 * key as current and the old one as previous; once the other side signs with the new key, drop
 * previous.
 */
export type KeyRing = { current: string; previous: string | undefined };

export function keyRing(
  config: Pick<Config, 'env' | 'dataDir'>,
  name: string,
  fromEnv: { current: string | undefined; previous: string | undefined },
): KeyRing {
  return { current: persistentSecret(config, name, fromEnv.current), previous: fromEnv.previous };
}

/** The keys to try when verifying: current first. */
export const verifyingKeys = (ring: KeyRing): string[] =>
  ring.previous ? [ring.current, ring.previous] : [ring.current];
