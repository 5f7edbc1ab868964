import { describe, expect, it } from 'vitest';
import { buildBlockList, isBlocked, parseIpOrCidr } from './ip-rules';

describe('ip rules', () => {
  it('parses addresses and ranges into canonical text', () => {
    expect(parseIpOrCidr('10.1.2.3')?.text).toBe('10.1.2.3');
    expect(parseIpOrCidr('10.1.0.0/16')?.text).toBe('10.1.0.0/16');
    expect(parseIpOrCidr('10.1.2.3/32')?.text).toBe('10.1.2.3');
    expect(parseIpOrCidr('2001:DB8::/32')?.text).toBe('2001:db8::/32');
  });

  it('refuses what is not an address or range', () => {
    for (const bad of ['', 'localhost', '10.1.2.3/33', '10.1.2.3/x', '1.2.3.4/8/9', '300.1.1.1', '::/129']) {
      expect(parseIpOrCidr(bad), bad).toBeNull();
    }
  });

  it('matches addresses inside a range and not outside', () => {
    const list = buildBlockList(['192.0.2.0/24', '198.51.100.7', '2001:db8::/32']);
    expect(isBlocked(list, '192.0.2.200')).toBe(true);
    expect(isBlocked(list, '192.0.3.1')).toBe(false);
    expect(isBlocked(list, '198.51.100.7')).toBe(true);
    expect(isBlocked(list, '198.51.100.8')).toBe(false);
    expect(isBlocked(list, '2001:db8::1')).toBe(true);
    expect(isBlocked(list, 'garbage')).toBe(false);
  });
});
