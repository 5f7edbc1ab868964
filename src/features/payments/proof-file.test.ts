import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '../../../contract/payments/schemas';
import { proofProblem } from './proof-file';

describe('the proof image chosen for a withdrawal not received', () => {
  it('is refused over the server limit, taken at exactly the limit', () => {
    expect(proofProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('size');
    expect(proofProblem({ type: 'image/jpeg', size: PROOF_MAX_BYTES + 1 })).toBe('size');
    expect(proofProblem({ type: 'image/jpeg', size: PROOF_MAX_BYTES })).toBeNull();
    expect(proofProblem({ type: 'image/png', size: 1 })).toBeNull();
  });
  it('names the size first, whatever type the picker reports, then another type', () => {
    expect(proofProblem({ type: '', size: PROOF_MAX_BYTES + 1 })).toBe('size');
    expect(proofProblem({ type: 'image/gif', size: 1 })).toBe('type');
  });
});
