import { describe, expect, it } from 'vitest';
import type { GameType } from '../../../contract/common';
import type { GameMenu, VendorCard } from '../../../contract/games/schemas';
import { footerVendors, homeVendorView, toLanes } from './lanes';

function vendor(vassalage: string, gameType: GameType): VendorCard {
  return {
    vassalage,
    displayName: vassalage,
    accountTypeName: vassalage,
    gameType,
    color: '#123456',
    logoUrl: `/logo/${vassalage}.svg`,
  };
}
function menu(gameCategory: GameType, ...codes: string[]): GameMenu {
  return { gameCategory, vendors: codes.map((c) => vendor(c, gameCategory)) };
}
const types = (menus: GameMenu[]) => toLanes(menus).map((l) => l.type);

describe('toLanes', () => {
  it('keeps categories with vendors, in server order', () => {
    const menus = [menu('LIVE', 'EVO'), menu('RNG', 'PG', 'JDB'), menu('FISH'), menu('PVP', 'KY')];
    expect(types(menus)).toEqual(['LIVE', 'RNG', 'PVP']);
    expect(toLanes(menus)[1]!.vendors.map((v) => v.vassalage)).toEqual(['PG', 'JDB']);
  });

  it('returns nothing for an empty menu', () => {
    expect(toLanes([])).toEqual([]);
    expect(toLanes([menu('RNG'), menu('LIVE')])).toEqual([]);
  });

  it('drops a category listed twice', () => {
    expect(types([menu('RNG', 'PG'), menu('RNG', 'CQ9')])).toEqual(['RNG']);
  });

  it('moves e-sport and cockfight vendors out of SPORTS, right after it', () => {
    const lanes = toLanes([
      menu('RNG', 'PG'),
      menu('SPORTS', 'SABA', 'IMES', 'DS88', 'TF'),
      menu('LIVE', 'EVO'),
    ]);
    expect(lanes.map((l) => l.type)).toEqual(['RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE']);
    expect(lanes[1]!.vendors.map((v) => v.vassalage)).toEqual(['SABA']);
    expect(lanes[2]!.vendors.map((v) => v.vassalage)).toEqual(['IMES', 'TF']);
    expect(lanes[3]!.vendors.map((v) => v.vassalage)).toEqual(['DS88']);
  });

  it('joins moved vendors to lanes the server already has, without duplicates', () => {
    const lanes = toLanes([menu('SPORTS', 'SABA', 'IA'), menu('LIVE', 'EVO'), menu('ESPORTS', 'IA', 'AV')]);
    expect(lanes.map((l) => l.type)).toEqual(['SPORTS', 'LIVE', 'ESPORTS']);
    expect(lanes[2]!.vendors.map((v) => v.vassalage)).toEqual(['IA', 'AV']);
  });

  it('drops SPORTS when every vendor moved away', () => {
    expect(types([menu('SPORTS', 'DS88')])).toEqual(['COCKFIGHT']);
  });

  it('does not change the input', () => {
    const menus = [menu('SPORTS', 'SABA', 'DS88')];
    toLanes(menus);
    expect(menus[0]!.vendors).toHaveLength(2);
  });
});

describe('footerVendors', () => {
  it('shows the slot vendors, wherever the slot lane sits', () => {
    const lanes = toLanes([menu('LIVE', 'EVO'), menu('RNG', 'PG', 'JDB'), menu('FISH', 'JDB', 'CQ9')]);
    expect(footerVendors(lanes).map((v) => v.vassalage)).toEqual(['PG', 'JDB']);
  });

  it('falls back to the first lane, or nothing', () => {
    expect(footerVendors(toLanes([menu('LIVE', 'EVO'), menu('FISH', 'KA')])).map((v) => v.vassalage)).toEqual(
      ['EVO'],
    );
    expect(footerVendors([])).toEqual([]);
  });
});

describe('homeVendorView', () => {
  it('shows up to 6 vendors and offers more only above 6', () => {
    expect(homeVendorView('RNG', 4, false)).toEqual({ shown: 4, total: 4, canExpand: false });
    expect(homeVendorView('RNG', 6, false)).toEqual({ shown: 6, total: 6, canExpand: false });
    expect(homeVendorView('RNG', 9, false)).toEqual({ shown: 6, total: 9, canExpand: true });
    expect(homeVendorView('RNG', 9, true)).toEqual({ shown: 9, total: 9, canExpand: false });
  });

  it('cuts lottery, e-lottery and cockfight to 5', () => {
    expect(homeVendorView('LOTT', 6, false).shown).toBe(5);
    expect(homeVendorView('ELOTT', 8, false)).toEqual({ shown: 5, total: 8, canExpand: true });
    expect(homeVendorView('COCKFIGHT', 2, false).shown).toBe(2);
  });
});
