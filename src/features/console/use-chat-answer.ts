import { useMemo, useState, type FormEvent } from 'react';
import type { ChatMessage } from '../../../contract/chat/schemas';
import { throttleTyping } from '../chat/typing';
import { newRequestId } from '../wallet/money';
import * as api from './console-api';

/**
 * What the operator does in a chat: claim, close, answer with text or an image. One `busy` flag
 * covers them all, and each success reads the queue again (`onChanged`).
 */
export function useChatAnswer(
  chatId: number,
  add: (more: ChatMessage[]) => void,
  onChanged: () => void,
  onError: (err: unknown) => void,
) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const typing = useMemo(() => throttleTyping(() => api.typing(chatId)), [chatId]);

  const act = (run: () => Promise<unknown>) => {
    setBusy(true);
    run()
      .then(onChanged)
      .catch(onError)
      .finally(() => setBusy(false));
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    setText('');
    act(async () => {
      add([await api.answer(chatId, newRequestId(), body)]);
      typing.sent();
    });
  };
  // The server checks the image (type by its bytes, 5 MB); its error code shows like any other.
  const attach = (file: File) => {
    const caption = text.trim();
    setText('');
    act(async () => {
      add([await api.answerImage(chatId, newRequestId(), caption, file)]);
      typing.sent();
    });
  };
  return { text, setText, busy, act, send, attach, typing };
}
