import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blobs } from '../../db/schema';
import { s3BlobStore, type S3Settings } from './s3-blob-store';

/**
 * The shared upload store (decision 037): images members send (withdrawal proofs, feedback, later
 * chat and promotion applications) are kept here, so any app node reads what another stored.
 * Keys are `<area>/<random>.<ext>`, made by `newBlobKey`; callers keep the key in their own row.
 */
export type StoredBlob = { bytes: Buffer; contentType: string };

export interface BlobStore {
  /** Stores (or replaces) the bytes under `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes and type under `key`, or null when there are none. */
  get(key: string): Promise<StoredBlob | null>;
  /** Forgets `key`; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

/** Which store the configuration chose: PostgreSQL unless UPLOADS_STORE=s3. */
export type BlobStoreSettings = { kind: 'postgres' } | ({ kind: 's3' } & S3Settings);

const KEY = /^[a-z0-9-]{1,32}\/[a-z0-9][a-z0-9._-]{0,127}$/;

/** Refuses keys that could escape their area (a path, `..`) before any store sees them. */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid upload key ${JSON.stringify(key)}`);
}

/** A fresh key in `area` (e.g. `feedback`), 128 random bits, with the file type's extension. */
export function newBlobKey(area: string, contentType: string): string {
  const ext = contentType === 'image/png' ? 'png' : contentType === 'image/jpeg' ? 'jpg' : 'bin';
  const key = `${area}/${randomBytes(16).toString('hex')}.${ext}`;
  assertBlobKey(key);
  return key;
}

/** The default store: one `blobs` row per key in the platform's own database. */
export function postgresBlobStore(db: Db): BlobStore {
  return {
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      const data = Buffer.from(bytes);
      await db
        .insert(blobs)
        .values({ key, contentType, bytes: data })
        .onConflictDoUpdate({ target: blobs.key, set: { contentType, bytes: data, createdAt: sql`now()` } });
    },
    async get(key) {
      assertBlobKey(key);
      const [row] = await db
        .select({ bytes: blobs.bytes, contentType: blobs.contentType })
        .from(blobs)
        .where(eq(blobs.key, key));
      return row ? { bytes: row.bytes, contentType: row.contentType } : null;
    },
    async delete(key) {
      assertBlobKey(key);
      await db.delete(blobs).where(eq(blobs.key, key));
    },
  };
}

export function createBlobStore(settings: BlobStoreSettings, db: Db): BlobStore {
  return settings.kind === 's3' ? s3BlobStore(settings) : postgresBlobStore(db);
}
