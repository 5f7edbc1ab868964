import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PROOF_MAX_BYTES } from '../../../contract/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { imageTypeOf } from '../../lib/image-type';
import { OPEN_CONFIRM_STATES } from './confirm-withdrawal';
import { loadCashierSettings } from './cashier-settings';
import { applyAutoReceipt } from './withdrawal-view';

/** Proofs live outside anything served statically, under random names, readable by us only. */
export const proofDir = (dataDir: string) => path.join(dataDir, 'uploads', 'withdrawal-proofs');

/**
 * Store the proof image of a "not received" answer (spec sections 4 and 9: png or jpg, 5 MB).
 * Only while the member may still answer; a new upload replaces the old file.
 */
export async function saveProof(db: Db, dataDir: string, accountId: number, id: number, bytes: Uint8Array) {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'empty upload');
  if (bytes.length > PROOF_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'proof over 5 MB');
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError('UNSUPPORTED_FILE', 'only PNG or JPEG images');
  const { confirmMinutes } = await loadCashierSettings(db);
  await applyAutoReceipt(db, confirmMinutes, accountId);

  const dir = proofDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await fs.writeFile(path.join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
  let old: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const r = await tx.execute<{
        status: string;
        confirm_status: string | null;
        proof_file: string | null;
      }>(sql`
        SELECT status, confirm_status, proof_file FROM withdrawals
        WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`);
      const w = r.rows[0];
      if (!w) throw new AppError('NOT_FOUND', `no withdrawal ${id}`);
      if (
        w.status !== 'approved' ||
        !(OPEN_CONFIRM_STATES as readonly (string | null)[]).includes(w.confirm_status)
      )
        throw new AppError('WRONG_STATE', `withdrawal ${id} takes no proof now`);
      old = w.proof_file;
      await tx.execute(
        sql`UPDATE withdrawals SET proof_file = ${name}, proof_type = ${type} WHERE id = ${id}`,
      );
    });
  } catch (err) {
    await fs.rm(path.join(dir, name), { force: true });
    throw err;
  }
  if (old) await fs.rm(path.join(dir, path.basename(old)), { force: true });
}

/** The proof of a withdrawal: the owner's (accountId given) or any (operator). */
export async function readProof(db: Db, dataDir: string, id: number, accountId?: number) {
  const r = await db.execute<{ proof_file: string | null; proof_type: string | null }>(sql`
    SELECT proof_file, proof_type FROM withdrawals
    WHERE id = ${id} ${accountId === undefined ? sql`` : sql`AND account_id = ${accountId}`}`);
  const w = r.rows[0];
  if (!w?.proof_file || !w.proof_type) throw new AppError('NOT_FOUND', `no proof for withdrawal ${id}`);
  const bytes = await fs.readFile(path.join(proofDir(dataDir), path.basename(w.proof_file)));
  return { bytes, type: w.proof_type };
}
