import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { hasAgentSession } from '../features/accounts/session';
import { agentHomePath, agentLoginPath, consolePath } from '../../contract/routes';
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

/** Agent routes skip the lobby layout (spec section 2); everything else lives inside it. */
export function Router() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          <Route path={agentLoginPath} component={AgentLoginPage} />
          <Route path={agentHomePath} component={AgentHomeGuard} />
          <Route path={consolePath} component={ConsolePage} />
          <Route>
            <Layout />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
