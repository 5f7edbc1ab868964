import type { GameType } from '../../contract/common';

export type VendorSeed = {
  code: string;
  nameEn: string;
  nameVi: string;
  accountTypeName: string;
  /** Brand colour of the generated logo. */
  color: string;
  /** Lanes the vendor appears in; its position in each lane is its order in this file. */
  categories: GameType[];
};

/**
 * Every vendor of the spec. The eight slot vendors are the footer's (spec section 1). The
 * e-sport vendors and DS88 are listed under SPORTS as the server sends them, and also under
 * ESPORTS / COCKFIGHT, the lanes the lobby moves them into (spec section 4).
 * TCG_LOTTO_VN also sits in the ELOTT lane: that card is what switches the prize mode to ELOTT.
 */
export const vendorSeeds: VendorSeed[] = [
  // Slots (RNG); four of them also run fishing rooms.
  slot('PG', 'PG Soft', 'PG Soft', 'PG Slots', '#F26B21'),
  slot('EG2', 'EG2 Gaming', 'EG2 Gaming', 'EG2 Slots', '#2F80ED'),
  slot('PT', 'Playtech', 'Playtech', 'PT Slots', '#1B3A6B'),
  slot('JDB', 'JDB Gaming', 'JDB Gaming', 'JDB Games', '#E2231A', ['FISH']),
  slot('CQ9', 'CQ9 Gaming', 'CQ9 Gaming', 'CQ9 Games', '#F5A300', ['FISH']),
  slot('FC', 'Fa Chai', 'Fa Chai', 'FC Games', '#8E24AA', ['FISH']),
  slot('JL', 'JILI', 'JILI', 'JILI Games', '#D6246E', ['FISH']),
  slot('BGS', 'BGS Slots', 'BGS Slots', 'BGS Slots', '#00897B'),
  // Live casino.
  v('EVO', 'Evolution', 'Evolution', 'EVO Live', '#1C1C1C', ['LIVE']),
  v('SEXY', 'Sexy Baccarat', 'Sexy Baccarat', 'SEXY Live', '#E0115F', ['LIVE']),
  v('DG', 'Dream Gaming', 'Dream Gaming', 'DG Live', '#B8860B', ['LIVE']),
  v('WM', 'WM Casino', 'WM Casino', 'WM Live', '#1565C0', ['LIVE']),
  v('AG', 'Asia Gaming', 'Asia Gaming', 'AG Live', '#2E7D32', ['LIVE']),
  // Fishing only.
  v('KA', 'KA Gaming', 'KA Gaming', 'KA Fishing', '#0097A7', ['FISH']),
  // Card and board games.
  v('KM', 'Kingmaker', 'Kingmaker', 'KM Cards', '#6A1B9A', ['PVP']),
  v('V8', 'V8 Poker', 'V8 Poker', 'V8 Cards', '#F4511E', ['PVP']),
  v('TP', 'TP Gaming', 'TP Gaming', 'TP Cards', '#3949AB', ['PVP']),
  // Sports.
  v('SABA', 'SABA Sports', 'SABA Thể Thao', 'SABA Sports', '#0D47A1', ['SPORTS']),
  v('CMD', 'CMD368', 'CMD368', 'CMD Sports', '#00695C', ['SPORTS']),
  v('BTI', 'BTi Sports', 'BTi Thể Thao', 'BTI Sports', '#263238', ['SPORTS']),
  v('UG', 'UG Sports', 'UG Thể Thao', 'UG Sports', '#43A047', ['SPORTS']),
  // E-sports and cockfight: under SPORTS from the server, moved by the lobby.
  v('AV', 'AV E-sports', 'AV Thể Thao Điện Tử', 'AV E-sports', '#7B1FA2', ['SPORTS', 'ESPORTS']),
  v('AI', 'AI E-sports', 'AI Thể Thao Điện Tử', 'AI E-sports', '#5E35B1', ['SPORTS', 'ESPORTS']),
  v('IMES', 'IM E-sports', 'IM Thể Thao Điện Tử', 'IM E-sports', '#1976D2', ['SPORTS', 'ESPORTS']),
  v('TF', 'TF Gaming', 'TF Gaming', 'TF E-sports', '#FF8F00', ['SPORTS', 'ESPORTS']),
  v('IA', 'IA E-sports', 'IA Thể Thao Điện Tử', 'IA E-sports', '#00838F', ['SPORTS', 'ESPORTS']),
  v('DS88', 'DS88 Sabong', 'DS88 Đá Gà', 'DS88 Cockfight', '#B71C1C', ['SPORTS', 'COCKFIGHT']),
  // Lottery.
  v('TCG_LOTTO_VN', 'Vietnam Lottery', 'Xổ Số Việt Nam', 'TCG VN Lottery', '#D32F2F', ['LOTT', 'ELOTT']),
  v('TCG_SEA', 'Southeast Asia Lottery', 'Xổ Số Đông Nam Á', 'TCG SEA Lottery', '#0288D1', ['LOTT']),
  v('GW', 'GW Lottery', 'GW Xổ Số', 'GW Lottery', '#558B2F', ['LOTT']),
  v('SGW', 'SGW Lottery', 'SGW Xổ Số', 'SGW Lottery', '#AD1457', ['LOTT']),
  // E-lottery.
  v('TCG', 'TCG Lottery', 'TCG Xổ Số', 'TCG E-Lottery', '#EF6C00', ['ELOTT']),
  v('VR', 'VR Lottery', 'VR Xổ Số', 'VR E-Lottery', '#4527A0', ['ELOTT']),
];

function v(
  code: string,
  nameEn: string,
  nameVi: string,
  accountTypeName: string,
  color: string,
  categories: GameType[],
): VendorSeed {
  return { code, nameEn, nameVi, accountTypeName, color, categories };
}

function slot(
  code: string,
  nameEn: string,
  nameVi: string,
  accountTypeName: string,
  color: string,
  extra: GameType[] = [],
) {
  return v(code, nameEn, nameVi, accountTypeName, color, ['RNG', ...extra]);
}

/** Navigation order: the home order of spec section 2, with LOTT last. */
export const gameCategoryOrder: GameType[] = [
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'PVP',
  'ELOTT',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
];

export const slotVendorCodes = vendorSeeds.filter((s) => s.categories.includes('RNG')).map((s) => s.code);
export const vendorsIn = (type: GameType) => vendorSeeds.filter((s) => s.categories.includes(type));
