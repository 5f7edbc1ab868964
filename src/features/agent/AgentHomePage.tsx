import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { TopBar } from '../../app/layout/TopBar';
import { ModalHost } from '../../app/ModalHost';
import { readStore } from '../../lib/storage';
import { ComingSoon } from '../../ui/PageFrame';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import { confirmLogout } from '../accounts/logout-flow';
import { loadMemberInfo, member } from '../accounts/session';
import '../../app/layout/layout.css';
import '../../ui/page.css';
import '../accounts/header-account.css';
import './agent.css';

/** Agent centre (spec section 2): the agent's account and logout; its menus arrive with the agent feature. */
export default function AgentHomePage() {
  const info = member.value;
  useEffect(() => {
    if (!member.peek()) void loadMemberInfo().catch(() => null);
  }, []);
  const account = info?.account ?? readStore('session', 'account') ?? '';

  return (
    <div className="agent-shell">
      <TopBar />
      <header className="header">
        <div className="header-inner">
          <Link href="/" className="header-logo">
            <Logo />
          </Link>
          <div className="header-actions">
            <button
              type="button"
              className="btn btn-outline"
              data-testid="logout-button"
              onClick={() => confirmLogout({ agentArea: true })}
            >
              <Icon name="logout" size={16} />
              <Trans>Log out</Trans>
            </button>
          </div>
        </div>
      </header>
      <main className="page" data-testid="agent-home">
        <h1 className="agent-title">
          <Trans>Agent centre</Trans>
        </h1>
        <div className="agent-account" data-testid="agent-account">
          <span className="avatar avatar-default" aria-hidden="true">
            <Icon name="team" size={18} />
          </span>
          <div>
            <p className="agent-account-name">{account}</p>
            {info ? (
              <p className="muted agent-account-meta">
                {info.nickname} · ID {info.id}
              </p>
            ) : null}
          </div>
        </div>
        <ComingSoon />
      </main>
      <ModalHost />
    </div>
  );
}
