/**
 * Search text as the list call receives it, made ready for `LIKE`: the characters LIKE treats
 * specially (`%`, `_` and the escape `\`) are escaped so that a player's "50%" or "a_b" match
 * literally. Case and accents are folded in SQL (`lower(immutable_unaccent(..))`), the same
 * expression as the stored search_en / search_vi columns, so both sides fold identically.
 */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Cache key form of a term: trimmed, lower-cased, inner runs of spaces kept as typed. */
export function normaliseTerm(term: string): string {
  return term.trim().toLowerCase();
}
