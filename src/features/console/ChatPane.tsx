import { Trans } from '@lingui/react/macro';
import type { OpsConversation } from '../../../contract/chat/schemas';
import * as api from './console-api';
import { AnswerForm } from './AnswerForm';
import { ChatPaneHead } from './ChatPaneHead';
import { MemberPanel } from './MemberPanel';
import { MessageList } from './MessageList';
import { useChatAnswer } from './use-chat-answer';
import { useChatThread } from './use-chat-thread';
import { useMemberRecords } from './use-member-records';
import type { TypingPing } from './use-console-queue';

/**
 * One open chat in the console: its head and actions, the member's records beside it, the
 * messages and the answer box. State lives in the three hooks; this file only lays them out.
 * Keyed by the chat's id, so opening another chat starts afresh.
 */
export function ChatPane(props: {
  chat: OpsConversation;
  me: string;
  version: number;
  typingPing: TypingPing;
  onBack: () => void;
  onChanged: () => void;
  onError: (err: unknown) => void;
}) {
  const { chat, me, onError } = props;
  const thread = useChatThread(chat.id, props.version, props.typingPing, onError);
  const member = useMemberRecords(chat, onError);
  const answer = useChatAnswer(chat.id, thread.add, props.onChanged, onError);
  const mine = chat.status === 'claimed' && chat.operator === me;

  return (
    <section className="console-chat console-pane" data-testid="console-pane">
      <ChatPaneHead
        chat={chat}
        me={me}
        mine={mine}
        busy={answer.busy}
        onBack={props.onBack}
        onClaim={() => answer.act(() => api.claim(chat.id))}
        onClose={() => answer.act(() => api.closeChat(chat.id))}
      />
      <MemberPanel chat={chat} money={member.money} tickets={member.tickets} />
      <MessageList messages={thread.messages} listRef={thread.list} />
      {thread.memberTyping ? (
        <p className="chat-conn" data-testid="console-typing">
          <Trans>The member is typing…</Trans>
        </p>
      ) : null}
      <AnswerForm
        text={answer.text}
        mine={mine}
        busy={answer.busy}
        onText={answer.setText}
        onTyping={answer.typing}
        onSend={answer.send}
        onAttach={answer.attach}
      />
    </section>
  );
}
