import type { GameClassify } from '../../contract/common';
import type { LocalName } from './names';
import type { VendorSeed } from './vendors';

/** A game before flags, sort and icon are decided (games.ts adds those). */
export type GameDraft = {
  gameCode: string;
  name: LocalName;
  classify?: GameClassify;
  /** 'VASSALAGE': the tile opens the vendor's own game list (spec section 4). */
  isGame?: 'VASSALAGE';
  /** Lobby tiles and flagship products are pinned first and marked hot. */
  pinned?: boolean;
};

/** The one tile of a vendor that opens its game list in a popup. */
export function lobbyTile(vendor: VendorSeed): GameDraft {
  return {
    gameCode: 'lobby',
    name: { en: `${vendor.nameEn} Lobby`, vi: `Sảnh ${vendor.nameVi}` },
    isGame: 'VASSALAGE',
    pinned: true,
  };
}
