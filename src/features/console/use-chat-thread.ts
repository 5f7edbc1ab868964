import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../../contract/chat/schemas';
import { useTypingShown } from '../chat/typing';
import * as api from './console-api';
import type { TypingPing } from './use-console-queue';

/**
 * One chat's messages as the operator sees them: read from the last id on each `version` bump
 * (page after page), merged by id, the list kept scrolled to the end, and the member's
 * "typing…" shown from the queue's pings until the member's next message.
 */
export function useChatThread(
  chatId: number,
  version: number,
  typingPing: TypingPing,
  onError: (err: unknown) => void,
) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const last = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const memberTyping = useTypingShown();
  const { heard: heardMember, clear: memberWrote } = memberTyping;
  useEffect(() => {
    if (typingPing?.id === chatId) heardMember();
  }, [typingPing, chatId, heardMember]);

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
        const page = await api.getMessages(chatId, last.current);
        if (!alive) return;
        add(page.list);
        if (!page.more) return;
      }
    })().catch(onError);
    return () => {
      alive = false;
    };
  }, [chatId, version, add, onError]);

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  return { messages, add, list, memberTyping: memberTyping.shown };
}
