import { Trans } from '@lingui/react/macro';
import type { OpsConversation } from '../../../contract/chat/schemas';
import { Button } from '../../ui/Button';
import { StatusChip, Who } from './ChatBadges';

/**
 * The open chat's head: back to the queue (phones), who and where it stands, and the actions the
 * chat's state allows — claim while waiting, close while waiting or while it is this operator's.
 */
export function ChatPaneHead(props: {
  chat: OpsConversation;
  me: string;
  mine: boolean;
  busy: boolean;
  onBack: () => void;
  onClaim: () => void;
  onClose: () => void;
}) {
  const { chat, me, mine, busy } = props;
  return (
    <div className="console-pane-head">
      <Button variant="outline" small className="console-back" onClick={props.onBack}>
        <Trans>Back</Trans>
      </Button>
      <Who chat={chat} />
      <StatusChip chat={chat} me={me} />
      <span className="console-actions">
        {chat.status === 'open' ? (
          <Button variant="primary" small busy={busy} onClick={props.onClaim} data-testid="console-claim">
            <Trans context="live-chat conversation">Claim</Trans>
          </Button>
        ) : null}
        {chat.status !== 'closed' && (chat.status === 'open' || mine) ? (
          <Button variant="outline" small busy={busy} onClick={props.onClose} data-testid="console-close">
            <Trans>Close chat</Trans>
          </Button>
        ) : null}
      </span>
    </div>
  );
}
