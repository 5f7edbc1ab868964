import { lobbyTile, type GameDraft } from './game-draft';
import { fishName, slugOf } from './names';
import type { Rng } from './prng';
import type { VendorSeed } from './vendors';

type TableKind = { code: string; en: string; vi: string; maxTables: number };

// Live dealer tables, named the way Vietnamese lobbies show them ("Rồng Hổ", "Xóc Đĩa").
const LIVE_KINDS: readonly TableKind[] = [
  { code: 'bac', en: 'Baccarat', vi: 'Baccarat', maxTables: 8 },
  { code: 'speed-bac', en: 'Speed Baccarat', vi: 'Baccarat Tốc Độ', maxTables: 4 },
  { code: 'squeeze-bac', en: 'Squeeze Baccarat', vi: 'Baccarat Nặn Bài', maxTables: 3 },
  { code: 'nc-bac', en: 'No Commission Baccarat', vi: 'Baccarat Không Hoa Hồng', maxTables: 2 },
  { code: 'dragon-tiger', en: 'Dragon Tiger', vi: 'Rồng Hổ', maxTables: 3 },
  { code: 'roulette', en: 'Roulette', vi: 'Cò Quay', maxTables: 2 },
  { code: 'lightning-roulette', en: 'Lightning Roulette', vi: 'Cò Quay Tia Chớp', maxTables: 1 },
  { code: 'sicbo', en: 'Sic Bo', vi: 'Tài Xỉu', maxTables: 2 },
  { code: 'blackjack', en: 'Blackjack', vi: 'Xì Dách', maxTables: 4 },
  { code: 'xoc-dia', en: 'Xoc Dia', vi: 'Xóc Đĩa', maxTables: 2 },
  { code: 'bau-cua', en: 'Fish Prawn Crab', vi: 'Bầu Cua Tôm Cá', maxTables: 1 },
  { code: 'fantan', en: 'Fan Tan', vi: 'Fan Tan', maxTables: 1 },
  { code: 'bull-bull', en: 'Bull Bull', vi: 'Ngầu Hầm', maxTables: 2 },
  { code: 'holdem', en: "Casino Hold'em", vi: "Hold'em Sòng Bài", maxTables: 1 },
];

const TABLE_LETTERS = 'ABCDEFGH';

/** A lobby tile, then a varied set of tables: "Baccarat C" / "Baccarat C". */
export function liveGames(vendor: VendorSeed, rng: Rng): GameDraft[] {
  const drafts: GameDraft[] = [lobbyTile(vendor)];
  for (const kind of LIVE_KINDS) {
    // Every live vendor has baccarat; the other kinds vary, as real studios do.
    if (kind.code !== 'bac' && !rng.chance(0.7)) continue;
    const tables = rng.int(1, kind.maxTables);
    for (let t = 0; t < tables; t++) {
      const letter = tables > 1 ? TABLE_LETTERS[t] : undefined;
      drafts.push({
        gameCode: letter ? `${kind.code}-${letter.toLowerCase()}` : kind.code,
        name: letter
          ? { en: `${kind.en} ${letter}`, vi: `${kind.vi} ${letter}` }
          : { en: kind.en, vi: kind.vi },
      });
    }
  }
  return drafts;
}

// Card and board games popular in Vietnam, with the names players search for.
const CARD_GAMES: readonly { code: string; en: string; vi: string }[] = [
  { code: 'tien-len-mn', en: 'Tien Len (Southern)', vi: 'Tiến Lên Miền Nam' },
  { code: 'tien-len-dem-la', en: 'Tien Len Card Count', vi: 'Tiến Lên Đếm Lá' },
  { code: 'phom', en: 'Phom', vi: 'Phỏm' },
  { code: 'mau-binh', en: 'Chinese Poker', vi: 'Mậu Binh' },
  { code: 'xi-to', en: 'Stud Poker', vi: 'Xì Tố' },
  { code: 'sam-loc', en: 'Sam Loc', vi: 'Sâm Lốc' },
  { code: 'texas-holdem', en: "Texas Hold'em", vi: "Poker Texas Hold'em" },
  { code: 'bai-cao', en: 'Three Card Cao', vi: 'Bài Cào' },
  { code: 'lieng', en: 'Lieng', vi: 'Liêng' },
  { code: 'xi-dach', en: 'Blackjack', vi: 'Xì Dách' },
  { code: 'baccarat', en: 'Baccarat', vi: 'Baccarat' },
  { code: 'rong-ho', en: 'Dragon Tiger', vi: 'Rồng Hổ' },
  { code: 'bau-cua', en: 'Fish Prawn Crab', vi: 'Bầu Cua Tôm Cá' },
  { code: 'xoc-dia', en: 'Xoc Dia', vi: 'Xóc Đĩa' },
  { code: 'tai-xiu', en: 'Sic Bo', vi: 'Tài Xỉu' },
  { code: 'ngau-ham', en: 'Bull Bull', vi: 'Ngầu Hầm' },
  { code: 'rummy', en: 'Rummy', vi: 'Rummy' },
  { code: 'mahjong', en: 'Mahjong', vi: 'Mạt Chược' },
  { code: 'co-tuong', en: 'Chinese Chess', vi: 'Cờ Tướng' },
  { code: 'co-ca-ngua', en: 'Ludo', vi: 'Cờ Cá Ngựa' },
  { code: 'co-up', en: 'Blind Chess', vi: 'Cờ Úp' },
  { code: 'ba-cay', en: 'Three Cards', vi: 'Ba Cây' },
  { code: 'poker-omaha', en: 'Omaha Poker', vi: 'Poker Omaha' },
  { code: 'dua-ngua', en: 'Horse Racing', vi: 'Đua Ngựa' },
];

/** A lobby tile and 12-18 of the card games above, in a vendor-specific order. */
export function cardGames(vendor: VendorSeed, rng: Rng): GameDraft[] {
  const picked = rng.sample(CARD_GAMES, rng.int(12, 18));
  return [lobbyTile(vendor), ...picked.map((g) => ({ gameCode: g.code, name: { en: g.en, vi: g.vi } }))];
}

/** 6-10 fishing rooms with distinct names. */
export function fishGames(rng: Rng): GameDraft[] {
  const count = rng.int(6, 10);
  const seen = new Set<string>();
  const drafts: GameDraft[] = [];
  // The name space (60 titles) is far larger than the count, so this loop ends quickly.
  while (drafts.length < count) {
    const name = fishName(rng);
    if (seen.has(name.en)) continue;
    seen.add(name.en);
    drafts.push({ gameCode: `fish-${slugOf(name.en)}`, name });
  }
  return drafts;
}
