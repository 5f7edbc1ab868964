import { describe, expect, it } from 'vitest';
import { hashBudget, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct-Horse-9');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Correct-Horse-9', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-9', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });

  it('refuses with TOO_MANY_REQUESTS, before hashing, when the node has no hashing budget left', async () => {
    const stored = await hashPassword('Correct-Horse-9');
    let open!: () => void;
    const held = new Promise<void>((r) => (open = r));
    const holders = Array.from({ length: hashBudget.atOnce + hashBudget.maxWaiting }, () =>
      hashBudget.run(() => held),
    );
    const started = performance.now();
    await expect(verifyPassword('Correct-Horse-9', stored)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    await expect(hashPassword('x')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(performance.now() - started).toBeLessThan(50);
    open();
    await Promise.all(holders);
    expect(await verifyPassword('Correct-Horse-9', stored)).toBe(true);
  });
});
