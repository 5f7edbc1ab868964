import { describe, expect, it } from 'vitest';
import { oddsText, turnTo } from './lucky-labels';

describe('the wheel and its odds', () => {
  it('stops with the drawn segment centred under the pointer, always turning forward', () => {
    for (const [from, index] of [
      [0, 0],
      [0, 7],
      [1485, 3],
      [2000, 5],
    ] as const) {
      const to = turnTo(from, index, 8);
      expect(to).toBeGreaterThan(from);
      // Segment i spans [i·45°, (i+1)·45°) clockwise from the top; turning the wheel by `to`
      // brings the point at angle a to a + to, so the pointer (0°) shows the centre.
      expect(((((index + 0.5) * 45 + to) % 360) + 360) % 360).toBeCloseTo(0, 6);
    }
  });

  it('shows weight / total as a percentage', () => {
    const prizes = [{ weight: 1 }, { weight: 9 }, { weight: 990 }];
    expect(oddsText(1, prizes, 'en')).toBe('0.1 %');
    expect(oddsText(990, prizes, 'en')).toBe('99 %');
    expect(oddsText(9, prizes, 'vi')).toBe('0,9 %');
  });
});
