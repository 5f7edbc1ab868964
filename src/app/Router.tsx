import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { hasAgentSession } from '../features/accounts/session';
import { clientRoutes, type ClientRoute, type PageOutsideLayout } from '../../contract/routes';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFallback } from '../ui/RouteFallback';

const AgentLoginPage = lazy(() => import('../features/agent/AgentLoginPage'));
const AgentHomePage = lazy(() => import('../features/agent/AgentHomePage'));
const ConsolePage = lazy(() => import('../features/console/ConsolePage'));

function AgentHomeGuard() {
  // Spec section 2: non-agents are sent to the agent login.
  if (!hasAgentSession()) return <Redirect to="/agent" replace />;
  return <AgentHomePage />;
}

const pagesOutside: Record<PageOutsideLayout, ComponentType> = {
  'agent-login': AgentLoginPage,
  'agent-home': AgentHomeGuard,
  console: ConsolePage,
};

const routesOutside = clientRoutes.filter(
  (r): r is ClientRoute & { page: PageOutsideLayout } => r.page in pagesOutside,
);

/** Agent routes skip the lobby layout (spec section 2); everything else lives inside it. */
export function Router() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          {routesOutside.map((route) => (
            <Route key={route.path} path={route.path} component={pagesOutside[route.page]} />
          ))}
          <Route>
            <Layout />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
