import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ChatMessage,
  ChatTyping,
  OpsConversation,
  OpsMemberMoney,
  OpsMemberTickets,
  OpsQueue,
  SupportHours,
} from '../../../contract/chat/schemas';
import { TopBar } from '../layout/TopBar';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { openEventStream } from '../../lib/event-stream';
import { currencySymbol, formatMoney } from '../../lib/money';
import { feedbackCategoryLabels, feedbackStatusLabels } from '../feedback/labels';
import { depositStatus, withdrawalStatus } from '../payments/status-labels';
import { newRequestId } from '../wallet/money';
import { AttachButton, ChatImage } from '../chat/ChatImage';
import { throttleTyping, useTypingShown } from '../chat/typing';
import * as api from './console-api';
import { HoursForm } from './HoursForm';
import '../layout/layout.css';
import '../chat/chat.css';
import '../../ui/list.css';
import './console.css';
import { Button } from '../../ui/Button';

/**
 * The customer-service console (decision 039): its own sign-in by operator key, the queue of
 * chats, claim, answer, close, and the member's latest deposits, withdrawals and feedback tickets
 * beside the chat.
 * A lazy route outside the lobby layout, like the agent pages.
 */
export default function ConsolePage() {
  const [key, setKey] = useState(api.operatorKey());
  return (
    <div className="console-shell">
      <TopBar />
      {key ? (
        <Console onSignOut={() => setKey(null)} />
      ) : (
        <SignIn onSignedIn={() => setKey(api.operatorKey())} />
      )}
    </div>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    api.saveOperatorKey(value.trim());
    try {
      await api.getQueue('live');
      onSignedIn();
    } catch (err) {
      api.saveOperatorKey(null);
      setError(errorText(i18n, err));
    }
  };
  return (
    <main className="console-signin">
      <form className="console-card" onSubmit={(e) => void submit(e)} data-testid="console-signin">
        <h1>
          <Trans>Customer service console</Trans>
        </h1>
        <label className="field">
          <Trans>Operator key</Trans>
          <input
            className="input"
            type="password"
            autoComplete="off"
            value={value}
            placeholder={t`op_…`}
            onChange={(e) => setValue(e.target.value)}
            required
            data-testid="console-key"
          />
        </label>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" block data-testid="console-signin-submit">
          <Trans>Sign in</Trans>
        </Button>
      </form>
    </main>
  );
}

function when(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

function Console({ onSignOut }: { onSignOut: () => void }) {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<'live' | 'closed'>('live');
  const [queue, setQueue] = useState<OpsQueue | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [hours, setHours] = useState<SupportHours | null>(null);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // The last "typing" heard: which chat, and a count so a repeat from the same chat is news too.
  const [typingPing, setTypingPing] = useState<{ id: number; n: number } | null>(null);

  const fail = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === 'INVALID_CREDENTIALS') {
        api.saveOperatorKey(null);
        onSignOut();
        return;
      }
      setError(errorText(i18n, err));
    },
    [i18n, onSignOut],
  );

  const loadQueue = useCallback(() => {
    api
      .getQueue(tab)
      .then((q) => {
        setQueue(q);
        setError(null);
      })
      .catch(fail);
  }, [tab, fail]);
  useEffect(loadQueue, [loadQueue]);

  // One stream tells which chats changed; the queue and the open chat are read again.
  useEffect(() => {
    const stream = openEventStream({
      url: api.streamPath,
      headers: api.operatorHeaders,
      lastId: () => 0,
      onEvent: (e) => {
        if (e.event === 'typing') {
          const { conversationId } = JSON.parse(e.data) as ChatTyping;
          setTypingPing((p) => ({ id: conversationId, n: (p?.n ?? 0) + 1 }));
          return;
        }
        loadQueue();
        setVersion((v) => v + 1);
      },
      onState: (s) => {
        // Back after a cut: whatever changed meanwhile is read again.
        if (s === 'live') {
          loadQueue();
          setVersion((v) => v + 1);
        }
      },
      onFatal: fail,
    });
    return () => stream.close();
  }, [loadQueue, fail]);

  const chat = queue?.list.find((c) => c.id === selected) ?? null;
  return (
    <main className="console" data-testid="console" data-view={selected ? 'chat' : 'queue'}>
      <header className="console-head">
        <h1>
          <Trans>Customer service console</Trans>
        </h1>
        <span className="muted" data-testid="console-operator">
          {queue ? shownName(queue.operator) : null}
        </span>
        <Button
          variant="outline"
          small
          onClick={() => {
            void api
              .getHours()
              .then((h) => {
                setHours(h);
                setEditing(true);
              })
              .catch(fail);
          }}
        >
          <Trans>Support hours</Trans>
        </Button>
        <Button
          variant="outline"
          small
          onClick={() => {
            api.saveOperatorKey(null);
            onSignOut();
          }}
        >
          <Trans>Sign out</Trans>
        </Button>
      </header>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="console-body">
        <section className="console-queue" aria-label={t`Queue`}>
          <div className="console-tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab === 'live'} onClick={() => setTab('live')}>
              <Trans>Open chats</Trans>
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'closed'}
              onClick={() => setTab('closed')}
            >
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
                  onClick={() => setSelected(c.id)}
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
        {chat && queue ? (
          <ChatPane
            key={chat.id}
            chat={chat}
            me={queue.operator}
            version={version}
            typingPing={typingPing}
            onBack={() => setSelected(null)}
            onChanged={loadQueue}
            onError={fail}
          />
        ) : (
          <section className="console-chat console-placeholder">
            <p className="muted">
              <Trans>Choose a chat from the queue.</Trans>
            </p>
          </section>
        )}
      </div>
      {editing && hours ? <HoursForm hours={hours} onDone={() => setEditing(false)} /> : null}
    </main>
  );
}

/** An operator as staff know each other: the key's name, without the audit prefix. */
const shownName = (operator: string) => operator.replace(/^key:/, '');

function Who({ chat }: { chat: OpsConversation }) {
  return chat.account ? (
    <strong>{chat.account}</strong>
  ) : (
    <strong>
      <Trans>Guest #{chat.id}</Trans>
    </strong>
  );
}

function StatusChip({ chat, me }: { chat: OpsConversation; me: string }) {
  if (chat.status === 'open')
    return (
      <span className="badge chip chip-wait">
        <Trans>Waiting</Trans>
      </span>
    );
  if (chat.status === 'closed')
    return (
      <span className="badge chip">
        <Trans>Closed</Trans>
      </span>
    );
  return chat.operator === me ? (
    <span className="badge chip chip-ok">
      <Trans>Yours</Trans>
    </span>
  ) : (
    <span className="badge chip">{chat.operator ? shownName(chat.operator) : null}</span>
  );
}

function ChatPane(props: {
  chat: OpsConversation;
  me: string;
  version: number;
  typingPing: { id: number; n: number } | null;
  onBack: () => void;
  onChanged: () => void;
  onError: (err: unknown) => void;
}) {
  const { chat, me, version, typingPing, onChanged, onError } = props;
  const { t, i18n } = useLingui();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [money, setMoney] = useState<OpsMemberMoney | null>(null);
  const [tickets, setTickets] = useState<OpsMemberTickets | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const last = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const memberTyping = useTypingShown();
  const { heard: heardMember, clear: memberWrote } = memberTyping;
  useEffect(() => {
    if (typingPing?.id === chat.id) heardMember();
  }, [typingPing, chat.id, heardMember]);
  const typing = useMemo(() => throttleTyping(() => api.typing(chat.id)), [chat.id]);

  const add = useCallback(
    (more: ChatMessage[]) => {
      if (more.length === 0) return;
      last.current = Math.max(last.current, ...more.map((m) => m.id));
      if (more.some((m) => m.sender === 'member' || m.sender === 'guest')) memberWrote();
      setMessages((old) => {
        const byId = new Map(old.map((m) => [m.id, m]));
        for (const m of more) byId.set(m.id, m);
        return [...byId.values()].sort((a, b) => a.id - b.id);
      });
    },
    [memberWrote],
  );

  useEffect(() => {
    let alive = true;
    void (async () => {
      for (;;) {
        const page = await api.getMessages(chat.id, last.current);
        if (!alive) return;
        add(page.list);
        if (!page.more) return;
      }
    })().catch(onError);
    return () => {
      alive = false;
    };
  }, [chat.id, version, add, onError]);

  useEffect(() => {
    api.getMoney(chat.id).then(setMoney).catch(onError);
    // A guest has no account, hence no tickets: no call.
    if (chat.account) api.getTickets(chat.id).then(setTickets).catch(onError);
  }, [chat.id, chat.account, onError]);

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const act = (run: () => Promise<unknown>) => {
    setBusy(true);
    run()
      .then(onChanged)
      .catch(onError)
      .finally(() => setBusy(false));
  };
  const mine = chat.status === 'claimed' && chat.operator === me;
  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    setText('');
    act(async () => {
      add([await api.answer(chat.id, newRequestId(), body)]);
      typing.sent();
    });
  };
  // The server checks the image (type by its bytes, 5 MB); its error code shows like any other.
  const attach = (file: File) => {
    const caption = text.trim();
    setText('');
    act(async () => {
      add([await api.answerImage(chat.id, newRequestId(), caption, file)]);
      typing.sent();
    });
  };

  const symbol = currencySymbol(null);
  return (
    <section className="console-chat console-pane" data-testid="console-pane">
      <div className="console-pane-head">
        <Button variant="outline" small className="console-back" onClick={props.onBack}>
          <Trans>Back</Trans>
        </Button>
        <Who chat={chat} />
        <StatusChip chat={chat} me={me} />
        <span className="console-actions">
          {chat.status === 'open' ? (
            <Button
              variant="primary"
              small
              busy={busy}
              onClick={() => act(() => api.claim(chat.id))}
              data-testid="console-claim"
            >
              <Trans context="live-chat conversation">Claim</Trans>
            </Button>
          ) : null}
          {chat.status !== 'closed' && (chat.status === 'open' || mine) ? (
            <Button
              variant="outline"
              small
              busy={busy}
              onClick={() => act(() => api.closeChat(chat.id))}
              data-testid="console-close"
            >
              <Trans>Close chat</Trans>
            </Button>
          ) : null}
        </span>
      </div>
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
                  label: i18n._(
                    withdrawalStatus[w.status as keyof typeof withdrawalStatus]?.label ?? w.status,
                  ),
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
      <ol className="chat-list console-messages" ref={list} data-testid="console-messages">
        {messages.map((m) =>
          m.sender === 'system' ? (
            <li key={m.id} className="chat-system">
              <Trans>Chat closed.</Trans>
            </li>
          ) : (
            <li
              key={m.id}
              className={m.sender === 'operator' ? 'chat-msg chat-mine' : 'chat-msg chat-staff'}
              data-testid="console-message"
            >
              {m.image ? <ChatImage id={m.id} load={api.getImage} /> : null}
              {m.text ? <span className="chat-text">{m.text}</span> : null}
              <time className="chat-time" dateTime={m.createdAt}>
                {when(i18n.locale, m.createdAt)}
              </time>
            </li>
          ),
        )}
      </ol>
      {memberTyping.shown ? (
        <p className="chat-conn" data-testid="console-typing">
          <Trans>The member is typing…</Trans>
        </p>
      ) : null}
      <form className="chat-compose" onSubmit={send}>
        <AttachButton disabled={!mine || busy} onPick={attach} testId="console-attach" />
        <textarea
          className="input chat-input"
          rows={1}
          value={text}
          disabled={!mine}
          placeholder={mine ? t`Type an answer` : t`Claim the chat to answer`}
          aria-label={t`Answer`}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) typing();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) send(e);
          }}
          data-testid="console-input"
        />
        <Button
          type="submit"
          variant="primary"
          disabled={!mine || !text.trim() || busy}
          data-testid="console-send"
        >
          <Trans>Send</Trans>
        </Button>
      </form>
    </section>
  );
}

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

/** The member's latest feedback tickets (newest first), so staff see them beside the chat. */
function TicketList({ tickets }: { tickets: OpsMemberTickets | null }) {
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
