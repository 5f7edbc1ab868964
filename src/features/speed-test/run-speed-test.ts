import { domainRoute } from '../../../contract/system/endpoints';
import { api } from '../../lib/call';
import { speedTest } from '../../lib/probe-lines';
import type { LineResult } from '../../lib/speed-bands';

export type SpeedTestResult = { lines: LineResult[]; current: string | null };

const workerWaitMs = 4_000;
const answerWaitMs = 15_000;

function within<T>(ms: number, promise: Promise<T>): Promise<T | null> {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

function isResult(data: unknown): data is SpeedTestResult & { type: 'SPEED_RESULT' } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SPEED_RESULT' &&
    Array.isArray((data as { lines?: unknown }).lines)
  );
}

async function askWorker(): Promise<SpeedTestResult | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await within(workerWaitMs, navigator.serviceWorker.ready);
  const worker = navigator.serviceWorker.controller ?? registration?.active;
  if (!worker) return null;
  const channel = new MessageChannel();
  const answer = new Promise<SpeedTestResult | null>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<unknown>) =>
      resolve(isResult(event.data) ? { lines: event.data.lines, current: event.data.current } : null);
  });
  worker.postMessage({ type: 'SPEED_TEST' }, [channel.port2]);
  const result = await within(answerWaitMs, answer);
  channel.port1.close();
  return result;
}

/**
 * The worker runs the test (its CSP lets it reach every line; the page may only call its own
 * origin). Without a worker (development, an old browser) the page probes the lines itself.
 */
export async function runSpeedTest(): Promise<SpeedTestResult> {
  const fromWorker = await askWorker();
  if (fromWorker) return fromWorker;
  const { domainList } = await api(domainRoute, { query: { device: '0' } });
  return { lines: await speedTest(domainList.slice(0, 5)), current: location.origin };
}
