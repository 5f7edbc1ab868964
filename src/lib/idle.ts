import { useEffect, useState } from 'react';

/**
 * Runs `task` when the main thread is idle (at most `timeout` ms later); returns a cancel
 * function. Browsers without requestIdleCallback (Safari) get a short timer instead.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeout, 50));
  return () => window.clearTimeout(id);
}

/** True once the page has loaded and the main thread had an idle moment (at most 4 s after). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const wait = () => {
      cancel = whenIdle(() => setIdle(true), 4000);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      cancel();
    };
  }, []);
  return idle;
}

/** The next count to show: `step` more items per idle moment, never past the total. */
export function nextRevealCount(shown: number, total: number, step = 1): number {
  return Math.min(total, shown + step);
}

/**
 * How many of `total` items to draw: `initial` at once, then `step` more each time the main
 * thread is idle. A long list below the fold then costs a cheap phone several short tasks instead of
 * one long one while the first screen is drawn (Lighthouse: total blocking time).
 */
export function useRevealCount(total: number, initial: number, step = 1): number {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => setShown((s) => nextRevealCount(s, total, step)), 1000);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
