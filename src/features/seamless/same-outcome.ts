/** JSON with object keys sorted: a stored outcome (jsonb) keeps its fields in another order. */
export const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);
/**
 * Same outcome: the recomputed one and the one played, field by field. A slot round played before
 * the jackpot (decision 061) has no `jackpotRoll`: the recomputed roll is left out for it only.
 */
export const sameOutcome = (recomputed: unknown, played: unknown) => {
  if (isObject(recomputed) && isObject(played) && !('jackpotRoll' in played) && 'jackpotRoll' in recomputed) {
    const { jackpotRoll: _unplayed, ...rest } = recomputed;
    return canonical(rest) === canonical(played);
  }
  return canonical(recomputed) === canonical(played);
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
