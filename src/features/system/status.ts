import { signal } from '@preact/signals-react';
import type { SystemStatus } from '../../../contract/system/schemas';
import { systemStatus } from '../../../contract/paths';
import { apiGet, onApiError } from '../../lib/api';

/**
 * Site status (spec section 4): 0 normal, 1 maintenance, 2 region-blocked. Checked at boot, every
 * 30 s (every 5 s while the maintenance or block page shows: the visitor is waiting for it to
 * end), when the window regains focus or the network comes back, and whenever any call answers
 * MAINTENANCE or REGION_RESTRICTED. Null until the first answer: the app renders meanwhile, since
 * almost every visit is a normal one and waiting would delay the lobby.
 */
export const siteStatus = signal<SystemStatus | null>(null);

const recheckEveryMs = 30_000;
const recheckWhileDownMs = 5_000;
let inFlight: Promise<void> | null = null;

function sameStatus(a: SystemStatus | null, b: SystemStatus): boolean {
  return a !== null && a.status === b.status && a.endTime === b.endTime && a.info === b.info && a.ip === b.ip;
}

export function refreshStatus(): Promise<void> {
  inFlight ??= apiGet(systemStatus)
    .then((next) => {
      if (!sameStatus(siteStatus.value, next)) siteStatus.value = next;
    })
    .catch(() => {
      // Offline or a server hiccup: keep the last known status rather than blocking the lobby.
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * A check that starts now: one already in flight may have begun before the network came back
 * (and be answered from the worker's last known status), so wait for it and ask again.
 */
function refreshAfresh(): Promise<void> {
  return (inFlight ?? Promise.resolve()).then(() => refreshStatus());
}

/** Starts watching; returns a function that stops it. */
export function watchStatus(): () => void {
  let timer: ReturnType<typeof setTimeout>;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const down = siteStatus.peek() !== null && siteStatus.peek()!.status !== 0;
    timer = setTimeout(
      () => void refreshStatus().finally(schedule),
      down ? recheckWhileDownMs : recheckEveryMs,
    );
  };
  // The first answer decides the pace of the next check.
  void refreshStatus().finally(schedule);
  const onWake = () => void refreshAfresh();
  window.addEventListener('focus', onWake);
  window.addEventListener('online', onWake);
  const stopListening = onApiError((error) => {
    if (error.code === 'MAINTENANCE' || error.code === 'REGION_RESTRICTED') void refreshStatus();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('focus', onWake);
    window.removeEventListener('online', onWake);
    stopListening();
  };
}
