import type { RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '../../../contract/chat/schemas';
import { ChatImage } from '../chat/ChatImage';
import * as api from './console-api';
import { when } from './console-format';

/**
 * The chat's messages seen from the operator's side: the operator's own on the right, the
 * member's on the left, a closing as a system line. `listRef` lets the thread hook scroll it.
 */
export function MessageList(props: { messages: ChatMessage[]; listRef: RefObject<HTMLOListElement | null> }) {
  const { i18n } = useLingui();
  return (
    <ol className="chat-list console-messages" ref={props.listRef} data-testid="console-messages">
      {props.messages.map((m) =>
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
  );
}
