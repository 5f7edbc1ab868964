import type { GameType } from '../../../contract/common';
import type { GameMenu, VendorCard } from '../../../contract/games/schemas';

/** With a game type: that lane's vendors in lane order; without: every vendor once, first lane's card. */
export function vendorsOf(menus: readonly GameMenu[], gameType: GameType | undefined): VendorCard[] {
  if (gameType) return menus.find((m) => m.gameCategory === gameType)?.vendors ?? [];
  const seen = new Set<string>();
  const out: VendorCard[] = [];
  for (const v of menus.flatMap((m) => m.vendors)) {
    if (seen.has(v.vassalage)) continue;
    seen.add(v.vassalage);
    out.push(v);
  }
  return out;
}
