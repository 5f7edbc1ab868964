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

/** Tile colour style (spec section 3): node id modulo 5 plus 1. */
export function tileStyle(nodeId: number): number {
  return (((nodeId % 5) + 5) % 5) + 1;
}
