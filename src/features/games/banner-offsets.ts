/**
 * Where each banner sits relative to the one in view: 0 in view, -1 just left, +1 just right and
 * so on, the shortest way round (the carousel loops). With an even count the slide exactly
 * opposite goes on the side the carousel came from, so the next turn brings it in the right way.
 */
export function bannerOffsets(count: number, active: number, direction: 1 | -1): number[] {
  return Array.from({ length: count }, (_, i) => {
    let offset = (((i - active) % count) + count) % count;
    if (offset > count / 2 || (offset === count / 2 && direction === 1)) offset -= count;
    return offset;
  });
}

/** The index after a step of `by` (loops both ways). */
export function stepBanner(count: number, active: number, by: number): number {
  return (((active + by) % count) + count) % count;
}
