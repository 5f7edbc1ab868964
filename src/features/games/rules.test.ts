import { describe, expect, it } from 'vitest';
import { classifyTabs, hasGameGrid, initialFilter, reduceFilter } from './lobby-filter';
import { homeGameView, nextGameCount, nextPageToLoad, tileStyle } from './list-view';
import { formatMoney } from '../wallet/money';
import { formatJackpot, JACKPOT_COUNT_STEPS, jackpotBetween } from './jackpot';

describe('lobby filters (spec section 4)', () => {
  const searching = { ...initialFilter('PG'), classify: 'HOT' as const, page: 3, search: 'ho', term: 'ho' };
  it('picking a vendor resets classify to ALL, page to 1 and the search', () => {
    expect(reduceFilter(searching, { type: 'vendor', vassalage: 'JDB' })).toEqual(initialFilter('JDB'));
  });
  it('a classify change resets page and search text', () => {
    const next = reduceFilter(searching, { type: 'classify', classify: 'NEW' });
    expect(next).toMatchObject({ vassalage: 'PG', classify: 'NEW', page: 1, search: '', term: null });
  });
  it('a page above the total is ignored', () => {
    const s = initialFilter();
    expect(reduceFilter(s, { type: 'page', page: 6, totalPages: 5 })).toBe(s);
    expect(reduceFilter(s, { type: 'page', page: 5, totalPages: 5 }).page).toBe(5);
  });
  it('a search needs 2 characters and goes to page 1', () => {
    const s = { ...initialFilter(), page: 4 };
    expect(reduceFilter({ ...s, search: 'h' }, { type: 'search' })).toEqual({ ...s, search: 'h' });
    expect(reduceFilter({ ...s, search: ' ho ' }, { type: 'search' })).toMatchObject({ term: 'ho', page: 1 });
  });
  it('tabs: new only for slots, recent and favourites only when logged in', () => {
    expect(classifyTabs('RNG', true)).toEqual(['ALL', 'HOT', 'RECENT', 'FAV', 'NEW']);
    expect(classifyTabs('LIVE', false)).toEqual(['ALL', 'HOT']);
  });
  it('only slots, live, fishing and cards have a game grid', () => {
    expect(['RNG', 'LIVE', 'FISH', 'PVP'].every((t) => hasGameGrid(t as 'RNG'))).toBe(true);
    expect(hasGameGrid('SPORTS')).toBe(false);
  });
});

describe('home game lists', () => {
  it('asks the next page of 12 only when more are to be shown than are here (ADR 071)', () => {
    expect(nextPageToLoad(12, 24, 489, 12)).toBe(2);
    expect(nextPageToLoad(24, 36, 489, 12)).toBe(3);
    expect(nextPageToLoad(0, 12, 0, 12)).toBeUndefined();
    expect(nextPageToLoad(0, 12, 489, 12)).toBe(1);
    expect(nextPageToLoad(24, 24, 489, 12)).toBeUndefined();
    // The last page came short: every game is here.
    expect(nextPageToLoad(20, 24, 20, 12)).toBeUndefined();
    expect(nextPageToLoad(480, 489, 489, 12)).toBe(41);
  });
  it('shows 12 and offers more only past 10', () => {
    expect(homeGameView(30, 12)).toEqual({ shown: 12, total: 30, canExpand: true });
    expect(homeGameView(10, 12)).toEqual({ shown: 10, total: 10, canExpand: false });
    expect(homeGameView(11, 12)).toEqual({ shown: 11, total: 11, canExpand: false });
    expect(homeGameView(30, 24)).toEqual({ shown: 24, total: 30, canExpand: true });
    expect(nextGameCount(24, 30)).toBe(30);
  });
  it('tile colour style is nodeId mod 5 plus 1', () => {
    expect([0, 1, 4, 5, 13].map(tileStyle)).toEqual([1, 2, 5, 1, 4]);
  });
});

describe('jackpot ticker', () => {
  it('counts from the last real value to the next one, ending exactly on it, never past it', () => {
    expect(jackpotBetween(10_000_000, 10_000_120, 0)).toBe(10_000_000);
    expect(jackpotBetween(10_000_000, 10_000_120, 6)).toBe(10_000_060);
    expect(jackpotBetween(10_000_000, 10_000_120, JACKPOT_COUNT_STEPS)).toBe(10_000_120);
    expect(jackpotBetween(10_000_000, 10_000_120, JACKPOT_COUNT_STEPS + 3)).toBe(10_000_120);
    // A win resets the pool to its seed: the figure counts down to it, never below it.
    const down = Array.from({ length: JACKPOT_COUNT_STEPS + 1 }, (_, i) =>
      jackpotBetween(55_000_000, 10_000_000, i),
    );
    expect(down.every((v, i) => i === 0 || v <= down[i - 1]!)).toBe(true);
    expect(Math.min(...down)).toBe(10_000_000);
    for (const v of down) expect(Number.isInteger(v)).toBe(true);
  });
  it('formats as all other money: whole dong, grouped for the language, with ₫ (decision 028)', () => {
    expect(formatJackpot(1_102_452.82, 'vi')).toBe('1.102.452 ₫');
    expect(formatJackpot(1_102_452.82, 'en')).toBe('1,102,452 ₫');
    // The same text as the shared money formatter of the header balance, the records and the winners.
    for (const locale of ['vi', 'en'])
      for (const v of [0, 999.99, 1000, 1_100_000, 1_199_999.99, 1_234_567.891, 123_456_789.1, 1e9 + 0.07])
        expect(formatJackpot(v, locale)).toBe(formatMoney(String(Math.floor(v)), undefined, locale));
  });
});
