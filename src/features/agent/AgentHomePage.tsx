import { useEffect, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { TopBar } from '../layout/TopBar';
import { ModalHost } from '../layout/ModalHost';
import { read } from '../../lib/storage';
import { Icon, type IconName } from '../../ui/icons-more';
import { Logo } from '../../ui/Logo';
import { confirmLogout } from '../accounts/logout-flow';
import { loadMemberInfo, member } from '../accounts/session';
import { openCustomerService } from '../system/customer-service';
import { formatMoney } from '../wallet/money';
import { getConsolidated } from './agent-api';
import { menuFlags, sectionFromHash, supportOpen, visibleSections, type AgentSection } from './agent-menu';
import { useLoad } from '../../lib/use-load';
import Announcements from './sections/Announcements';
import ContractScreen from './sections/ContractScreen';
import Downlines from './sections/Downlines';
import RegisterCenter from './sections/RegisterCenter';
import Revenue from './sections/Revenue';
import { ProfitLoss, TeamBets, Transactions } from './sections/TeamLists';
import TeamOverview from './sections/TeamOverview';
import '../layout/layout.css';
import '../../ui/page.css';
import '../layout/header-account.css';
import '../../ui/list.css';
import './agent.css';
import { Button } from '../../ui/Button';

const labels: Record<AgentSection, MessageDescriptor> = {
  agentAnnouncement: msg`Announcements`,
  agentTeamOverview: msg`Team overview`,
  registerCenter: msg`Register centre`,
  downlineManagmentView: msg`Downlines`,
  personalHistoryCopy: msg`Team betting`,
  palStatementsAgentCopy: msg`User profit and loss`,
  agentRevenueReport: msg`Revenue report`,
  agentDownlineTransactionDetailsCopy: msg`Transactions`,
  agentDividendRecordCopy2: msg`Dividends`,
  agentDailyWages2: msg`Daily salary`,
  agentHourSalary: msg`Hourly salary`,
  agentRealtimeSalary: msg`Real-time salary`,
};
const icons: Record<AgentSection, IconName> = {
  agentAnnouncement: 'megaphone',
  agentTeamOverview: 'gauge',
  registerCenter: 'user',
  downlineManagmentView: 'team',
  personalHistoryCopy: 'history',
  palStatementsAgentCopy: 'receipt',
  agentRevenueReport: 'trophy',
  agentDownlineTransactionDetailsCopy: 'wallet',
  agentDividendRecordCopy2: 'crown',
  agentDailyWages2: 'card',
  agentHourSalary: 'clock',
  agentRealtimeSalary: 'flame',
};

/** Agent centre (spec section 2): the menu of section 2 under the flag rules of section 6. */
export default function AgentHomePage() {
  const { i18n } = useLingui();
  const info = member.value;
  useEffect(() => {
    if (!member.peek()) void loadMemberInfo().catch(() => null);
  }, []);
  const account = info?.account ?? read('session', 'account') ?? '';
  const consolidated = useLoad(getConsolidated, []);
  const visible = visibleSections(
    menuFlags(
      consolidated.data ?? {
        dailysalreqtype: 0,
        divtypereq: 0,
        contracthoursalreq: 0,
        realtimesalreqtype: 0,
      },
    ),
  );
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const on = () => setHash(window.location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  const section = sectionFromHash(hash, visible);
  const open = (s: AgentSection) => {
    window.history.replaceState(null, '', `#${s}`);
    setHash(`#${s}`);
    window.scrollTo({ top: 0 });
  };
  const screens: Record<AgentSection, () => ReactNode> = {
    agentAnnouncement: () => <Announcements />,
    agentTeamOverview: () => <TeamOverview />,
    registerCenter: () => <RegisterCenter />,
    downlineManagmentView: () => <Downlines />,
    personalHistoryCopy: () => <TeamBets />,
    palStatementsAgentCopy: () => <ProfitLoss />,
    agentRevenueReport: () => <Revenue />,
    agentDownlineTransactionDetailsCopy: () => <Transactions />,
    agentDividendRecordCopy2: () => <ContractScreen kind="dividend" onChanged={consolidated.reload} />,
    agentDailyWages2: () => <ContractScreen kind="daily_salary" onChanged={consolidated.reload} />,
    agentHourSalary: () => <ContractScreen kind="hourly_salary" onChanged={consolidated.reload} />,
    agentRealtimeSalary: () => <ContractScreen kind="realtime_salary" onChanged={consolidated.reload} />,
  };
  const open_ = supportOpen(new Date());

  return (
    <div className="agent-shell">
      <TopBar />
      <header className="header">
        <div className="header-inner">
          <Link href="/" className="header-logo">
            <Logo />
          </Link>
          <div className="header-actions">
            <Button
              variant="outline"
              data-testid="logout-button"
              onClick={() => confirmLogout({ agentArea: true })}
            >
              <Icon name="logout" size={16} />
              <Trans>Log out</Trans>
            </Button>
          </div>
        </div>
      </header>
      <main className="page agent-page" data-testid="agent-home">
        <div className="agent-account" data-testid="agent-account">
          <span className="avatar avatar-default" aria-hidden="true">
            <Icon name="team" size={18} />
          </span>
          <div className="agent-account-body">
            <p className="agent-account-name">{account}</p>
            {info ? (
              <p className="muted agent-account-meta">
                {info.nickname} · ID {info.id}
              </p>
            ) : null}
          </div>
          {consolidated.data ? (
            <span className="agent-balance" data-testid="agent-balance">
              {formatMoney(consolidated.data.balance)}
            </span>
          ) : null}
        </div>
        <div className="agent-support">
          <span className={open_ ? 'agent-dot agent-dot-on' : 'agent-dot'} aria-hidden="true" />
          <span className="muted">
            <Trans>Agent support: Monday to Friday, 12:00 to 21:00.</Trans>
          </span>
          {/* Transfers to upline and downline: the transfers feature's screen in the member centre. */}
          <Link href="/member?tab=transferUpline" className="link-btn" data-testid="agent-transfers">
            <Icon name="wallet" size={16} />
            <Trans>Transfers</Trans>
          </Link>
          <button
            type="button"
            className="link-btn"
            onClick={openCustomerService}
            data-testid="agent-customer-service"
          >
            <Icon name="headset" size={16} />
            <Trans>Customer service</Trans>
          </button>
        </div>
        <nav className="agent-menu" aria-label={i18n._(msg`Agent centre`)} data-testid="agent-menu">
          {visible.map((s) => (
            <button
              key={s}
              type="button"
              className="agent-menu-item"
              aria-current={s === section ? 'page' : undefined}
              onClick={() => open(s)}
              data-testid={`agent-menu-${s}`}
            >
              <Icon name={icons[s]} size={18} />
              <span>{i18n._(labels[s])}</span>
            </button>
          ))}
        </nav>
        {screens[section]()}
      </main>
      <ModalHost />
    </div>
  );
}
