import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChatTyping, OpsQueue } from '../../../contract/chat/schemas';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { openEventStream } from '../../lib/event-stream';
import * as api from './console-api';

/** The last "typing" heard: which chat, and a count so a repeat from the same chat is news too. */
export type TypingPing = { id: number; n: number } | null;

/**
 * The queue's state, kept apart from its markup: the tab, the list, the error line, and the one
 * event stream that says which chats changed (`version` bumps so the open chat reads again).
 * A refused key signs the operator out instead of showing an error.
 */
export function useConsoleQueue(onSignOut: () => void) {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<'live' | 'closed'>('live');
  const [queue, setQueue] = useState<OpsQueue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [typingPing, setTypingPing] = useState<TypingPing>(null);

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

  return { tab, setTab, queue, error, version, typingPing, fail, loadQueue };
}
