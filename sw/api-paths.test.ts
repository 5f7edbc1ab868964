import { describe, expect, it } from 'vitest';
import { isApiPath, isGameImage, isLobbyData, isStatus } from './api-paths';

describe('api paths', () => {
  it('stores lobby content only', () => {
    expect(isLobbyData('/lgw/games/hot')).toBe(true);
    expect(isLobbyData('/lgw/games/lanes')).toBe(true);
    expect(isLobbyData('/wps/system/announcements')).toBe(true);
    // Money, session and member calls are never stored.
    for (const p of [
      '/wps/v2/wallets/balance',
      '/wps/member/info',
      '/wps/session/login',
      '/wps/relay/GCS_walletTransfer',
      '/wps/member/games/recent',
      '/wps/system/status',
    ])
      expect(isLobbyData(p)).toBe(false);
  });

  it('recognises API, image and status paths', () => {
    expect(isApiPath('/wps/v2/wallets/balance')).toBe(true);
    expect(isApiPath('/assets/index.js')).toBe(false);
    expect(isGameImage('/img/games/pg-1.webp')).toBe(true);
    expect(isGameImage('/img/games/a/b')).toBe(false);
    expect(isStatus('/wps/system/status')).toBe(true);
  });
});
