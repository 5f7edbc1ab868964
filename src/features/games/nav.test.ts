import { describe, expect, it } from 'vitest';
import type { GameType } from '../../../contract/common';
import type { Lane } from './lanes';
import { activeNavKey, buildNav } from './nav';

const lane = (type: GameType): Lane => ({ type, vendors: [] });

describe('buildNav', () => {
  it('puts home first, server categories in order, then the fixed entries', () => {
    const nav = buildNav([lane('LIVE'), lane('RNG'), lane('SPORTS')]);
    expect(nav.map((e) => e.key)).toEqual([
      'home',
      'LIVE',
      'RNG',
      'SPORTS',
      'COCKFIGHT',
      'favorite',
      'promotions',
    ]);
    expect(nav.map((e) => e.path)).toEqual([
      '/',
      '/live',
      '/rng',
      '/sports',
      '/cockfight',
      '/favorite',
      '/promotions',
    ]);
    expect(nav.find((e) => e.key === 'RNG')!.testId).toBe('nav-RNG');
  });

  it('does not add cockfight twice when the server has it', () => {
    const nav = buildNav([lane('RNG'), lane('COCKFIGHT'), lane('LOTT')]);
    expect(nav.filter((e) => e.key === 'COCKFIGHT')).toHaveLength(1);
    expect(nav.map((e) => e.key)).toEqual(['home', 'RNG', 'COCKFIGHT', 'LOTT', 'favorite', 'promotions']);
  });

  it('still offers the fixed entries without server categories', () => {
    expect(buildNav([]).map((e) => e.key)).toEqual(['home', 'COCKFIGHT', 'favorite', 'promotions']);
  });

  it('maps every game type to its spec path', () => {
    const all: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];
    const paths = Object.fromEntries(buildNav(all.map(lane)).map((e) => [e.key, e.path]));
    expect(paths).toMatchObject({
      RNG: '/rng',
      LIVE: '/live',
      FISH: '/fish',
      PVP: '/pvp',
      SPORTS: '/sports',
      ESPORTS: '/esports',
      COCKFIGHT: '/cockfight',
      LOTT: '/lott',
      ELOTT: '/elott',
    });
  });
});

describe('activeNavKey', () => {
  const nav = buildNav([lane('RNG'), lane('LIVE')]);
  it('treats lobby aliases as home', () => {
    for (const p of ['/', '/index', '/index.html', '/home', '/login'])
      expect(activeNavKey(p, nav)).toBe('home');
  });
  it('matches category and fixed paths', () => {
    expect(activeNavKey('/rng', nav)).toBe('RNG');
    expect(activeNavKey('/cockfight', nav)).toBe('COCKFIGHT');
    expect(activeNavKey('/promotions', nav)).toBe('promotions');
    expect(activeNavKey('/member', nav)).toBeNull();
  });
});
