import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage, ChatState } from '../../../contract/chat/schemas';
import * as chat from '../../../contract/chat/endpoints';
import { ApiError, baseHeaders } from '../../lib/api';
import { openEventStream, type StreamState } from '../../lib/event-stream';
import {
  adoptGuestChat,
  chatIdentity,
  forgetGuest,
  getChatMessages,
  getChatState,
  markChatRead,
  sendChatImage,
  sendChatMessage,
  sendChatTyping,
} from './chat-api';
import { newRequestId } from '../wallet/money';
import { throttleTyping, useTypingShown } from './typing';
import { chatUnread } from './unread';

export type Pending = { requestId: string; text: string; image?: File; failed: boolean };

/** Keeps messages by id (a message heard twice, by stream and by refetch, shows once). */
function merge(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  if (more.length === 0) return list;
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const RETRY_DELAYS = [1000, 2000, 4000];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The conversation: history over HTTP, then one stream from the last id. A dropped stream
 * reconnects with Last-Event-ID; coming back to the page (visibility, online) reconnects at once
 * and refetches past the last id, so a phone that slept misses nothing.
 */
export function useChat(onGuestLost: () => void) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [state, setState] = useState<ChatState | null>(null);
  const [connection, setConnection] = useState<StreamState>('connecting');
  const [error, setError] = useState<unknown>(null);
  const [loaded, setLoaded] = useState(false);
  const lastId = useRef(0);
  const staffTyping = useTypingShown();
  const { clear: staffWrote } = staffTyping;
  // The owner passes a new function on each render; the stream must not restart for that.
  const onLost = useRef(onGuestLost);
  onLost.current = onGuestLost;

  const add = useCallback(
    (more: ChatMessage[]) => {
      if (more.length === 0) return;
      lastId.current = Math.max(lastId.current, ...more.map((m) => m.id));
      if (more.some((m) => m.sender === 'operator')) staffWrote();
      setMessages((list) => merge(list, more));
      const sent = new Set(more.map((m) => m.requestId));
      setPending((list) => list.filter((p) => !sent.has(p.requestId)));
    },
    [staffWrote],
  );

  const lost = useCallback((err: unknown) => {
    if (err instanceof ApiError && err.code === 'INVALID_TOKEN') {
      forgetGuest();
      onLost.current();
      return;
    }
    setError(err);
  }, []);

  const catchUp = useCallback(async () => {
    for (;;) {
      const page = await getChatMessages(lastId.current);
      add(page.list);
      if (!page.more) return;
    }
  }, [add]);

  const { heard: heardStaff } = staffTyping;
  useEffect(() => {
    let stream: ReturnType<typeof openEventStream> | null = null;
    let alive = true;
    void (async () => {
      try {
        await adoptGuestChat();
        const [s] = await Promise.all([getChatState(), catchUp()]);
        if (!alive) return;
        setState(s);
        setLoaded(true);
      } catch (err) {
        if (alive) lost(err);
        return;
      }
      stream = openEventStream({
        url: chat.stream,
        headers: () => ({ ...baseHeaders(), ...chatIdentity() }),
        lastId: () => lastId.current,
        onEvent: (e) => {
          if (e.event === 'message') add([JSON.parse(e.data) as ChatMessage]);
          else if (e.event === 'typing') heardStaff();
        },
        onState: setConnection,
        onFatal: lost,
      });
    })();
    const back = () => {
      if (document.visibilityState !== 'visible') return;
      stream?.reconnect();
      void catchUp().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('online', back);
    return () => {
      alive = false;
      stream?.close();
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('online', back);
    };
  }, [add, catchUp, lost, heardStaff]);

  // What is on screen is read: the badge clears.
  const newest = messages[messages.length - 1]?.id ?? 0;
  useEffect(() => {
    if (!newest || document.visibilityState !== 'visible') return;
    chatUnread.value = 0;
    void markChatRead(newest).catch(() => undefined);
  }, [newest]);

  /** Called as the member types: the console shows "typing…" (throttled). */
  const typing = useMemo(() => throttleTyping(sendChatTyping), []);

  /**
   * Sends (or re-sends, with the same id) a message, with an image or not; a weak network is
   * retried a few times.
   */
  const send = useCallback(
    async (text: string, requestId: string = newRequestId(), image?: File) => {
      setPending((list) => [
        ...list.filter((p) => p.requestId !== requestId),
        { requestId, text, image, failed: false },
      ]);
      for (let attempt = 0; ; attempt++) {
        try {
          add([await (image ? sendChatImage(requestId, text, image) : sendChatMessage(requestId, text))]);
          typing.sent();
          return;
        } catch (err) {
          const network =
            err instanceof ApiError && (err.code === 'NETWORK' || err.code === 'SERVICE_UNAVAILABLE');
          if (network && attempt < RETRY_DELAYS.length) {
            await sleep(RETRY_DELAYS[attempt]!);
            continue;
          }
          setPending((list) => list.map((p) => (p.requestId === requestId ? { ...p, failed: true } : p)));
          if (!network) setError(err);
          return;
        }
      }
    },
    [add, typing],
  );

  return {
    messages,
    pending,
    state,
    connection,
    error,
    loaded,
    send,
    typing,
    staffTyping: staffTyping.shown,
  };
}
