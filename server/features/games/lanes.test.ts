import { describe, expect, it } from 'vitest';
import type { GameType } from '../../../contract/common';
import type { Lane, VendorCard } from '../../../contract/games/schemas';
import { arrangeLanes, lanesFromMenus, prizeModeOf } from './lanes';

const card = (vassalage: string, gameType: GameType): VendorCard => ({
  vassalage,
  displayName: vassalage,
  accountTypeName: vassalage,
  gameType,
  color: '#000000',
  logoUrl: `/img/vendors/${vassalage}.svg`,
});
const lane = (title: GameType, codes: string[]): Lane => ({
  title,
  cards: codes.map((c) => card(c, title)),
});
const shape = (lanes: Lane[]) => lanes.map((l) => [l.title, l.cards.map((c) => c.vassalage)]);

describe('arrangeLanes', () => {
  it('moves e-sport vendors and DS88 out of SPORTS into new lanes right after it', () => {
    const out = arrangeLanes([
      lane('RNG', ['PG']),
      lane('SPORTS', ['SABA', 'AV', 'DS88', 'CMD', 'IMES']),
      lane('LOTT', ['GW']),
    ]);
    expect(shape(out)).toEqual([
      ['RNG', ['PG']],
      ['SPORTS', ['SABA', 'CMD']],
      ['ESPORTS', ['AV', 'IMES']],
      ['COCKFIGHT', ['DS88']],
      ['LOTT', ['GW']],
    ]);
    expect(out[2]!.cards.every((c) => c.gameType === 'ESPORTS')).toBe(true);
    expect(out[3]!.cards[0]!.gameType).toBe('COCKFIGHT');
  });

  it('merges with existing ESPORTS and COCKFIGHT lanes, without duplicates, and moves them after SPORTS', () => {
    const out = arrangeLanes([
      lane('SPORTS', ['SABA', 'AV', 'AI', 'TF', 'IA', 'DS88']),
      lane('PVP', ['KM']),
      lane('ESPORTS', ['AV', 'XE']),
      lane('COCKFIGHT', ['DS88']),
    ]);
    expect(shape(out)).toEqual([
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['AV', 'XE', 'AI', 'TF', 'IA']],
      ['COCKFIGHT', ['DS88']],
      ['PVP', ['KM']],
    ]);
  });

  it('leaves lanes alone without a SPORTS lane, and does not change its input', () => {
    const input = [lane('ESPORTS', ['AV']), lane('RNG', ['PG'])];
    const copy = structuredClone(input);
    expect(shape(arrangeLanes(input))).toEqual([
      ['ESPORTS', ['AV']],
      ['RNG', ['PG']],
    ]);
    const withSports = [lane('SPORTS', ['SABA', 'AV']), ...input];
    const snapshot = structuredClone(withSports);
    arrangeLanes(withSports);
    expect(withSports).toEqual(snapshot);
    expect(input).toEqual(copy);
  });

  it('drops a SPORTS lane left empty and adds no empty lanes', () => {
    expect(shape(arrangeLanes([lane('SPORTS', ['AV']), lane('RNG', ['PG'])]))).toEqual([
      ['ESPORTS', ['AV']],
      ['RNG', ['PG']],
    ]);
  });
});

describe('prizeModeOf', () => {
  it('is ELOTT when the ELOTT lane has TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(prizeModeOf([lane('ELOTT', ['TCG', 'TCG_LOTTO_VN'])])).toBe('ELOTT');
    expect(prizeModeOf([lane('ELOTT', ['LOTT'])])).toBe('ELOTT');
    expect(prizeModeOf([lane('ELOTT', ['TCG', 'VR'])])).toBe('LOTT');
    expect(prizeModeOf([lane('LOTT', ['TCG_LOTTO_VN'])])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});

describe('lanesFromMenus', () => {
  it('adds per classify key the vendors that have such games, only where there are some', () => {
    const lanes = lanesFromMenus(
      [
        { gameCategory: 'RNG', vendors: [card('PG', 'RNG'), card('JL', 'RNG')] },
        { gameCategory: 'LIVE', vendors: [card('EVO', 'LIVE')] },
      ],
      (vendor, type) => (type !== 'RNG' ? [] : vendor === 'PG' ? ['JP', 'SC'] : ['JP']),
    );
    expect(lanes[0]!.gameClassify?.map((g) => [g.key, g.vendors.map((v) => v.vassalage)])).toEqual([
      ['SC', ['PG']],
      ['JP', ['PG', 'JL']],
    ]);
    expect(lanes[1]).not.toHaveProperty('gameClassify');
  });
});
