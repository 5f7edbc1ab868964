import { describe, expect, it } from 'vitest';
import { CHAT_TYPING_EVERY_MS } from '../../../contract/chat';
import { throttleTyping } from './typing';

describe('typing signal', () => {
  it('goes out at most once every few seconds while keys are pressed', () => {
    let clock = 1_000_000;
    let sent = 0;
    const typing = throttleTyping(
      () => {
        sent++;
        return Promise.resolve();
      },
      () => clock,
    );
    for (let i = 0; i < 10; i++) {
      typing();
      clock += 200;
    }
    expect(sent).toBe(1);
    clock += CHAT_TYPING_EVERY_MS;
    typing();
    typing();
    expect(sent).toBe(2);
  });

  it('announces again at once after a message, whose arrival ended the other side\'s "typing…"', () => {
    let clock = 1_000_000;
    let sent = 0;
    const typing = throttleTyping(
      () => {
        sent++;
        return Promise.resolve();
      },
      () => clock,
    );
    typing();
    clock += 500;
    typing();
    expect(sent).toBe(1);
    typing.sent();
    typing();
    expect(sent).toBe(2);
  });
});
