import { describe, expect, it } from 'vitest';
import { stillBelongsTo } from './boot-shell';

describe('stillBelongsTo', () => {
  it('keeps the home banner on every spelling of the home page only', () => {
    for (const path of ['/', '/index', '/index.html', '/home', '/home/'])
      expect(stillBelongsTo('/', path)).toBe(true);
    for (const path of ['/member', '/down', '/promotions', '/help', '/agentHome', '/rng'])
      expect(stillBelongsTo('/', path), path).toBe(false);
  });

  it("keeps a grid lobby's still row on that lobby only, and nothing without a route", () => {
    expect(stillBelongsTo('/rng', '/rng')).toBe(true);
    expect(stillBelongsTo('/rng', '/RNG/')).toBe(true);
    expect(stillBelongsTo('/rng', '/live')).toBe(false);
    expect(stillBelongsTo('/rng', '/')).toBe(false);
    expect(stillBelongsTo(null, '/')).toBe(false);
  });
});
