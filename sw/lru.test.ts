import { describe, expect, it } from 'vitest';
import { evictions } from './lru';

describe('evictions', () => {
  it('drops the least recently used images until the total fits', () => {
    const entries = {
      a: { size: 40, used: 3 },
      b: { size: 40, used: 1 },
      c: { size: 40, used: 2 },
    };
    expect(evictions(entries, 100)).toEqual(['b']);
    expect(evictions(entries, 40)).toEqual(['b', 'c']);
    expect(evictions(entries, 120)).toEqual([]);
  });
});
