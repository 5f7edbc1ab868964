import { describe, expect, it, vi } from 'vitest';

// A stand-in client: records the paths it was asked for and answers an OK envelope.
const started: string[] = [];
vi.mock('ofetch', () => ({
  ofetch: {
    create: () => (path: string) => {
      started.push(path);
      return Promise.resolve({ success: true, code: 'OK', message: '', value: path });
    },
  },
}));

/** Runs every pending microtask (and the ones they queue), but no task: no timer, no message. */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

describe('calls made before the client has loaded', () => {
  it('start one per task, in order, not all in the task where the client arrives', async () => {
    const { apiGet, loadApiClient } = await import('./api');
    const answers = Promise.all(['/a', '/b', '/c'].map((path) => apiGet<string>(path)));
    await loadApiClient();
    await drainMicrotasks();
    // Before, all three fetches started in this one task; now each waits for a task of its own.
    expect(started.length).toBeLessThanOrEqual(1);
    await expect(answers).resolves.toEqual(['/a', '/b', '/c']);
    expect(started.map((url) => url.split('?')[0])).toEqual(['/a', '/b', '/c']);
    // Once it is loaded, a call made alone starts in the task after its own, not later.
    await expect(apiGet<string>('/d')).resolves.toBe('/d');
  });
});
