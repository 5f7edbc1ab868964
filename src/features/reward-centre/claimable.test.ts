import { describe, expect, it } from 'vitest';
import { centreClaimable } from './claimable';
import type { RewardCentre } from './reward-centre-api';

const signIn = {
  today: '2026-11-24',
  signedToday: false,
  streak: 2,
  ladder: ['2000', '3000'],
  cycleDone: 0,
  todayAmount: '2000',
  eligible: true,
  blockedBy: null,
};
const rescue = {
  day: '2026-11-23',
  loss: '300000',
  amount: '15000',
  state: 'claim' as const,
  percent: 5,
  minLoss: '200000',
  cap: '2000000',
};

describe('the reward centre badge', () => {
  it('counts an unsigned day, tasks ready to claim and a claimable rescue', () => {
    const c: RewardCentre = {
      signIn,
      tasks: [
        { task: 'bind_phone', done: true, state: 'claim', amount: '10000' },
        { task: 'first_deposit', done: false, state: 'todo', amount: '20000' },
        { task: 'first_bet', done: true, state: 'claimed', amount: '10000' },
      ],
      rescue,
    };
    expect(centreClaimable(c)).toBe(3);
  });

  it('counts nothing once signed, for a non-player, or when the cards are closed', () => {
    expect(centreClaimable({ signIn: { ...signIn, signedToday: true }, tasks: [], rescue: null })).toBe(0);
    expect(
      centreClaimable({
        signIn: { ...signIn, eligible: false, blockedBy: 'deposit_count' },
        tasks: [],
        rescue: null,
      }),
    ).toBe(0);
    expect(centreClaimable({ signIn: null, tasks: [], rescue: { ...rescue, state: 'none' } })).toBe(0);
  });
});
