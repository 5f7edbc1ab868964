import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OpsConversation, OpsMemberMoney, OpsMemberTickets } from '../../../contract/chat/schemas';
import { currencySymbol, formatMoney } from '../../lib/money';
import { depositStatus, withdrawalStatus } from '../payments/status-labels';
import { when } from './console-format';
import { TicketList } from './TicketList';

/**
 * The member beside the chat (decision 039): latest deposits, withdrawals and feedback tickets, so
 * staff answer without another tool. A guest has no account, hence a note instead.
 */
export function MemberPanel(props: {
  chat: OpsConversation;
  money: OpsMemberMoney | null;
  tickets: OpsMemberTickets | null;
}) {
  const { chat, money, tickets } = props;
  const { t, i18n } = useLingui();
  const symbol = currencySymbol(null);
  return (
    <aside className="console-member" aria-label={t`Member`}>
      <details className="console-money" open>
        <summary>
          <Trans>Recent deposits and withdrawals</Trans>
        </summary>
        {money && chat.account ? (
          <div className="console-money-grid" data-testid="console-money">
            <MoneyList
              title={<Trans>Deposits</Trans>}
              rows={money.deposits.map((d) => ({
                ...d,
                label: i18n._(depositStatus[d.status as keyof typeof depositStatus]?.label ?? d.status),
              }))}
              symbol={symbol}
            />
            <MoneyList
              title={<Trans>Withdrawals</Trans>}
              rows={money.withdrawals.map((w) => ({
                ...w,
                label: i18n._(withdrawalStatus[w.status as keyof typeof withdrawalStatus]?.label ?? w.status),
              }))}
              symbol={symbol}
            />
          </div>
        ) : (
          <p className="muted">{chat.account ? null : <Trans>A guest has no account yet.</Trans>}</p>
        )}
      </details>
      {chat.account ? <TicketList tickets={tickets} /> : null}
    </aside>
  );
}

/** One column of money movements: amount, status label, time; "None" when empty. */
function MoneyList(props: {
  title: ReactNode;
  rows: { id: number; amount: string; label: string; createdAt: string }[];
  symbol: string;
}) {
  const { i18n } = useLingui();
  return (
    <div>
      <h3>{props.title}</h3>
      {props.rows.length === 0 ? (
        <p className="muted">
          <Trans>None</Trans>
        </p>
      ) : (
        <ul>
          {props.rows.map((r) => (
            <li key={r.id}>
              <span>{formatMoney(r.amount, props.symbol, i18n.locale)}</span>
              <span className="muted">{r.label}</span>
              <span className="muted">{when(i18n.locale, r.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
