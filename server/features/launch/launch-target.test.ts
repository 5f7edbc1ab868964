import { describe, expect, it } from 'vitest';
import { launchTarget, needsToken, type LaunchableGame } from './launch-target';

const game = (over: Partial<LaunchableGame>): LaunchableGame => ({
  id: 42,
  vendorCode: 'PG',
  gameType: 'RNG',
  gameCode: 'golden-tiger',
  isGame: null,
  ...over,
});

describe('launchTarget', () => {
  it('sends the Vietnamese lottery vendor to /vnLottery, in either lane', () => {
    expect(launchTarget(game({ vendorCode: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_MB' }))).toEqual({
      kind: 'route',
      path: '/vnLottery?gameCode=VN_MB',
    });
    expect(
      launchTarget(game({ vendorCode: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'VN_MB_45S' })),
    ).toEqual({ kind: 'route', path: '/vnLottery?gameCode=VN_MB_45S' });
  });

  it('sends the sea lottery vendor to /seaLottery', () => {
    expect(launchTarget(game({ vendorCode: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SG_4D' }))).toEqual({
      kind: 'route',
      path: '/seaLottery?gameCode=SG_4D',
    });
  });

  it('sends other lottery and e-lottery games to /lottery, with the code escaped', () => {
    expect(launchTarget(game({ vendorCode: 'GW', gameType: 'LOTT', gameCode: 'KENO_1M' }))).toEqual({
      kind: 'route',
      path: '/lottery?gameCode=KENO_1M',
    });
    expect(launchTarget(game({ vendorCode: 'TCG', gameType: 'ELOTT', gameCode: 'a&b' }))).toEqual({
      kind: 'route',
      path: '/lottery?gameCode=a%26b',
    });
  });

  it('opens the vendor list for a VASSALAGE tile, else the game', () => {
    const list = launchTarget(game({ vendorCode: 'EVO', gameType: 'LIVE', isGame: 'VASSALAGE' }));
    expect(list).toEqual({ kind: 'vendorList', vassalage: 'EVO', gameType: 'LIVE' });
    const url = launchTarget(game({}));
    expect(url).toEqual({ kind: 'url', url: '/seamless?nodeId=42' });
  });

  it('hands game pages the node id and the launch token, escaped', () => {
    expect(launchTarget(game({}), 'tok_en-1')).toEqual({
      kind: 'url',
      url: '/seamless?nodeId=42&token=tok_en-1',
    });
    expect(
      launchTarget(game({ vendorCode: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_MB' }), 'a+b'),
    ).toEqual({ kind: 'route', path: '/vnLottery?gameCode=VN_MB&nodeId=42&token=a%2Bb' });
    expect(needsToken(game({ isGame: 'VASSALAGE', gameType: 'LIVE' }))).toBe(false);
    expect(needsToken(game({ isGame: 'VASSALAGE', gameType: 'LOTT' }))).toBe(true);
    expect(needsToken(game({}))).toBe(true);
  });
});
