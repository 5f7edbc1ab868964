import { describe, expect, it } from 'vitest';
import { carriesLaunchToken, lobbyPaths, lotteryPaths, showsSideMenu } from './route-rules';

describe('route rules', () => {
  it('hides the side menu on the spec pages only', () => {
    for (const p of ['/seamless', '/lottert', '/vnlottery', '/sealottery', '/seamless/'])
      expect(showsSideMenu(p)).toBe(false);
    for (const p of ['/', '/rng', '/seaLottery', '/vnLottery', '/lottery', '/promotions'])
      expect(showsSideMenu(p)).toBe(true);
  });

  it('maps every lobby path to its game type', () => {
    expect(Object.keys(lobbyPaths).sort()).toEqual([
      '/cockfight',
      '/elott',
      '/esports',
      '/fish',
      '/live',
      '/lott',
      '/pvp',
      '/rng',
      '/sports',
    ]);
    expect(lobbyPaths['/rng']).toBe('RNG');
  });

  it('knows all lottery spellings', () => {
    expect(Object.keys(lotteryPaths)).toHaveLength(6);
    expect(lotteryPaths['/sealottery']).toBe(lotteryPaths['/seaLottery']);
  });

  it("takes ?token= on game and lottery pages for the game's launch token, elsewhere for a login", () => {
    for (const p of [
      '/seamless',
      '/seamless/',
      '/vnLottery',
      '/vnlottery',
      '/seaLottery',
      '/lottery',
      '/lottert',
    ])
      expect(carriesLaunchToken(p), p).toBe(true);
    for (const p of ['/', '/member', '/rng', '/forget', '/agentHome'])
      expect(carriesLaunchToken(p), p).toBe(false);
  });
});
