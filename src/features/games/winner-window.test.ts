import { describe, expect, it } from 'vitest';
import { nextRevealCount } from '../../lib/idle';
import { winnerWindow } from './winner-window';

describe('winner scroller window', () => {
  it('holds the five rows in view and the next one, looping round the list', () => {
    expect(winnerWindow(0, 50)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(winnerWindow(47, 50)).toEqual([47, 48, 49, 0, 1, 2]);
  });

  it('shows a short list whole, without a row to slide in', () => {
    expect(winnerWindow(0, 3)).toEqual([0, 1, 2]);
    expect(winnerWindow(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(winnerWindow(0, 6)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('progressive reveal', () => {
  it('adds one item per idle moment and stops at the total', () => {
    expect(nextRevealCount(1, 8)).toBe(2);
    expect(nextRevealCount(8, 8)).toBe(8);
    expect(nextRevealCount(0, 0)).toBe(0);
  });
});
