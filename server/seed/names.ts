import type { GameClassify } from '../../contract/common';
import type { Rng } from './prng';

/** A display name in both lobby languages. */
export type LocalName = { en: string; vi: string };

type Word = readonly [en: string, vi: string];
/** A template with `{}` where the base name goes; English and Vietnamese word order differ. */
type Template = readonly [en: string, vi: string];

// Subjects of a slot title. Vietnamese puts the modifier after the noun ("Hổ Vàng" for
// "Golden Tiger"), so names are composed per language, never translated word by word.
const NOUNS: readonly Word[] = [
  ['Dragon', 'Rồng'],
  ['Tiger', 'Hổ'],
  ['Phoenix', 'Phượng Hoàng'],
  ['Panda', 'Gấu Trúc'],
  ['Koi', 'Cá Koi'],
  ['Lion', 'Sư Tử'],
  ['Buffalo', 'Bò Rừng'],
  ['Wolf', 'Sói'],
  ['Eagle', 'Đại Bàng'],
  ['Monkey', 'Khỉ'],
  ['Rabbit', 'Thỏ'],
  ['Stallion', 'Chiến Mã'],
  ['Elephant', 'Voi'],
  ['Turtle', 'Rùa'],
  ['Crane', 'Hạc'],
  ['Unicorn', 'Kỳ Lân'],
  ['Fox', 'Cáo'],
  ['Owl', 'Cú Mèo'],
  ['Cat', 'Mèo'],
  ['Rooster', 'Gà Trống'],
  ['Ox', 'Trâu'],
  ['Toad', 'Cóc'],
  ['Princess', 'Công Chúa'],
  ['Queen', 'Nữ Hoàng'],
  ['Emperor', 'Hoàng Đế'],
  ['Samurai', 'Samurai'],
  ['Ninja', 'Ninja'],
  ['Pirate', 'Hải Tặc'],
  ['Warrior', 'Chiến Binh'],
  ['Goddess', 'Nữ Thần'],
  ['Wizard', 'Phù Thủy'],
  ['Pharaoh', 'Pharaoh'],
  ['Genie', 'Thần Đèn'],
  ['Mermaid', 'Nàng Tiên Cá'],
  ['Fairy', 'Tiên Nữ'],
  ['Cowboy', 'Cao Bồi'],
  ['Viking', 'Viking'],
  ['Gladiator', 'Đấu Sĩ'],
  ['Knight', 'Hiệp Sĩ'],
  ['Monk', 'Nhà Sư'],
  ['Lantern', 'Đèn Lồng'],
  ['Temple', 'Ngôi Đền'],
  ['Gem', 'Đá Quý'],
  ['Pearl', 'Ngọc Trai'],
  ['Coin', 'Đồng Xu'],
  ['Fruit', 'Trái Cây'],
  ['Cherry', 'Anh Đào'],
  ['Lotus', 'Hoa Sen'],
  ['Bamboo', 'Rừng Tre'],
  ['Candy', 'Kẹo Ngọt'],
  ['Crown', 'Vương Miện'],
  ['Sword', 'Thanh Kiếm'],
  ['Mahjong', 'Mạt Chược'],
  ['Fireworks', 'Pháo Hoa'],
  ['Star', 'Ngôi Sao'],
  ['Galaxy', 'Thiên Hà'],
  ['Volcano', 'Núi Lửa'],
  ['Pyramid', 'Kim Tự Tháp'],
  ['Castle', 'Lâu Đài'],
  ['Island', 'Hòn Đảo'],
  ['Ocean', 'Đại Dương'],
  ['Garden', 'Khu Vườn'],
  ['Festival', 'Lễ Hội'],
  ['Express', 'Đoàn Tàu'],
  ['Ship', 'Chiến Thuyền'],
  ['Wheel', 'Vòng Quay'],
  ['Bell', 'Chuông'],
  ['Clover', 'Cỏ Bốn Lá'],
  ['Mask', 'Mặt Nạ'],
  ['Drum', 'Trống Đồng'],
  ['Moon', 'Mặt Trăng'],
  ['Sun', 'Mặt Trời'],
  ['Carp', 'Cá Chép'],
];

const MODIFIERS: readonly Word[] = [
  ['Golden', 'Vàng'],
  ['Lucky', 'May Mắn'],
  ['Fortune', 'Tài Lộc'],
  ['Wild', 'Hoang Dã'],
  ['Mystic', 'Huyền Bí'],
  ['Royal', 'Hoàng Gia'],
  ['Mighty', 'Dũng Mãnh'],
  ['Sacred', 'Linh Thiêng'],
  ['Ancient', 'Cổ Đại'],
  ['Crimson', 'Đỏ Thắm'],
  ['Jade', 'Ngọc Bích'],
  ['Silver', 'Bạc'],
  ['Diamond', 'Kim Cương'],
  ['Fire', 'Lửa'],
  ['Thunder', 'Sấm Sét'],
  ['Ice', 'Băng Giá'],
  ['Shadow', 'Bóng Đêm'],
  ['Storm', 'Bão Tố'],
  ['Happy', 'Vui Vẻ'],
  ['Rich', 'Giàu Sang'],
  ['Magic', 'Ma Thuật'],
  ['Dancing', 'Nhảy Múa'],
  ['Blazing', 'Rực Cháy'],
  ['Giant', 'Khổng Lồ'],
  ['Eternal', 'Vĩnh Cửu'],
  ['Heavenly', 'Thiên Giới'],
  ['Prosperous', 'Thịnh Vượng'],
  ['Wealthy', 'Phát Tài'],
  ['Treasure', 'Châu Báu'],
  ['Emerald', 'Lục Bảo'],
  ['Ruby', 'Hồng Ngọc'],
  ['Cosmic', 'Vũ Trụ'],
  ['Neon', 'Neon'],
  ['Secret', 'Bí Ẩn'],
  ['Little', 'Tí Hon'],
  ['Brave', 'Dũng Cảm'],
  ['Wise', 'Thông Thái'],
  ['Flying', 'Bay'],
  ['Midnight', 'Nửa Đêm'],
  ['Spring', 'Mùa Xuân'],
  ['Imperial', 'Đế Vương'],
  ['Sleeping', 'Say Ngủ'],
];

/** Series-style wrappers around a base name ("Golden Tiger Megaways"). */
const SERIES: readonly Template[] = [
  ['{} Megaways', '{} Megaways'],
  ['{} Deluxe', '{} Cao Cấp'],
  ['{} Legends', 'Huyền Thoại {}'],
  ['{} Riches', 'Phú Quý {}'],
  ['{} Hold & Win', '{} Hold & Win'],
  ['{} Bonanza', '{} Bội Thu'],
  ['{} Blitz', '{} Chớp Nhoáng'],
  ['{} Quest', 'Hành Trình {}'],
  ['{} Kingdom', 'Vương Quốc {}'],
  ['{} Power', 'Sức Mạnh {}'],
  ['Rise of the {}', '{} Trỗi Dậy'],
  ['Return of the {}', '{} Trở Lại'],
  ['Super {}', '{} Siêu Cấp'],
  ['{} Rush', '{} Cuồng Nhiệt'],
  ['{} Link', '{} Liên Hoàn'],
  ['{} Fever', 'Cơn Sốt {}'],
  ['{} Party', 'Bữa Tiệc {}'],
  ['{} 1000', '{} 1000'],
  ['{} Xmas', '{} Giáng Sinh'],
  ['{} New Year', '{} Đón Tết'],
];

/** "Treasures of Aztec" style titles: a template and a place. */
const OF_TEMPLATES: readonly Template[] = [
  ['Treasures of {}', 'Kho Báu {}'],
  ['Queen of {}', 'Nữ Hoàng {}'],
  ['Legend of {}', 'Truyền Thuyết {}'],
  ['Secrets of {}', 'Bí Mật {}'],
  ['Gates of {}', 'Cổng {}'],
  ['Riches of {}', 'Kho Tàng {}'],
  ['Wonders of {}', 'Kỳ Quan {}'],
  ['Lord of {}', 'Chúa Tể {}'],
  ['Heart of {}', 'Trái Tim {}'],
  ['Spirit of {}', 'Linh Hồn {}'],
  ['Journey to {}', 'Hành Trình Đến {}'],
  ['Nights of {}', 'Đêm {}'],
  ['Gold of {}', 'Vàng {}'],
  ['Guardians of {}', 'Thần Hộ Vệ {}'],
];

const PLACES: readonly Word[] = [
  ['Egypt', 'Ai Cập'],
  ['Olympus', 'Olympus'],
  ['Aztec', 'Aztec'],
  ['Atlantis', 'Atlantis'],
  ['the Nile', 'Sông Nile'],
  ['Asgard', 'Asgard'],
  ['Babylon', 'Babylon'],
  ['Persia', 'Ba Tư'],
  ['Rome', 'La Mã'],
  ['Sparta', 'Sparta'],
  ['Shangri-La', 'Shangri-La'],
  ['El Dorado', 'El Dorado'],
  ['the Amazon', 'Amazon'],
  ['the Orient', 'Phương Đông'],
  ['Ha Long Bay', 'Vịnh Hạ Long'],
  ['Hoi An', 'Hội An'],
  ['Saigon', 'Sài Gòn'],
  ['Thang Long', 'Thăng Long'],
  ['the Mekong', 'Mê Kông'],
  ['Macau', 'Ma Cao'],
  ['Las Vegas', 'Las Vegas'],
  ['Shanghai', 'Thượng Hải'],
  ['the Maya', 'Maya'],
  ['the Sahara', 'Sahara'],
  ['Valhalla', 'Valhalla'],
  ['Angkor', 'Angkor'],
  ['Sapa', 'Sa Pa'],
];

/** Classified slots get a name that says what they are ("Hổ Vàng" scratch card: "Thẻ Cào Hổ Vàng"). */
const CLASSIFY_TEMPLATES: Record<GameClassify, readonly Template[]> = {
  SC: [
    ['{} Scratch', 'Thẻ Cào {}'],
    ['{} Scratchcard', 'Vé Cào {}'],
  ],
  VP: [
    ['{} Poker', 'Poker {}'],
    ['{} Video Poker', 'Video Poker {}'],
  ],
  JP: [
    ['{} Jackpot', 'Nổ Hũ {}'],
    ['{} Mega Jackpot', 'Siêu Nổ Hũ {}'],
  ],
  TG: [
    ['{} Roulette', 'Cò Quay {}'],
    ['{} Blackjack', 'Xì Dách {}'],
    ['{} Baccarat', 'Baccarat {}'],
    ['{} Sic Bo', 'Tài Xỉu {}'],
  ],
  AC: [
    ['{} Plinko', 'Plinko {}'],
    ['{} Mines', 'Dò Mìn {}'],
    ['{} Crash', 'Crash {}'],
    ['{} Dice', 'Xúc Xắc {}'],
    ['{} Hi-Lo', 'Lớn Nhỏ {}'],
  ],
  BG: [
    ['{} Bingo', 'Bingo {}'],
    ['{} Bingo Bash', 'Lô Tô {}'],
  ],
};

function wordName([en, vi]: Word): LocalName {
  return { en, vi };
}

function fill([en, vi]: Template, name: LocalName): LocalName {
  return { en: en.replace('{}', name.en), vi: vi.replace('{}', name.vi) };
}

/** "Golden Tiger" / "Hổ Vàng". */
function modifiedNoun(rng: Rng): LocalName {
  const [nounEn, nounVi] = rng.pick(NOUNS);
  const [modEn, modVi] = rng.pick(MODIFIERS);
  return { en: `${modEn} ${nounEn}`, vi: `${nounVi} ${modVi}` };
}

/**
 * A slot title. Plain "modifier noun" names are the most common, then series names built on
 * them (or on a bare noun: "Dragon Legends"), then "X of Place". Roughly 50,000 distinct
 * titles, so ~1,300 per vendor rarely collide.
 */
export function slotName(rng: Rng): LocalName {
  const shape = rng.weighted([
    ['plain', 45],
    ['series', 30],
    ['bareSeries', 8],
    ['of', 17],
  ] as const);
  switch (shape) {
    case 'plain':
      return modifiedNoun(rng);
    case 'series':
      return fill(rng.pick(SERIES), modifiedNoun(rng));
    case 'bareSeries':
      return fill(rng.pick(SERIES), wordName(rng.pick(NOUNS)));
    case 'of':
      return fill(rng.pick(OF_TEMPLATES), wordName(rng.pick(PLACES)));
  }
}

/**
 * A classified slot's name: the kind of game wrapped round a short base name, so a scratch
 * card reads "Golden Tiger Scratch" / "Thẻ Cào Hổ Vàng" rather than a plain slot title.
 */
export function classifiedName(rng: Rng, classify: GameClassify): LocalName {
  const base = rng.chance(0.8) ? modifiedNoun(rng) : wordName(rng.pick(NOUNS));
  return fill(rng.pick(CLASSIFY_TEMPLATES[classify]), base);
}

// Fishing rooms: "Dragon Fishing" / "Bắn Cá Rồng".
const FISH_SUBJECTS: readonly Word[] = [
  ['Dragon', 'Rồng'],
  ['Golden Toad', 'Cóc Vàng'],
  ['Ocean King', 'Vua Đại Dương'],
  ['Shark', 'Cá Mập'],
  ['Mermaid', 'Tiên Cá'],
  ['Poseidon', 'Poseidon'],
  ['Kraken', 'Kraken'],
  ['Treasure', 'Kho Báu'],
  ['Thunder', 'Sấm Sét'],
  ['Happy', 'Vui Vẻ'],
  ['Mega', 'Siêu Cấp'],
  ['Royal', 'Hoàng Gia'],
  ['Jackpot', 'Nổ Hũ'],
  ['Lucky', 'May Mắn'],
  ['Crab King', 'Vua Cua'],
  ['Whale', 'Cá Voi'],
  ['Octopus', 'Bạch Tuộc'],
  ['Deep Sea', 'Biển Sâu'],
  ['Fortune', 'Tài Lộc'],
  ['Koi', 'Cá Koi'],
];
const FISH_TEMPLATES: readonly Template[] = [
  ['{} Fishing', 'Bắn Cá {}'],
  ['{} Hunter', 'Thợ Săn {}'],
  ['{} Fishing War', 'Đại Chiến Bắn Cá {}'],
];

export function fishName(rng: Rng): LocalName {
  return fill(rng.pick(FISH_TEMPLATES), wordName(rng.pick(FISH_SUBJECTS)));
}

/** ASCII slug of an English name, used as a readable game code. */
export function slugOf(en: string): string {
  return en
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
