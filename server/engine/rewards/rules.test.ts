import { describe, expect, it } from 'vitest';
import { Rule } from '../../../contract/rewards/schemas';
import { evaluate, factNeeds, windowKey, type Facts } from './rules';

const facts = (over: Partial<Facts> = {}): Facts => ({
  isPlayer: true,
  accountAgeDays: 3,
  phoneVerified: false,
  depositCount: { all: 1, '7': 1 },
  depositSum: { all: 500_000n },
  validBet: { [windowKey(30, ['LIVE'])]: 1_000n },
  linkedClaimed: false,
  ...over,
});
const welcome = Rule.parse({
  op: 'all',
  rules: [{ op: 'player_only' }, { op: 'deposit_count', min: 1 }, { op: 'linked_accounts' }],
});

describe('rule language', () => {
  it('passes when every rule holds', () => {
    expect(evaluate(welcome, facts())).toEqual({ passed: true, failed: null });
  });

  it('names the first failing rule', () => {
    expect(evaluate(welcome, facts({ isPlayer: false })).failed).toBe('player_only');
    expect(evaluate(welcome, facts({ depositCount: { all: 0 } })).failed).toBe('deposit_count');
    expect(evaluate(welcome, facts({ linkedClaimed: true })).failed).toBe('linked_accounts');
  });

  it('fails a rule whose fact is absent (no VIP levels yet, no linked-account answer)', () => {
    expect(evaluate({ op: 'vip_level', min: 0 }, facts()).failed).toBe('vip_level');
    expect(evaluate({ op: 'linked_accounts' }, facts({ linkedClaimed: undefined })).failed).toBe(
      'linked_accounts',
    );
    expect(evaluate({ op: 'deposit_sum', min: '1', days: 7 }, facts()).failed).toBe('deposit_sum');
  });

  it('any passes on one child, not inverts, windows and game types are keyed', () => {
    const r = Rule.parse({
      op: 'any',
      rules: [{ op: 'phone_verified' }, { op: 'valid_bet', min: '1000', gameTypes: ['LIVE'], days: 30 }],
    });
    expect(evaluate(r, facts()).passed).toBe(true);
    expect(evaluate(r, facts({ validBet: {} })).failed).toBe('phone_verified');
    expect(
      evaluate({ op: 'not', rule: { op: 'phone_verified' } }, facts({ phoneVerified: true })).failed,
    ).toBe('not');
    const needs = factNeeds(r);
    expect([...needs.bets.keys()]).toEqual([windowKey(30, ['LIVE'])]);
    expect(needs.linked).toBe(false);
  });

  it('asks for the linked-accounts fact only when a rule reads it', () => {
    expect(factNeeds({ op: 'player_only' }).linked).toBe(false);
    expect(factNeeds(welcome).linked).toBe(true);
    expect(factNeeds({ op: 'not', rule: { op: 'linked_accounts' } }).linked).toBe(true);
  });

  it('account age bounds and deposit count bounds', () => {
    expect(evaluate({ op: 'account_age', maxDays: 2 }, facts()).failed).toBe('account_age');
    expect(evaluate({ op: 'deposit_count', max: 0 }, facts()).failed).toBe('deposit_count');
  });
});
