import type { GameDraft } from './game-draft';
import type { Rng } from './prng';

type Draw = readonly [code: string, en: string, vi: string];

// Vietnamese state lotteries: one draw for the north, one per province in the south and centre.
const VN_NORTH: Draw = ['MB', 'Northern Lottery (Hanoi)', 'Xổ Số Miền Bắc'];
const VN_SOUTH: readonly Draw[] = [
  ['HCM', 'Ho Chi Minh City', 'TP. Hồ Chí Minh'],
  ['DT', 'Dong Thap', 'Đồng Tháp'],
  ['CM', 'Ca Mau', 'Cà Mau'],
  ['BTR', 'Ben Tre', 'Bến Tre'],
  ['VT', 'Vung Tau', 'Vũng Tàu'],
  ['BL', 'Bac Lieu', 'Bạc Liêu'],
  ['DN', 'Dong Nai', 'Đồng Nai'],
  ['CT', 'Can Tho', 'Cần Thơ'],
  ['ST', 'Soc Trang', 'Sóc Trăng'],
  ['TN', 'Tay Ninh', 'Tây Ninh'],
  ['AG', 'An Giang', 'An Giang'],
  ['BTH', 'Binh Thuan', 'Bình Thuận'],
  ['VL', 'Vinh Long', 'Vĩnh Long'],
  ['BD', 'Binh Duong', 'Bình Dương'],
  ['TV', 'Tra Vinh', 'Trà Vinh'],
  ['LA', 'Long An', 'Long An'],
  ['BP', 'Binh Phuoc', 'Bình Phước'],
  ['HG', 'Hau Giang', 'Hậu Giang'],
  ['TG', 'Tien Giang', 'Tiền Giang'],
  ['KG', 'Kien Giang', 'Kiên Giang'],
  ['DL', 'Da Lat', 'Đà Lạt'],
];
const VN_CENTRAL: readonly Draw[] = [
  ['TTH', 'Thua Thien Hue', 'Thừa Thiên Huế'],
  ['PY', 'Phu Yen', 'Phú Yên'],
  ['DLK', 'Dak Lak', 'Đắk Lắk'],
  ['QNM', 'Quang Nam', 'Quảng Nam'],
  ['DNG', 'Da Nang', 'Đà Nẵng'],
  ['KH', 'Khanh Hoa', 'Khánh Hòa'],
  ['BDI', 'Binh Dinh', 'Bình Định'],
  ['QT', 'Quang Tri', 'Quảng Trị'],
  ['QB', 'Quang Binh', 'Quảng Bình'],
  ['GL', 'Gia Lai', 'Gia Lai'],
  ['NT', 'Ninh Thuan', 'Ninh Thuận'],
  ['QNG', 'Quang Ngai', 'Quảng Ngãi'],
  ['DNO', 'Dak Nong', 'Đắk Nông'],
  ['KT', 'Kon Tum', 'Kon Tum'],
];

/** TCG_LOTTO_VN under LOTT: game codes are what /vnLottery?gameCode= opens. */
export function vietnamLotteries(): GameDraft[] {
  const [code, en, vi] = VN_NORTH;
  return [
    { gameCode: `VN_${code}`, name: { en, vi }, pinned: true },
    ...VN_SOUTH.map(([c, e, v]) => ({
      gameCode: `VN_S_${c}`,
      name: { en: `${e} Lottery`, vi: `Xổ Số ${v}` },
    })),
    ...VN_CENTRAL.map(([c, e, v]) => ({
      gameCode: `VN_C_${c}`,
      name: { en: `${e} Lottery`, vi: `Xổ Số ${v}` },
    })),
  ];
}

/** TCG_LOTTO_VN under ELOTT: the express draws every few seconds to minutes. */
export function vietnamExpressLotteries(): GameDraft[] {
  return [
    {
      gameCode: 'VN_MB_45S',
      name: { en: 'Northern Express 45 Seconds', vi: 'Miền Bắc Siêu Tốc 45 Giây' },
      pinned: true,
    },
    { gameCode: 'VN_MB_75S', name: { en: 'Northern Express 75 Seconds', vi: 'Miền Bắc Siêu Tốc 75 Giây' } },
    { gameCode: 'VN_MB_5M', name: { en: 'Northern Express 5 Minutes', vi: 'Miền Bắc Siêu Tốc 5 Phút' } },
    { gameCode: 'VN_MN_1M', name: { en: 'Southern Express 1 Minute', vi: 'Miền Nam Siêu Tốc 1 Phút' } },
    { gameCode: 'VN_MT_1M', name: { en: 'Central Express 1 Minute', vi: 'Miền Trung Siêu Tốc 1 Phút' } },
  ];
}

/** TCG_SEA: the region's state and licensed 4D lotteries (/seaLottery). */
export function seaLotteries(): GameDraft[] {
  const draws: readonly Draw[] = [
    ['TH_GOV', 'Thai Government Lottery', 'Xổ Số Chính Phủ Thái Lan'],
    ['LA', 'Lao Lottery', 'Xổ Số Lào'],
    ['KH', 'Cambodia Lottery', 'Xổ Số Campuchia'],
    ['MY_MAGNUM', 'Magnum 4D', 'Magnum 4D'],
    ['MY_TOTO', 'Sports Toto 4D', 'Sports Toto 4D'],
    ['MY_DMC', 'Da Ma Cai 1+3D', 'Da Ma Cai 1+3D'],
    ['SG_4D', 'Singapore 4D', 'Singapore 4D'],
    ['SG_TOTO', 'Singapore Toto', 'Singapore Toto'],
    ['SABAH_88', 'Sabah 88 4D', 'Sabah 88 4D'],
    ['SANDAKAN', 'Sandakan 4D', 'Sandakan 4D'],
    ['SARAWAK', 'Sarawak Cash Sweep', 'Sarawak Cash Sweep'],
  ];
  return draws.map(([gameCode, en, vi], i) => ({ gameCode, name: { en, vi }, pinned: i === 0 }));
}

// Number games that draw on a fixed cycle; a vendor offers some kinds at some speeds.
const NUMBER_KINDS: readonly Draw[] = [
  ['KENO', 'Keno', 'Keno'],
  ['PK10', 'PK10 Racing', 'Đua Xe PK10'],
  ['K3', 'Fast 3', 'Xúc Xắc K3'],
  ['11X5', '11 Pick 5', '11 Chọn 5'],
  ['5D', 'Lucky 5D', 'Xổ Số 5D'],
  ['HAPPY8', 'Happy 8', 'Vui Vẻ 8'],
  ['LOTTO645', 'Lotto 6/45', 'Xổ Số 6/45'],
  ['LOTTO655', 'Lotto 6/55', 'Xổ Số 6/55'],
  ['MAX3D', 'Max 3D', 'Max 3D'],
  ['LUCKYBALL', 'Lucky Ball', 'Bóng May Mắn'],
];
const SPEEDS: readonly Draw[] = [
  ['1M', '1 Minute', '1 Phút'],
  ['3M', '3 Minutes', '3 Phút'],
  ['5M', '5 Minutes', '5 Phút'],
];

/** Keno, PK10, 6/45 ... at one to three speeds each, a vendor-specific subset. */
export function numberGames(rng: Rng, kinds: number): GameDraft[] {
  const drafts: GameDraft[] = [];
  for (const [kind, kindEn, kindVi] of rng.sample(NUMBER_KINDS, kinds)) {
    // Keep the speeds in their natural order (1, 3, 5 minutes) whichever were picked.
    const picked = new Set(rng.sample(SPEEDS, rng.int(1, SPEEDS.length)));
    for (const [speed, speedEn, speedVi] of SPEEDS.filter((s) => picked.has(s))) {
      drafts.push({
        gameCode: `${kind}_${speed}`,
        name: { en: `${kindEn} (${speedEn})`, vi: `${kindVi} (${speedVi})` },
      });
    }
  }
  return drafts;
}
