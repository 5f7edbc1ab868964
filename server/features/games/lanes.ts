import type { GameClassify, GameType } from '../../../contract/common';
import { gameClassifies } from '../../../contract/common';
import type { GameMenu, Lane, PrizeMode, VendorCard } from '../../../contract/games/schemas';

/** Vendors the server lists under SPORTS that the lobby shows in their own lanes (spec section 4). */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88'];

/**
 * Lanes from the vendor categories, each with, per classify key, the lane's vendors that have
 * games of that key (`classifyOf(vendor, gameType)`); lanes without classified games get none.
 */
export function lanesFromMenus(
  menus: readonly GameMenu[],
  classifyOf: (vendor: string, gameType: GameType) => readonly GameClassify[],
): Lane[] {
  return menus.map((m) => {
    const lane: Lane = { title: m.gameCategory, cards: m.vendors };
    const groups = gameClassifies
      .map((key) => ({
        key,
        vendors: m.vendors.filter((v) => classifyOf(v.vassalage, m.gameCategory).includes(key)),
      }))
      .filter((g) => g.vendors.length > 0);
    if (groups.length > 0) lane.gameClassify = groups;
    return lane;
  });
}

/**
 * The lane rule of spec section 4: e-sport vendors (AV, AI, IMES, TF, IA) and the cockfight
 * vendor (DS88) leave the SPORTS lane for ESPORTS and COCKFIGHT lanes placed right after
 * SPORTS, in that order. A lane of that title the server already sent is moved there and merged
 * (its own cards first, then moved ones it lacked: no duplicates); an empty lane is left out.
 * Without a SPORTS lane nothing moves. Pure: the input is not changed.
 */
export function arrangeLanes(input: readonly Lane[]): Lane[] {
  const sportsAt = input.findIndex((l) => l.title === 'SPORTS');
  if (sportsAt < 0) return input.map((l) => ({ ...l }));
  const sports = input[sportsAt]!;
  const isMoved = (v: VendorCard) =>
    ESPORTS_VENDORS.includes(v.vassalage) || COCKFIGHT_VENDORS.includes(v.vassalage);

  const target = (title: 'ESPORTS' | 'COCKFIGHT', codes: readonly string[]): Lane | undefined => {
    const existing = input.find((l) => l.title === title);
    const cards = [...(existing?.cards ?? [])];
    for (const card of sports.cards) {
      if (!codes.includes(card.vassalage)) continue;
      if (cards.some((c) => c.vassalage === card.vassalage)) continue;
      cards.push({ ...card, gameType: title });
    }
    if (cards.length === 0) return undefined;
    return { ...existing, title, cards };
  };
  const esports = target('ESPORTS', ESPORTS_VENDORS);
  const cockfight = target('COCKFIGHT', COCKFIGHT_VENDORS);

  const sportsLeft: Lane = { ...sports, cards: sports.cards.filter((c) => !isMoved(c)) };
  if (sports.gameClassify) {
    const groups = sports.gameClassify
      .map((g) => ({ ...g, vendors: g.vendors.filter((v) => !isMoved(v)) }))
      .filter((g) => g.vendors.length > 0);
    if (groups.length > 0) sportsLeft.gameClassify = groups;
    else delete sportsLeft.gameClassify;
  }

  const out: Lane[] = [];
  for (const lane of input) {
    if (lane.title === 'ESPORTS' || lane.title === 'COCKFIGHT') continue;
    if (lane !== sports) {
      out.push({ ...lane });
      continue;
    }
    if (sportsLeft.cards.length > 0) out.push(sportsLeft);
    if (esports) out.push(esports);
    if (cockfight) out.push(cockfight);
  }
  return out;
}

/** ELOTT when the ELOTT lane has a TCG_LOTTO_VN or LOTT card, otherwise LOTT (spec section 4). */
export function prizeModeOf(lanes: readonly Lane[]): PrizeMode {
  const elott = lanes.find((l) => l.title === 'ELOTT');
  const hasVn = elott?.cards.some((c) => c.vassalage === 'TCG_LOTTO_VN' || c.vassalage === 'LOTT');
  return hasVn ? 'ELOTT' : 'LOTT';
}
