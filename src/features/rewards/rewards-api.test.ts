import { describe, expect, it } from 'vitest';
import { rewardPaths as contract } from '../../../contract/rewards';
import { rewardPaths } from './rewards-api';

describe('the client copy of the rewards paths', () => {
  it('says what the contract says', () => {
    for (const [name, path] of Object.entries(contract)) {
      const mine = rewardPaths[name as keyof typeof rewardPaths];
      if (typeof path === 'function') expect((mine as (id: number) => string)(42)).toBe(path(42));
      else expect(mine).toBe(path);
    }
    expect(Object.keys(rewardPaths).sort()).toEqual(Object.keys(contract).sort());
  });
});
