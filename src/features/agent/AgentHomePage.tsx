import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { TopBar } from '../../app/layout/TopBar';
import { apiSend } from '../../lib/api';
import { ComingSoon } from '../../ui/PageFrame';
import { Logo } from '../../ui/Logo';
import { clearSession } from '../accounts/session';
import '../../app/layout/layout.css';
import '../../ui/page.css';
import './agent.css';

/** Agent centre (spec section 2); its menus arrive with the agent feature. */
export default function AgentHomePage() {
  const [, navigate] = useLocation();

  async function logout() {
    // Best effort: the session ends locally even if the server cannot be reached.
    await apiSend('DELETE', '/wps/session/logout').catch(() => null);
    clearSession();
    navigate('/agent');
  }

  return (
    <div className="agent-shell">
      <TopBar />
      <header className="header">
        <div className="header-inner">
          <Link href="/" className="header-logo">
            <Logo />
          </Link>
          <div className="header-actions">
            <button type="button" className="btn btn-outline" onClick={() => void logout()}>
              <Trans>Log out</Trans>
            </button>
          </div>
        </div>
      </header>
      <main className="page" data-testid="agent-home">
        <h1 className="agent-title">
          <Trans>Agent centre</Trans>
        </h1>
        <ComingSoon />
      </main>
    </div>
  );
}
