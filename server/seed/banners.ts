import { bannerGroups, type BannerGroup } from '../../contract/announcements/schemas';
import type { GameType } from '../../contract/common';
import type { GameSeed } from './games';

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
        titleEn: '33 vendors, one lobby',
        titleVi: '33 nhà cung cấp, một sảnh',
        link: { type: 'PROMOTION', announcementKey: 'pr-new-player' },
      },
      {
        titleEn: 'Spin the hottest slot of the week',
        titleVi: 'Quay ngay trò nổ hũ hot nhất tuần',
        link: featured(games, 'RNG', 'PG'),
      },
      {
        titleEn: 'Lottery of all three regions',
        titleVi: 'Xổ số ba miền mỗi ngày',
        link: { type: 'URL', url: '/lott' },
      },
      {
        titleEn: 'Provably fair house games',
        titleVi: 'Trò chơi nhà cái minh bạch',
        link: { type: 'PROMOTION', announcementKey: 'pr-fair-baccarat' },
      },
    ],
    w_login: [
      {
        titleEn: 'New device? A second step keeps you safe',
        titleVi: 'Thiết bị mới? Thêm bước xác minh an toàn',
        link: null,
      },
    ],
    w_register: [
      { titleEn: 'Register in 30 seconds', titleVi: 'Đăng ký chỉ trong 30 giây', link: null },
      {
        titleEn: 'Deposit by bank transfer',
        titleVi: 'Nạp tiền qua chuyển khoản',
        link: { type: 'PROMOTION', announcementKey: 'pr-deposit' },
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
        titleEn: '10,000 slots from 8 vendors',
        titleVi: '10.000 trò nổ hũ từ 8 nhà cung cấp',
        link: featured(games, 'RNG', 'PG'),
      },
      {
        titleEn: 'JILI favourite of the week',
        titleVi: 'Trò JILI được yêu thích nhất tuần',
        link: featured(games, 'RNG', 'JL'),
      },
    ],
    w_live: [
      {
        titleEn: 'Baccarat you can verify',
        titleVi: 'Baccarat kiểm chứng được',
        link: { type: 'PROMOTION', announcementKey: 'pr-fair-baccarat' },
      },
      {
        titleEn: 'Baccarat with Evolution',
        titleVi: 'Baccarat cùng Evolution',
        link: featured(games, 'LIVE', 'EVO'),
      },
    ],
    w_fish: [
      {
        titleEn: 'Fishing games from 5 vendors',
        titleVi: 'Bắn cá từ 5 nhà cung cấp',
        link: featured(games, 'FISH'),
      },
    ],
    w_pvp: [{ titleEn: 'Tien Len, Phom and more', titleVi: 'Tiến Lên, Phỏm và nhiều hơn', link: null }],
    w_sports: [
      {
        titleEn: 'Sports and e-sports in one lobby',
        titleVi: 'Thể thao và thể thao điện tử',
        link: { type: 'PROMOTION', announcementKey: 'pr-sports' },
      },
      {
        titleEn: 'Football with SABA Sports',
        titleVi: 'Bóng đá cùng SABA Thể Thao',
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
