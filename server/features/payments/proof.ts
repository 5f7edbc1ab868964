import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PROOF_MAX_BYTES } from '../../../contract/payments/schemas';
import type { Db } from '../../db/client';
import { withdrawals } from '../../db/schema';
import type { BlobStore } from '../../core/storage/blob-store';
import { newBlobKey } from '../../core/storage/blob-store';
import { AppError } from '../../core/context/errors';
import { checkImage } from '../../core/storage/image-upload';
import { lockAnswerable } from './confirm-withdrawal';
import { loadCashierSettings } from './cashier-settings';
import { applyAutoReceipt } from './withdrawal-view';

/** Where proofs were kept before the shared upload store (one node's disk): migrate-proofs.ts reads it. */
export const proofDir = (dataDir: string) => path.join(dataDir, 'uploads', 'withdrawal-proofs');

/** The upload store's area for proofs: a stored `proof_file` with this prefix is a store key. */
export const PROOF_AREA = 'withdrawal-proofs';

/**
 * Store the proof image of a "not received" answer (spec sections 4 and 9: png or jpg, 5 MB).
 * Only while the member may still answer; a new upload replaces the old image.
 */
export async function saveProof(db: Db, blobs: BlobStore, accountId: number, id: number, bytes: Uint8Array) {
  const type = checkImage(bytes, PROOF_MAX_BYTES, 'proof');
  const { confirmMinutes } = await loadCashierSettings(db);
  await applyAutoReceipt(db, confirmMinutes, accountId);

  // The image is stored first under a fresh key; the row points at it only if the answer is open.
  const key = newBlobKey(PROOF_AREA, type);
  await blobs.put(key, bytes, type);
  let old: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const w = await lockAnswerable(tx, accountId, id, () => `withdrawal ${id} takes no proof now`);
      old = w.proofFile;
      await tx.update(withdrawals).set({ proofFile: key, proofType: type }).where(eq(withdrawals.id, id));
    });
  } catch (err) {
    await blobs.delete(key);
    throw err;
  }
  if (old && isStoreKey(old)) await blobs.delete(old);
}

const isStoreKey = (proofFile: string) => proofFile.startsWith(`${PROOF_AREA}/`);

/** The proof of a withdrawal: the owner's (accountId given) or any (operator). */
export async function readProof(db: Db, blobs: BlobStore, id: number, accountId?: number) {
  const [w] = await db
    .select({ proofFile: withdrawals.proofFile, proofType: withdrawals.proofType })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.id, id), accountId === undefined ? undefined : eq(withdrawals.accountId, accountId)),
    );
  if (!w?.proofFile || !w.proofType) throw new AppError('NOT_FOUND', `no proof for withdrawal ${id}`);
  // A name without the store's prefix is a file the start-up migration could not find on disk.
  const stored = isStoreKey(w.proofFile) ? await blobs.get(w.proofFile) : null;
  if (!stored) throw new AppError('NOT_FOUND', `the proof image of withdrawal ${id} is missing`);
  return { bytes: stored.bytes, type: w.proofType };
}
