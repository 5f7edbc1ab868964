import { describe, expect, it } from 'vitest';
import { loadConfig } from '../context/config';
import { pickClientIp } from './client-ip';

const peer = '10.0.0.5';

describe('client address', () => {
  it('ignores X-Forwarded-For unless told to trust a proxy', () => {
    expect(pickClientIp(peer, '203.0.113.9', false)).toBe(peer);
  });

  it('takes the entry our own proxy appended, not the one the client wrote', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our proxy appended the address it saw.
    expect(pickClientIp(peer, '1.2.3.4, 203.0.113.9', { hops: 1 })).toBe('203.0.113.9');
    expect(pickClientIp(peer, '203.0.113.9', { hops: 1 })).toBe('203.0.113.9');
  });

  it('counts hops from the right through a chain of proxies', () => {
    // client forgery, the visitor (seen by the CDN), the CDN (seen by the load balancer)
    expect(pickClientIp(peer, '1.2.3.4, 203.0.113.9, 198.51.100.1', { hops: 2 })).toBe('203.0.113.9');
    // Fewer entries than hops: every entry was written by our proxies.
    expect(pickClientIp(peer, '203.0.113.9', { hops: 2 })).toBe('203.0.113.9');
  });

  it('falls back to the socket when the chosen entry is not an address', () => {
    expect(pickClientIp(peer, '1.2.3.4, <script>', { hops: 1 })).toBe(peer);
    expect(pickClientIp(peer, ' , ', { hops: 1 })).toBe(peer);
  });

  it('walks past trusted proxy addresses only', () => {
    const trust = { cidrs: ['10.0.0.0/8', '198.51.100.1'] };
    expect(pickClientIp(peer, '1.2.3.4, 203.0.113.9, 198.51.100.1', trust)).toBe('203.0.113.9');
    expect(pickClientIp(peer, '::ffff:203.0.113.9', trust)).toBe('203.0.113.9');
    // A peer that is not one of our proxies is the visitor, whatever it claims.
    expect(pickClientIp('203.0.113.50', '1.2.3.4', trust)).toBe('203.0.113.50');
    // Garbage left of our proxies: the last trusted hop is all we know.
    expect(pickClientIp(peer, 'nonsense, 10.1.1.1', trust)).toBe('10.1.1.1');
  });
});

describe('TRUST_PROXY', () => {
  const trustOf = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('reads off, hop counts and proxy ranges', () => {
    for (const off of [undefined, '', '0', 'false', 'no']) expect(trustOf(off), String(off)).toBe(false);
    expect(trustOf('1')).toEqual({ hops: 1 });
    expect(trustOf('true')).toEqual({ hops: 1 });
    expect(trustOf('YES')).toEqual({ hops: 1 });
    expect(trustOf('2')).toEqual({ hops: 2 });
    expect(trustOf('10.0.0.0/8, 192.0.2.7')).toEqual({ cidrs: ['10.0.0.0/8', '192.0.2.7'] });
  });

  it('refuses what it cannot read', () => {
    for (const bad of ['maybe', '10.0.0.0/33', '-1', '1.5', '10.0.0.1,', '99'])
      expect(() => trustOf(bad), bad).toThrow(/TRUST_PROXY/);
  });
});
