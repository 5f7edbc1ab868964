import { describe, expect, it } from 'vitest';
import { CHAT_TYPING_EVERY_MS } from '../../../contract/chat/schemas';
import { throttleTyping } from './typing';

/** A throttled typing signal on a clock the test moves, counting what went out. */
function typingOnTestClock() {
  const state = { clock: 1_000_000, sent: 0 };
  const typing = throttleTyping(
    () => {
      state.sent++;
      return Promise.resolve();
    },
    () => state.clock,
  );
  return { typing, state };
}

describe('typing signal', () => {
  it('goes out at most once every few seconds while keys are pressed', () => {
    const { typing, state } = typingOnTestClock();
    for (let i = 0; i < 10; i++) {
      typing();
      state.clock += 200;
    }
    expect(state.sent).toBe(1);
    state.clock += CHAT_TYPING_EVERY_MS;
    typing();
    typing();
    expect(state.sent).toBe(2);
  });

  it('announces again at once after a message, whose arrival ended the other side\'s "typing…"', () => {
    const { typing, state } = typingOnTestClock();
    typing();
    state.clock += 500;
    typing();
    expect(state.sent).toBe(1);
    typing.sent();
    typing();
    expect(state.sent).toBe(2);
  });
});
