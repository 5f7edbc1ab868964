import type { GameType } from '../../contract/common';
import { buildAccounts, type AccountSeed } from './accounts';
import { buildAnnouncements, type AnnouncementSeed } from './announcements';
import { buildBanners, type BannerSeed } from './banners';
import { buildGames, type GameSeed } from './games';
import { buildRegisterFields, type RegisterFieldSeed } from './register-fields';
import { customerServiceSeeds, domainLineSeeds, siteSettings } from './site';
import { gameCategoryOrder, vendorSeeds } from './vendors';
import { buildWhitelabel, type WhitelabelSeed } from './whitelabel';

export type VendorRow = {
  code: string;
  nameEn: string;
  nameVi: string;
  accountTypeName: string;
  color: string;
  sort: number;
};
export type VendorCategoryRow = { vendorCode: string; gameType: GameType; sort: number };

/** Everything the seed writes, as plain data: no ids, no hashes, no clock. */
export type Catalogue = {
  vendors: VendorRow[];
  vendorCategories: VendorCategoryRow[];
  gameCategories: { gameType: GameType; sort: number }[];
  games: GameSeed[];
  banners: BannerSeed[];
  announcements: AnnouncementSeed[];
  settings: { key: string; value: unknown }[];
  whitelabel: WhitelabelSeed[];
  registerFields: RegisterFieldSeed[];
  domainLines: { domainName: string; sort: number }[];
  customerService: { csType: string; path: string; sort: number }[];
  accounts: AccountSeed[];
};

/**
 * Builds the whole demo data set in memory. Pure: two calls give deep-equal results on any
 * machine, which the seed test checks; writing it is index.ts's job.
 */
export function buildCatalogue(): Catalogue {
  const games = buildGames();
  return {
    vendors: vendorSeeds.map(({ categories: _categories, ...v }, i) => ({ ...v, sort: i + 1 })),
    // A vendor's position in a lane is its order among that lane's vendors in vendors.ts.
    vendorCategories: gameCategoryOrder.flatMap((gameType) =>
      vendorSeeds
        .filter((v) => v.categories.includes(gameType))
        .map((v, i) => ({ vendorCode: v.code, gameType, sort: i + 1 })),
    ),
    gameCategories: gameCategoryOrder.map((gameType, i) => ({ gameType, sort: i + 1 })),
    games,
    banners: buildBanners(games),
    announcements: buildAnnouncements(),
    settings: siteSettings,
    whitelabel: buildWhitelabel(),
    registerFields: buildRegisterFields(),
    domainLines: domainLineSeeds,
    customerService: customerServiceSeeds,
    accounts: buildAccounts(),
  };
}
