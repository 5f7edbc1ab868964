import { describe, expect, it } from 'vitest';
import { batchLanes, type Settled } from './batch-lanes';

/** A lane whose sends are recorded and answered when the test says. */
function recorded(opts: {
  alone?: (n: number) => Promise<string>;
  max: number;
  order?: (a: number, b: number) => number;
  clash?: (a: number, b: number) => boolean;
}) {
  const batches: number[][] = [];
  const pending: ((out: Settled<string>[] | Error) => void)[] = [];
  const send = batchLanes<number, string>({
    ...opts,
    send: (items) =>
      new Promise((resolve, reject) => {
        batches.push(items);
        pending.push((out) => (out instanceof Error ? reject(out) : resolve(out)));
      }),
  });
  /** Answers the oldest batch still out with `answer`, then lets the lane go on. */
  const answer = async (out: (items: number[]) => Settled<string>[] | Error) => {
    const items = batches[batches.length - pending.length]!;
    pending.shift()!(out(items));
    await new Promise((r) => setImmediate(r));
  };
  return { send, batches, answer };
}

const each = (items: number[]) => items.map((n) => ({ ok: `n${n}` }));

describe('batchLanes (decision 087)', () => {
  it('sends at once when idle, then what arrived meanwhile together, in order, at most max', async () => {
    const lane = recorded({ max: 3, order: (a, b) => a - b });
    const owner = {};
    const answers = [5, 4, 3, 2, 1].map((n) => lane.send(owner, 'k', n));
    expect(lane.batches).toEqual([[5]]);
    await lane.answer(each);
    expect(lane.batches).toEqual([[5], [2, 3, 4]]);
    await lane.answer(each);
    await lane.answer(each);
    expect(lane.batches).toEqual([[5], [2, 3, 4], [1]]);
    expect(await Promise.all(answers)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
  });

  it('keeps lanes apart by owner and key', () => {
    const lane = recorded({ max: 10 });
    const [a, b] = [{}, {}];
    void lane.send(a, 'k', 1);
    void lane.send(a, 'j', 2);
    void lane.send(b, 'k', 3);
    expect(lane.batches).toEqual([[1], [2], [3]]);
  });

  it('leaves an item that clashes with one taken for the next batch', async () => {
    const lane = recorded({ max: 10, clash: (a, b) => a === b });
    const owner = {};
    const answers = [1, 2, 2, 3, 2].map((n) => lane.send(owner, 'k', n));
    for (let i = 0; i < 4; i++) await lane.answer(each);
    expect(lane.batches).toEqual([[1], [2, 3], [2], [2]]);
    expect(await Promise.all(answers)).toEqual(['n1', 'n2', 'n2', 'n3', 'n2']);
  });

  it('gives each item its own error, and a throw to every item of that batch only', async () => {
    const lane = recorded({ max: 10 });
    const owner = {};
    const outcome = (p: Promise<string>) => p.then(String, (e: Error) => `error: ${e.message}`);
    const first = outcome(lane.send(owner, 'k', 1));
    const rest = [2, 3].map((n) => outcome(lane.send(owner, 'k', n)));
    await lane.answer(() => new Error('lost'));
    expect(await first).toBe('error: lost');
    await lane.answer(() => [{ ok: 'two' }, { error: new Error('three refused') }]);
    expect(await Promise.all(rest)).toEqual(['two', 'error: three refused']);
    const later = lane.send(owner, 'k', 4);
    await lane.answer(each);
    await expect(later).resolves.toBe('n4');
  });

  it('sends each item of a batch whose send threw alone, when the lane can, but not a batch of one', async () => {
    const alone: number[] = [];
    const lane = recorded({
      max: 10,
      alone: (n) => (
        alone.push(n),
        n === 3 ? Promise.reject(new Error('three alone')) : Promise.resolve(`a${n}`)
      ),
    });
    const owner = {};
    const outcome = (p: Promise<string>) => p.then(String, (e: Error) => `error: ${e.message}`);
    const first = outcome(lane.send(owner, 'k', 1));
    const rest = [2, 3].map((n) => outcome(lane.send(owner, 'k', n)));
    await lane.answer(() => new Error('lost'));
    await lane.answer(() => new Error('deadlock'));
    expect(await first).toBe('error: lost');
    expect(await Promise.all(rest)).toEqual(['a2', 'error: three alone']);
    expect(alone).toEqual([2, 3]);
  });
});
