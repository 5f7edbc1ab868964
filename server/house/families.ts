import type { GameType } from '../../contract/common';

/**
 * A lobby game's family, named by its title (decision 098): the game its name promises, so a
 * "Xóc Đĩa" tile plays xóc đĩa and not baccarat (docs: shared games design, section 1). Many titles
 * share a family ("Baccarat C", "Speed Baccarat", "Golden Dragon Baccarat"); the family decides
 * the rules, the title only the theme. Not wired into the catalogue yet: the tables open family by
 * family. `pvp-cards` and `pvp-board` are games between players, not house-banked tables: their
 * tiles will say the table is not open yet rather than deal another game.
 */
export const HOUSE_FAMILIES = [
  'baccarat',
  'dragon-tiger',
  'sic-bo',
  'xoc-dia',
  'bau-cua',
  'roulette',
  'fan-tan',
  'blackjack',
  'bull-bull',
  'casino-holdem',
  'three-cards',
  'cockfight',
  'pvp-cards',
  'pvp-board',
] as const;
export type HouseFamily = (typeof HOUSE_FAMILIES)[number];

/**
 * The words that name each family, in English and in Vietnamese without its marks, checked in
 * this order, first match wins. House-banked tables come before the player-versus-player games
 * because an RNG table game's theme may carry any noun ("Mahjong Sic Bo" is sic bo); "Texas
 * Hold'em" is poker between players, only "Casino Hold'em" is the house's table.
 */
const TITLE_WORDS: readonly (readonly [HouseFamily, readonly string[]])[] = [
  ['dragon-tiger', ['dragon tiger', 'rong ho']],
  ['baccarat', ['baccarat', 'punto banco']],
  ['sic-bo', ['sic bo', 'sicbo', 'tai xiu']],
  ['xoc-dia', ['xoc dia']],
  ['bau-cua', ['bau cua', 'fish prawn crab', 'hoo hey how']],
  ['roulette', ['roulette', 'co quay']],
  ['fan-tan', ['fan tan', 'fantan']],
  ['blackjack', ['blackjack', 'black jack', 'xi dach']],
  ['bull-bull', ['bull bull', 'ngau ham', 'niu niu']],
  ['casino-holdem', ['casino hold em', 'hold em song bai']],
  ['three-cards', ['three card', 'three cards', 'ba cay', 'bai cao']],
  [
    'pvp-cards',
    ['tien len', 'phom', 'mau binh', 'sam loc', 'lieng', 'xi to', 'poker', 'omaha', 'texas hold em', 'rummy'],
  ],
  [
    'pvp-board',
    ['mahjong', 'mat chuoc', 'chess', 'co tuong', 'co up', 'ludo', 'co ca ngua', 'horse racing', 'dua ngua'],
  ],
];

/** Lower case, Vietnamese marks and punctuation gone, words single-spaced: "Xóc Đĩa A" -> "xoc dia a". */
export function plainTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The vendor's lobby tile ("Evolution Lobby", "Sảnh Evolution") opens its list; it is no game. */
const isLobbyTile = (plain: string) => / lobby$/.test(plain) || /^sanh /.test(plain);

export type TitledGame = { gameType: GameType; classify: string | null; title: string };

/**
 * The family of a table-like game (live tables, player-versus-player games, cockfight arenas and
 * RNG table games, classify TG), in either language; null for a vendor's lobby tile, a game of
 * another kind (slots, fishing, sports, lotteries) and a title that names no family.
 */
export function familyOf({ gameType, classify, title }: TitledGame): HouseFamily | null {
  if (gameType === 'COCKFIGHT') return 'cockfight';
  const tables = gameType === 'LIVE' || gameType === 'PVP' || classify === 'TG';
  if (!tables) return null;
  const plain = plainTitle(title);
  if (isLobbyTile(plain)) return null;
  const padded = ` ${plain} `;
  for (const [family, words] of TITLE_WORDS) if (words.some((w) => padded.includes(` ${w} `))) return family;
  return null;
}
