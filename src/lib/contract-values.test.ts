import { describe, expect, it } from 'vitest';
import * as chat from '../../contract/chat';
import * as contract from '../../contract/common';
import * as operator from '../../contract/operator';
import * as values from './contract-values';
import { gameTypePath } from './contract-values';

describe('browser copies of contract constants', () => {
  it('match the contract exactly', () => {
    expect(gameTypePath).toEqual(contract.gameTypePath);
    expect(values.CHAT_GUEST_HEADER).toBe(chat.CHAT_GUEST_HEADER);
    expect(values.CHAT_TEXT_MAX).toBe(chat.CHAT_TEXT_MAX);
    expect(values.CHAT_IMAGE_MAX_BYTES).toBe(chat.CHAT_IMAGE_MAX_BYTES);
    expect(values.OPERATOR_KEY_HEADER).toBe(operator.OPERATOR_KEY_HEADER);
  });
});
