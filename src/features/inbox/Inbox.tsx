import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { useLoadEffect } from '../../lib/use-load';
import { Icon } from '../../ui/icons-more';
import { FormError } from '../../ui/form/fields';
import { deleteMessage, findMessages, markRead, readMessage, type InboxMessage } from './inbox-api';
import { inboxText } from './inbox-text';
import { unreadCount } from './unread';
import '../wallet/wallet.css';
import './inbox.css';
import { SectionPending } from '../wallet/SectionPending';
import { Button } from '../../ui/Button';

const PAGE_SIZE = 10;

/** Messages (member centre messageV2): paged list; opening one reads it; delete; mark all read. */
export default function Inbox() {
  const { i18n, t } = useLingui();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: InboxMessage[]; totalPages: number } | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useLoadEffect(
    async () => {
      const r = await findMessages(page, PAGE_SIZE);
      setData(r);
      unreadCount.value = r.unread;
      setError(null);
    },
    setError,
    [page],
  );

  const toggle = async (m: InboxMessage) => {
    setOpen((id) => (id === m.id ? null : m.id));
    if (m.read) return;
    try {
      await readMessage(m.id);
      await load();
    } catch (err) {
      setError(errorText(i18n, err));
    }
  };
  const remove = async (id: number) => {
    try {
      await deleteMessage(id);
      await load();
    } catch (err) {
      setError(errorText(i18n, err));
    }
  };
  const readAll = async () => {
    const ids = data?.list.filter((m) => !m.read).map((m) => m.id) ?? [];
    if (ids.length === 0) return;
    try {
      unreadCount.value = (await markRead(ids)).unread;
      await load();
    } catch (err) {
      setError(errorText(i18n, err));
    }
  };

  if (!data) return <SectionPending error={error} />;

  return (
    <div className="cashier" data-testid="inbox">
      {data.list.length === 0 ? (
        <p className="cashier-muted" data-testid="inbox-empty">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <>
          <div className="cashier-balance">
            <span className="cashier-muted">
              <Trans>Unread: {unreadCount.value}</Trans>
            </span>
            <Button variant="outline" onClick={() => void readAll()}>
              <Trans>Mark all read</Trans>
            </Button>
          </div>
          <ul className="inbox-list">
            {data.list.map((m) => {
              const text = inboxText(m);
              return (
                <li
                  key={m.id}
                  className={m.read ? 'inbox-item' : 'inbox-item is-unread'}
                  data-testid="inbox-message"
                  data-template={m.template}
                >
                  <button
                    type="button"
                    className="inbox-head"
                    aria-expanded={open === m.id}
                    onClick={() => void toggle(m)}
                  >
                    <span className="inbox-dot" aria-hidden="true" />
                    <span className="inbox-title">{i18n._(text.title)}</span>
                    <time className="inbox-time" dateTime={m.createdAt}>
                      {new Date(m.createdAt).toLocaleString(i18n.locale)}
                    </time>
                  </button>
                  {open === m.id ? (
                    <div className="inbox-body">
                      <p data-testid="inbox-body">{i18n._(text.body)}</p>
                      <button
                        type="button"
                        className="icon-btn"
                        aria-label={t`Delete message`}
                        onClick={() => void remove(m.id)}
                      >
                        <Icon name="trash" size={18} />
                      </button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {data.totalPages > 1 ? (
            <div className="cashier-actions">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                <Trans>Previous</Trans>
              </Button>
              <span className="cashier-muted">
                {page} / {data.totalPages}
              </span>
              <Button
                variant="outline"
                disabled={page >= data.totalPages}
                onClick={() => setPage((p) => p + 1)}
              >
                <Trans>Next</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
      <FormError>{error}</FormError>
    </div>
  );
}
