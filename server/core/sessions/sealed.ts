import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../context/config';
import { persistentSecret } from '../context/secrets';

/**
 * Encryption of small secrets kept in the database (TOTP seeds): AES-256-GCM with a random
 * 96-bit IV, the row's identity as additional data (a sealed value copied to another row does
 * not open there), stored as `v1.<base64url(iv | tag | ciphertext)>`. A database dump alone no
 * longer lets anyone generate a member's codes.
 */
export type Sealer = {
  seal(plain: string, context: string): string;
  /** The plain text; a value without the `v1.` prefix predates sealing and is returned as is. */
  open(stored: string, context: string): string;
};

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('the data encryption key must be 32 bytes');
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored, context) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value is truncated');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      // final() throws when the key, the context or a byte is wrong: never a wrong secret.
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

const byConfig = new WeakMap<object, Sealer>();

/** The sealer of this configuration's data key (DATA_ENCRYPTION_KEY, else one per DATA_DIR). */
export function dataSealer(config: Pick<Config, 'dataEncryptionKey' | 'env' | 'dataDir'>): Sealer {
  let sealer = byConfig.get(config);
  if (!sealer) {
    const hex = persistentSecret(config, 'data-key', config.dataEncryptionKey);
    byConfig.set(config, (sealer = createSealer(Buffer.from(hex, 'hex'))));
  }
  return sealer;
}
