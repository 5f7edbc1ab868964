import { describe, expect, it } from 'vitest';
import { memberTabs, tabFromSearch } from './member-tabs';

describe('member centre tabs', () => {
  it('opens the section the query names', () => {
    expect(tabFromSearch('?tab=withdraw')).toBe('withdraw');
    expect(tabFromSearch('tab=securityCenter')).toBe('securityCenter');
  });

  it('falls back to the security centre for a missing or unknown section', () => {
    expect(tabFromSearch('')).toBe('securityCenter');
    expect(tabFromSearch('?tab=__proto__')).toBe('securityCenter');
    expect(tabFromSearch('?tab=SECURITYCENTER')).toBe('securityCenter');
  });

  it('lists the spec sections with the security centre first', () => {
    expect(memberTabs[0]).toBe('securityCenter');
    expect(memberTabs).toContain('transferFund');
    expect(memberTabs).toContain('playerRank');
  });
});
