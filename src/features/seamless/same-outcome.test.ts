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
});
