import type { Logger } from '../context/logger';

export type Ticker = { stop(): Promise<void> };

/**
 * Runs `work` at once and then every `everyMs`, never two at a time on this node (a tick that
 * comes while one runs is skipped). A failure is logged and the next tick tries again. The timer
 * does not keep the process alive; `stop` waits for the run in progress, so a closing server
 * never cuts a job short. A run made of several steps asks `stopping()` between them, so a
 * closing server waits for one step, not for all of them (during a database outage each step may
 * spend its connection timeout). Jobs coordinate across nodes themselves (locks and run markers).
 */
export function startTicker(
  everyMs: number,
  work: (stopping: () => boolean) => Promise<void>,
  onError: { log: Logger; message: string },
): Ticker {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = work(() => stopped)
      .catch((err: unknown) => onError.log.error({ err }, onError.message))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
