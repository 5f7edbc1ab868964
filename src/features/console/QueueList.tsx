import { Trans, useLingui } from '@lingui/react/macro';
import type { OpsQueue } from '../../../contract/chat/schemas';
import { StatusChip, Who } from './ChatBadges';
import { when } from './console-format';

/** The queue pane: open or closed chats as tabs, one button per chat that opens it beside. */
export function QueueList(props: {
  tab: 'live' | 'closed';
  onTab: (tab: 'live' | 'closed') => void;
  queue: OpsQueue | null;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { tab, onTab, queue, selected } = props;
  return (
    <section className="console-queue" aria-label={t`Queue`}>
      <div className="console-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'live'} onClick={() => onTab('live')}>
          <Trans>Open chats</Trans>
        </button>
        <button type="button" role="tab" aria-selected={tab === 'closed'} onClick={() => onTab('closed')}>
          <Trans>Closed</Trans>
        </button>
      </div>
      {queue && queue.list.length === 0 ? (
        <p className="muted console-empty">
          <Trans>No chats here.</Trans>
        </p>
      ) : null}
      <ul className="console-list">
        {queue?.list.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="console-item"
              aria-current={c.id === selected}
              onClick={() => props.onSelect(c.id)}
              data-testid="console-chat"
              data-status={c.status}
            >
              <span className="console-who">
                <Who chat={c} />
                <StatusChip chat={c} me={queue.operator} />
              </span>
              <span className="console-last">
                {c.lastText === 'closed' && c.lastSender === 'system' ? '—' : c.lastText}
              </span>
              <span className="console-when">{when(i18n.locale, c.lastMessageAt)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
