import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { releaseBootShell } from '../../app/boot-shell';
import { RouteFallback } from '../../app/RouteFallback';
import { needsNetwork, online } from './network';
import { siteStatus } from './status';

const MaintenancePage = lazy(() => import('./MaintenancePage'));
const BlockPage = lazy(() => import('./BlockPage'));
const NetworkNeededPage = lazy(() => import('./NetworkNeededPage'));

/**
 * Spec section 4: status 1 shows the maintenance page, 2 the region-block page, 0 the app. The
 * status is a signal, so when it returns to 0 the app comes back without a reload. Offline, the
 * service worker answers the status with its last known value, so maintenance still shows; the
 * money screens say they need the network (and come back by themselves when it returns).
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const status = siteStatus.value;
  const statusPage = status?.status === 1 || status?.status === 2 || (!online.value && needsNetwork(path));
  // The server's still lobby pictures (#boot-shell) must not stay over a status page.
  useEffect(() => {
    if (statusPage) releaseBootShell();
  }, [statusPage]);
  if (status?.status === 1) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <MaintenancePage endTime={status.endTime} info={status.info} />
      </Suspense>
    );
  }
  if (status?.status === 2) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <BlockPage ip={status.ip} />
      </Suspense>
    );
  }
  if (!online.value && needsNetwork(path)) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <NetworkNeededPage />
      </Suspense>
    );
  }
  return children;
}
