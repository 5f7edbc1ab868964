import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { AttachButton } from '../chat/ChatImage';

/**
 * The answer box: text (Enter sends, Shift+Enter breaks the line) or an image; only the operator
 * who claimed the chat may write, the others see why not in the placeholder.
 */
export function AnswerForm(props: {
  text: string;
  mine: boolean;
  busy: boolean;
  onText: (text: string) => void;
  onTyping: () => void;
  onSend: (event: FormEvent) => void;
  onAttach: (file: File) => void;
}) {
  const { t } = useLingui();
  const { text, mine, busy, onSend } = props;
  return (
    <form className="chat-compose" onSubmit={onSend}>
      <AttachButton disabled={!mine || busy} onPick={props.onAttach} testId="console-attach" />
      <textarea
        className="input chat-input"
        rows={1}
        value={text}
        disabled={!mine}
        placeholder={mine ? t`Type an answer` : t`Claim the chat to answer`}
        aria-label={t`Answer`}
        onChange={(e) => {
          props.onText(e.target.value);
          if (e.target.value.trim()) props.onTyping();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) onSend(e);
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
  );
}
