import { describe, expect, it } from 'vitest';
import { sameOutcome } from './same-outcome';

describe('sameOutcome', () => {
  it('ignores the order of fields (jsonb reorders them) but not values or array order', () => {
    const played = { winner: 'tie', engine: 'baccarat', player: [1, 2], banker: [3, 4] };
    expect(sameOutcome({ engine: 'baccarat', player: [1, 2], banker: [3, 4], winner: 'tie' }, played)).toBe(
      true,
    );
    expect(sameOutcome({ ...played, winner: 'player' }, played)).toBe(false);
    expect(sameOutcome({ ...played, player: [2, 1] }, played)).toBe(false);
    expect(sameOutcome({ ...played, extra: 1 }, played)).toBe(false);
  });

  it("checks a slot round's jackpot roll, and leaves it out only for a round played before it (decision 061)", () => {
    const reels = { engine: 'slot', stops: [1, 2, 3], rows: [['A']], line: ['A'], multiplier: 0 };
    expect(sameOutcome({ ...reels, jackpotRoll: 0.25 }, { ...reels, jackpotRoll: 0.25 })).toBe(true);
    expect(sameOutcome({ ...reels, jackpotRoll: 0.25 }, { ...reels, jackpotRoll: 0.5 })).toBe(false);
    expect(sameOutcome({ ...reels, jackpotRoll: 0.25 }, reels)).toBe(true);
    expect(sameOutcome({ ...reels, jackpotRoll: 0.25, multiplier: 5 }, reels)).toBe(false);
  });
});
