import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safe-url';

const base = 'https://lobby.example/';

describe('safeExternalUrl', () => {
  it('keeps http and https links', () => {
    expect(safeExternalUrl('https://chat.example/room?id=1', base)).toBe('https://chat.example/room?id=1');
    expect(safeExternalUrl('http://chat.example/', base)).toBe('http://chat.example/');
  });

  it('resolves relative paths against the site', () => {
    expect(safeExternalUrl('/cs/chat', base)).toBe('https://lobby.example/cs/chat');
  });

  it('refuses script, data and empty links', () => {
    expect(safeExternalUrl('javascript:alert(1)', base)).toBeNull();
    expect(safeExternalUrl(' JavaScript:alert(1)', base)).toBeNull();
    expect(safeExternalUrl('data:text/html,hi', base)).toBeNull();
    expect(safeExternalUrl('', base)).toBeNull();
    expect(safeExternalUrl(null, base)).toBeNull();
  });
});
