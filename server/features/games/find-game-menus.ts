import { asc, eq } from 'drizzle-orm';
import type { Language } from '../../../contract/common';
import { GameType } from '../../../contract/common';
import type { GameMenu } from '../../../contract/games/schemas';
import type { Db } from '../../db/client';
import { gameCategories, vendorCategories, vendors } from '../../db/schema';

/** Vendor categories in configured order, each with its vendors; categories without vendors are left out. */
export async function findGameMenus(db: Db, language: Language): Promise<GameMenu[]> {
  const rows = await db
    .select({
      gameType: vendorCategories.gameType,
      code: vendors.code,
      nameEn: vendors.nameEn,
      nameVi: vendors.nameVi,
      accountTypeName: vendors.accountTypeName,
      color: vendors.color,
    })
    .from(vendorCategories)
    .innerJoin(vendors, eq(vendors.code, vendorCategories.vendorCode))
    .innerJoin(gameCategories, eq(gameCategories.gameType, vendorCategories.gameType))
    .orderBy(asc(gameCategories.sort), asc(vendorCategories.sort), asc(vendors.sort));
  const menus: GameMenu[] = [];
  for (const r of rows) {
    const gameType = GameType.safeParse(r.gameType);
    if (!gameType.success) continue;
    let menu = menus.at(-1);
    if (menu?.gameCategory !== gameType.data) {
      menu = { gameCategory: gameType.data, vendors: [] };
      menus.push(menu);
    }
    menu.vendors.push({
      vassalage: r.code,
      displayName: language === 'vi' ? r.nameVi : r.nameEn,
      accountTypeName: r.accountTypeName,
      gameType: gameType.data,
      color: r.color,
      logoUrl: `/img/vendors/${encodeURIComponent(r.code)}.png`,
    });
  }
  return menus;
}
