import type { ChangeTopic } from './changes';

/** In-process fan-out of published changes to the caches that depend on them. */
export class ChangeHub {
  private readonly handlers = new Map<ChangeTopic, Array<() => void>>();

  on(topic: ChangeTopic, handler: () => void): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  emit(topic: ChangeTopic | 'reconnected'): void {
    const topics = topic === 'reconnected' ? [...this.handlers.keys()] : [topic];
    for (const t of topics) for (const h of this.handlers.get(t) ?? []) h();
  }
}
