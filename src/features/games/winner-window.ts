/** Winners in view at once (spec section 9). */
export const perView = 5;

/** The winners in view from `start` on, plus the one that slides in next (indexes into `count`). */
export function winnerWindow(start: number, count: number): number[] {
  const shown = count > perView ? perView + 1 : count;
  return Array.from({ length: shown }, (_, i) => (start + i) % count);
}
