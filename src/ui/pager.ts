/** One cell of a pager: a page number or a gap ("…"). */
export type PagerItem = number | 'gap';

/**
 * The pages a pager shows (the paginate convention of spec section 9): `range` pages around the
 * current one, `margin` pages at each end, gaps between. With 0 or 1 page there is no pager.
 */
export function pagerItems(current: number, total: number, range: number, margin: number): PagerItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= range + margin * 2) return Array.from({ length: total }, (_, i) => i + 1);
  const half = Math.floor(range / 2);
  let start = page - half;
  let end = start + range - 1;
  if (start < 1) {
    start = 1;
    end = range;
  }
  if (end > total) {
    end = total;
    start = total - range + 1;
  }
  const pages = new Set<number>();
  for (let i = 1; i <= margin; i++) pages.add(i);
  for (let i = start; i <= end; i++) pages.add(i);
  for (let i = total - margin + 1; i <= total; i++) pages.add(i);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: PagerItem[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Spec section 4: a page outside 1..total is ignored (null); otherwise the page to go to. */
export function acceptPage(next: number, total: number, current: number): number | null {
  if (!Number.isInteger(next) || next < 1 || next > Math.max(1, total) || next === current) return null;
  return next;
}
