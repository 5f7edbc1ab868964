import type { ChangeTopic } from './changes';

/** In-process fan-out of published changes to the caches that depend on them. */
export class ChangeHub {
  private readonly handlers = new Map<ChangeTopic, Array<() => void>>();
  private readonly chatHandlers: Array<(payload: string | null) => void> = [];

  /** Live-chat notifications; null after the listener reconnected (anything may have been missed). */
  onChat(handler: (payload: string | null) => void): void {
    this.chatHandlers.push(handler);
  }

  emitChat(payload: string | null): void {
    for (const h of this.chatHandlers) h(payload);
  }
  private readonly everyTopic: Array<() => void> = [];

  on(topic: ChangeTopic, handler: () => void): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  /** For a cache that holds answers of every topic (the fast lane): any change drops it. */
  onAny(handler: () => void): void {
    this.everyTopic.push(handler);
  }

  emit(topic: ChangeTopic | 'reconnected'): void {
    for (const h of this.everyTopic) h();
    const topics = topic === 'reconnected' ? [...this.handlers.keys()] : [topic];
    for (const t of topics) for (const h of this.handlers.get(t) ?? []) h();
    if (topic === 'reconnected') this.emitChat(null);
  }
}
