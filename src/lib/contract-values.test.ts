import { describe, expect, it } from 'vitest';
import * as contract from '../../contract/common';
import { agentAccountTypes, gameTypePath } from './contract-values';

describe('browser copies of contract constants', () => {
  it('match the contract exactly', () => {
    expect(gameTypePath).toEqual(contract.gameTypePath);
    expect([...agentAccountTypes]).toEqual([...contract.agentAccountTypes]);
  });
});
