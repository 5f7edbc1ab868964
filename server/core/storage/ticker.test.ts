import { describe, expect, it } from 'vitest';
import { createLogger } from '../context/logger';
import { startTicker } from './ticker';

const log = createLogger('silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('startTicker', () => {
  it('runs at once, never two at a time, and stop waits for the run in progress', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    let finished = 0;
    const ticker = startTicker(
      5,
      async () => {
        runs++;
        active++;
        most = Math.max(most, active);
        await sleep(40);
        active--;
        finished++;
      },
      { log, message: 'test job failed' },
    );
    expect(runs).toBe(1);
    await sleep(100);
    await ticker.stop();
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(finished).toBe(runs);
    const after = runs;
    await sleep(30);
    expect(runs).toBe(after);
  });

  it('tells a run in progress that it is stopping, so a run of steps ends after the current one', async () => {
    const steps: number[] = [];
    // resolved with stop()'s own promise, so awaiting it waits for the stop to finish
    let stopped!: (done: Promise<void>) => void;
    const closing = new Promise<void>((resolve) => (stopped = resolve));
    const ticker = startTicker(
      1_000,
      async (stopping) => {
        for (let step = 1; step <= 5; step++) {
          if (stopping()) return;
          steps.push(step);
          await sleep(5);
          // the server closes while step 2 runs
          if (step === 2) stopped(ticker.stop());
        }
      },
      { log, message: 'test job failed' },
    );
    await closing;
    expect(steps).toEqual([1, 2]);
  });

  it('keeps ticking after a failed run', async () => {
    let runs = 0;
    const ticker = startTicker(
      5,
      async () => {
        runs++;
        if (runs === 1) throw new Error('first run fails');
      },
      { log, message: 'test job failed' },
    );
    await sleep(50);
    await ticker.stop();
    expect(runs).toBeGreaterThan(1);
  });
});
