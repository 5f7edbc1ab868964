import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { agentAccountTypes } from '../../lib/contract-values';
import { TopBar } from '../../app/layout/TopBar';
import { errorText } from '../../lib/errors';
import { Logo } from '../../ui/Logo';
import { LoginForm } from '../accounts/LoginForm';
import { getMemberInfo, type LoginResult } from '../accounts/login';
import { clearSession, saveSession } from '../accounts/session';
import '../../app/layout/layout.css';
import './agent.css';

const agentTypes: ReadonlySet<number> = new Set(agentAccountTypes);
const nonAgentMessage = msg`Non-agents cannot log in.`;

/** Agent login (spec section 2): outside the lobby layout; only agent accounts get in. */
export default function AgentLoginPage() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [refused, setRefused] = useState<string | null>(null);

  async function done(result: LoginResult) {
    setRefused(null);
    saveSession(result.token);
    try {
      const member = await getMemberInfo();
      if (!agentTypes.has(member.type)) {
        clearSession();
        setRefused(i18n._(nonAgentMessage));
        return;
      }
      saveSession(result.token, true);
      navigate('/agentHome');
    } catch (err) {
      clearSession();
      setRefused(errorText(i18n, err));
    }
  }

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
          <LoginForm onSuccess={done} testId="agent-login-form" />
          {refused ? (
            <p className="form-error" role="alert">
              {refused}
            </p>
          ) : null}
          <p className="muted agent-hours">
            <Trans>Agent support: Monday to Friday, 12:00 to 21:00.</Trans>
          </p>
        </div>
      </main>
    </div>
  );
}
