import type { ChangeHub } from '../../core/storage/change-hub';

import type { ChatTyping } from '../../../contract/chat/schemas';

type Wake = (conversationId: number | null, typing?: ChatTyping['sender']) => void;

/**
 * One per node: the open streams, by conversation. A chat notification (from any node, through
 * LISTEN/NOTIFY) wakes the streams of its conversation and every operator stream; each stream then
 * reads the table past its own last id, so a notification carries ids only and a lost one costs
 * nothing but delay (after a listener reconnect every stream re-reads: wake(null)).
 */
export class ChatHub {
  private readonly byConversation = new Map<number, Set<Wake>>();
  private readonly operators = new Set<Wake>();
  private readonly perKey = new Map<string, number>();
  private open = 0;

  constructor(
    changes: ChangeHub,
    private readonly limits: { perNode: number; perKey: number },
  ) {
    changes.onChat((payload) => this.deliver(payload));
  }

  /** When each side of a conversation last announced typing on this node (a throttle). */
  private readonly typingAt = new Map<string, number>();

  private deliver(payload: string | null): void {
    const parsed = payload === null ? null : parsePayload(payload);
    if (payload !== null && parsed === null) return;
    const conversationId = parsed?.c ?? null;
    if (parsed?.t) {
      // Typing wakes nobody to read: each stream writes it as it is.
      const sender = parsed.t;
      for (const wake of [...(this.byConversation.get(parsed.c) ?? []), ...this.operators])
        wake(parsed.c, sender);
      return;
    }
    // A message ends both sides' "typing…" on every screen: the next keystroke may announce again
    // at once, not only when the throttle's window has passed.
    if (conversationId !== null)
      for (const side of ['m', 'o']) this.typingAt.delete(`${conversationId}:${side}`);
    const targets =
      conversationId === null
        ? [...this.byConversation.values()].flatMap((s) => [...s])
        : [...(this.byConversation.get(conversationId) ?? [])];
    for (const wake of [...targets, ...this.operators]) wake(conversationId);
  }

  /**
   * Whether a typing signal may go out now (at most one per side and conversation every
   * `everyMs` on this node); extra ones are dropped, they carry nothing.
   */
  typingDue(key: string, now: number, everyMs: number): boolean {
    const last = this.typingAt.get(key);
    if (last !== undefined && now - last < everyMs) return false;
    this.typingAt.set(key, now);
    // Forgotten once stale, so the map holds only the conversations typed in lately.
    if (this.typingAt.size > 10_000)
      for (const [k, at] of this.typingAt) if (now - at >= everyMs) this.typingAt.delete(k);
    return true;
  }

  /** Takes a slot for a new stream, or false when the key or the node is at its limit. */
  admit(key: string): boolean {
    const held = this.perKey.get(key) ?? 0;
    if (held >= this.limits.perKey || this.open >= this.limits.perNode) return false;
    this.perKey.set(key, held + 1);
    this.open += 1;
    return true;
  }

  release(key: string): void {
    const held = (this.perKey.get(key) ?? 1) - 1;
    if (held <= 0) this.perKey.delete(key);
    else this.perKey.set(key, held);
    this.open -= 1;
  }

  /** A member or guest stream: woken for its conversation. Returns the unsubscribe. */
  watch(conversationId: number, wake: Wake): () => void {
    const set = this.byConversation.get(conversationId) ?? new Set();
    set.add(wake);
    this.byConversation.set(conversationId, set);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.byConversation.delete(conversationId);
    };
  }

  /** An operator stream: woken for every conversation. */
  watchAll(wake: Wake): () => void {
    this.operators.add(wake);
    return () => this.operators.delete(wake);
  }

  get openStreams(): number {
    return this.open;
  }
}

const typingSenders = new Set(['member', 'guest', 'operator']);

/** `{c, m}` for a stored message, `{c, t}` for typing; anything else is not ours (null). */
function parsePayload(payload: string): { c: number; t?: ChatTyping['sender'] } | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null || !('c' in value) || !Number.isSafeInteger(value.c))
      return null;
    const c = value.c as number;
    const t =
      't' in value && typingSenders.has(value.t as string) ? (value.t as ChatTyping['sender']) : undefined;
    return t ? { c, t } : { c };
  } catch {
    // Not ours: ignored.
  }
  return null;
}
