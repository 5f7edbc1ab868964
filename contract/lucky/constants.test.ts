import { describe, expect, it } from 'vitest';
import { CLIENT_SEED, CLIENT_SEED_MAX, CLIENT_SEED_PATTERN } from './constants';

describe('the client seed rule', () => {
  // A browser compiles an input's pattern as ^(?:pattern)$ with the v flag (HTML spec).
  const html = new RegExp(`^(?:${CLIENT_SEED_PATTERN})$`, 'v');

  it('as an HTML pattern accepts and refuses what the schemas do', () => {
    const seeds = [
      'a',
      'A-b_c.d:9',
      'x'.repeat(CLIENT_SEED_MAX),
      'x'.repeat(CLIENT_SEED_MAX + 1),
      '',
      'a b',
      'ä',
      'a/b',
    ];
    for (const seed of seeds) expect(html.test(seed), seed).toBe(CLIENT_SEED.test(seed));
  });
});
