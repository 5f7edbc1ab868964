import { describe, expect, it } from 'vitest';
import { resumeFrom, sseBody, type SseWriter } from './sse';

describe('the SSE body', () => {
  it('closes a stream whose reader stopped reading instead of queueing without bound', async () => {
    let writer: SseWriter | undefined;
    let cleaned = false;
    const body = sseBody({
      start(w) {
        writer = w;
        return () => {
          cleaned = true;
        };
      },
    });
    const big = 'x'.repeat(1024);
    for (let i = 0; i < 400 && !writer!.closed; i++) writer!.event('message', big, i + 1);
    expect(writer!.closed).toBe(true);
    expect(cleaned).toBe(true);
    await body.cancel();
  });

  it('sends a heartbeat, and ends at its lifetime', async () => {
    let writer: SseWriter | undefined;
    const body = sseBody({ heartbeatMs: 10, lifetimeMs: 60, start: (w) => ((writer = w), () => {}) });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain(': hb');
    expect(writer!.closed).toBe(true);
  });

  it('resumes from Last-Event-ID, else from the query', () => {
    expect(resumeFrom('42', 7)).toBe(42);
    expect(resumeFrom(undefined, 7)).toBe(7);
    expect(resumeFrom('nope', 7)).toBe(7);
    expect(resumeFrom('-3', 0)).toBe(0);
  });
});
