import { Trans } from '@lingui/react/macro';
import type { OpsConversation } from '../../../contract/chat/schemas';
import { shownName } from './console-format';

/** Who a chat is with and where it stands: shown alike in the queue and above the open chat. */
export function Who({ chat }: { chat: OpsConversation }) {
  return chat.account ? (
    <strong>{chat.account}</strong>
  ) : (
    <strong>
      <Trans>Guest #{chat.id}</Trans>
    </strong>
  );
}

export function StatusChip({ chat, me }: { chat: OpsConversation; me: string }) {
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
