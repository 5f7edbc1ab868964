import { describe, expect, it } from 'vitest';
import { memberTabs, tabFromSearch, thenTabFromSearch } from './member-tabs';

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

  it('reads the section to return to, a member-centre section only', () => {
    expect(thenTabFromSearch('?tab=securityCenter&then=withdraw')).toBe('withdraw');
    expect(thenTabFromSearch('?tab=securityCenter')).toBeNull();
    expect(thenTabFromSearch('?then=https://evil.example')).toBeNull();
  });

  it('lists the spec sections with the security centre first', () => {
    expect(memberTabs[0]).toBe('securityCenter');
    expect(memberTabs).toContain('transferFund');
    expect(memberTabs).toContain('playerRank');
  });
});
