import type { Language } from '../../../contract/common';
import type { Lane, PrizeMode, VendorGameTypes } from '../../../contract/games/schemas';
import type { Db } from '../../db/client';
import { findGameMenus } from './find-game-menus';
import { arrangeLanes, lanesFromMenus, prizeModeOf } from './lanes';

/** Vendor lanes after the lobby's lane rule, and the prize mode they imply. */
export async function findLanes(
  db: Db,
  language: Language,
  vendorTypes: Map<string, VendorGameTypes>,
): Promise<{ data: { lanes: Lane[]; prizeMode: PrizeMode } }> {
  const menus = await findGameMenus(db, language);
  const lanes = arrangeLanes(
    lanesFromMenus(
      menus,
      (vendor, gameType) =>
        vendorTypes.get(vendor)?.gameTypes.find((t) => t.gameType === gameType)?.gameClassify ?? [],
    ),
  );
  return { data: { lanes, prizeMode: prizeModeOf(lanes) } };
}
