import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_EVERY_MS, CHAT_TYPING_SHOWN_MS } from '../../../contract/chat/schemas';

/**
 * A sender of "typing" that goes out at most once every CHAT_TYPING_EVERY_MS, whatever the keys.
 * `sent()` after a message: the other side's "typing…" ended with it, so the next keystroke
 * announces again at once.
 */
export function throttleTyping(
  send: () => Promise<unknown>,
  now: () => number = Date.now,
): (() => void) & { sent: () => void } {
  let last = -Infinity;
  const typing = () => {
    const at = now();
    if (at - last < CHAT_TYPING_EVERY_MS) return;
    last = at;
    // Decoration: a lost signal costs a "typing…" not shown.
    send().catch(() => undefined);
  };
  return Object.assign(typing, {
    sent: () => {
      last = -Infinity;
    },
  });
}

/**
 * The other side's "typing…": shown from a signal until CHAT_TYPING_SHOWN_MS after the last one,
 * or until that side's message arrives (`clear`).
 */
export function useTypingShown(): { shown: boolean; heard: () => void; clear: () => void } {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setShown(false);
  }, []);
  const heard = useCallback(() => {
    clearTimeout(timer.current);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), CHAT_TYPING_SHOWN_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { shown, heard, clear };
}
