import { describe, expect, it } from 'vitest';
import { buildGames } from '../seed/games';
import { familyOf, HOUSE_FAMILIES, plainTitle, type HouseFamily } from './families';

/**
 * What a title promises, as a player reads it (independent of families.ts's word list): a title
 * holding one of these names must fall to that family. An RNG table game's theme noun can be any
 * word ("Mahjong Sic Bo"), so there only its game word counts: last in English, first in Vietnamese.
 */
const NAMES: readonly (readonly [string, HouseFamily])[] = [
  ['Baccarat', 'baccarat'],
  ['Dragon Tiger', 'dragon-tiger'],
  ['Rồng Hổ', 'dragon-tiger'],
  ['Sic Bo', 'sic-bo'],
  ['Tài Xỉu', 'sic-bo'],
  ['Xoc Dia', 'xoc-dia'],
  ['Xóc Đĩa', 'xoc-dia'],
  ['Fish Prawn Crab', 'bau-cua'],
  ['Bầu Cua', 'bau-cua'],
  ['Roulette', 'roulette'],
  ['Cò Quay', 'roulette'],
  ['Fan Tan', 'fan-tan'],
  ['Blackjack', 'blackjack'],
  ['Xì Dách', 'blackjack'],
  ['Bull Bull', 'bull-bull'],
  ['Ngầu Hầm', 'bull-bull'],
  ["Casino Hold'em", 'casino-holdem'],
  ["Hold'em Sòng Bài", 'casino-holdem'],
  ['Three Card', 'three-cards'],
  ['Three Cards', 'three-cards'],
  ['Ba Cây', 'three-cards'],
  ['Bài Cào', 'three-cards'],
  ['Cockfight', 'cockfight'],
  ['Đá Gà', 'cockfight'],
  ['Arena', 'cockfight'],
  ['Đấu Trường Gà', 'cockfight'],
  ['Tien Len', 'pvp-cards'],
  ['Tiến Lên', 'pvp-cards'],
  ['Phom', 'pvp-cards'],
  ['Phỏm', 'pvp-cards'],
  ['Mậu Binh', 'pvp-cards'],
  ['Sam Loc', 'pvp-cards'],
  ['Sâm Lốc', 'pvp-cards'],
  ['Lieng', 'pvp-cards'],
  ['Liêng', 'pvp-cards'],
  ['Poker', 'pvp-cards'],
  ["Texas Hold'em", 'pvp-cards'],
  ['Xì Tố', 'pvp-cards'],
  ['Rummy', 'pvp-cards'],
  ['Mahjong', 'pvp-board'],
  ['Mạt Chược', 'pvp-board'],
  ['Chess', 'pvp-board'],
  ['Cờ Tướng', 'pvp-board'],
  ['Cờ Úp', 'pvp-board'],
  ['Cờ Cá Ngựa', 'pvp-board'],
  ['Ludo', 'pvp-board'],
  ['Horse Racing', 'pvp-board'],
  ['Đua Ngựa', 'pvp-board'],
];

const games = buildGames().filter(
  (g) =>
    g.isGame !== 'VASSALAGE' &&
    (g.gameType === 'LIVE' || g.gameType === 'PVP' || g.gameType === 'COCKFIGHT' || g.classify === 'TG'),
);

/** The families a title's names promise. */
function promised(title: string, tableGame: boolean, english: boolean): Set<HouseFamily> {
  const plain = ` ${plainTitle(title)} `;
  const out = new Set<HouseFamily>();
  for (const [name, family] of NAMES) {
    const word = plainTitle(name);
    const holds = tableGame
      ? english
        ? plain.endsWith(` ${word} `)
        : plain.startsWith(` ${word} `)
      : plain.includes(` ${word} `);
    if (holds) out.add(family);
  }
  return out;
}

describe('the title-to-family table over the whole seeded catalogue (decision 098)', () => {
  it('gives every live, player-versus-player, cockfight and RNG table title the family its name promises', () => {
    expect(games.length).toBeGreaterThan(500);
    const wrong: string[] = [];
    for (const g of games) {
      const tableGame = g.classify === 'TG';
      for (const [title, english] of [
        [g.nameEn, true],
        [g.nameVi, false],
      ] as const) {
        const family = familyOf({ gameType: g.gameType, classify: g.classify, title });
        const names = promised(title, tableGame, english);
        // Each title names something, names one family, and falls to exactly that family.
        if (family === null || names.size !== 1 || !names.has(family))
          wrong.push(
            `${g.vendorCode}/${g.gameType}/${g.classify} "${title}" -> ${family}, promises ${[...names]}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('counts the catalogue per family: every house table family is in it', () => {
    const counts: Partial<Record<HouseFamily, number>> = {};
    for (const g of games) {
      const family = familyOf({ gameType: g.gameType, classify: g.classify, title: g.nameEn })!;
      counts[family] = (counts[family] ?? 0) + 1;
    }
    // The seed's lists decide these numbers: update them with the seed.
    expect(counts).toEqual({
      baccarat: 176,
      'bau-cua': 8,
      blackjack: 148,
      'bull-bull': 10,
      'casino-holdem': 5,
      cockfight: 2,
      'dragon-tiger': 11,
      'fan-tan': 3,
      'pvp-board': 11,
      'pvp-cards': 17,
      roulette: 138,
      'sic-bo': 136,
      'three-cards': 4,
      'xoc-dia': 9,
    });
    for (const family of HOUSE_FAMILIES) expect(counts[family] ?? 0, family).toBeGreaterThan(0);
  });

  it('leaves lobby tiles, slots, fishing, sports and lotteries to their own engines', () => {
    const of = (
      gameType: Parameters<typeof familyOf>[0]['gameType'],
      title: string,
      classify: string | null = null,
    ) => familyOf({ gameType, classify, title });
    expect(of('LIVE', 'Sexy Baccarat Lobby')).toBeNull();
    expect(of('PVP', 'Sảnh V8 Poker')).toBeNull();
    expect(of('RNG', 'Dragon Tiger Fortune')).toBeNull();
    expect(of('RNG', 'Golden Dragon Baccarat', 'TG')).toBe('baccarat');
    expect(of('RNG', 'Lucky Mahjong Sic Bo', 'TG')).toBe('sic-bo');
    expect(of('SPORTS', 'SABA Baccarat')).toBeNull();
    expect(of('COCKFIGHT', 'DS88 Arena 2')).toBe('cockfight');
    expect(of('PVP', "Poker Texas Hold'em")).toBe('pvp-cards');
    expect(of('LIVE', "Casino Hold'em")).toBe('casino-holdem');
    expect(of('LIVE', 'Cò Quay Tia Chớp')).toBe('roulette');
    expect(of('LIVE', 'Baccarat Không Hoa Hồng B')).toBe('baccarat');
    expect(of('LIVE', 'Unknown Wheel')).toBeNull();
  });
});
