import { PROOF_MAX_BYTES } from '../../../contract/payments/schemas';

/** What is wrong with a chosen proof image: over the server's limit, or not a PNG or JPEG by its type. */
export type ProofProblem = 'type' | 'size';

/**
 * Checked in the page, before any request: a file over PROOF_MAX_BYTES would only be refused
 * by the server after the whole upload, on a slow uplink a long wait for the same answer. Size
 * comes first: it holds whatever type a phone's picker reports (some report none).
 */
export function proofProblem(file: { type: string; size: number }): ProofProblem | null {
  if (file.size > PROOF_MAX_BYTES) return 'size';
  if (!['image/png', 'image/jpeg'].includes(file.type)) return 'type';
  return null;
}
