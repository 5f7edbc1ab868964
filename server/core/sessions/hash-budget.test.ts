import { describe, expect, it } from 'vitest';
import { AppError } from '../context/errors';
import { HashBudget } from './hash-budget';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('hash budget', () => {
  it('runs a few at once, queues a few more and refuses the rest before they start', async () => {
    const budget = new HashBudget(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      budget.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(budget.load).toEqual({ running: 2, waiting: 1 });

    let ran = false;
    const refused = await budget
      .run(async () => {
        ran = true;
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', details: { retryAfter: 1 } });
    expect(ran).toBe(false);

    gates[0]!.resolve();
    expect(await runs[0]).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(budget.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const budget = new HashBudget(1, 0);
    await expect(budget.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await budget.run(() => Promise.resolve('next'))).toBe('next');
  });
});
