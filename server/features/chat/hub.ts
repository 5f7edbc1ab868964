import type { ChangeHub } from '../../lib/change-hub';

type Wake = (conversationId: number | null) => void;

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

  private deliver(payload: string | null): void {
    const conversationId = payload === null ? null : parseConversation(payload);
    if (payload !== null && conversationId === null) return;
    const targets =
      conversationId === null
        ? [...this.byConversation.values()].flatMap((s) => [...s])
        : [...(this.byConversation.get(conversationId) ?? [])];
    for (const wake of [...targets, ...this.operators]) wake(conversationId);
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

function parseConversation(payload: string): number | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value === 'object' && value !== null && 'c' in value && Number.isSafeInteger(value.c))
      return value.c as number;
  } catch {
    // Not ours: ignored.
  }
  return null;
}
