import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../contract/system/schemas';
import { vipEnabled } from './vip-flag';

const site = (enabled: '0' | '1') =>
  ({
    info: {
      whitelabel: [
        { modId: 'MEMBER', enabled: '1', childrenNodes: [{ modId: 'VIP3', enabled, childrenNodes: [] }] },
      ],
    },
  }) as unknown as Permission;

describe('the VIP flag', () => {
  it('is unknown until the site information arrives', () => {
    expect(vipEnabled(null)).toBeNull();
  });
  it('follows the site VIP3 flag', () => {
    expect(vipEnabled(site('1'))).toBe(true);
    expect(vipEnabled(site('0'))).toBe(false);
  });
});
