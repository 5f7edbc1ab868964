import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { findProfitLoss, findTeamBets, findTransactions } from '../agent-api';
import { useLoad } from '../../../lib/use-load';
import {
  AccountSearch,
  initialRange,
  LoadState,
  localTime,
  money,
  PageNav,
  RangeFilter,
  Signed,
  Stat,
} from '../parts';

function useTeamQuery() {
  const [range, setRange] = useState(initialRange);
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  return {
    query: { ...range, account: account || undefined, page },
    range,
    setRange: (r: typeof range) => {
      setRange(r);
      setPage(1);
    },
    account,
    setAccount: (a: string) => {
      setAccount(a);
      setPage(1);
    },
    page,
    setPage,
  };
}

function Filters({ tq }: { tq: ReturnType<typeof useTeamQuery> }) {
  return (
    <>
      <RangeFilter value={tq.range} onChange={tq.setRange} />
      <AccountSearch initial={tq.account} onSearch={tq.setAccount} testId="agent-search-input" />
    </>
  );
}

type Page<T> = { items: T[]; page: number; totalPages: number; total: number };
type TeamQueryValue = ReturnType<typeof useTeamQuery>['query'];

/** The shape every team list shares: filters, states, optional totals, the items and the pager. */
function TeamList<P extends Page<unknown>>(props: {
  title: ReactNode;
  testId: string;
  find: (q: TeamQueryValue) => Promise<P>;
  totals?: (page: P) => ReactNode;
  item: (row: P['items'][number]) => ReactNode;
}) {
  const tq = useTeamQuery();
  const load = useLoad(() => props.find(tq.query), [JSON.stringify(tq.query)]);
  const v = load.data;
  return (
    <section className="agent-section" data-testid={props.testId}>
      <h2>{props.title}</h2>
      <Filters tq={tq} />
      <LoadState load={load} empty={v !== null && v.total === 0} />
      {v && v.total > 0 ? (
        <>
          {props.totals ? <div className="agent-stats">{props.totals(v)}</div> : null}
          <ul className="agent-list">{v.items.map(props.item)}</ul>
          <PageNav page={v.page} totalPages={v.totalPages} onPage={tq.setPage} />
        </>
      ) : null}
    </section>
  );
}

/** Team betting (personalHistoryCopy). */
export function TeamBets() {
  return (
    <TeamList
      title={<Trans>Team betting</Trans>}
      testId="agent-team-bets"
      find={findTeamBets}
      totals={(v) => (
        <>
          <Stat label={<Trans>Bets</Trans>}>{v.total}</Stat>
          <Stat label={<Trans>Valid bets</Trans>}>{money(v.betSum)}</Stat>
          <Stat label={<Trans>Wins</Trans>}>{money(v.winSum)}</Stat>
        </>
      )}
      item={(b) => (
        <li key={b.id} className="panel agent-item" data-testid="team-bet">
          <div className="agent-item-head">
            <strong>{b.account}</strong>
            <span className="muted">{localTime(b.placedAt)}</span>
          </div>
          <div className="agent-item-head">
            <span className="muted">
              {b.vendorCode} · {b.gameCode}
            </span>
            <span>
              {money(b.betAmount)} → {money(b.winAmount)}
            </span>
          </div>
        </li>
      )}
    />
  );
}

/** User profit and loss (palStatementsAgentCopy). */
export function ProfitLoss() {
  return (
    <TeamList
      title={<Trans>User profit and loss</Trans>}
      testId="agent-profit-loss"
      find={findProfitLoss}
      item={(m) => (
        <li key={m.accountId} className="panel agent-item">
          <div className="agent-item-head">
            <strong>{m.account}</strong>
            <Signed value={m.profitLoss} />
          </div>
          <div className="agent-item-head muted">
            <span>
              <Trans>{m.bets} bets</Trans>
            </span>
            <span>
              {money(m.validBet)} → {money(m.winAmount)}
            </span>
          </div>
        </li>
      )}
    />
  );
}

/** Downline transaction details (agentDownlineTransactionDetailsCopy). */
export function Transactions() {
  return (
    <TeamList
      title={<Trans>Downline transactions</Trans>}
      testId="agent-transactions"
      find={findTransactions}
      item={(x) => (
        <li key={x.id} className="panel agent-item">
          <div className="agent-item-head">
            <strong>{x.account}</strong>
            <Signed value={x.amount} />
          </div>
          <div className="agent-item-head muted">
            <span>
              {x.kind} · {localTime(x.at)}
            </span>
            <span>{money(x.balanceAfter)}</span>
          </div>
        </li>
      )}
    />
  );
}
