import type { GameDraft } from './game-draft';
import type { VendorSeed } from './vendors';

/**
 * A sportsbook opens straight into the vendor's own betting site, so each sports vendor has one
 * launchable product (not a VASSALAGE list), plus virtual sports where the vendor offers them.
 */
export function sportsGames(vendor: VendorSeed): GameDraft[] {
  const drafts: GameDraft[] = [
    {
      gameCode: 'sportsbook',
      name: { en: `${vendor.code} Sportsbook`, vi: `Cá Cược Thể Thao ${vendor.code}` },
      pinned: true,
    },
  ];
  if (vendor.code === 'SABA' || vendor.code === 'UG') {
    drafts.push({
      gameCode: 'virtual-sports',
      name: { en: `${vendor.code} Virtual Sports`, vi: `Thể Thao Ảo ${vendor.code}` },
    });
  }
  return drafts;
}

/** One e-sports book per vendor; the games inside (LoL, Dota 2, CS2) are the vendor's. */
export function esportsGames(vendor: VendorSeed): GameDraft[] {
  return [
    {
      gameCode: 'esports',
      name: { en: vendor.nameEn, vi: `Thể Thao Điện Tử ${vendor.code}` },
      pinned: true,
    },
  ];
}

/** Live cockfight arenas. */
export function cockfightGames(vendor: VendorSeed): GameDraft[] {
  return [
    {
      gameCode: 'sabong-live',
      name: { en: `${vendor.code} Live Cockfight`, vi: `Đá Gà Trực Tiếp ${vendor.code}` },
      pinned: true,
    },
    {
      gameCode: 'sabong-arena-2',
      name: { en: `${vendor.code} Arena 2`, vi: `Đấu Trường Gà ${vendor.code} 2` },
    },
  ];
}
