import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LotteryState, Ticket } from '../../../contract/house/schemas';
import { money } from '../seamless/money';
import { two } from './lottery-format';

/** The two tables under the grid: the opened numbers of past draws, and the player's tickets. */
export function PastDraws({ past }: { past: LotteryState['past'] }) {
  return (
    <ListSection
      title={<Trans>Results</Trans>}
      empty={<Trans>No draws yet.</Trans>}
      testId="past-draws"
      items={past}
      row={(d) => (
        <tr key={d.drawNo}>
          <td>#{d.drawNo}</td>
          <td>
            <span className="hg-balls">
              {(d.numbers ?? []).map((n) => (
                <span key={n} className="hg-ball">
                  {two(n)}
                </span>
              ))}
            </span>
          </td>
        </tr>
      )}
    />
  );
}

export function MyTickets({ tickets }: { tickets: LotteryState['tickets'] }) {
  const { i18n } = useLingui();
  return (
    <ListSection
      title={<Trans>My tickets</Trans>}
      empty={<Trans>No tickets yet.</Trans>}
      testId="my-tickets"
      items={tickets}
      row={(tk) => (
        <tr key={tk.ticketRef}>
          <td>#{tk.drawNo}</td>
          <td>{tk.picks.map(two).join(' ')}</td>
          <td>{money(tk.stake, i18n.locale)}</td>
          <td>
            <TicketStatus ticket={tk} />
          </td>
        </tr>
      )}
    />
  );
}

/** A titled table, one `row` (a `<tr>` with its key) per item, or a note when there are none. */
function ListSection<T>(props: {
  title: ReactNode;
  empty: ReactNode;
  testId: string;
  items: readonly T[];
  row: (item: T) => ReactNode;
}) {
  return (
    <>
      <h2 className="hg-section-title">{props.title}</h2>
      {props.items.length === 0 ? (
        <p className="muted">{props.empty}</p>
      ) : (
        <table className="hg-table" data-testid={props.testId}>
          <tbody>{props.items.map((item) => props.row(item))}</tbody>
        </table>
      )}
    </>
  );
}

function TicketStatus({ ticket }: { ticket: Ticket }) {
  const { i18n } = useLingui();
  switch (ticket.status) {
    case 'won':
      return <b className="hg-ok">{money(ticket.payout ?? '0', i18n.locale)}</b>;
    case 'lost':
      return (
        <span className="muted">
          <Trans>Lost</Trans>
        </span>
      );
    case 'void':
      return (
        <span className="muted">
          <Trans>Void</Trans>
        </span>
      );
    default:
      return (
        <span>
          <Trans>Waiting</Trans>
        </span>
      );
  }
}
