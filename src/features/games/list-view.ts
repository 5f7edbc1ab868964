/** Home game lists show 12 games; load-more and 'showing X of Y' only when there are more than 10. */
export const homeGameLimit = 12;

export function homeGameView(total: number, shown: number) {
  const visible = Math.min(total, Math.max(shown, homeGameLimit));
  return { shown: visible, total, canExpand: total > 10 && visible < total };
}

/** The next step of "load more": another 12. */
export function nextGameCount(shown: number, total: number): number {
  return Math.min(total, shown + homeGameLimit);
}

/**
 * The page (from 1, of `pageSize`) to ask so that `wanted` games can show, when `loaded` of
 * `total` are here; undefined when nothing is missing. Pages are asked in order, so `loaded` is
 * a whole number of pages until the last one.
 */
export function nextPageToLoad(loaded: number, wanted: number, total: number, pageSize: number) {
  if (loaded >= Math.min(wanted, total) || loaded % pageSize !== 0) return undefined;
  return loaded / pageSize + 1;
}

/** Tile colour style (spec section 3): node id modulo 5 plus 1. */
export function tileStyle(nodeId: number): number {
  return (((nodeId % 5) + 5) % 5) + 1;
}
