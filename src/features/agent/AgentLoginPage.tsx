import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { TopBar } from '../layout/TopBar';
import { ModalHost } from '../layout/ModalHost';
import { Logo } from '../../ui/Logo';
import { LoginForm } from '../accounts/LoginForm';
import '../layout/layout.css';
import '../../ui/page.css';
import './agent.css';

/**
 * Agent login (spec section 2): outside the lobby layout. The server refuses non-agents at the
 * agent area (NON_AGENT, 'Non-agents cannot log in'); an agent goes on to /agentHome.
 */
export default function AgentLoginPage() {
  return (
    <div className="agent-shell">
      <TopBar />
      <main className="agent-main">
        <div className="agent-card">
          <Link href="/" className="header-logo">
            <Logo />
          </Link>
          <h1>
            <Trans>Agent login</Trans>
          </h1>
          <LoginForm area="agent" testId="agent-login-form" />
          <p className="muted agent-hours">
            <Trans>Agent support: Monday to Friday, 12:00 to 21:00.</Trans>
          </p>
        </div>
      </main>
      <ModalHost />
    </div>
  );
}
