import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { Header } from './layout/Header';
import { TopBar } from '../features/layout/TopBar';
import { Nav } from './layout/Nav';
import { Footer } from './layout/Footer';
import { ModalHost } from '../features/layout/ModalHost';
import { LayoutRoutes } from './LayoutRoutes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFallback } from '../ui/RouteFallback';
import { hidePageLoader } from '../lib/page-loader';
import { sideMenuOpen } from '../lib/overlays';
import { showsSideMenu } from '../lib/route-rules';
import '../features/layout/layout.css';

const SideMenu = lazy(() => import('./layout/SideMenu'));

export function Layout() {
  const [location] = useLocation();
  const withSideMenu = showsSideMenu(location);

  useEffect(() => {
    // Spec section 2: each route starts at the top; a #fragment (e.g. /help#term) is the page's business.
    if (!window.location.hash) window.scrollTo(0, 0);
    sideMenuOpen.value = false;
    hidePageLoader();
  }, [location]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <TopBar />
      <Header withSideMenu={withSideMenu} />
      <Nav />
      <main id="main" className="main" tabIndex={-1}>
        {/* Keyed by path so a failed screen does not stay failed after navigating away. */}
        <RouteErrorBoundary key={location}>
          <Suspense fallback={<RouteFallback />}>
            <LayoutRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      {withSideMenu && sideMenuOpen.value ? (
        <Suspense fallback={null}>
          <SideMenu />
        </Suspense>
      ) : null}
      <ModalHost />
    </div>
  );
}
