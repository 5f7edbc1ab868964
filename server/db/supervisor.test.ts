import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../core/context/logger';
import type { EmbeddedServer } from './embedded';
import { DatabaseHealth } from './health';
import { superviseDatabase, type ProbeConnection, type Supervisor } from './supervisor';

/** A probe whose answer the test sets: the newest migration applied, an error, or silence. */
function fakeProbe() {
  const state = { answer: 'ok' as 'ok' | 'old' | 'refused' | 'silent', queries: 0 };
  const probe: ProbeConnection = {
    reset: () => {},
    query: () => {
      state.queries++;
      if (state.answer === 'silent') return new Promise(() => {});
      if (state.answer === 'refused')
        return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
      return Promise.resolve({ rows: [{ latest: state.answer === 'ok' ? String(Date.now() * 2) : '1' }] });
    },
  };
  return { probe, state };
}

function fakeEmbedded(onRestart: (n: number) => void) {
  const calls = { restarts: 0, exit: (_code: number | null, _signal: NodeJS.Signals | null) => {} };
  const embedded = {
    onExit: (l: typeof calls.exit) => (calls.exit = l),
    restart: async () => {
      calls.restarts++;
      onRestart(calls.restarts);
    },
  } as unknown as EmbeddedServer;
  return { embedded, calls };
}

const until = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

let supervisor: Supervisor | undefined;
afterEach(() => supervisor?.stop());
const log = createLogger('silent');

describe('superviseDatabase', () => {
  it('restarts an embedded postmaster that runs but stops answering, then reports ready again', async () => {
    const { probe, state } = fakeProbe();
    const { embedded, calls } = fakeEmbedded(() => (state.answer = 'ok'));
    const health = new DatabaseHealth();
    supervisor = superviseDatabase({
      probe,
      health,
      log,
      embedded,
      probeEveryMs: 20,
      probeTimeoutMs: 30,
      restartHungAfterMs: 100,
    });
    state.answer = 'silent';
    await until(() => !health.ready);
    expect(health.reason).toMatch(/no answer within 30 ms/);
    expect(calls.restarts).toBe(0);
    await until(() => calls.restarts === 1);
    await until(() => health.ready);
    expect(calls.restarts).toBe(1);
  });

  it('restarts a postmaster that exited at once, retrying a failed start', async () => {
    const { probe, state } = fakeProbe();
    const health = new DatabaseHealth();
    const { embedded, calls } = fakeEmbedded((n) => {
      if (n === 1) throw new Error('pre-existing shared memory block is still in use');
      state.answer = 'ok';
    });
    supervisor = superviseDatabase({ probe, health, log, embedded, probeEveryMs: 20 });
    state.answer = 'refused';
    calls.exit(null, 'SIGKILL');
    expect(health.ready).toBe(false);
    expect(health.reason).toBe('PostgreSQL exited (SIGKILL)');
    await until(() => health.ready);
    expect(calls.restarts).toBe(2);
  });

  it('keeps probing an external database until it answers, without restarting anything', async () => {
    const { probe, state } = fakeProbe();
    const health = new DatabaseHealth();
    supervisor = superviseDatabase({ probe, health, log, probeEveryMs: 20 });
    state.answer = 'refused';
    await until(() => !health.ready);
    expect(health.reason).toMatch(/ECONNREFUSED/);
    const seen = state.queries;
    await until(() => state.queries >= seen + 2);
    state.answer = 'ok';
    await until(() => health.ready);
  });

  it('is not ready while the migrations of this build are not applied', async () => {
    const { probe, state } = fakeProbe();
    const health = new DatabaseHealth();
    supervisor = superviseDatabase({ probe, health, log, probeEveryMs: 20 });
    state.answer = 'old';
    await until(() => !health.ready);
    expect(health.reason).toBe('the migrations of this build are not applied');
  });
});
