import { describe, expect, it } from 'vitest';
import { isApiPath, isGameImage, isLobbyData, isStatus, storedAudience } from './api-paths';
import { warmTarget } from './warm-target';

describe('api paths', () => {
  it('stores lobby content only', () => {
    expect(isLobbyData('/lgw/games/hot')).toBe(true);
    expect(isLobbyData('/lgw/games/lanes')).toBe(true);
    expect(isLobbyData('/wps/system/announcements')).toBe(true);
    // The help centre and terms are read offline (the lite app); searches and feedback are not kept.
    expect(isLobbyData('/wps/system/helpCenter')).toBe(true);
    expect(isLobbyData('/wps/system/helpCenter/search')).toBe(false);
    expect(isLobbyData('/wps/feedback')).toBe(false);
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

  it("keeps one copy of session-independent lobby content, a member's own of the announcements", () => {
    // Browsed while logged in, reopened later as a guest (the installed app's session is gone).
    for (const p of ['/lgw/games/lanes', '/lgw/games/hot', '/lgw/games/list', '/lgw/games/game_menus'])
      expect(storedAudience(p, true)).toBe('guest');
    expect(storedAudience('/wps/system/announcements', true)).toBe('member');
    expect(storedAudience('/wps/system/announcements', false)).toBe('guest');
  });

  it("warms the lobby calls and pictures the page made before the worker was there, as a guest's", () => {
    const origin = 'https://m.example';
    expect(warmTarget('/lgw/games/lanes?language=en', origin)).toEqual({
      kind: 'data',
      url: 'https://m.example/lgw/games/lanes?language=en',
    });
    expect(
      warmTarget('https://m.example/wps/system/announcements?language=vi&types=B&execution=A%2CF', origin),
    ).toEqual({
      kind: 'data',
      url: 'https://m.example/wps/system/announcements?language=vi&types=B&execution=B',
    });
    expect(warmTarget('/img/games/pg-1.png', origin)).toEqual({
      kind: 'image',
      url: 'https://m.example/img/games/pg-1.png',
    });
    for (const href of [
      '/wps/member/info',
      '/wps/v2/wallets/balance',
      'https://evil.example/lgw/games/lanes',
      '/assets/x.js',
    ])
      expect(warmTarget(href, origin), href).toBeNull();
  });
});
