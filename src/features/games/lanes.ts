import type { GameType } from '../../../contract/common';
import type { GameMenu, VendorCard } from '../../../contract/games/schemas';

/** A vendor category as the lobby shows it: a game type and its vendors, never empty. */
export type Lane = { type: GameType; vendors: VendorCard[] };

// Spec section 4: these vendors belong in their own lanes even when the server lists them under SPORTS.
const esportVendors: ReadonlySet<string> = new Set(['AV', 'AI', 'IMES', 'TF', 'IA']);
const cockfightVendors: ReadonlySet<string> = new Set(['DS88']);

function split(vendors: VendorCard[]) {
  const sports: VendorCard[] = [];
  const esports: VendorCard[] = [];
  const cockfight: VendorCard[] = [];
  for (const v of vendors) {
    if (esportVendors.has(v.vassalage)) esports.push(v);
    else if (cockfightVendors.has(v.vassalage)) cockfight.push(v);
    else sports.push(v);
  }
  return { sports, esports, cockfight };
}

/** Moves e-sport and cockfight vendors out of SPORTS, into existing lanes or new ones right after SPORTS. */
function regroupSports(menus: GameMenu[]): GameMenu[] {
  const sportsAt = menus.findIndex((m) => m.gameCategory === 'SPORTS');
  if (sportsAt < 0) return menus;
  const { sports, esports, cockfight } = split(menus[sportsAt]!.vendors);
  if (esports.length === 0 && cockfight.length === 0) return menus;

  const result = menus.map((m) => ({ ...m, vendors: [...m.vendors] }));
  result[sportsAt]!.vendors = sports;
  const inserts: GameMenu[] = [];
  for (const [type, moved] of [
    ['ESPORTS', esports],
    ['COCKFIGHT', cockfight],
  ] as const) {
    if (moved.length === 0) continue;
    const existing = result.find((m) => m.gameCategory === type);
    if (existing)
      existing.vendors = [
        ...moved,
        ...existing.vendors.filter((v) => !moved.some((x) => x.vassalage === v.vassalage)),
      ];
    else inserts.push({ gameCategory: type, vendors: moved });
  }
  result.splice(sportsAt + 1, 0, ...inserts);
  return result;
}

/** Categories with at least one vendor, in server order (spec section 2). */
export function toLanes(menus: GameMenu[]): Lane[] {
  const seen = new Set<GameType>();
  const lanes: Lane[] = [];
  for (const menu of regroupSports(menus)) {
    // A category listed twice would give two identical tabs; the first one wins.
    if (menu.vendors.length === 0 || seen.has(menu.gameCategory)) continue;
    seen.add(menu.gameCategory);
    lanes.push({ type: menu.gameCategory, vendors: menu.vendors });
  }
  return lanes;
}

/**
 * The footer's vendor icons: spec section 1 lists PG, EG2, PT, JDB, CQ9, FC, JL, BGS, which are the
 * slot vendors; without a slot lane, the first lane stands in.
 */
export function footerVendors(lanes: Lane[]): VendorCard[] {
  return (lanes.find((l) => l.type === 'RNG') ?? lanes[0])?.vendors ?? [];
}

// Home shows the first 6 vendors of a lane; lottery, e-lottery and cockfight are cut to 5 (spec 2, 9).
const shortLanes: ReadonlySet<GameType> = new Set(['LOTT', 'ELOTT', 'COCKFIGHT']);

export function homeVendorLimit(type: GameType): number {
  return shortLanes.has(type) ? 5 : 6;
}

/** How many vendor cards a home lane shows, and whether a "load more" control is offered. */
export function homeVendorView(type: GameType, total: number, expanded: boolean) {
  const limit = homeVendorLimit(type);
  // Spec: load-more only when there are more than 6 vendors.
  const canExpand = total > 6 && total > limit;
  const shown = expanded && canExpand ? total : Math.min(total, limit);
  return { shown, total, canExpand: canExpand && shown < total };
}
