import { describe, expect, it } from 'vitest';
import { claimButton, isOver, type ClaimFacts } from './claim-state';

const now = Date.parse('2026-11-24T02:00:00Z');
const open: ClaimFacts = {
  claimMode: 'claim',
  state: 'claim',
  blockedBy: null,
  budgetExhausted: false,
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-12-31T00:00:00Z',
};

describe('claimButton', () => {
  it('asks a guest to log in, and shows an ended promotion as expired to everyone', () => {
    expect(claimButton({ ...open, state: null }, now)).toEqual({ kind: 'login' });
    expect(claimButton({ ...open, state: null, endsAt: '2026-11-24T01:59:59Z' }, now)).toEqual({
      kind: 'expired',
    });
    expect(claimButton({ ...open, state: null, budgetExhausted: true }, now)).toEqual({ kind: 'expired' });
  });
  it('offers claim when claimable, and the application form for an application promotion', () => {
    expect(claimButton(open, now)).toEqual({ kind: 'claim' });
    expect(claimButton({ ...open, claimMode: 'apply', state: 'join' }, now)).toEqual({ kind: 'apply' });
    expect(claimButton({ ...open, claimMode: 'apply', state: 'claim' }, now)).toEqual({ kind: 'apply' });
  });
  it('names the rule still to meet, and offers a deposit when a deposit is what is missing', () => {
    expect(claimButton({ ...open, state: 'join', blockedBy: 'deposit_count' }, now)).toEqual({
      kind: 'join',
      rule: 'deposit_count',
      deposit: true,
    });
    expect(claimButton({ ...open, state: 'join', blockedBy: 'valid_bet' }, now)).toEqual({
      kind: 'join',
      rule: 'valid_bet',
      deposit: false,
    });
    expect(
      claimButton({ ...open, claimMode: 'apply', state: 'join', blockedBy: 'account_age' }, now),
    ).toEqual({
      kind: 'join',
      rule: 'account_age',
      deposit: false,
    });
  });
  it('keeps what the member has even after the promotion ended', () => {
    const ended = { ...open, endsAt: '2026-11-01T00:00:00Z' };
    expect(claimButton({ ...ended, state: 'claimed' }, now)).toEqual({ kind: 'claimed' });
    expect(claimButton({ ...ended, state: 'applying' }, now)).toEqual({ kind: 'applying' });
    expect(claimButton({ ...ended, state: 'rejected' }, now)).toEqual({ kind: 'rejected' });
    expect(claimButton({ ...ended, state: 'claim' }, now)).toEqual({ kind: 'expired' });
  });
  it('shows an automatic promotion as nothing to tap, and the server saying expired as expired', () => {
    expect(claimButton({ ...open, claimMode: 'auto', state: 'join' }, now)).toEqual({ kind: 'auto' });
    expect(claimButton({ ...open, state: 'expired' }, now)).toEqual({ kind: 'expired' });
  });
});

describe('claimButton before the start', () => {
  it('says when it starts, to guests and members alike, instead of a join that does nothing', () => {
    const later = { ...open, state: 'join' as const, startsAt: '2026-11-25T00:00:00Z' };
    expect(claimButton(later, now)).toEqual({ kind: 'soon', startsAt: '2026-11-25T00:00:00Z' });
    expect(claimButton({ ...later, state: null }, now)).toEqual({
      kind: 'soon',
      startsAt: '2026-11-25T00:00:00Z',
    });
    expect(claimButton({ ...later, startsAt: '2026-11-24T02:00:00Z' }, now)).toEqual({
      kind: 'join',
      rule: null,
      deposit: false,
    });
  });
});

describe('isOver', () => {
  it('is over at the end instant, not before; never for an open-ended one with budget', () => {
    expect(isOver({ budgetExhausted: false, endsAt: '2026-11-24T02:00:00Z' }, now)).toBe(true);
    expect(isOver({ budgetExhausted: false, endsAt: '2026-11-24T02:00:01Z' }, now)).toBe(false);
    expect(isOver({ budgetExhausted: false, endsAt: null }, now)).toBe(false);
  });
});
