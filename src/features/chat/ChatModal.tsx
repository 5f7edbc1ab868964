import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '../../../contract/chat/schemas';
import { CHAT_TEXT_MAX } from '../../../contract/values';
import { closeModal, openModal } from '../../lib/overlays';
import { errorText } from '../../lib/errors';
import { Modal } from '../../ui/Modal';
import { isLoggedIn } from '../accounts/session';
import { CaptchaField, useCaptcha } from '../accounts/account-fields';
import { canChat, getChatImage, startGuestChat } from './chat-api';
import { AttachButton, ChatImage, imageProblem } from './ChatImage';
import { formatHours, formatReturn } from './hours-text';
import { refreshChatUnread } from './unread';
import { useChat, type Pending } from './use-chat';
import './chat.css';
import { Button } from '../../ui/Button';

/** Spec sections 1 and 3: live chat with customer service, a sheet on phones (decision 039). */
export default function ChatModal() {
  const [ready, setReady] = useState(canChat());
  const loggedIn = isLoggedIn.value;
  useEffect(() => {
    if (loggedIn) setReady(true);
  }, [loggedIn]);
  const close = () => {
    closeModal();
    refreshChatUnread();
  };
  return (
    <Modal title={<Trans>Live chat</Trans>} onClose={close} testId="chat-modal" className="chat-sheet">
      {ready ? (
        <Conversation key={loggedIn ? 'member' : 'guest'} onGuestLost={() => setReady(false)} />
      ) : (
        <GuestStart onStarted={() => setReady(true)} />
      )}
    </Modal>
  );
}

function GuestStart({ onStarted }: { onStarted: () => void }) {
  const { t, i18n } = useLingui();
  const captcha = useCaptcha(true);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!captcha.captcha || !value.trim()) {
      setError(t`Please enter the captcha.`);
      return;
    }
    setBusy(true);
    try {
      await startGuestChat(captcha.captcha.captchaId, value.trim());
      onStarted();
    } catch (err) {
      setError(errorText(i18n, err));
      setValue('');
      captcha.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="chat-guest" onSubmit={(e) => void submit(e)} data-testid="chat-guest">
      <p>
        <Trans>Chat with us as a guest, or log in so your chat history is kept with your account.</Trans>
      </p>
      <CaptchaField state={captcha} value={value} onChange={setValue} error={error} />
      <Button type="submit" variant="primary" block busy={busy} data-testid="chat-guest-start">
        <Trans>Start chat</Trans>
      </Button>
      <button type="button" className="link-btn" onClick={() => openModal('login')}>
        <Trans>Log in</Trans>
      </button>
    </form>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const { i18n } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(message.createdAt));
  if (message.sender === 'system')
    return (
      <li className="chat-system" data-testid="chat-system">
        <Trans>This chat was closed. Write to us again any time.</Trans>
      </li>
    );
  const mine = message.sender === 'member' || message.sender === 'guest';
  return (
    <li
      className={mine ? 'chat-msg chat-mine' : 'chat-msg chat-staff'}
      data-testid="chat-message"
      data-sender={message.sender}
    >
      {mine ? null : (
        <span className="chat-who">
          <Trans>Customer service</Trans>
        </span>
      )}
      {message.image ? <ChatImage id={message.id} load={getChatImage} /> : null}
      {message.text ? <span className="chat-text">{message.text}</span> : null}
      <time className="chat-time" dateTime={message.createdAt}>
        {time}
      </time>
    </li>
  );
}

function PendingBubble({ item, retry }: { item: Pending; retry: () => void }) {
  return (
    <li className="chat-msg chat-mine chat-pending" data-testid="chat-pending">
      {item.image ? (
        <span className="chat-text">
          <Trans>Image: {item.image.name}</Trans>
        </span>
      ) : null}
      {item.text ? <span className="chat-text">{item.text}</span> : null}
      {item.failed ? (
        <button type="button" className="link-btn chat-retry" onClick={retry}>
          <Trans>Not sent. Tap to retry.</Trans>
        </button>
      ) : (
        <span className="chat-time">
          <Trans>Sending…</Trans>
        </span>
      )}
    </li>
  );
}

function Conversation({ onGuestLost }: { onGuestLost: () => void }) {
  const { t, i18n } = useLingui();
  const chat = useChat(onGuestLost);
  const [text, setText] = useState('');
  const [pickError, setPickError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  // The newest message in view.
  const count = chat.messages.length + chat.pending.length;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    setText('');
    void chat.send(body);
  };
  // A picked image goes at once, with what was typed as its caption.
  const attach = (file: File) => {
    const problem = imageProblem(file, t);
    setPickError(problem);
    if (problem) return;
    setText('');
    void chat.send(text.trim(), undefined, file);
  };

  const state = chat.state;
  return (
    <div className="chat-room">
      {state && !state.online ? (
        <div className="chat-offline" role="status" data-testid="chat-offline">
          <strong>
            {state.nextOpenAt ? (
              <Trans>
                Our staff are offline. They are back {formatReturn(i18n.locale, state.nextOpenAt)}.
              </Trans>
            ) : (
              <Trans>Our staff are offline.</Trans>
            )}
          </strong>
          <span>
            <Trans>Leave a message and we will answer it then.</Trans>
          </span>
        </div>
      ) : null}
      {state ? (
        <p className="chat-hours">
          <Trans>Support hours: {formatHours(i18n.locale, state.hours)}</Trans>
        </p>
      ) : null}
      <ol
        className="chat-list"
        ref={list}
        aria-live="polite"
        aria-busy={!chat.loaded}
        data-testid="chat-list"
      >
        {chat.loaded && chat.messages.length === 0 && chat.pending.length === 0 ? (
          <li className="chat-empty">
            <Trans>Hello! How can we help you today?</Trans>
          </li>
        ) : null}
        {chat.messages.map((m) => (
          <Bubble key={m.id} message={m} />
        ))}
        {chat.pending.map((p) => (
          <PendingBubble
            key={p.requestId}
            item={p}
            retry={() => void chat.send(p.text, p.requestId, p.image)}
          />
        ))}
      </ol>
      {chat.staffTyping ? (
        <p className="chat-conn" data-testid="chat-typing">
          <Trans>Customer service is typing…</Trans>
        </p>
      ) : null}
      {chat.connection === 'connecting' && chat.loaded ? (
        <p className="chat-conn" data-testid="chat-reconnecting">
          <Trans>Reconnecting…</Trans>
        </p>
      ) : null}
      {chat.error || pickError ? (
        <p className="form-error" role="alert">
          {pickError ?? errorText(i18n, chat.error)}
        </p>
      ) : null}
      <form className="chat-compose" onSubmit={submit}>
        <AttachButton onPick={attach} testId="chat-attach" />
        <textarea
          className="input chat-input"
          rows={1}
          value={text}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t`Type a message`}
          aria-label={t`Message`}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) chat.typing();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          data-testid="chat-input"
        />
        <Button type="submit" variant="primary" disabled={!text.trim()} data-testid="chat-send">
          <Trans>Send</Trans>
        </Button>
      </form>
    </div>
  );
}
