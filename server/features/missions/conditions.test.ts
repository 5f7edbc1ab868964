import { describe, expect, it } from 'vitest';
import type { MissionCondition } from '../../../contract/missions/schemas';
import {
  contribution,
  isoWeekOf,
  periodKeyOf,
  periodStart,
  previousWeek,
  resetsAt,
  targetOf,
  weekMonday,
  type MissionEvent,
} from './conditions';

const at = new Date('2026-11-24T03:00:00Z');
const bet = (gameType: string | null, valid = 5000n, game = 'HOUSE/slot'): MissionEvent => ({
  kind: 'bet',
  at,
  valid,
  gameType,
  game,
});
const deposit: MissionEvent = { kind: 'deposit', at, amount: 300_000n };
const login = (when: string): MissionEvent => ({ kind: 'login', at: new Date(when) });

describe('mission conditions', () => {
  it('a bet condition counts the valid bet of its game types only; any type without a list', () => {
    const slots: MissionCondition = { type: 'bet', amount: '200000', gameTypes: ['RNG'] };
    expect(contribution(slots, bet('RNG'))).toEqual({ amount: 5000n });
    expect(contribution(slots, bet('LIVE'))).toBeNull();
    // A game outside the catalogue has no type: it counts only where any type does.
    expect(contribution(slots, bet(null))).toBeNull();
    expect(contribution({ type: 'bet', amount: '1' }, bet(null))).toEqual({ amount: 5000n });
    // A fully hedged bet (valid 0) adds nothing.
    expect(contribution(slots, bet('RNG', 0n))).toBeNull();
    expect(contribution(slots, deposit)).toBeNull();
    expect(targetOf(slots)).toBe(200000n);
  });

  it('a deposit condition sums credited deposits and ignores bets and logins', () => {
    const c: MissionCondition = { type: 'deposit', amount: '1000000' };
    expect(contribution(c, deposit)).toEqual({ amount: 300_000n });
    expect(contribution(c, bet('RNG'))).toBeNull();
    expect(contribution(c, login('2026-11-24T01:00:00Z'))).toBeNull();
    expect(targetOf(c)).toBe(1_000_000n);
  });

  it('login days mark the site day (GMT+7) of the login, so two logins of one day are one day', () => {
    const c: MissionCondition = { type: 'login_days', days: 5 };
    expect(contribution(c, login('2026-11-24T01:00:00Z'))).toEqual({ mark: '2026-11-24' });
    // 23:30 UTC is already the next day in Vietnam.
    expect(contribution(c, login('2026-11-24T17:30:00Z'))).toEqual({ mark: '2026-11-25' });
    expect(contribution(c, bet('RNG'))).toBeNull();
    expect(targetOf(c)).toBe(5n);
  });

  it('distinct games name the game of a valid bet, of the listed types (the pass sums them to the minimum)', () => {
    const c: MissionCondition = {
      type: 'distinct_games',
      games: 3,
      minBet: '20000',
      gameTypes: ['RNG', 'FISH'],
    };
    expect(contribution(c, bet('RNG', 1n, 'HOUSE/slot'))).toEqual({ game: 'HOUSE/slot' });
    expect(contribution(c, bet('RNG', 0n, 'HOUSE/slot'))).toBeNull();
    expect(contribution(c, bet('LIVE', 1n, 'EVO/baccarat'))).toBeNull();
    expect(targetOf(c)).toBe(3n);
  });
});

describe('mission periods', () => {
  it('daily keys are site days, weekly keys ISO weeks of the site day, one-off missions never reset', () => {
    // Sunday 2026-11-29 17:30 UTC is Monday 2026-11-30 00:30 in Vietnam: the next week.
    expect(periodKeyOf('daily', new Date('2026-11-29T16:59:59Z'))).toBe('2026-11-29');
    expect(periodKeyOf('daily', new Date('2026-11-29T17:00:00Z'))).toBe('2026-11-30');
    expect(periodKeyOf('weekly', new Date('2026-11-29T16:59:59Z'))).toBe('2026-W48');
    expect(periodKeyOf('weekly', new Date('2026-11-29T17:30:00Z'))).toBe('2026-W49');
    expect(periodKeyOf('once', at)).toBe('once');
    expect(resetsAt('once', 'once')).toBeNull();
    expect(resetsAt('daily', '2026-11-24')!.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(resetsAt('weekly', '2026-W48')!.toISOString()).toBe('2026-11-29T17:00:00.000Z');
    expect(periodStart('daily', '2026-11-24')!.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(periodStart('weekly', '2026-W48')!.toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(periodStart('once', 'once')).toBeNull();
  });

  it('ISO weeks across year ends', () => {
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53'); // a Friday: the last week of 2026
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(weekMonday('2025-W01')).toBe('2024-12-30');
    expect(weekMonday('2026-W53')).toBe('2026-12-28');
    expect(previousWeek('2026-W01')).toBe('2025-W52');
    expect(previousWeek('2027-W01')).toBe('2026-W53');
  });
});
