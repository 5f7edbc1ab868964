import type { GameType } from '../../../contract/common';
import type { GameSeed } from './games';

export const bannerGroups = [
  'w_login',
  'w_register',
  'w_leftmenu',
  'w_forget',
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_elott',
  'w_lott',
] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/**
 * Where a click goes. GAME and PROMOTION point at rows of this seed and are resolved to ids
 * (games.id, announcements.id) when written; a banner without a link is not clickable.
 */
export type BannerLink =
  | { type: 'GAME'; vendorCode: string; gameCode: string }
  | { type: 'PROMOTION'; announcementKey: string }
  | { type: 'URL'; url: string };

export type BannerSeed = {
  groupName: BannerGroup;
  /** `/img/banners/<group>-<n>.svg`: the server draws the image from this banner's row. */
  imageUrl: string;
  titleEn: string;
  titleVi: string;
  link: BannerLink | null;
  sort: number;
};

type Draft = { titleEn: string; titleVi: string; link: BannerLink | null };

/** The first hot game of a lane (or of one vendor in it): a banner should advertise a hit. */
function featured(games: readonly GameSeed[], gameType: GameType, vendorCode?: string): BannerLink {
  const lane = games.filter((g) => g.gameType === gameType && (!vendorCode || g.vendorCode === vendorCode));
  const game = lane.find((g) => g.isHot && g.isGame === null) ?? lane[0];
  if (!game) throw new Error(`no ${gameType} game to feature`);
  return { type: 'GAME', vendorCode: game.vendorCode, gameCode: game.gameCode };
}

function drafts(games: readonly GameSeed[]): Record<BannerGroup, Draft[]> {
  return {
    w_home: [
      {
        titleEn: '100% welcome bonus up to 10,000,000 ₫',
        titleVi: 'Thưởng chào mừng 100% đến 10.000.000 ₫',
        link: { type: 'PROMOTION', announcementKey: 'pr-welcome' },
      },
      {
        titleEn: 'Spin the hottest slot of the week',
        titleVi: 'Quay ngay trò nổ hũ hot nhất tuần',
        link: featured(games, 'RNG', 'PG'),
      },
      {
        titleEn: '36 Vietnamese lottery draws a day',
        titleVi: '36 đài xổ số Việt Nam mỗi ngày',
        link: { type: 'URL', url: '/lott' },
      },
      {
        titleEn: 'Live casino, real dealers, 24/7',
        titleVi: 'Sòng bài trực tiếp, người chia bài thật, 24/7',
        link: null,
      },
    ],
    w_login: [
      {
        titleEn: 'Log in every day for a daily reward',
        titleVi: 'Đăng nhập mỗi ngày nhận thưởng',
        link: null,
      },
    ],
    w_register: [
      { titleEn: 'Register in 30 seconds', titleVi: 'Đăng ký chỉ trong 30 giây', link: null },
      {
        titleEn: 'Your first deposit, doubled',
        titleVi: 'Nhân đôi lần nạp đầu tiên',
        link: { type: 'PROMOTION', announcementKey: 'pr-welcome' },
      },
    ],
    w_leftmenu: [{ titleEn: 'Get the app', titleVi: 'Tải ứng dụng', link: { type: 'URL', url: '/down' } }],
    w_forget: [
      {
        titleEn: 'Recover your account in a minute',
        titleVi: 'Khôi phục tài khoản trong một phút',
        link: null,
      },
    ],
    w_rng: [
      {
        titleEn: 'Unlimited 1.2% slot rebate',
        titleVi: 'Hoàn trả nổ hũ 1,2% không giới hạn',
        link: { type: 'PROMOTION', announcementKey: 'pr-slot-rebate' },
      },
      {
        titleEn: 'JILI favourite of the week',
        titleVi: 'Trò JILI được yêu thích nhất tuần',
        link: featured(games, 'RNG', 'JL'),
      },
    ],
    w_live: [
      {
        titleEn: 'First live bet refunded',
        titleVi: 'Hoàn cược trực tiếp đầu tiên',
        link: { type: 'PROMOTION', announcementKey: 'pr-first-login-live' },
      },
      {
        titleEn: 'Baccarat with Evolution',
        titleVi: 'Baccarat cùng Evolution',
        link: featured(games, 'LIVE', 'EVO'),
      },
    ],
    w_fish: [
      {
        titleEn: 'Hunt the golden boss fish',
        titleVi: 'Săn cá vàng khổng lồ',
        link: featured(games, 'FISH'),
      },
    ],
    w_pvp: [{ titleEn: 'Tien Len tournament every night', titleVi: 'Giải đấu Tiến Lên mỗi tối', link: null }],
    w_sports: [
      {
        titleEn: 'Sports bet insurance',
        titleVi: 'Bảo hiểm cược thể thao',
        link: { type: 'PROMOTION', announcementKey: 'pr-sports-insurance' },
      },
      {
        titleEn: 'Every match, best odds',
        titleVi: 'Mọi trận đấu, tỷ lệ tốt nhất',
        link: featured(games, 'SPORTS', 'SABA'),
      },
    ],
    w_esports: [
      {
        titleEn: 'LoL, Dota 2 and CS2 live betting',
        titleVi: 'Cược trực tiếp LoL, Dota 2 và CS2',
        link: featured(games, 'ESPORTS'),
      },
    ],
    w_elott: [
      {
        titleEn: 'Express lottery every 45 seconds',
        titleVi: 'Xổ số siêu tốc mỗi 45 giây',
        link: featured(games, 'ELOTT', 'TCG_LOTTO_VN'),
      },
    ],
    w_lott: [
      {
        titleEn: 'Northern lottery, live results at 18:15',
        titleVi: 'Xổ số miền Bắc, kết quả trực tiếp lúc 18:15',
        link: { type: 'URL', url: '/vnLottery?gameCode=VN_MB' },
      },
      { titleEn: 'Thai and Lao lotteries', titleVi: 'Xổ số Thái Lan và Lào', link: null },
    ],
  };
}

/** Banners of every group, in spec order, numbered from 1 within each group. */
export function buildBanners(games: readonly GameSeed[]): BannerSeed[] {
  const byGroup = drafts(games);
  return bannerGroups.flatMap((group) =>
    byGroup[group].map((d, i) => ({
      groupName: group,
      imageUrl: `/img/banners/${group}-${i + 1}.svg`,
      titleEn: d.titleEn,
      titleVi: d.titleVi,
      link: d.link,
      sort: i + 1,
    })),
  );
}
