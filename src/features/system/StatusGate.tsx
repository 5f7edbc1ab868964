import { lazy, Suspense, type ReactNode } from 'react';
import { RouteFallback } from '../../app/RouteFallback';
import { siteStatus } from './status';

const MaintenancePage = lazy(() => import('./MaintenancePage'));
const BlockPage = lazy(() => import('./BlockPage'));

/**
 * Spec section 4: status 1 shows the maintenance page, 2 the region-block page, 0 the app. The
 * status is a signal, so when it returns to 0 the app comes back without a reload.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = siteStatus.value;
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
  return children;
}
