import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { releaseBootShell } from '../../lib/boot-shell';
import { RouteFallback } from '../../ui/RouteFallback';
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
export function StatusGate({ children, modals }: { children: ReactNode; modals: ReactNode }) {
  const [path] = useLocation();
  const status = siteStatus.value;
  let page: ReactNode = null;
  if (status?.status === 1) page = <MaintenancePage endTime={status.endTime} info={status.info} />;
  else if (status?.status === 2) page = <BlockPage ip={status.ip} />;
  else if (!online.value && needsNetwork(path)) page = <NetworkNeededPage />;
  const statusPage = page !== null;
  // The server's still lobby pictures (#boot-shell) must not stay over a status page.
  useEffect(() => {
    if (statusPage) releaseBootShell();
  }, [statusPage]);
  if (!statusPage) return children;
  // The modals come from the app (the shell's ModalHost): the built-in chat opens over a status page
  // too, since the customer-service button is how a visitor asks why.
  return (
    <Suspense fallback={<RouteFallback />}>
      {page}
      {modals}
    </Suspense>
  );
}
