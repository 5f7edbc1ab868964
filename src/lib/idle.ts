import { startTransition, useEffect, useState, type RefCallback } from 'react';

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

/** Resolves in a task of its own: work after it does not add to the current task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

// One watch for the whole page: the first idle moment after load, shared by every component.
let pageIdle = false;
let watching = false;
const waiters = new Set<() => void>();

function watchForIdle(): void {
  if (watching) return;
  watching = true;
  const wait = () =>
    whenIdle(() => {
      pageIdle = true;
      for (const wake of waiters) wake();
      waiters.clear();
    }, 4000);
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
}

/** True once the page has loaded and the main thread had an idle moment (at most 4 s after). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(pageIdle);
  useEffect(() => {
    if (idle) return;
    watchForIdle();
    // What waits for idle is extra drawing (icons, pop-ups): drawn as a transition, in slices.
    const wake = () => startTransition(() => setIdle(true));
    waiters.add(wake);
    return () => {
      waiters.delete(wake);
    };
  }, [idle]);
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
export function useRevealCount(total: number, initial: number, step: number): number {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (shown >= total) return;
    // A transition: React draws the new items in slices it can pause, so even a cheap phone
    // never gets one long task per batch (a batch of 8 tiles is some 80 elements).
    return whenIdle(() => startTransition(() => setShown((s) => nextRevealCount(s, total, step))), 1000);
  }, [shown, total, step]);
  return Math.min(shown, total);
}

/**
 * True once the element comes within `margin` of the screen (then stays true). Content below the
 * fold is drawn as the visitor scrolls towards it, not while the first screen is being drawn.
 * Without IntersectionObserver (very old browsers) it is true at once.
 */
export function useNearScreen<T extends Element>(margin = '600px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: what comes into view is drawn in slices, not as one long task.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return [setElement, near];
}
