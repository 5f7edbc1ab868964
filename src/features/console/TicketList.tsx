import { Trans, useLingui } from '@lingui/react/macro';
import type { OpsMemberTickets } from '../../../contract/chat/schemas';
import { feedbackCategoryLabels, feedbackStatusLabels } from '../feedback/labels';
import { when } from './console-format';

/** The member's latest feedback tickets (newest first), so staff see them beside the chat. */
export function TicketList({ tickets }: { tickets: OpsMemberTickets | null }) {
  const { i18n } = useLingui();
  return (
    <details className="console-money console-tickets" open>
      <summary>
        <Trans>Feedback tickets</Trans>
      </summary>
      {tickets && tickets.list.length === 0 ? (
        <p className="muted">
          <Trans>None</Trans>
        </p>
      ) : null}
      <ul data-testid="console-tickets">
        {tickets?.list.map((f) => (
          <li key={f.id} className="console-ticket" data-testid="console-ticket" data-status={f.status}>
            <span className="console-ticket-head">
              <strong>
                #{f.id} {i18n._(feedbackCategoryLabels[f.category])}
              </strong>
              <span className={f.status === 'replied' ? 'badge chip chip-ok' : 'badge chip chip-wait'}>
                {i18n._(feedbackStatusLabels[f.status])}
              </span>
              <span className="muted">{when(i18n.locale, f.createdAt)}</span>
            </span>
            <span className="console-ticket-text">{f.excerpt}</span>
            {f.reply ? (
              <span className="muted console-ticket-text">
                <Trans>Reply: {f.reply}</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
