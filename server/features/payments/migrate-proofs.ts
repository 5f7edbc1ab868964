import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawals } from '../../db/schema';
import type { BlobStore } from '../../core/storage/blob-store';
import { imageTypeOf } from '../../core/storage/image-upload';
import { PROOF_AREA, proofDir } from './proof';

export type ProofMigration = { moved: number; missing: string[] };

/**
 * Moves proof images from this node's DATA_DIR/uploads/withdrawal-proofs into the shared upload
 * store (decision 037). Idempotent and safe on several nodes at once: the key is derived from the
 * file name (a second put writes the same bytes), the row changes only while it still names the
 * file, and the file is removed only after its row points at the store. A row whose file is not
 * on this node's disk is left as it is (another node may hold it) and reported.
 */
export async function migrateProofs(db: Db, blobs: BlobStore, dataDir: string): Promise<ProofMigration> {
  const dir = proofDir(dataDir);
  const rows = await db
    .select({ id: withdrawals.id, proofFile: withdrawals.proofFile })
    .from(withdrawals)
    .where(and(isNotNull(withdrawals.proofFile), notLike(withdrawals.proofFile, `${PROOF_AREA}/%`)))
    .orderBy(asc(withdrawals.id));
  const result: ProofMigration = { moved: 0, missing: [] };
  for (const row of rows) {
    const name = path.basename(row.proofFile!);
    const file = path.join(dir, name);
    const bytes = await fs.readFile(file).catch(() => null);
    const type = bytes ? imageTypeOf(bytes) : null;
    if (!bytes || !type) {
      result.missing.push(`${row.id}:${name}`);
      continue;
    }
    const key = `${PROOF_AREA}/${name.toLowerCase()}`;
    await blobs.put(key, bytes, type);
    const updated = await db
      .update(withdrawals)
      .set({ proofFile: key })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.proofFile, row.proofFile!)))
      .returning({ id: withdrawals.id });
    if (updated.length > 0) result.moved++;
    await fs.rm(file, { force: true });
  }
  return result;
}
